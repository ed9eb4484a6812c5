import PaneDocModel

/// The device table of spec 1.1 and 1.2: swift-snapshot-testing's `ViewImageConfig` devices [obs],
/// plus the iPad Air 10.9" and the 11" M4, whose multitasking widths are inferred [inf] from the
/// others' pattern (two thirds = screen − one third − 10, half = (screen − 10) / 2).
extension Device {
  private static let classicPadSafeArea = Insets(top: 20, left: 0, bottom: 0, right: 0)
  private static let homeIndicatorPadSafeArea = Insets(top: 24, left: 0, bottom: 20, right: 0)
  private static let classicPhonePortrait = Insets(top: 20, left: 0, bottom: 0, right: 0)
  private static let notch44Portrait = Insets(top: 44, left: 0, bottom: 34, right: 0)
  private static let notch44Landscape = Insets(top: 0, left: 44, bottom: 21, right: 44)
  private static let notch47Portrait = Insets(top: 47, left: 0, bottom: 34, right: 0)
  private static let notch47Landscape = Insets(top: 0, left: 47, bottom: 21, right: 47)

  /// 264 / 352 on iPads up to 10.5" (spec 3.2) [inf]; the 11" class is assumed alike.
  private static let padKeyboard = KeyboardHeights(portrait: 264, landscape: 352)
  /// 328 / 423 on the 12.9" (spec 3.2) [inf].
  private static let largePadKeyboard = KeyboardHeights(portrait: 328, landscape: 423)
  /// The classic iPhone keyboard [inf].
  private static let phoneKeyboard = KeyboardHeights(portrait: 216, landscape: 162)
  /// iPhones with a home indicator [inf].
  private static let notchPhoneKeyboard = KeyboardHeights(portrait: 291, landscape: 209)

  public static let iPadMini = Device(
    slug: "ipad-mini", name: "iPad mini", idiom: .pad,
    portraitScreen: Size(width: 768, height: 1024), portraitSafeArea: classicPadSafeArea,
    landscapeSafeArea: classicPadSafeArea, scale: 2,
    multitasking: MultitaskingWidths(
      landscape: (320, 507, 694), portrait: (320, 438), slideOver: 320),
    keyboard: padKeyboard, supportsClassicProfile: true)

  public static let iPad97 = Device(
    slug: "ipad-9.7", name: "iPad 9.7\"", idiom: .pad,
    portraitScreen: Size(width: 768, height: 1024), portraitSafeArea: classicPadSafeArea,
    landscapeSafeArea: classicPadSafeArea, scale: 2,
    multitasking: MultitaskingWidths(
      landscape: (320, 507, 694), portrait: (320, 438), slideOver: 320),
    keyboard: padKeyboard, supportsClassicProfile: true)

  public static let iPad102 = Device(
    slug: "ipad-10.2", name: "iPad 10.2\"", idiom: .pad,
    portraitScreen: Size(width: 810, height: 1080), portraitSafeArea: classicPadSafeArea,
    landscapeSafeArea: classicPadSafeArea, scale: 2,
    multitasking: MultitaskingWidths(
      landscape: (320, 535, 750), portrait: (320, 480), slideOver: 320),
    keyboard: padKeyboard)

  public static let iPadPro105 = Device(
    slug: "ipad-pro-10.5", name: "iPad Pro 10.5\"", idiom: .pad,
    portraitScreen: Size(width: 834, height: 1112), portraitSafeArea: classicPadSafeArea,
    landscapeSafeArea: classicPadSafeArea, scale: 2,
    multitasking: MultitaskingWidths(
      landscape: (320, 551, 782), portrait: (320, 504), slideOver: 320),
    keyboard: padKeyboard)

  public static let iPadPro11 = Device(
    slug: "ipad-pro-11", name: "iPad Pro 11\"", idiom: .pad,
    portraitScreen: Size(width: 834, height: 1194), portraitSafeArea: homeIndicatorPadSafeArea,
    landscapeSafeArea: homeIndicatorPadSafeArea, scale: 2,
    multitasking: MultitaskingWidths(
      landscape: (375, 592, 809), portrait: (320, 504), slideOver: 320),
    keyboard: padKeyboard)

  public static let iPadPro129 = Device(
    slug: "ipad-pro-12.9", name: "iPad Pro 12.9\"", idiom: .pad,
    portraitScreen: Size(width: 1024, height: 1366), portraitSafeArea: classicPadSafeArea,
    landscapeSafeArea: classicPadSafeArea, scale: 2,
    multitasking: MultitaskingWidths(
      landscape: (375, 678, 981), portrait: (375, 639), slideOver: 375),
    keyboard: largePadKeyboard)

  public static let iPadAir109 = Device(
    slug: "ipad-air-10.9", name: "iPad Air 10.9\"", idiom: .pad,
    portraitScreen: Size(width: 820, height: 1180), portraitSafeArea: homeIndicatorPadSafeArea,
    landscapeSafeArea: homeIndicatorPadSafeArea, scale: 2, source: .inf,
    multitasking: MultitaskingWidths(
      landscape: (375, 585, 795), portrait: (320, 490), slideOver: 320, source: .inf),
    keyboard: padKeyboard)

  public static let iPadPro11M4 = Device(
    slug: "ipad-pro-11-m4", name: "iPad Pro 11\" (M4)", idiom: .pad,
    portraitScreen: Size(width: 834, height: 1210), portraitSafeArea: homeIndicatorPadSafeArea,
    landscapeSafeArea: homeIndicatorPadSafeArea, scale: 2, source: .inf,
    multitasking: MultitaskingWidths(
      landscape: (375, 600, 825), portrait: (320, 504), slideOver: 320, source: .inf),
    splitBehaviorThreshold: SplitMetrics.splitBehaviorThresholdM4, keyboard: padKeyboard)

  /// The 13" M4 (spec 6.3): screen, safe areas and scale as the spec lists them; its windows
  /// follow the others' pattern and its split threshold its own screen height, as on the 11" M4.
  public static let iPadPro13M4 = Device(
    slug: "ipad-pro-13-m4", name: "iPad Pro 13\" (M4)", idiom: .pad,
    portraitScreen: Size(width: 1032, height: 1376), portraitSafeArea: homeIndicatorPadSafeArea,
    landscapeSafeArea: homeIndicatorPadSafeArea, scale: 2, source: .inf,
    multitasking: MultitaskingWidths(
      landscape: (375, 683, 991), portrait: (375, 647), slideOver: 375, source: .inf),
    splitBehaviorThreshold: Tagged(1376, .inf), keyboard: largePadKeyboard)

  public static let iPhoneSE = Device(
    slug: "iphone-se", name: "iPhone SE", idiom: .phone,
    portraitScreen: Size(width: 320, height: 568), portraitSafeArea: classicPhonePortrait,
    landscapeSafeArea: .zero, scale: 2, keyboard: phoneKeyboard)

  public static let iPhone8 = Device(
    slug: "iphone-8", name: "iPhone 8", idiom: .phone,
    portraitScreen: Size(width: 375, height: 667), portraitSafeArea: classicPhonePortrait,
    landscapeSafeArea: .zero, scale: 2, keyboard: phoneKeyboard)

  public static let iPhone8Plus = Device(
    slug: "iphone-8-plus", name: "iPhone 8 Plus", idiom: .phone,
    portraitScreen: Size(width: 414, height: 736), portraitSafeArea: classicPhonePortrait,
    landscapeSafeArea: .zero, scale: 3, regularWidthInLandscape: true, keyboard: phoneKeyboard)

  public static let iPhoneX = Device(
    slug: "iphone-x", name: "iPhone X", idiom: .phone,
    portraitScreen: Size(width: 375, height: 812), portraitSafeArea: notch44Portrait,
    landscapeSafeArea: notch44Landscape, scale: 3, keyboard: notchPhoneKeyboard)

  public static let iPhoneXsMax = Device(
    slug: "iphone-xs-max", name: "iPhone XS Max", idiom: .phone,
    portraitScreen: Size(width: 414, height: 896), portraitSafeArea: notch44Portrait,
    landscapeSafeArea: notch44Landscape, scale: 3, regularWidthInLandscape: true,
    keyboard: notchPhoneKeyboard)

  public static let iPhone12 = Device(
    slug: "iphone-12", name: "iPhone 12", idiom: .phone,
    portraitScreen: Size(width: 390, height: 844), portraitSafeArea: notch47Portrait,
    landscapeSafeArea: notch47Landscape, scale: 3, keyboard: notchPhoneKeyboard)

  public static let iPhone12ProMax = Device(
    slug: "iphone-12-pro-max", name: "iPhone 12 Pro Max", idiom: .phone,
    portraitScreen: Size(width: 428, height: 926), portraitSafeArea: notch47Portrait,
    landscapeSafeArea: notch47Landscape, scale: 3, regularWidthInLandscape: true,
    keyboard: notchPhoneKeyboard)

  /// Every device, iPads then iPhones, each group by size as the specification lists them.
  public static let all: [Device] = [
    iPadMini, iPad97, iPad102, iPadPro105, iPadPro11, iPadPro129, iPadAir109, iPadPro11M4,
    iPadPro13M4,
    iPhoneSE, iPhone8, iPhone8Plus, iPhoneX, iPhoneXsMax, iPhone12, iPhone12ProMax,
  ]

  /// The device with this slug, if the catalog has it.
  public static func named(_ slug: String) -> Device? {
    all.first { $0.slug == slug }
  }
}
