import PaneDocLayout
import PaneDocModel

/// What changes at a breakpoint, in words: "mail expands", "mail secondaryOnly → oneBeside…".
extension StructureChange {
  /// The words the sweep's table, Markdown, JSON and strip and the diff of two sweeps print.
  public var text: String {
    switch self {
    case .arises: "the state arises"
    case .noLongerArises: "the state no longer arises"
    case .horizontalSizeClass(let sizeClass): "horizontally \(sizeClass.rawValue)"
    case .verticalSizeClass(let sizeClass): "vertically \(sizeClass.rawValue)"
    case .splitAppears(let split): "\(split) appears"
    case .splitDisappears(let split): "\(split) disappears"
    case .collapses(let split): "\(split) collapses"
    case .expands(let split): "\(split) expands"
    case .behavior(let split, let from, let to): "\(split) \(from.rawValue) → \(to.rawValue)"
    case .displayMode(let split, let from, let to): "\(split) \(from.rawValue) → \(to.rawValue)"
    case .showsColumns(let split, let columns): "\(split) shows \(Self.list(columns))"
    case .hidesColumns(let split, let columns): "\(split) hides \(Self.list(columns))"
    case .presents(let segue): "\(segue) shows"
    case .noLongerPresents(let segue): "\(segue) no longer shows"
    case .presentation(let segue, let from, let to): "\(segue) \(from.rawValue) → \(to.rawValue)"
    case .arrow(let segue, let from, let to):
      "\(segue) arrow \(from.rawValue) → \(to.rawValue)"
    case .arrowPinned(let segue, let pinned):
      "\(segue) arrow \(pinned ? "pinned" : "no longer pinned")"
    case .problemStarts(let problem): "\(problem.code.rawValue) \(problem.subject) starts"
    case .problemEnds(let problem): "\(problem.code.rawValue) \(problem.subject) ends"
    }
  }

  private static func list(_ columns: [SplitColumn]) -> String {
    columns.map(\.rawValue).joined(separator: ", ")
  }
}
