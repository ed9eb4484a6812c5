import PaneDocModel

@testable import PaneDocLayout

/// Split engine inputs as the layout walk builds them, for calling an engine by itself.
extension LayoutFacts {
  init(
    _ environment: Environment, _ interface: Interface = Build.interface([]),
    pushes: [String: [String]] = [:]
  ) {
    self.init(environment: environment, graph: SceneGraph(interface), pushes: pushes)
  }
}

extension SplitSite {
  /// The split `id` filling `frame`, with no safe-area inset and no action of the state on it.
  init(
    _ id: String, frame: Rect, sizeClass: SizeClass = .regular, details: [String] = [],
    revealed: Bool = false, leftInset: Double = 0
  ) {
    self.init(
      id: id, frame: frame, horizontalSizeClass: sizeClass, leftInset: leftInset, rightInset: 0,
      details: details, revealed: revealed)
  }
}

extension SplitPlan {
  /// Each column as "name controller", in the order the walk lays them out.
  var columnNames: [String] { columns.map { "\($0.name) \($0.controller)" } }
  var frames: [Rect] { columns.map(\.frame) }
  var warningCodes: [String] { notes.warnings.map(\.code.rawValue) }
}
