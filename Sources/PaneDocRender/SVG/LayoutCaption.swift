import PaneDocLayout

/// What a figure's caption says about a layout, shared by the SVG and the HTML pages so both name
/// an environment the same way.
public struct LayoutCaption: Sendable, Equatable {
  /// "Initial", or the applied steps joined by arrows.
  public var state: String
  /// "ios17 · ipad-9.7 · landscape · full".
  public var environment: String
  /// "w regular · h regular".
  public var sizeClasses: String
  /// The display mode of the scene's root split, if any.
  public var displayMode: SplitInfo.DisplayMode?
  /// The distinct warning codes, sorted by their text.
  public var warningCodes: [LayoutWarning.Code]

  public init(_ layout: Layout) {
    state =
      layout.state.isEmpty
      ? "Initial" : layout.state.map(Self.stepName).joined(separator: " → ")
    let info = layout.environment
    environment = [
      info.profile.rawValue, info.device, info.orientation.rawValue, info.split.rawValue,
    ]
    .joined(separator: " · ")
    sizeClasses = "w \(info.horizontalSizeClass.rawValue) · h \(info.verticalSizeClass.rawValue)"
    displayMode = Self.displayModeNode(of: layout)?.split?.displayMode
    warningCodes = Array(Set(layout.warnings.map(\.code))).sorted { $0.rawValue < $1.rawValue }
  }

  /// A step for people: a segue by its id, a derived action by what it does ("reveal mail",
  /// "searching find").
  static func stepName(_ step: StateStep) -> String {
    switch step {
    case .segue(let id): id
    case .reveal(let split): "reveal " + split
    case .search(let searchBar): "searching " + searchBar
    }
  }

  /// The split whose display mode a caption names: the scene's root split, else the first split.
  static func displayModeNode(of layout: Layout) -> Node? {
    layout.nodes.first { $0.id == layout.scene && $0.split != nil }
      ?? layout.nodes.first { $0.split != nil }
  }

  /// "2 warnings: fraction-capped, popover-clamped", or "No warnings".
  public func warningSummary(count: Int) -> String {
    switch count {
    case 0: return "No warnings"
    case 1: return "1 warning: " + codeList
    default: return "\(count) warnings: " + codeList
    }
  }

  private var codeList: String { warningCodes.map(\.rawValue).joined(separator: ", ") }

  /// "w regular · h regular · display mode oneBesideSecondary".
  public var traits: String {
    guard let displayMode else { return sizeClasses }
    return sizeClasses + " · display mode " + displayMode.rawValue
  }
}
