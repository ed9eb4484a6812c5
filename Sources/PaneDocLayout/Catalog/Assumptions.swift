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
    "Interface Builder frames are the canvas's: views keep them and are clipped to their content area"
  public static let autohidingSecondaryWidth =
    "a split in a resizable scene counts its secondary as compact by the iPad window rule"
    + " (667 pt), and an automatic behavior tiles what fits, else overlays"
  public static let windowControls =
    "a windowed iPadOS 26 scene's window controls take 78×44 pt at its top leading corner, and"
    + " bar items there start after them"
  public static let floatingTabBar =
    "a floating iPad tab bar is 44 pt tall and 100 pt per tab, centred in the navigation bar's row"
  public static let toolbarAboveSafeArea = "a toolbar sits above the bottom safe-area inset"
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
