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
  /// The display mode of the scene's root split (`oneBesideSecondary`, `collapsed`, …), if any.
  public var displayMode: String?
  /// The distinct warning codes, sorted.
  public var warningCodes: [String]

  public init(_ layout: Layout) {
    state =
      layout.state.isEmpty ? "Initial" : layout.state.map(Self.stepName).joined(separator: " → ")
    let info = layout.environment
    environment = [info.profile.rawValue, info.device, info.orientation.rawValue, info.split]
      .joined(separator: " · ")
    sizeClasses = "w \(info.horizontalSizeClass.rawValue) · h \(info.verticalSizeClass.rawValue)"
    displayMode = Self.displayModeNode(of: layout)?.split?.displayMode
    warningCodes = Array(Set(layout.warnings.map(\.code))).sorted()
  }

  /// A step for people: a segue by its id, a derived action by what it does ("mail#reveal" →
  /// "reveal mail", "find#search" → "searching find").
  static func stepName(_ step: String) -> String {
    if step.hasSuffix("#reveal") { return "reveal " + step.dropLast("#reveal".count) }
    if step.hasSuffix("#search") { return "searching " + step.dropLast("#search".count) }
    return step
  }

  /// The split whose display mode a caption names: the scene's root split, else the first split.
  package static func displayModeNode(of layout: Layout) -> Node? {
    layout.nodes.first { $0.id == layout.scene && $0.split != nil }
      ?? layout.nodes.first { $0.split != nil }
  }

  /// "2 warnings: fraction-capped, popover-clamped", or "No warnings".
  public func warningSummary(count: Int) -> String {
    switch count {
    case 0: return "No warnings"
    case 1: return "1 warning: " + warningCodes.joined(separator: ", ")
    default: return "\(count) warnings: " + warningCodes.joined(separator: ", ")
    }
  }

  /// "w regular · h regular · display mode oneBesideSecondary".
  public var traits: String {
    guard let displayMode else { return sizeClasses }
    return sizeClasses + " · display mode " + displayMode
  }
}
