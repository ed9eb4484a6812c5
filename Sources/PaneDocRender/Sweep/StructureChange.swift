import PaneDocLayout
import PaneDocModel

/// What changes at a breakpoint, in words: "mail expands", "mail secondaryOnly → oneBeside…".
enum StructureChange {
  /// The differences from `old` (the narrower interval) to `new`, in a stable order: size
  /// classes, then each split, then each presentation.
  static func describe(from old: LayoutStructure?, to new: LayoutStructure?) -> [String] {
    guard let old else { return new == nil ? [] : ["the state arises"] }
    guard let new else { return ["the state no longer arises"] }
    var changes: [String] = []
    if old.horizontalSizeClass != new.horizontalSizeClass {
      changes.append("horizontally \(new.horizontalSizeClass.rawValue)")
    }
    if old.verticalSizeClass != new.verticalSizeClass {
      changes.append("vertically \(new.verticalSizeClass.rawValue)")
    }
    let oldSplits = Dictionary(old.splits.map { ($0.id, $0) }) { first, _ in first }
    for split in new.splits {
      guard let before = oldSplits[split.id] else {
        changes.append("\(split.id) appears")
        continue
      }
      changes += describe(before, split)
    }
    for split in old.splits where !new.splits.contains(where: { $0.id == split.id }) {
      changes.append("\(split.id) disappears")
    }
    let oldItems = Dictionary(old.presentations.map { ($0.segue, $0) }) { first, _ in first }
    for item in new.presentations {
      guard let before = oldItems[item.segue] else {
        changes.append("\(item.segue) shows")
        continue
      }
      if before.presentation != item.presentation {
        changes.append(
          "\(item.segue) \(before.presentation.rawValue) → \(item.presentation.rawValue)")
      }
      if before.arrowDirection != item.arrowDirection, before.presentation == item.presentation {
        changes.append(
          "\(item.segue) arrow \(before.arrowDirection.rawValue) → \(item.arrowDirection.rawValue)"
        )
      }
      if before.arrowPinned != item.arrowPinned, before.presentation == item.presentation {
        changes.append("\(item.segue) arrow \(item.arrowPinned ? "pinned" : "no longer pinned")")
      }
    }
    for item in old.presentations
    where !new.presentations.contains(where: { $0.segue == item.segue }) {
      changes.append("\(item.segue) no longer shows")
    }
    for problem in new.contentProblems where !old.contentProblems.contains(problem) {
      changes.append("\(problem.code.rawValue) \(problem.subject) starts")
    }
    for problem in old.contentProblems where !new.contentProblems.contains(problem) {
      changes.append("\(problem.code.rawValue) \(problem.subject) ends")
    }
    return changes
  }

  private static func describe(_ old: LayoutStructure.Split, _ new: LayoutStructure.Split)
    -> [String]
  {
    var changes: [String] = []
    if old.collapsed != new.collapsed {
      changes.append("\(new.id) \(new.collapsed ? "collapses" : "expands")")
    }
    if old.behavior != new.behavior, !new.collapsed, !old.collapsed {
      changes.append("\(new.id) \(old.behavior.rawValue) → \(new.behavior.rawValue)")
    }
    if old.displayMode != new.displayMode, !new.collapsed, !old.collapsed {
      changes.append("\(new.id) \(old.displayMode.rawValue) → \(new.displayMode.rawValue)")
    }
    let shown = new.columns.filter { !old.columns.contains($0) }.map(\.rawValue)
    let hidden = old.columns.filter { !new.columns.contains($0) }.map(\.rawValue)
    if !shown.isEmpty { changes.append("\(new.id) shows \(shown.joined(separator: ", "))") }
    if !hidden.isEmpty { changes.append("\(new.id) hides \(hidden.joined(separator: ", "))") }
    return changes
  }
}
