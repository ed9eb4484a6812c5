import PaneDocCore
import PaneDocModel

/// The device table (docs/layout-rules.md, Devices and windows). Screens: swift-snapshot-testing's
/// `ViewImageConfig` devices [obs] and, for the current models, Apple's Human Interface
/// Guidelines [doc]. Multitasking widths: the published Split View widths [obs] and, for models
/// they lack, inferred [inf] from the others' pattern (two thirds = screen − one third − 10,
/// half = ⌊(screen − 10) / 2⌋).
/// Keyboard heights are today's, with the QuickType bar [inf]; an era may have its own instead
/// (`ProfileRules.keyboards`).
extension Device {
  private static let snapshotTesting = Provenance.obs("swift-snapshot-testing ViewImageConfig")
  private static let screenSizes = Provenance.doc(
    "Human Interface Guidelines, Layout: device screen sizes and orientations")
  private static let referenceWidths = Provenance.obs(
    "Split View widths gathered by the geometry reference (one source)")

  private static let classicPadSafeArea = Insets(top: 20, left: 0, bottom: 0, right: 0)
  private static let homeIndicatorPadSafeArea = Insets(top: 24, left: 0, bottom: 20, right: 0)
  private static let classicPhonePortrait = Insets(top: 20, left: 0, bottom: 0, right: 0)
  private static let notch44Portrait = Insets(top: 44, left: 0, bottom: 34, right: 0)
  private static let notch44Landscape = Insets(top: 0, left: 44, bottom: 21, right: 44)
  private static let notch47Portrait = Insets(top: 47, left: 0, bottom: 34, right: 0)
  private static let notch47Landscape = Insets(top: 0, left: 47, bottom: 21, right: 47)
  private static let island59Portrait = Insets(top: 59, left: 0, bottom: 34, right: 0)
  private static let island59Landscape = Insets(top: 0, left: 59, bottom: 21, right: 59)
  private static let island62Portrait = Insets(top: 62, left: 0, bottom: 34, right: 0)
  private static let island62Landscape = Insets(top: 0, left: 62, bottom: 21, right: 62)

  /// iPads up to the 11" class with the QuickType bar [inf].
  private static let padKeyboard = KeyboardHeights(portrait: 313, landscape: 398)
  /// The 12.9" and 13" iPads [inf].
  private static let largePadKeyboard = KeyboardHeights(portrait: 378, landscape: 471)
  /// iPhones with a home button, with the QuickType bar [inf].
  private static let phoneKeyboard = KeyboardHeights(portrait: 260, landscape: 200)
  /// iPhones with a home indicator [inf].
  private static let notchPhoneKeyboard = KeyboardHeights(portrait: 335, landscape: 209)

  private static let smallPadWidths = MultitaskingWidths(
    landscape: (320, 507, 694), portrait: (320, 438), slideOver: 320, source: referenceWidths)
  private static let largePadWidths = MultitaskingWidths(
    landscape: (375, 678, 981), portrait: (375, 639), slideOver: 375, source: referenceWidths)
  private static let air11Widths = MultitaskingWidths(
    landscape: (375, 585, 795), portrait: (320, 490), slideOver: 320, source: .inferred)

  public static let iPadMini = Device(
    id: "ipad-mini", name: "iPad mini", idiom: .pad,
    portraitScreen: Size(width: 768, height: 1024), portraitSafeArea: classicPadSafeArea,
    landscapeSafeArea: classicPadSafeArea, scale: 2, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting, multitasking: smallPadWidths, keyboard: padKeyboard)

  public static let iPad97 = Device(
    id: "ipad-9.7", name: "iPad 9.7\"", idiom: .pad,
    portraitScreen: Size(width: 768, height: 1024), portraitSafeArea: classicPadSafeArea,
    landscapeSafeArea: classicPadSafeArea, scale: 2, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting, multitasking: smallPadWidths, keyboard: padKeyboard)

  public static let iPad102 = Device(
    id: "ipad-10.2", name: "iPad 10.2\"", idiom: .pad,
    portraitScreen: Size(width: 810, height: 1080), portraitSafeArea: classicPadSafeArea,
    landscapeSafeArea: classicPadSafeArea, scale: 2, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting,
    multitasking: MultitaskingWidths(
      landscape: (320, 535, 750), portrait: (320, 480), slideOver: 320, source: referenceWidths),
    keyboard: padKeyboard)

  public static let iPadPro105 = Device(
    id: "ipad-pro-10.5", name: "iPad Pro 10.5\"", idiom: .pad,
    portraitScreen: Size(width: 834, height: 1112), portraitSafeArea: classicPadSafeArea,
    landscapeSafeArea: classicPadSafeArea, scale: 2, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting,
    multitasking: MultitaskingWidths(
      landscape: (320, 551, 782), portrait: (320, 504), slideOver: 320, source: referenceWidths),
    keyboard: padKeyboard)

  public static let iPadPro11 = Device(
    id: "ipad-pro-11", name: "iPad Pro 11\"", idiom: .pad,
    portraitScreen: Size(width: 834, height: 1194), portraitSafeArea: homeIndicatorPadSafeArea,
    landscapeSafeArea: homeIndicatorPadSafeArea, scale: 2, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting,
    multitasking: MultitaskingWidths(
      landscape: (375, 592, 809), portrait: (320, 504), slideOver: 320, source: referenceWidths),
    keyboard: padKeyboard)

  /// The 12.9" from the 3rd generation on: a home indicator, so the 11"'s safe area [obs].
  public static let iPadPro129 = Device(
    id: "ipad-pro-12.9", name: "iPad Pro 12.9\"", idiom: .pad,
    portraitScreen: Size(width: 1024, height: 1366), portraitSafeArea: homeIndicatorPadSafeArea,
    landscapeSafeArea: homeIndicatorPadSafeArea, scale: 2, screenSource: snapshotTesting,
    safeAreaSource: .observed, multitasking: largePadWidths, keyboard: largePadKeyboard)

  /// The 1st and 2nd generation 12.9", with a home button (`ViewImageConfig.iPadPro12_9`).
  public static let iPadPro129Gen2 = Device(
    id: "ipad-pro-12.9-gen2", name: "iPad Pro 12.9\" (2nd gen)", idiom: .pad,
    portraitScreen: Size(width: 1024, height: 1366), portraitSafeArea: classicPadSafeArea,
    landscapeSafeArea: classicPadSafeArea, scale: 2, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting, multitasking: largePadWidths, keyboard: largePadKeyboard)

  /// iPad mini (6th generation).
  public static let iPadMini6 = Device(
    id: "ipad-mini-6", name: "iPad mini (6th gen)", idiom: .pad,
    portraitScreen: Size(width: 744, height: 1133), portraitSafeArea: homeIndicatorPadSafeArea,
    landscapeSafeArea: homeIndicatorPadSafeArea, scale: 2, screenSource: screenSizes,
    safeAreaSource: .inferred,
    multitasking: MultitaskingWidths(
      landscape: (320, 561, 803), portrait: (320, 414), slideOver: 320, source: .inferred),
    keyboard: padKeyboard)

  /// iPad Air 10.9" / 11" and iPad (10th generation): one screen.
  public static let iPadAir109 = Device(
    id: "ipad-air-10.9", name: "iPad Air 11\", iPad (10th gen)", idiom: .pad,
    portraitScreen: Size(width: 820, height: 1180), portraitSafeArea: homeIndicatorPadSafeArea,
    landscapeSafeArea: homeIndicatorPadSafeArea, scale: 2, screenSource: screenSizes,
    safeAreaSource: .inferred, multitasking: air11Widths, keyboard: padKeyboard)

  /// iPad Air 13": the 12.9"'s screen.
  public static let iPadAir13 = Device(
    id: "ipad-air-13", name: "iPad Air 13\"", idiom: .pad,
    portraitScreen: Size(width: 1024, height: 1366), portraitSafeArea: homeIndicatorPadSafeArea,
    landscapeSafeArea: homeIndicatorPadSafeArea, scale: 2, screenSource: screenSizes,
    safeAreaSource: .inferred,
    multitasking: MultitaskingWidths(
      landscape: (375, 678, 981), portrait: (375, 639), slideOver: 375, source: .inferred),
    keyboard: largePadKeyboard)

  public static let iPadPro11M4 = Device(
    id: "ipad-pro-11-m4", name: "iPad Pro 11\" (M4)", idiom: .pad,
    portraitScreen: Size(width: 834, height: 1210), portraitSafeArea: homeIndicatorPadSafeArea,
    landscapeSafeArea: homeIndicatorPadSafeArea, scale: 2, screenSource: screenSizes,
    safeAreaSource: .inferred,
    multitasking: MultitaskingWidths(
      landscape: (375, 600, 825), portrait: (320, 504), slideOver: 320, source: .inferred),
    splitBehaviorThreshold: SplitMetrics.splitBehaviorThresholdM4, keyboard: padKeyboard)

  public static let iPadPro13M4 = Device(
    id: "ipad-pro-13-m4", name: "iPad Pro 13\" (M4)", idiom: .pad,
    portraitScreen: Size(width: 1032, height: 1376), portraitSafeArea: homeIndicatorPadSafeArea,
    landscapeSafeArea: homeIndicatorPadSafeArea, scale: 2, screenSource: screenSizes,
    safeAreaSource: .inferred,
    multitasking: MultitaskingWidths(
      landscape: (375, 683, 991), portrait: (375, 647), slideOver: 375, source: .inferred),
    keyboard: largePadKeyboard)

  public static let iPhoneSE = Device(
    id: "iphone-se", name: "iPhone SE", idiom: .phone,
    portraitScreen: Size(width: 320, height: 568), portraitSafeArea: classicPhonePortrait,
    landscapeSafeArea: .zero, scale: 2, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting, keyboard: phoneKeyboard)

  public static let iPhone8 = Device(
    id: "iphone-8", name: "iPhone 8", idiom: .phone,
    portraitScreen: Size(width: 375, height: 667), portraitSafeArea: classicPhonePortrait,
    landscapeSafeArea: .zero, scale: 2, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting, keyboard: phoneKeyboard)

  public static let iPhone8Plus = Device(
    id: "iphone-8-plus", name: "iPhone 8 Plus", idiom: .phone,
    portraitScreen: Size(width: 414, height: 736), portraitSafeArea: classicPhonePortrait,
    landscapeSafeArea: .zero, scale: 3, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting, regularWidthInLandscape: true, keyboard: phoneKeyboard)

  public static let iPhoneX = Device(
    id: "iphone-x", name: "iPhone X", idiom: .phone,
    portraitScreen: Size(width: 375, height: 812), portraitSafeArea: notch44Portrait,
    landscapeSafeArea: notch44Landscape, scale: 3, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting, keyboard: notchPhoneKeyboard)

  public static let iPhoneXsMax = Device(
    id: "iphone-xs-max", name: "iPhone XS Max", idiom: .phone,
    portraitScreen: Size(width: 414, height: 896), portraitSafeArea: notch44Portrait,
    landscapeSafeArea: notch44Landscape, scale: 3, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting, regularWidthInLandscape: true, keyboard: notchPhoneKeyboard)

  public static let iPhone12 = Device(
    id: "iphone-12", name: "iPhone 12", idiom: .phone,
    portraitScreen: Size(width: 390, height: 844), portraitSafeArea: notch47Portrait,
    landscapeSafeArea: notch47Landscape, scale: 3, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting, keyboard: notchPhoneKeyboard)

  public static let iPhone12ProMax = Device(
    id: "iphone-12-pro-max", name: "iPhone 12 Pro Max", idiom: .phone,
    portraitScreen: Size(width: 428, height: 926), portraitSafeArea: notch47Portrait,
    landscapeSafeArea: notch47Landscape, scale: 3, screenSource: snapshotTesting,
    safeAreaSource: snapshotTesting, regularWidthInLandscape: true, keyboard: notchPhoneKeyboard)

  /// iPhone 15 and 16 (and 14 Pro, 15 Pro): one screen.
  public static let iPhone15 = Device(
    id: "iphone-15", name: "iPhone 15 / 16", idiom: .phone,
    portraitScreen: Size(width: 393, height: 852), portraitSafeArea: island59Portrait,
    landscapeSafeArea: island59Landscape, scale: 3, screenSource: screenSizes,
    safeAreaSource: .inferred, keyboard: notchPhoneKeyboard)

  public static let iPhone16Pro = Device(
    id: "iphone-16-pro", name: "iPhone 16 Pro", idiom: .phone,
    portraitScreen: Size(width: 402, height: 874), portraitSafeArea: island62Portrait,
    landscapeSafeArea: island62Landscape, scale: 3, screenSource: screenSizes,
    safeAreaSource: .inferred, keyboard: notchPhoneKeyboard)

  public static let iPhone16ProMax = Device(
    id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", idiom: .phone,
    portraitScreen: Size(width: 440, height: 956), portraitSafeArea: island62Portrait,
    landscapeSafeArea: island62Landscape, scale: 3, screenSource: screenSizes,
    safeAreaSource: .inferred, regularWidthInLandscape: true, keyboard: notchPhoneKeyboard)

  /// Every device, iPads then iPhones: the models with observed screens and widths, then the newer
  /// models.
  public static let all: [Device] = [
    iPadMini, iPad97, iPad102, iPadPro105, iPadPro11, iPadPro129, iPadPro129Gen2, iPadMini6,
    iPadAir109, iPadAir13, iPadPro11M4, iPadPro13M4,
    iPhoneSE, iPhone8, iPhone8Plus, iPhoneX, iPhoneXsMax, iPhone12, iPhone12ProMax, iPhone15,
    iPhone16Pro, iPhone16ProMax,
  ]

  /// The device with this identity, if the catalog has it.
  public static func named(_ id: DeviceID) -> Device? {
    all.first { $0.id == id }
  }
}
