import PaneDocCore

/// The codes of what a diff reports, the rules of its SARIF output and the kinds of its GitHub
/// annotations; a layout warning that appeared, went away or changed keeps its own code
/// (`LayoutWarningCode`, `PresentationWarningCode`).
public enum DiffCode: String, StableCode {
  /// An element of a layout both versions have moved, resized or changed otherwise.
  case layoutChanged = "layout-changed"
  /// A layout only the new version has: a new scene, state or environment.
  case layoutAdded = "layout-added"
  /// A layout only the old version has.
  case layoutRemoved = "layout-removed"
  /// A breakpoint of a width sweep moved, appeared or went away.
  case breakpointChanged = "breakpoint-changed"

  /// What the rule is about, as SARIF's `shortDescription` says it.
  public var summary: String {
    switch self {
    case .layoutChanged: "An element's layout changed between the two versions."
    case .layoutAdded: "A layout only the new version has."
    case .layoutRemoved: "A layout only the old version has."
    case .breakpointChanged: "A breakpoint of a width sweep moved, appeared or went away."
    }
  }
}
