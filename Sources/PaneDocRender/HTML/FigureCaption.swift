import PaneDocLayout

/// What a page's figure says under its diagram: `DiagramCaption`'s environment, traits and
/// warning summary, in the same words. The pages show the scene and the state around their
/// figures, so they skip the caption's scene name and state, which walk the layout's nodes: a
/// scene page's figures spent half their contexts' time there.
public struct FigureCaption: Sendable, Equatable {
  /// "ios17 · ipad-9.7 · landscape · full".
  public var environment: String
  /// "w regular · h regular · display mode oneBesideSecondary".
  public var traits: String
  /// "2 warnings: fraction-capped, popover-clamped", or "No warnings".
  public var warningSummary: String

  public init(_ layout: Layout) {
    let info = layout.environment
    environment =
      info.profile.rawValue + " · " + info.device.rawValue + " · " + info.orientation.rawValue
      + " · " + info.windowName.rawValue
    let sizeClasses =
      "w " + info.horizontalSizeClass.rawValue + " · h " + info.verticalSizeClass.rawValue
    traits =
      DiagramCaption.displayModeNode(of: layout)?.split.map {
        sizeClasses + " · display mode " + $0.displayMode.rawValue
      } ?? sizeClasses
    let warnings = layout.warnings
    if warnings.isEmpty {
      warningSummary = "No warnings"
    } else {
      let codes = Set(warnings.map(\.code.rawValue)).sorted().joined(separator: ", ")
      warningSummary =
        (warnings.count == 1 ? "1 warning: " : "\(warnings.count) warnings: ") + codes
    }
  }
}
