import PaneDocModel

/// The [inf] rules in words, as a layout lists them in `assumptions` when it relied on them. Every
/// number in them is the catalog's value, never retyped.
public enum Assumptions {
  public static let windowSafeArea =
    "the window's safe area is the screen's where the window touches the screen's edges"
  public static let halfWindowLeading = "a half window sits at the leading edge"
  public static let padSizeClass: String = {
    "an iPad window is horizontally regular iff it is wider than "
      + SizeClassMetrics.padRegularWidthAbove.value.messagePoints
  }()
  public static let barItemWidths: String = {
    let range = BarMetrics.titleWidthRange.value
    return "bar button item widths are estimated: "
      + "\(BarMetrics.titleWidthPerCharacter.value.messagePoints) per title character plus "
      + "\(BarMetrics.titlePadding.value.messageNumber), clamped to "
      + "\(range.lowerBound.messageNumber)...\(range.upperBound.messageNumber); icons "
      + "\(BarMetrics.iconItemWidth.value.messageNumber); "
      + "\(BarMetrics.itemMargin.value.messagePoints) from the bar's edges"
  }()
  public static let classicDivider: String = {
    "the classic split's divider is \(SplitMetrics.classicDividerWidth.value.messagePoints) wide"
  }()
  public static let displaceWidths =
    "displace keeps the secondary's oneBeside width, pushed toward the trailing edge and clipped"
  public static let designTimeFrames =
    "an Interface Builder view with neither an autoresizing mask nor constraints to its superview's edges keeps its design-time frame, clipped to its content area"
  public static let intrinsicFromDesign =
    "a label's, button's, image's or control's intrinsic content size is its design-time frame (text and images are not measured), but for the height of a label of several lines at another width"
  public static let textEstimate: String = {
    "a label of several lines wraps its text at its width by an estimate of the system font: "
      + "\(WrappingText.narrowAdvance.messageNumber) em a Latin character, "
      + "\(WrappingText.wideAdvance.messageNumber) em a CJK character or emoji, lines "
      + "\(WrappingText.lineHeight.messageNumber) em tall; its height changes by a line for "
      + "each line more or less than at its design width"
  }()
  public static let viewSafeArea =
    "a view's own safe area, other than the root view's, is taken to be its frame"
  public static let baselines =
    "a text view's baseline is 0.8 of its height down (fonts are not measured); any other view's is its bottom"
  public static let autoresizing =
    "a view stretches and moves with its superview by its autoresizing mask, or by the constraints pinning its edges to the superview"
  public static let columnsWrapInNavigation =
    "a column-style split shows each column's controller in a navigation controller of its own"
  public static let sidebarToggleInPrimary =
    "a column-style split's sidebar toggle sits at the leading edge of the visible primary column's navigation bar"
  public static let autohidingSecondaryWidth: String = {
    "a split in a resizable scene counts its secondary as compact by the iPad window rule ("
      + SizeClassMetrics.padRegularWidthAbove.value.messagePoints
      + "), and every iPad scene autohides"
  }()
  public static let noFullSidebar =
    "_UISplitViewControllerAutoRevealsFullSidebar does not hold: a triple-column split in a"
    + " resizable scene shows one sidebar by itself, the supplementary, even where both fit"
  public static let windowControls: String = {
    let size = WindowMetrics.windowControlsSize.value
    return "a windowed iPadOS 26 scene's window controls take \(size.width.messageNumber)×"
      + "\(size.height.messagePoints) at its top leading corner, and bar items there start after"
      + " them"
  }()
  public static let floatingTabBar: String = {
    "a floating iPad tab bar is \(BarMetrics.floatingTabBarHeight.value.messagePoints) tall and "
      + "\(BarMetrics.floatingTabBarItemWidth.value.messagePoints) per tab, centred in the"
      + " navigation bar's row"
  }()
  public static let toolbarAboveSafeArea = "a toolbar sits above the bottom safe-area inset"
  public static let searchBarBelowTitle =
    "from iOS 11 a search bar in the navigation bar sits in a band of its own height below the title"
  public static let searchBarMetrics: String = {
    "a search bar is \(BarMetrics.searchBarHeight.value.messagePoints) tall, and "
      + "\(BarMetrics.searchBarToolbarWidth.value.messagePoints) wide as a toolbar item"
  }()

  /// The keyboard's height in this environment, named as the catalog has it.
  public static func keyboard(_ device: Device, _ orientation: Orientation, _ profile: Profile)
    -> String
  {
    keyboard(
      slug: device.id, orientation, height: profile.rules.keyboard(on: device).height(orientation)
    )
  }

  /// Worded once for the environment and for a segue that shows the keyboard, so that a layout
  /// lists the assumption once.
  static func keyboard(slug: DeviceID, _ orientation: Orientation, height: Double) -> String {
    "keyboard height for \(slug) \(orientation.rawValue) is assumed (\(height.messagePoints))"
  }

  public static func inferredDevice(_ device: Device) -> String {
    let parts = device.inferredParts
    let named =
      parts.count > 1
      ? parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
      : parts.joined()
    return "\(device.id) is not in the reference table: its \(named) are inferred"
  }
}
