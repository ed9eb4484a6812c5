import PaneDocLayout

/// What a page's figure says under its diagram: `DiagramCaption`'s environment, traits and
/// warning summary, in the same words. The pages show the scene and the state around their
/// figures, so they skip the caption's scene name and state, which walk the layout's nodes: a
/// scene page's figures spent half their contexts' time there.
///
/// The parts are also given one by one (`environment(of:)`, `sizeClasses(of:)`,
/// `traits(of:sizeClasses:)`, `warningSummary(of:)`): a scene's figures share their environments,
/// so the pages work out what depends on the environment alone once per environment.
public struct FigureCaption: Sendable, Equatable {
  /// "ios17 · ipad-9.7 · landscape · full".
  public var environment: String
  /// "w regular · h regular · display mode oneBesideSecondary".
  public var traits: String
  /// "2 warnings: fraction-capped, popover-clamped", or "No warnings".
  public var warningSummary: String

  public init(_ layout: Layout) {
    environment = Self.environment(of: layout.environment)
    traits = Self.traits(of: layout, sizeClasses: Self.sizeClasses(of: layout.environment))
    warningSummary = Self.warningSummary(of: layout.warnings)
  }

  /// "ios17 · ipad-9.7 · landscape · full".
  public static func environment(of info: EnvironmentInfo) -> String {
    info.profile.rawValue + " · " + info.device.rawValue + " · " + info.orientation.rawValue
      + " · " + info.windowName.rawValue
  }

  /// "w regular · h regular": the traits of a layout without a split view.
  public static func sizeClasses(of info: EnvironmentInfo) -> String {
    "w " + info.horizontalSizeClass.rawValue + " · h " + info.verticalSizeClass.rawValue
  }

  /// `sizeClasses` (those of the layout's environment), then the display mode of its split
  /// view, if it has one.
  public static func traits(of layout: Layout, sizeClasses: String) -> String {
    DiagramCaption.displayModeNode(of: layout)?.split.map {
      sizeClasses + " · display mode " + $0.displayMode.rawValue
    } ?? sizeClasses
  }

  /// "2 warnings: fraction-capped, popover-clamped", or "No warnings".
  public static func warningSummary(of warnings: [LayoutWarning]) -> String {
    guard !warnings.isEmpty else { return "No warnings" }
    // A layout has a few warnings, most often of one or two codes: found in a short list rather
    // than hashed into a set, for each of the many figures with warnings.
    var codes: [String] = []
    for warning in warnings {
      let code = warning.code.rawValue
      if !codes.contains(code) { codes.append(code) }
    }
    codes.sort()
    return (warnings.count == 1 ? "1 warning: " : "\(warnings.count) warnings: ")
      + codes.joined(separator: ", ")
  }
}
