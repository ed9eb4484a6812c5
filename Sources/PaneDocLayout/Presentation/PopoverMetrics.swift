import PaneDocModel

/// The numbers and rules of UIKit's presentations in one profile, as data with the source of each
/// value (spec/uikit-geometry.md sections 3 and 4), so that a corrected number is a one-line change
/// and every value the report relies on without a source can be named as an assumption.
public struct PopoverMetrics: Sendable, Hashable {
  /// The tags of the geometry reference: stated by Apple, observed in UIKit, read in UIKit's
  /// shipped code, or inferred.
  public enum Source: String, Sendable, Hashable {
    case doc, obs, src, inf
  }

  /// One value with its source, and the words an assumption names it by.
  public struct Value<Wrapped: Sendable & Hashable>: Sendable, Hashable {
    public let value: Wrapped
    public let source: Source
    /// What the value is ("legacy popover corner radius"); an [inf] value is reported as
    /// "<meaning> <value> is assumed", or "<meaning> (assumed)" for a rule (a `Bool`), whose
    /// meaning therefore states what the value says.
    public let meaning: String

    init(_ value: Wrapped, _ source: Source, _ meaning: String) {
      self.value = value
      self.source = source
      self.meaning = meaning
    }
  }

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

  /// The arrow and corner of the popover's own background (section 3.4).
  public struct ArrowChrome: Sendable, Hashable {
    public let arrowHeight: Value<Double>
    public let arrowBase: Value<Double>
    public let cornerRadius: Value<Double>
    /// The pin limit is ⌊len/2⌋ − `cornerRadius` − `pinArrowAllowance`: the arrow keeps clear of
    /// the rounded corner, plus room for (about) half its base.
    public let pinArrowAllowance: Value<Double>
    /// Whether the pin limit uses the corner's effective radius (never more than half the
    /// popover's shorter side) rather than the nominal one.
    public let pinUsesEffectiveCornerRadius: Value<Bool>?

    init(
      arrowHeight: Value<Double>, arrowBase: Value<Double>, cornerRadius: Value<Double>,
      pinArrowAllowance: Value<Double>, pinUsesEffectiveCornerRadius: Value<Bool>? = nil
    ) {
      self.arrowHeight = arrowHeight
      self.arrowBase = arrowBase
      self.cornerRadius = cornerRadius
      self.pinArrowAllowance = pinArrowAllowance
      self.pinUsesEffectiveCornerRadius = pinUsesEffectiveCornerRadius
    }
  }

  public let profile: Profile
  /// The content size when neither the segue nor the content asks for one.
  public let defaultContentSize: Value<Size>
  /// A larger default in wide windows (`nil`: the default does not depend on the window).
  public let wideWindowContentSize: Value<WideWindowContentSize>?
  /// The permitted content widths (`nil`: no clamp).
  public let contentWidthRange: Value<ClosedRange<Double>>?
  /// Whether a navigation controller's bars add to the content's height.
  public let contentBarsAddToHeight: Value<Bool>
  /// The margins inside the safe area when the segue sets no `popoverLayoutMargins`.
  public let defaultLayoutMargins: Value<Insets>
  /// The directions a popover from a bar button item may use (`nil`: no limit).
  public let barButtonItemDirections: Value<ArrowDirections>?
  /// Whether the bar holding a bar button item anchor stays interactive.
  public let barButtonItemBarIsPassthrough: Value<Bool>
  /// The order candidates are tried in, by interface orientation.
  public let landscapeDirectionOrder: Value<[PresentationLayout.ArrowDirection]>
  public let portraitDirectionOrder: Value<[PresentationLayout.ArrowDirection]>
  public let chrome: ArrowChrome
  public let adaptation: Value<Adaptation>
  public let formSheetSize: Value<Size>
  public let pageSheetWidth: Value<Double>
  /// A compact `ios17` sheet starts this far below the top safe-area inset.
  public let compactSheetTopGap: Value<Double>
  /// What `automatic` means for a modal presentation.
  public let automaticModalStyle: Value<ModalPresentationStyle>
  /// The classic split's master popover (iOS 5.0): its content width.
  public let masterPopoverContentWidth: Value<Double>
  /// The classic split's master sliding in (iOS 5.1+): its width.
  public let masterSlideOverWidth: Value<Double>

  /// The metrics of `profile`.
  public static func metrics(for profile: Profile) -> PopoverMetrics {
    switch profile {
    case .ios6: .ios6
    case .ios12: .ios12
    case .ios17: .ios17
    case .ios26: .ios26
    }
  }
}

extension PopoverMetrics {
  private static let directionOrderLandscape = Value<[PresentationLayout.ArrowDirection]>(
    [.left, .right, .down, .up], .obs, "popover direction order in landscape")
  private static let directionOrderPortrait = Value<[PresentationLayout.ArrowDirection]>(
    [.down, .left, .up, .right], .obs, "popover direction order in portrait")
  private static let formSheet = Value(
    Size(width: 540, height: 620), .obs, "form sheet size")
  private static let pageSheet = Value(768.0, .obs, "page sheet width")
  private static let sheetTopGap = Value(
    10.0, .inf, "gap between the top safe-area inset and a compact sheet")
  private static let masterWidth = Value(320.0, .doc, "classic split master width")

  /// The legacy chrome of `ios6` and `ios12`.
  private static let legacyChrome = ArrowChrome(
    arrowHeight: Value(13, .obs, "legacy popover arrow height"),
    arrowBase: Value(37, .obs, "legacy popover arrow base"),
    cornerRadius: Value(8, .inf, "legacy popover corner radius"),
    pinArrowAllowance: Value(18, .obs, "legacy popover half arrow base (pin limit)"))

  /// The shape chrome of `ios17`.
  private static let shapeChrome = ArrowChrome(
    arrowHeight: Value(13, .obs, "popover arrow height"),
    arrowBase: Value(26, .obs, "popover arrow base"),
    cornerRadius: Value(13, .obs, "popover corner radius"),
    pinArrowAllowance: Value(15, .obs, "popover arrow allowance (pin limit)"))

  /// The Liquid Glass chrome of `ios26`: `_UIPopoverShapeLayerChromeView +cornerRadius` is 34
  /// with Liquid Glass (13 without); `maxNonPinnedOffset` and `minNonPinnedOffset` take the
  /// corner's effective radius and 15 pt from half the edge. The arrow keeps the shape chrome's
  /// height and base, which the class inherits [inf].
  private static let glassChrome = ArrowChrome(
    arrowHeight: Value(13, .inf, "Liquid Glass popover arrow height"),
    arrowBase: Value(26, .inf, "Liquid Glass popover arrow base"),
    cornerRadius: Value(34, .src, "popover corner radius"),
    pinArrowAllowance: Value(15, .src, "popover arrow allowance (pin limit)"),
    pinUsesEffectiveCornerRadius: Value(
      true, .inf,
      "the pin limit's effective corner radius is at most half the popover's shorter side"))

  /// UIPopoverController (iOS 5.1 – 7).
  public static let ios6 = PopoverMetrics(
    profile: .ios6,
    defaultContentSize: Value(
      Size(width: 320, height: 1100), .doc, "contentSizeForViewInPopover default"),
    wideWindowContentSize: nil,
    contentWidthRange: Value(320...600, .doc, "popover content width range"),
    contentBarsAddToHeight: Value(
      true, .doc, "a navigation controller's bars add to the popover content height"),
    defaultLayoutMargins: Value(Insets(all: 10), .doc, "popoverLayoutMargins default"),
    barButtonItemDirections: Value([.up, .down], .doc, "bar button item arrow directions"),
    barButtonItemBarIsPassthrough: Value(
      true, .doc, "the bar of a bar button item anchor is a passthrough view"),
    landscapeDirectionOrder: directionOrderLandscape,
    portraitDirectionOrder: directionOrderPortrait,
    chrome: legacyChrome,
    adaptation: Value(.never, .doc, "popovers exist on iPads only"),
    formSheetSize: formSheet,
    pageSheetWidth: pageSheet,
    compactSheetTopGap: sheetTopGap,
    automaticModalStyle: Value(.fullScreen, .doc, "the default modal presentation style"),
    masterPopoverContentWidth: masterWidth,
    masterSlideOverWidth: masterWidth)

  /// UIPopoverPresentationController with the legacy chrome (iOS 8 – 13).
  public static let ios12 = PopoverMetrics(
    profile: .ios12,
    defaultContentSize: Value(
      Size(width: 320, height: 480), .obs, "popover content size in narrow windows"),
    wideWindowContentSize: Value(
      WideWindowContentSize(minimumWindowWidth: 1024, size: Size(width: 375, height: 667)), .obs,
      "popover content size in wide windows"),
    contentWidthRange: nil,
    contentBarsAddToHeight: Value(
      true, .inf, "a navigation controller's bars add to the popover content height"),
    defaultLayoutMargins: Value(
      Insets(top: 30, left: 19, bottom: 10, right: 19), .obs, "popoverLayoutMargins default"),
    barButtonItemDirections: nil,
    barButtonItemBarIsPassthrough: Value(
      false, .inf, "the bar of a bar button item anchor is not a passthrough view"),
    landscapeDirectionOrder: directionOrderLandscape,
    portraitDirectionOrder: directionOrderPortrait,
    chrome: legacyChrome,
    adaptation: Value(
      .fullScreenWhenHorizontallyCompact, .doc, "popover adaptation in compact width"),
    formSheetSize: formSheet,
    pageSheetWidth: pageSheet,
    compactSheetTopGap: sheetTopGap,
    automaticModalStyle: Value(
      .fullScreen, .inf, "the automatic modal presentation style before iOS 13"),
    masterPopoverContentWidth: masterWidth,
    masterSlideOverWidth: masterWidth)

  /// UIPopoverPresentationController with the shape chrome (iOS 14 and later).
  public static let ios17 = PopoverMetrics(
    profile: .ios17,
    defaultContentSize: ios12.defaultContentSize,
    wideWindowContentSize: ios12.wideWindowContentSize,
    contentWidthRange: nil,
    contentBarsAddToHeight: ios12.contentBarsAddToHeight,
    defaultLayoutMargins: ios12.defaultLayoutMargins,
    barButtonItemDirections: nil,
    barButtonItemBarIsPassthrough: ios12.barButtonItemBarIsPassthrough,
    landscapeDirectionOrder: directionOrderLandscape,
    portraitDirectionOrder: directionOrderPortrait,
    chrome: shapeChrome,
    adaptation: Value(.sheetWhenCompact, .doc, "popover adaptation in compact environments"),
    formSheetSize: formSheet,
    pageSheetWidth: pageSheet,
    compactSheetTopGap: sheetTopGap,
    automaticModalStyle: Value(.pageSheet, .doc, "the automatic modal presentation style"),
    masterPopoverContentWidth: masterWidth,
    masterSlideOverWidth: masterWidth)

  /// UIPopoverPresentationController with the Liquid Glass chrome (iPadOS 26): as `ios17`
  /// otherwise.
  public static let ios26 = PopoverMetrics(
    profile: .ios26,
    defaultContentSize: ios17.defaultContentSize,
    wideWindowContentSize: ios17.wideWindowContentSize,
    contentWidthRange: nil,
    contentBarsAddToHeight: ios17.contentBarsAddToHeight,
    defaultLayoutMargins: ios17.defaultLayoutMargins,
    barButtonItemDirections: nil,
    barButtonItemBarIsPassthrough: ios17.barButtonItemBarIsPassthrough,
    landscapeDirectionOrder: directionOrderLandscape,
    portraitDirectionOrder: directionOrderPortrait,
    chrome: glassChrome,
    adaptation: ios17.adaptation,
    formSheetSize: formSheet,
    pageSheetWidth: pageSheet,
    compactSheetTopGap: sheetTopGap,
    automaticModalStyle: ios17.automaticModalStyle,
    masterPopoverContentWidth: masterWidth,
    masterSlideOverWidth: masterWidth)
}
