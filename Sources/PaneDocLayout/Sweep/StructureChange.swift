import PaneDocModel

/// One thing that changes at a breakpoint, from the narrower interval's `LayoutStructure` to the
/// wider one's. Breakpoints carry these values; the sweep's table, its strip and the diff of two
/// sweeps only format them, and pair breakpoints by them.
public enum StructureChange: Sendable, Hashable {
  /// The state arises from here on (a segue whose source comes on screen).
  case arises
  /// The state no longer arises from here on.
  case noLongerArises
  case horizontalSizeClass(SizeClass)
  case verticalSizeClass(SizeClass)
  case splitAppears(String)
  case splitDisappears(String)
  case collapses(split: String)
  case expands(split: String)
  case behavior(split: String, from: SplitInfo.Behavior, to: SplitInfo.Behavior)
  case displayMode(split: String, from: SplitInfo.DisplayMode, to: SplitInfo.DisplayMode)
  /// Columns of a split that show from here on, in the layout's order.
  case showsColumns(split: String, [SplitColumn])
  case hidesColumns(split: String, [SplitColumn])
  /// A presentation that shows from here on, by its segue.
  case presents(String)
  case noLongerPresents(String)
  case presentation(
    segue: String, from: PresentationLayout.Presentation, to: PresentationLayout.Presentation)
  case arrow(
    segue: String, from: PresentationLayout.ArrowDirection, to: PresentationLayout.ArrowDirection)
  case arrowPinned(segue: String, Bool)
  case problemStarts(LayoutStructure.ContentProblem)
  case problemEnds(LayoutStructure.ContentProblem)

  /// The differences from `old` (the narrower interval) to `new`, in a stable order: size
  /// classes, then each split, then each presentation, then the content problems.
  public static func changes(from old: LayoutStructure?, to new: LayoutStructure?)
    -> [StructureChange]
  {
    guard let old else { return new == nil ? [] : [.arises] }
    guard let new else { return [.noLongerArises] }
    var changes: [StructureChange] = []
    if old.horizontalSizeClass != new.horizontalSizeClass {
      changes.append(.horizontalSizeClass(new.horizontalSizeClass))
    }
    if old.verticalSizeClass != new.verticalSizeClass {
      changes.append(.verticalSizeClass(new.verticalSizeClass))
    }
    for split in new.splits {
      guard let before = old.splits.first(where: { $0.id == split.id }) else {
        changes.append(.splitAppears(split.id))
        continue
      }
      changes += Self.changes(before, split)
    }
    for split in old.splits where !new.splits.contains(where: { $0.id == split.id }) {
      changes.append(.splitDisappears(split.id))
    }
    for item in new.presentations {
      guard let before = old.presentations.first(where: { $0.segue == item.segue }) else {
        changes.append(.presents(item.segue))
        continue
      }
      if before.presentation != item.presentation {
        changes.append(
          .presentation(segue: item.segue, from: before.presentation, to: item.presentation))
      }
      if before.arrowDirection != item.arrowDirection, before.presentation == item.presentation {
        changes.append(
          .arrow(segue: item.segue, from: before.arrowDirection, to: item.arrowDirection))
      }
      if before.arrowPinned != item.arrowPinned, before.presentation == item.presentation {
        changes.append(.arrowPinned(segue: item.segue, item.arrowPinned))
      }
    }
    for item in old.presentations
    where !new.presentations.contains(where: { $0.segue == item.segue }) {
      changes.append(.noLongerPresents(item.segue))
    }
    for problem in new.contentProblems where !old.contentProblems.contains(problem) {
      changes.append(.problemStarts(problem))
    }
    for problem in old.contentProblems where !new.contentProblems.contains(problem) {
      changes.append(.problemEnds(problem))
    }
    return changes
  }

  private static func changes(_ old: LayoutStructure.Split, _ new: LayoutStructure.Split)
    -> [StructureChange]
  {
    var changes: [StructureChange] = []
    if old.collapsed != new.collapsed {
      changes.append(new.collapsed ? .collapses(split: new.id) : .expands(split: new.id))
    }
    if old.behavior != new.behavior, !new.collapsed, !old.collapsed {
      changes.append(.behavior(split: new.id, from: old.behavior, to: new.behavior))
    }
    if old.displayMode != new.displayMode, !new.collapsed, !old.collapsed {
      changes.append(.displayMode(split: new.id, from: old.displayMode, to: new.displayMode))
    }
    let shown = new.columns.filter { !old.columns.contains($0) }
    let hidden = old.columns.filter { !new.columns.contains($0) }
    if !shown.isEmpty { changes.append(.showsColumns(split: new.id, shown)) }
    if !hidden.isEmpty { changes.append(.hidesColumns(split: new.id, hidden)) }
    return changes
  }
}
