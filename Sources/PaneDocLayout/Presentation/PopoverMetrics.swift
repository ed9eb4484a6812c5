import PaneDocCore
import PaneDocModel

/// The numbers and rules of UIKit's presentations in one profile, as data with the provenance of
/// each value (the popover rules of docs/layout-rules.md, printed by `panedoc rules`), so that a
/// corrected number is a one-line change and every value the report relies on without a source can be named as an
/// assumption. A new profile is one more value of this type, in its `ProfileRules` table.
public struct PopoverMetrics: Sendable, Hashable {
  /// What a popover becomes in a compact environment.
  public enum Adaptation: String, Sendable, Hashable {
    /// `ios6`: UIPopoverController exists on iPads only, which have no compact size classes.
    case never
    /// `ios12`: full screen when horizontally compact.
    case fullScreenWhenHorizontallyCompact
    /// `ios17`: a sheet when horizontally or vertically compact.
    case sheetWhenCompact
  }

  /// The content size of a popover whose content asks for none in a window at least
  /// `minimumWindowWidth` wide.
  public struct WideWindowContentSize: Sendable, Hashable {
    public let minimumWindowWidth: Double
    public let size: Size
  }

  /// The popover chromes of UIKit's eras: what the popover's own background looks like.
  public enum ChromeStyle: String, Sendable, Hashable, CaseIterable {
    /// iOS 5/6: a dark frame with a border around the content.
    case classic
    /// iOS 7 – 13: a light blurred background, `_UIPopoverLegacyChromeView`.
    case legacy
    /// iOS 14 and later: `_UIPopoverShapeLayerChromeView`.
    case shape
  }

  /// The arrow, corner and border of the popover's own background.
  public struct ArrowChrome: Sendable, Hashable {
    public let style: ChromeStyle
    public let arrowHeight: Tagged<Double>
    public let arrowBase: Tagged<Double>
    public let cornerRadius: Tagged<Double>
    /// The border between the chrome's edge and the content (zero but for the classic chrome).
    public let contentInsets: Tagged<Insets>
    /// The pin limit of an up or down arrow is ⌊width/2⌋ − this − `pinArrowAllowance`.
    public let upDownCornerDistance: Tagged<Double>
    /// The pin limit of a left or right arrow is ⌊height/2⌋ − this − `pinArrowAllowance`.
    public let leftRightCornerDistance: Tagged<Double>
    /// About half the arrow's base: the arrow keeps this much more clear of the corner.
    public let pinArrowAllowance: Tagged<Double>
    /// A popover with a left or right arrow at most this tall centres its arrow ("short mode");
    /// `nil`: the chrome has no such mode.
    public let shortModeMaximumHeight: Tagged<Double>?
    /// Whether the corner distances are the corners' effective radius, which is never more than
    /// half the popover's shorter side (`nil`: the distances as given).
    public var pinUsesEffectiveCornerRadius: Tagged<Bool>? = nil
  }

  /// The form sheet's size by the screen's long side L: `small` when L ≤ `smallUpTo`, `large`
  /// when L ≥ `largeFrom`, `medium` between.
  public struct FormSheetSizes: Sendable, Hashable {
    public let small: Size
    public let medium: Size
    public let large: Size
    public let smallUpTo: Double
    public let largeFrom: Double

    /// One size on every screen.
    public static func fixed(_ size: Size) -> FormSheetSizes {
      FormSheetSizes(
        small: size, medium: size, large: size, smallUpTo: .infinity, largeFrom: .infinity)
    }

    public func size(screenLongSide: Double) -> Size {
      if screenLongSide >= largeFrom { return large }
      return screenLongSide <= smallUpTo ? small : medium
    }
  }

  /// The metrics as stored, once per profile: a presentation reads them, and a copy of the
  /// metrics is then one reference rather than the dozens of strings (each `Tagged` value's
  /// meaning) a copy of the fields would retain.
  private struct Table: Sendable, Hashable {
    let profile: Profile
    let defaultContentSize: Tagged<Size>
    let wideWindowContentSize: Tagged<WideWindowContentSize>?
    let contentWidthRange: Tagged<ClosedRange<Double>>?
    let contentBarsAddToHeight: Tagged<Bool>
    let defaultLayoutMargins: Tagged<Insets>
    let phoneLayoutMargins: Tagged<Insets>?
    let barButtonItemDirections: Tagged<ArrowDirections>?
    let barButtonItemBarIsPassthrough: Tagged<Bool>
    let barButtonItemZooms: Tagged<Bool>
    let keyboardAvoidance: Tagged<Bool>
    let keyboardMovesCoveredAnchor: Tagged<Bool>
    let landscapeDirectionOrder: Tagged<[PresentationLayout.ArrowDirection]>
    let portraitDirectionOrder: Tagged<[PresentationLayout.ArrowDirection]>
    let chrome: ArrowChrome
    let adaptation: Tagged<Adaptation>
    let formSheetSize: Tagged<FormSheetSizes>
    let formSheetCornerRadius: Tagged<Double>
    let pageSheetWidth: Tagged<Double>
    let compactSheetTopGap: Tagged<Double>
    let automaticModalStyle: Tagged<ModalPresentationStyle>
    let masterPopoverContentWidth: Tagged<Double>
    let masterSlideOverWidth: Tagged<Double>
  }

  private let storage: SharedTable<Table>

  /// Every value, each named: none has a default, so a profile's metrics do not compile until
  /// they decide them all.
  init(
    profile: Profile,
    defaultContentSize: Tagged<Size>,
    wideWindowContentSize: Tagged<WideWindowContentSize>?,
    contentWidthRange: Tagged<ClosedRange<Double>>?,
    contentBarsAddToHeight: Tagged<Bool>,
    defaultLayoutMargins: Tagged<Insets>,
    phoneLayoutMargins: Tagged<Insets>?,
    barButtonItemDirections: Tagged<ArrowDirections>?,
    barButtonItemBarIsPassthrough: Tagged<Bool>,
    barButtonItemZooms: Tagged<Bool>,
    keyboardAvoidance: Tagged<Bool>,
    keyboardMovesCoveredAnchor: Tagged<Bool>,
    landscapeDirectionOrder: Tagged<[PresentationLayout.ArrowDirection]>,
    portraitDirectionOrder: Tagged<[PresentationLayout.ArrowDirection]>,
    chrome: ArrowChrome,
    adaptation: Tagged<Adaptation>,
    formSheetSize: Tagged<FormSheetSizes>,
    formSheetCornerRadius: Tagged<Double>,
    pageSheetWidth: Tagged<Double>,
    compactSheetTopGap: Tagged<Double>,
    automaticModalStyle: Tagged<ModalPresentationStyle>,
    masterPopoverContentWidth: Tagged<Double>,
    masterSlideOverWidth: Tagged<Double>
  ) {
    storage = SharedTable(
      Table(
        profile: profile,
        defaultContentSize: defaultContentSize,
        wideWindowContentSize: wideWindowContentSize,
        contentWidthRange: contentWidthRange,
        contentBarsAddToHeight: contentBarsAddToHeight,
        defaultLayoutMargins: defaultLayoutMargins,
        phoneLayoutMargins: phoneLayoutMargins,
        barButtonItemDirections: barButtonItemDirections,
        barButtonItemBarIsPassthrough: barButtonItemBarIsPassthrough,
        barButtonItemZooms: barButtonItemZooms,
        keyboardAvoidance: keyboardAvoidance,
        keyboardMovesCoveredAnchor: keyboardMovesCoveredAnchor,
        landscapeDirectionOrder: landscapeDirectionOrder,
        portraitDirectionOrder: portraitDirectionOrder,
        chrome: chrome,
        adaptation: adaptation,
        formSheetSize: formSheetSize,
        formSheetCornerRadius: formSheetCornerRadius,
        pageSheetWidth: pageSheetWidth,
        compactSheetTopGap: compactSheetTopGap,
        automaticModalStyle: automaticModalStyle,
        masterPopoverContentWidth: masterPopoverContentWidth,
        masterSlideOverWidth: masterSlideOverWidth))
  }

  public var profile: Profile { storage.table.profile }
  /// The content size when neither the segue nor the content asks for one.
  public var defaultContentSize: Tagged<Size> { storage.table.defaultContentSize }
  /// A larger default in wide windows (`nil`: the default does not depend on the window).
  public var wideWindowContentSize: Tagged<WideWindowContentSize>? {
    storage.table.wideWindowContentSize
  }
  /// The permitted content widths (`nil`: no clamp).
  public var contentWidthRange: Tagged<ClosedRange<Double>>? { storage.table.contentWidthRange }
  /// Whether a navigation controller's bars add to the content's height.
  public var contentBarsAddToHeight: Tagged<Bool> { storage.table.contentBarsAddToHeight }
  /// The margins inside the safe area when the segue sets no `popoverLayoutMargins`.
  public var defaultLayoutMargins: Tagged<Insets> { storage.table.defaultLayoutMargins }
  /// The default margins on an iPhone, where they differ from `defaultLayoutMargins` (`nil`: the
  /// same on every idiom).
  public var phoneLayoutMargins: Tagged<Insets>? { storage.table.phoneLayoutMargins }
  /// The directions a popover from a bar button item may use (`nil`: no limit).
  public var barButtonItemDirections: Tagged<ArrowDirections>? {
    storage.table.barButtonItemDirections
  }
  /// Whether the bar holding a bar button item anchor stays interactive.
  public var barButtonItemBarIsPassthrough: Tagged<Bool> {
    storage.table.barButtonItemBarIsPassthrough
  }
  /// Whether a popover from a bar button item zooms out of its item instead of pointing at it:
  /// no arrow, no permitted direction, so it is centred on the item and may cover it.
  public var barButtonItemZooms: Tagged<Bool> { storage.table.barButtonItemZooms }
  /// Whether a shown keyboard lifts the bottom of the available area above it.
  public var keyboardAvoidance: Tagged<Bool> { storage.table.keyboardAvoidance }
  /// Whether an anchor the keyboard covers moves to the bottom of the available area, as
  /// `UIPopoverPresentationController` does when it lays out for the keyboard.
  public var keyboardMovesCoveredAnchor: Tagged<Bool> { storage.table.keyboardMovesCoveredAnchor }
  /// The order candidates are tried in, by interface orientation.
  public var landscapeDirectionOrder: Tagged<[PresentationLayout.ArrowDirection]> {
    storage.table.landscapeDirectionOrder
  }
  public var portraitDirectionOrder: Tagged<[PresentationLayout.ArrowDirection]> {
    storage.table.portraitDirectionOrder
  }
  public var chrome: ArrowChrome { storage.table.chrome }
  public var adaptation: Tagged<Adaptation> { storage.table.adaptation }
  public var formSheetSize: Tagged<FormSheetSizes> { storage.table.formSheetSize }
  public var formSheetCornerRadius: Tagged<Double> { storage.table.formSheetCornerRadius }
  public var pageSheetWidth: Tagged<Double> { storage.table.pageSheetWidth }
  /// A compact `ios17` sheet starts this far below the top safe-area inset.
  public var compactSheetTopGap: Tagged<Double> { storage.table.compactSheetTopGap }
  /// What `automatic` means for a modal presentation.
  public var automaticModalStyle: Tagged<ModalPresentationStyle> {
    storage.table.automaticModalStyle
  }
  /// The classic split's master popover (iOS 5.0): its content width.
  public var masterPopoverContentWidth: Tagged<Double> { storage.table.masterPopoverContentWidth }
  /// The classic split's master sliding in (iOS 5.1+): its width.
  public var masterSlideOverWidth: Tagged<Double> { storage.table.masterSlideOverWidth }

  /// What a popover's content is told of its width, whatever the window's: UIKit's presentation
  /// controller overrides the content's horizontal size class.
  public static let contentHorizontalSizeClass = Tagged(
    SizeClass.compact,
    .src(
      "UIPopoverPresentationController initWithPresentedViewController:presentingViewController:"
        + " (_internalTraitOverrides)"),
    "a popover's content is horizontally compact")
}

extension PopoverMetrics {
  private static let presentationController = "UIPopoverPresentationController"

  private static let directionOrderLandscape = Tagged<[PresentationLayout.ArrowDirection]>(
    [.left, .right, .down, .up], .observed, "popover direction order in landscape")
  private static let directionOrderPortrait = Tagged<[PresentationLayout.ArrowDirection]>(
    [.down, .left, .up, .right], .observed, "popover direction order in portrait")
  private static let classicFormSheet = Tagged(
    FormSheetSizes.fixed(Size(width: 540, height: 620)), .observed, "form sheet size")
  private static let squareFormSheet = Tagged(0.0, .observed, "form sheet corner radius")
  private static let pageSheet = Tagged(768.0, .observed, "page sheet width")
  private static let sheetTopGap = Tagged(
    10.0, .inferred, "gap between the top safe-area inset and a compact sheet")
  private static let masterWidth = Tagged(
    320.0, .doc("UISplitViewController class reference (iOS 5)"), "classic split master width")
  /// A search bar's results popover: as wide as the classic master popover, as tall as the area
  /// above the keyboard allows.
  static let searchResultsWidth = Tagged(320.0, .inferred, "search results popover width")
  private static let noBorder = Tagged(
    Insets.zero, .observed, "border between the popover's edge and its content")

  /// The iOS 5/6 chrome, from a redrawing of Apple's artwork (GIKPopoverBackgroundView, whose
  /// content insets are 8 on every side: a popover is 16 pt wider and 16 pt taller than its
  /// content, plus the 19 pt arrow on its side). Its arrow turns into the corner image when it
  /// comes nearer the corner than the corner radius plus half its base.
  private static let classicArtwork = Provenance.obs(
    "GIKPopoverBackgroundView, a redrawing of the iOS 5/6 artwork (contentViewInsets,"
      + " arrowHeight, arrowBase, kPopoverCornerRadius)")
  private static let classicPin = Provenance.obs(
    "GIKPopoverBackgroundView layoutSubviews: the arrow is drawn at the corner past the corner"
      + " radius plus half its base")
  private static let classicChrome = ArrowChrome(
    style: .classic,
    arrowHeight: Tagged(19, classicArtwork, "classic popover arrow height"),
    arrowBase: Tagged(37, classicArtwork, "classic popover arrow base"),
    cornerRadius: Tagged(7, classicArtwork, "classic popover corner radius"),
    contentInsets: Tagged(
      Insets(all: 8), classicArtwork, "classic popover border around the content"),
    upDownCornerDistance: Tagged(
      7, classicPin, "classic popover corner clearance of an up or down arrow (pin limit)"),
    leftRightCornerDistance: Tagged(
      7, classicPin, "classic popover corner clearance of a left or right arrow (pin limit)"),
    pinArrowAllowance: Tagged(
      18, classicPin,
      "classic popover half arrow base, ⌊37/2⌋ as offsets are whole points (pin limit)"),
    shortModeMaximumHeight: nil)

  private static let legacyPin = Provenance.src(
    "_UIPopoverLegacyChromeView maxNonPinnedOffset, minNonPinnedOffset")
  /// `_UIPopoverLegacyChromeView`, iOS 7 – 13.
  private static let legacyChrome = ArrowChrome(
    style: .legacy,
    arrowHeight: Tagged(
      13, .src("_UIPopoverLegacyChromeView +arrowHeight"), "legacy popover arrow height"),
    arrowBase: Tagged(
      37, .src("_UIPopoverLegacyChromeView +arrowBase"), "legacy popover arrow base"),
    cornerRadius: Tagged(8, .inferred, "legacy popover corner radius"),
    contentInsets: noBorder,
    upDownCornerDistance: Tagged(
      8, legacyPin, "legacy popover corner clearance of an up or down arrow (pin limit)"),
    leftRightCornerDistance: Tagged(
      10, legacyPin, "legacy popover corner clearance of a left or right arrow (pin limit)"),
    pinArrowAllowance: Tagged(
      18, legacyPin, "legacy popover half arrow base, ⌊37/2⌋ (pin limit)"),
    shortModeMaximumHeight: Tagged(
      44,
      .src(
        "_UIPopoverView initWithFrame:backgroundViewClass:… (setUseShortMode:),"
          + " _UIPopoverLegacyChromeView useShortMode, arrowOffset"),
      "legacy popover height up to which a side arrow is centred (short mode)"))

  private static let shapePin = Provenance.src(
    "_UIPopoverShapeLayerChromeView maxNonPinnedOffset, +cornerRadius")
  /// `_UIPopoverShapeLayerChromeView` before Liquid Glass.
  private static let shapeChrome = ArrowChrome(
    style: .shape,
    arrowHeight: Tagged(
      13, .src("_UIPopoverShapeLayerChromeView +arrowHeight"), "popover arrow height"),
    arrowBase: Tagged(26, .src("_UIPopoverShapeLayerChromeView +arrowBase"), "popover arrow base"),
    cornerRadius: Tagged(
      13, .src("_UIPopoverShapeLayerChromeView +cornerRadius (without Liquid Glass)"),
      "popover corner radius"),
    contentInsets: noBorder,
    upDownCornerDistance: Tagged(
      13, shapePin, "popover corner clearance of an up or down arrow (pin limit)"),
    leftRightCornerDistance: Tagged(
      13, shapePin, "popover corner clearance of a left or right arrow (pin limit)"),
    pinArrowAllowance: Tagged(15, shapePin, "popover arrow allowance (pin limit)"),
    shortModeMaximumHeight: nil)

  private static let glassPin = Provenance.src(
    "_UIPopoverShapeLayerChromeView maxNonPinnedOffset, minNonPinnedOffset"
      + " (effectiveRadiusForCorner:, iOS 26.1)")
  /// `_UIPopoverShapeLayerChromeView` with Liquid Glass (iOS 26): `+cornerRadius` is 34, and the
  /// pin limit takes the effective radius of the corners beside the arrow and 15 pt from half the
  /// edge. The arrow keeps the shape chrome's height and base, which the class inherits [inf].
  private static let glassChrome = ArrowChrome(
    style: .shape,
    arrowHeight: Tagged(13, .inferred, "Liquid Glass popover arrow height"),
    arrowBase: Tagged(26, .inferred, "Liquid Glass popover arrow base"),
    cornerRadius: Tagged(
      34, .src("_UIPopoverShapeLayerChromeView +cornerRadius (with Liquid Glass, iOS 26.1)"),
      "Liquid Glass popover corner radius"),
    contentInsets: noBorder,
    upDownCornerDistance: Tagged(
      34, glassPin, "Liquid Glass popover corner clearance of an up or down arrow (pin limit)"),
    leftRightCornerDistance: Tagged(
      34, glassPin, "Liquid Glass popover corner clearance of a left or right arrow (pin limit)"),
    pinArrowAllowance: Tagged(15, glassPin, "Liquid Glass popover arrow allowance (pin limit)"),
    shortModeMaximumHeight: nil,
    pinUsesEffectiveCornerRadius: Tagged(
      true, .inferred,
      "the pin limit's effective corner radius is at most half the popover's shorter side,"
        + " in whole points"))

  /// `_effectivePermittedArrowDirections` keeps only up and down for a bar button item unless
  /// `_ignoreBarButtonItemSiblings` is set, and the same flag makes the item's siblings in its
  /// bar passthrough views. The flag is set for apps linked against a newer SDK than the ones
  /// these profiles stand for; the SDK version is not readable in the decompiled call [inf].
  private static let barButtonItemLimit = Tagged<ArrowDirections>(
    [.up, .down],
    .src(
      "\(presentationController) _effectivePermittedArrowDirections"
        + " (with _ignoreBarButtonItemSiblings unset: SDKs before the flag)"),
    "bar button item arrow directions")
  private static let barButtonItemSiblingsPassthrough = Tagged(
    true,
    .src(
      "\(presentationController) presentationTransitionWillBegin"
        + " (with _ignoreBarButtonItemSiblings unset)"),
    "the bar of a bar button item anchor stays interactive (its items are passthrough views)")
  /// `_configureZoomTransition` runs for a bar button item source only under Liquid Glass
  /// (`_realSourceViewDidChangeFromView:toView:` asks `_UISolariumEnabled`).
  private static let noZoom = Tagged(
    false,
    .src(
      "\(presentationController) _realSourceViewDidChangeFromView:toView: (without Liquid"
        + " Glass no zoom transition)"),
    "a popover from a bar button item zooms out of it")
  private static let noPhoneMargins: Tagged<Insets>? = nil
  private static let keyboardLayoutInfo = Provenance.src(
    "\(presentationController) _layoutInfoFromLayoutInfo:forCurrentKeyboardStateAndHostingWindow:")

  /// UIPopoverController (iOS 5.1 – 6).
  public static let ios6 = PopoverMetrics(
    profile: .ios6,
    defaultContentSize: Tagged(
      Size(width: 320, height: 1100), .doc("UIViewController contentSizeForViewInPopover"),
      "contentSizeForViewInPopover default"),
    wideWindowContentSize: nil,
    contentWidthRange: Tagged(
      320...600, .doc("UIPopoverController popoverContentSize"), "popover content width range"),
    contentBarsAddToHeight: Tagged(
      true, .doc("UIPopoverController popoverContentSize"),
      "a navigation controller's bars add to the popover content height"),
    defaultLayoutMargins: Tagged(
      Insets(all: 10), .doc("UIPopoverController popoverLayoutMargins"),
      "popoverLayoutMargins default"),
    phoneLayoutMargins: noPhoneMargins,
    barButtonItemDirections: Tagged(
      [.up, .down],
      .doc("UIPopoverController presentPopoverFromBarButtonItem:permittedArrowDirections:"),
      "bar button item arrow directions"),
    barButtonItemBarIsPassthrough: Tagged(
      true, .doc("UIPopoverController presentPopoverFromBarButtonItem:permittedArrowDirections:"),
      "the bar of a bar button item anchor is a passthrough view"),
    barButtonItemZooms: Tagged(
      false, .doc("UIPopoverController presentPopoverFromBarButtonItem:permittedArrowDirections:"),
      "a popover from a bar button item zooms out of it"),
    keyboardAvoidance: Tagged(
      true, .inferred, "a popover keeps its bottom margin above the keyboard"),
    keyboardMovesCoveredAnchor: Tagged(
      false, .inferred, "an anchor under the keyboard stays where it is"),
    landscapeDirectionOrder: directionOrderLandscape,
    portraitDirectionOrder: directionOrderPortrait,
    chrome: classicChrome,
    adaptation: Tagged(
      .never, .doc("UIPopoverController class reference"), "popovers exist on iPads only"),
    formSheetSize: classicFormSheet,
    formSheetCornerRadius: squareFormSheet,
    pageSheetWidth: pageSheet,
    compactSheetTopGap: sheetTopGap,
    automaticModalStyle: Tagged(
      .fullScreen, .doc("UIViewController modalPresentationStyle"),
      "the default modal presentation style"),
    masterPopoverContentWidth: masterWidth,
    masterSlideOverWidth: masterWidth)

  /// UIPopoverPresentationController with the legacy chrome (iOS 12 – 13).
  public static let ios12 = PopoverMetrics(
    profile: .ios12,
    defaultContentSize: Tagged(
      Size(width: 320, height: 480),
      .src("_UIPopoverPresentationMetrics defaultPreferredSmallContentSize"),
      "popover content size in narrow windows"),
    wideWindowContentSize: Tagged(
      WideWindowContentSize(minimumWindowWidth: 1024, size: Size(width: 375, height: 667)),
      .src(
        "\(presentationController) _defaultPopoverSize,"
          + " _UIPopoverPresentationMetrics defaultPreferredLargeContentSize"),
      "popover content size in wide windows"),
    contentWidthRange: nil,
    contentBarsAddToHeight: Tagged(
      true, .inferred, "a navigation controller's bars add to the popover content height"),
    defaultLayoutMargins: Tagged(
      Insets(top: 30, left: 19, bottom: 10, right: 19), .observed, "popoverLayoutMargins default"),
    phoneLayoutMargins: noPhoneMargins,
    barButtonItemDirections: barButtonItemLimit,
    barButtonItemBarIsPassthrough: barButtonItemSiblingsPassthrough,
    barButtonItemZooms: noZoom,
    keyboardAvoidance: Tagged(
      true, keyboardLayoutInfo, "a popover keeps its bottom margin above the keyboard"),
    keyboardMovesCoveredAnchor: Tagged(
      true, keyboardLayoutInfo,
      "an anchor under the keyboard moves to the bottom of the available area"),
    landscapeDirectionOrder: directionOrderLandscape,
    portraitDirectionOrder: directionOrderPortrait,
    chrome: legacyChrome,
    adaptation: Tagged(
      .fullScreenWhenHorizontallyCompact,
      .doc("UIPopoverPresentationController adaptivity (iOS 8 – 12)"),
      "popover adaptation in compact width"),
    formSheetSize: classicFormSheet,
    formSheetCornerRadius: squareFormSheet,
    pageSheetWidth: pageSheet,
    compactSheetTopGap: sheetTopGap,
    automaticModalStyle: Tagged(
      .fullScreen, .inferred, "the automatic modal presentation style before iOS 13"),
    masterPopoverContentWidth: masterWidth,
    masterSlideOverWidth: masterWidth)

  private static let sheetMetrics = "_UISheetPresentationMetrics"

  /// UIPopoverPresentationController with the shape chrome (iOS 14 and later).
  public static let ios17 = PopoverMetrics(
    profile: .ios17,
    defaultContentSize: ios12.defaultContentSize,
    wideWindowContentSize: ios12.wideWindowContentSize,
    contentWidthRange: nil,
    contentBarsAddToHeight: ios12.contentBarsAddToHeight,
    defaultLayoutMargins: ios12.defaultLayoutMargins,
    phoneLayoutMargins: noPhoneMargins,
    barButtonItemDirections: barButtonItemLimit,
    barButtonItemBarIsPassthrough: barButtonItemSiblingsPassthrough,
    barButtonItemZooms: noZoom,
    keyboardAvoidance: ios12.keyboardAvoidance,
    keyboardMovesCoveredAnchor: ios12.keyboardMovesCoveredAnchor,
    landscapeDirectionOrder: directionOrderLandscape,
    portraitDirectionOrder: directionOrderPortrait,
    chrome: shapeChrome,
    adaptation: Tagged(
      .sheetWhenCompact, .doc("UIPopoverPresentationController adaptivity (iOS 13+)"),
      "popover adaptation in compact environments"),
    formSheetSize: Tagged(
      FormSheetSizes(
        small: Size(width: 540, height: 600), medium: Size(width: 580, height: 640),
        large: Size(width: 620, height: 680), smallUpTo: 1024, largeFrom: 1590),
      .src("\(sheetMetrics) defaultFormSheetSizeForScreenSize:"), "form sheet size"),
    formSheetCornerRadius: Tagged(
      10, .src("\(sheetMetrics) cornerRadius"), "form sheet corner radius"),
    pageSheetWidth: pageSheet,
    compactSheetTopGap: sheetTopGap,
    automaticModalStyle: Tagged(
      .pageSheet, .doc("UIModalPresentationStyle.automatic"),
      "the automatic modal presentation style"),
    masterPopoverContentWidth: masterWidth,
    masterSlideOverWidth: masterWidth)

  /// `+_defaultPopoverLayoutMarginsForPopoverControllerStyle:andContentViewController:` (iOS
  /// 26.1): 10 on every side for an iPhone idiom under Liquid Glass, else top 30, sides 19,
  /// bottom 10.
  private static let marginsSource = Provenance.src(
    "\(presentationController) _defaultPopoverLayoutMarginsForPopoverControllerStyle:"
      + "andContentViewController: (iOS 26.1)")

  /// UIPopoverPresentationController with the Liquid Glass chrome (iPadOS 26): popovers from bar
  /// button items zoom out of them, iPhones keep 10 pt from every edge; as `ios17` otherwise.
  public static let ios26 = PopoverMetrics(
    profile: .ios26,
    defaultContentSize: ios17.defaultContentSize,
    wideWindowContentSize: ios17.wideWindowContentSize,
    contentWidthRange: nil,
    contentBarsAddToHeight: ios17.contentBarsAddToHeight,
    defaultLayoutMargins: Tagged(
      Insets(top: 30, left: 19, bottom: 10, right: 19), marginsSource,
      "popoverLayoutMargins default"),
    phoneLayoutMargins: Tagged(
      Insets(all: 10), marginsSource, "popoverLayoutMargins default on an iPhone (Liquid Glass)"),
    barButtonItemDirections: nil,
    barButtonItemBarIsPassthrough: Tagged(
      false, .inferred,
      "an SDK 26 app sets _ignoreBarButtonItemSiblings: a bar button item's popover may take any"
        + " direction and its bar is not a passthrough view"),
    barButtonItemZooms: Tagged(
      true,
      .src(
        "\(presentationController) _realSourceViewDidChangeFromView:toView:,"
          + " _configureZoomTransition (_setShouldHideArrow:, setCanOverlapSourceViewRect:),"
          + " _effectivePermittedArrowDirections (iOS 26.1)"),
      "a popover from a bar button item zooms out of it (Liquid Glass): no arrow, centred on the"
        + " item"),
    keyboardAvoidance: ios17.keyboardAvoidance,
    keyboardMovesCoveredAnchor: ios17.keyboardMovesCoveredAnchor,
    landscapeDirectionOrder: directionOrderLandscape,
    portraitDirectionOrder: directionOrderPortrait,
    chrome: glassChrome,
    adaptation: ios17.adaptation,
    formSheetSize: ios17.formSheetSize,
    formSheetCornerRadius: ios17.formSheetCornerRadius,
    pageSheetWidth: pageSheet,
    compactSheetTopGap: sheetTopGap,
    automaticModalStyle: ios17.automaticModalStyle,
    masterPopoverContentWidth: masterWidth,
    masterSlideOverWidth: masterWidth)
}
