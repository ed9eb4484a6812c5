import PaneDocCore

/// The split view constants (docs/layout-rules.md, Split views), each with its source.
public enum SplitMetrics {
  private static let classicImpl = "UISplitViewControllerClassicImpl"
  private static let panelStyle = "_UISplitViewControllerPanelImplStyle"
  private static let defaultMaximum = Provenance.src(
    "\(classicImpl) _defaultMaximumPrimaryColumnWidthForSize:")
  private static let medusaState = Provenance.src(
    "\(classicImpl) _medusaStateForOrientation:viewWidth:")
  private static let behaviorForSize = Provenance.src("\(panelStyle) splitBehaviorForSize:")
  private static let columnMaximum = Provenance.src(
    "\(panelStyle) defaultMaximumWidthForColumn:withSize:splitBehavior:")

  /// The classic master column [doc].
  public static let classicMasterWidth = Tagged(
    320.0, .doc("UISplitViewController class reference (iOS 5)"), "classic master width")
  /// The classic divider [inf].
  public static let classicDividerWidth = Tagged(1.0, .inferred, "classic divider width")
  /// The adaptive and column-style dividers: one pixel.
  public static let dividerPixels = Tagged(
    1.0, .src("\(classicImpl) +_defaultGutterWidthInView:"), "adaptive divider width (pixels)")
  /// The adaptive split's default maximum primary width: its two values.
  public static let narrowPrimaryWidth = Tagged(
    320.0, defaultMaximum, "adaptive default maximum primary width, narrow")
  public static let widePrimaryWidth = Tagged(
    375.0, defaultMaximum, "adaptive default maximum primary width, wide")
  /// "big" screens of the default-maximum rule: S > 1112 in landscape, or S > 1210; the same
  /// bounds sort screens for the automatic display mode in multitasking windows.
  public static let bigLandscapeScreen = Tagged(
    1112.0, defaultMaximum,
    "screens longer than this are big in landscape (default maximum, multitasking mode)")
  public static let bigScreen = Tagged(
    1210.0, defaultMaximum,
    "screens longer than this are big (default maximum, multitasking mode)")
  /// In a multitasking window of a big screen (S > 1210), an adaptive split between these
  /// fractions of the landscape screen's width hides its primary when automatic.
  public static let hidingThirdFraction = Tagged(
    0.3, medusaState,
    "automatic adaptive split, landscape window, S > 1210: hides its primary above this share"
      + " of the screen's width, up to the half")
  public static let hidingHalfFraction = Tagged(
    0.5, medusaState,
    "automatic adaptive split, landscape window: hides its primary up to this share of the"
      + " screen's width (S > 1210), above it (S ≤ 1112)")
  /// Full screen, an automatic adaptive split hides its primary in portrait only.
  public static let hidesPrimaryInPortrait = Tagged(
    true, .src("\(classicImpl) _hidesMasterViewInOrientation:medusaState:"),
    "full screen, an automatic split hides its primary in portrait and shows it in landscape")
  /// A split in a resizable scene (`ios26`) starts from one sidebar when it looks for the most
  /// it can show: both only when `_UISplitViewControllerAutoRevealsFullSidebar` holds, a private
  /// switch no public API and no interface file sets, so it is taken not to hold [inf].
  public static let autoRevealsFullSidebar = Tagged(
    false, .inferred,
    "a split in a resizable scene shows both sidebars by itself when they fit"
      + " (_UISplitViewControllerAutoRevealsFullSidebar)")
  /// A split in a resizable scene whose revealed sidebars would leave the secondary compact
  /// overlays them: UIKit overrides the split behavior (`splitBehaviorInCurrentEnvironment`
  /// returns the override before the size's behavior) and maps the mode into it.
  public static let revealOverlaysInRestrictedWidth = Tagged(
    true,
    .src(
      "UISplitViewControllerPanelImpl splitBehaviorInCurrentEnvironment (behavior override),"
        + " _allowMoveToSecondaryOnlyGetIsInForcedOverlayFromGestureOrRestrictedWidth:,"
        + " allowedDisplayModeForCurrentSplitBehaviorGivenDisplayMode: (iOS 26.1)"),
    "a resizable scene's split overlays the sidebars it reveals where they leave the secondary"
      + " compact, and reports the behavior overlay")
  /// iPhones in a regular width tile a primary this wide, plus the safe-area inset.
  public static let phonePrimaryWidth = Tagged(
    320.0, .src("\(classicImpl) _primaryColumnWidthForSize:isCompact:"),
    "iPhone primary width in a regular width")
  /// Column style: the primary's default maximum.
  public static let columnPrimaryDefaultMaximum = Tagged(
    320.0, columnMaximum, "column-style primary default maximum")
  /// Column style: the supplementary's default width and maximum.
  public static let supplementaryWidth = Tagged(
    375.0, columnMaximum, "column-style supplementary width and maximum")
  /// Column style: the supplementary of an overlaying split narrower than the screen.
  public static let narrowSupplementaryWidth = Tagged(
    320.0, columnMaximum, "supplementary width of an overlaying split narrower than the screen")
  /// T of the column-style split behavior rule; the 11" M4 has its own.
  public static let splitBehaviorThreshold = Tagged(
    1194.0, behaviorForSize, "T of the split behavior rule")
  public static let splitBehaviorThresholdM4 = Tagged(
    1210.0, behaviorForSize, "T of the split behavior rule on the 11\" M4")
  /// Landscape-shaped splits at least this wide displace or tile; narrower ones overlay.
  public static let displaceMinimumWidth = Tagged(
    1024.0, behaviorForSize, "landscape-shaped splits at least this wide displace or tile")
  /// Portrait-shaped splits wider than this tile.
  public static let portraitTileWidth = Tagged(
    1536.0, behaviorForSize, "portrait-shaped splits wider than this tile")
  /// The custom side/main split's splitter [doc of the SplitViewController article].
  public static let customSplitterWidth = Tagged(
    1.0, .doc("SplitViewController article"), "custom split splitter width")
  /// Columns narrower than this get a `column-narrower-than-320` warning [inf]: UIKit's own
  /// narrowest column, below which content designed for a column is squeezed.
  public static let narrowColumnWarningWidth = Tagged(
    320.0, .inferred, "columns narrower than this get a warning")
}

/// Size classes (docs/layout-rules.md, Devices and windows).
public enum SizeClassMetrics {
  /// iPad windows wider than this are horizontally regular [inf]: UIKit decides in
  /// `_UIUserInterfaceSizeClassForWidth`, a C function the decompiled code does not show; the
  /// value fits every multitasking width of the device catalog.
  public static let padRegularWidthAbove = Tagged(
    667.0, .inferred, "iPad windows wider than this are horizontally regular")
}
