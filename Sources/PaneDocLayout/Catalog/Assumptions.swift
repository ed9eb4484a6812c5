import PaneDocModel

/// The [inf] rules in words, as a layout lists them in `assumptions` when it relied on them.
public enum Assumptions {
  public static let windowSafeArea =
    "the window's safe area is the screen's where the window touches the screen's edges"
  public static let halfWindowLeading = "a half window sits at the leading edge"
  public static let padSizeClass =
    "an iPad window is horizontally regular iff it is wider than 667 pt"
  public static let barItemWidths =
    "bar button item widths are estimated: 10 pt per title character plus 16, clamped to 44...200;"
    + " icons 44; 8 pt from the bar's edges"
  public static let classicDivider = "the classic split's divider is 1 pt wide"
  public static let nestedSplitShape =
    "a nested split decides portrait or landscape from its own bounds"
  public static let displaceWidths =
    "displace keeps the secondary's oneBeside width, pushed toward the trailing edge and clipped"
  public static let designTimeFrames =
    "an Interface Builder view with neither an autoresizing mask nor constraints to its superview's edges keeps its design-time frame, clipped to its content area"
  public static let autoresizing =
    "a view stretches and moves with its superview by its autoresizing mask, or by the constraints pinning its edges to the superview"
  public static let columnsWrapInNavigation =
    "a column-style split shows each column's controller in a navigation controller of its own"
  public static let sidebarToggleInPrimary =
    "a column-style split's sidebar toggle sits at the leading edge of the visible primary column's navigation bar"
  public static let toolbarAboveSafeArea = "a toolbar sits above the bottom safe-area inset"
  public static let searchBarBelowTitle =
    "from iOS 11 a search bar in the navigation bar sits in a band of its own height below the title"
  public static let searchBarMetrics =
    "a search bar is 44 pt tall, and 200 pt wide as a toolbar item"

  public static func keyboard(_ device: Device, _ orientation: Orientation) -> String {
    "keyboard height for \(device.slug) \(orientation.rawValue) is assumed"
      + " (\(Int(device.keyboard.height(orientation))) pt)"
  }

  public static func inferredDevice(_ device: Device) -> String {
    "\(device.slug) is not in the reference table: its screen and multitasking widths are inferred"
  }
}
