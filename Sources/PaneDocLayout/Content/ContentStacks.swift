import PaneDocModel
import PaneDocSolver

/// `UIStackView`'s arrangement of its arranged subviews, with the priorities UIKit gives each
/// part (`UIStackView`, iOS 18.2): items edge to edge along the axis with the spacing between
/// them (`≥` for equal spacing and equal centering), the distribution's own constraints, and the
/// alignment across. A hidden arranged subview takes no room (`hide`).
enum ContentStacks {
  /// The items that are arranged subviews of a stack view: the stack places them, whatever
  /// their autoresizing mask says (UIKit clears `translatesAutoresizingMaskIntoConstraints`).
  static func arrangedIndexes(_ items: ContentItems) -> Set<Int> {
    Set(
      items.items.indices.filter { index in
        guard let parent = items.items[index].parent else { return false }
        return items.items[parent].view?.layout.stack != nil
      })
  }

  static func add(
    items: ContentItems, system: inout ContentEngine.System, notes: inout EngineNotes
  ) {
    var arranged: [Int: [ContentItems.Item]] = [:]
    for item in items.items {
      if let parent = item.parent, items.items[parent].view?.layout.stack != nil {
        arranged[parent, default: []].append(item)
      }
    }
    for (stackIndex, stackItem) in items.items.enumerated() {
      guard let stack = stackItem.view?.layout.stack else { continue }
      let all = arranged[stackIndex] ?? []
      let visible = all.filter { $0.view?.isHidden != true }
      arrange(visible, in: stackItem, stack: stack, system: &system)
      hide(all, in: stackItem, stack: stack, system: &system)
    }
  }

  /// `_UIOrderedLayoutArrangement _setUpHidingDimensionConstraintForItem:` (18.2): a hidden
  /// arranged subview's length along the axis is 0 at 999.999 (`UISV-hiding`), and
  /// `_activateAndInsertEdgeToEdgeConstraintForGapBetweenSpanningLayoutGuide:hiddenItem:` puts
  /// its start at the end of what comes before it at 50 (`UISV-spacing-hidden`); across,
  /// `_UIAlignedLayoutArrangement` aligns every item, hidden or not, on the same edge or centre
  /// (`UISV-alignment`), while the stack spans its visible items only. So it takes no room and
  /// its frame is determined.
  static let hidingPriority = 999.999
  static let hiddenSpacingPriority = 50.0

  private static func hide(
    _ arranged: [ContentItems.Item], in stackItem: ContentItems.Item, stack: StackLayout,
    system: inout ContentEngine.System
  ) {
    let axis = stack.axis
    let cross: LayoutAxis = axis == .horizontal ? .vertical : .horizontal
    let along = span(stackItem, axis)
    let inset = stack.layoutMarginsRelative ? along.margins : (0, 0)
    let crossInset = stack.layoutMarginsRelative ? span(stackItem, cross).margins : (0, 0)
    var before = along.start + inset.0
    for item in arranged {
      let own = span(item, axis)
      guard item.view?.isHidden == true else {
        before = own.start + own.length
        continue
      }
      system.add(own.length, .equal, Expression(constant: 0), hidingPriority)
      system.add(own.start, .equal, before, hiddenSpacingPriority)
      align(
        item, in: span(stackItem, cross), inset: crossInset, cross: cross, stack: stack,
        spansStack: false, system: &system)
    }
  }

  /// Start and length along an axis.
  private static func span(_ item: ContentItems.Item, _ axis: LayoutAxis) -> (
    start: Expression, length: Expression, margins: (Double, Double)
  ) {
    axis == .horizontal
      ? (Expression(item.left), Expression(item.width), (item.margins.left, item.margins.right))
      : (Expression(item.top), Expression(item.height), (item.margins.top, item.margins.bottom))
  }

  private static func arrange(
    _ arranged: [ContentItems.Item], in stackItem: ContentItems.Item, stack: StackLayout,
    system: inout ContentEngine.System
  ) {
    let axis = stack.axis
    let cross: LayoutAxis = axis == .horizontal ? .vertical : .horizontal
    let along = span(stackItem, axis)
    let across = span(stackItem, cross)
    let inset = stack.layoutMarginsRelative ? along.margins : (0, 0)
    let crossInset = stack.layoutMarginsRelative ? across.margins : (0, 0)
    let required = 1000.0
    guard let first = arranged.first, let last = arranged.last else {
      system.add(along.length, .equal, Expression(constant: 0), 1)
      return
    }
    system.add(span(first, axis).start, .equal, along.start + inset.0, required)
    system.add(
      span(last, axis).start + span(last, axis).length, .equal,
      along.start + along.length - inset.1, required)
    let equalGaps = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    var firstGap: Expression?
    var firstCentres: Expression?
    for (index, (a, b)) in zip(arranged, arranged.dropFirst()).enumerated() {
      let gap = span(b, axis).start - (span(a, axis).start + span(a, axis).length)
      system.add(
        gap, equalGaps ? .greaterThanOrEqual : .equal, Expression(constant: stack.spacing), required
      )
      let centres =
        (span(b, axis).start + span(b, axis).length * 0.5)
        - (span(a, axis).start + span(a, axis).length * 0.5)
      if stack.distribution == .equalSpacing, let firstGap {
        system.add(gap, .equal, firstGap, required)
      }
      if stack.distribution == .equalCentering, let firstCentres {
        system.add(centres, .equal, firstCentres, max(150 - Double(index), 50))
      }
      firstGap = firstGap ?? gap
      firstCentres = firstCentres ?? centres
    }
    if equalGaps { system.add(along.length, .equal, Expression(constant: 0), 49) }
    switch stack.distribution {
    case .fillEqually:
      for item in arranged.dropFirst() {
        system.add(span(item, axis).length, .equal, span(first, axis).length, required)
      }
    case .fillProportionally:
      let lengths = arranged.map { axis == .horizontal ? $0.design.width : $0.design.height }
      let total = lengths.reduce(0, +)
      let free =
        along.length - (inset.0 + inset.1) - stack.spacing * Double(arranged.count - 1)
      for (index, item) in arranged.enumerated() {
        let share = total > 0.001 ? lengths[index] / total : 1 / Double(arranged.count)
        system.add(span(item, axis).length, .equal, free * share, max(999 - Double(index), 751))
      }
    case .fill, .equalSpacing, .equalCentering:
      break
    }
    for item in arranged {
      align(item, in: across, inset: crossInset, cross: cross, stack: stack, system: &system)
    }
  }

  private static func align(
    _ item: ContentItems.Item,
    in across: (start: Expression, length: Expression, margins: (Double, Double)),
    inset: (Double, Double), cross: LayoutAxis, stack: StackLayout, spansStack: Bool = true,
    system: inout ContentEngine.System
  ) {
    let required = 1000.0
    let own = span(item, cross)
    let start = across.start + inset.0
    let end = across.start + across.length - inset.1
    let itemEnd = own.start + own.length
    switch stack.alignment {
    case .fill:
      system.add(own.start, .equal, start, required)
      system.add(itemEnd, .equal, end, required)
      return
    case .leading, .top, .firstBaseline, .lastBaseline:
      system.add(own.start, .equal, start, required)
      if spansStack { system.add(itemEnd, .lessThanOrEqual, end, required) }
    case .trailing, .bottom:
      system.add(itemEnd, .equal, end, required)
      if spansStack { system.add(own.start, .greaterThanOrEqual, start, required) }
    case .center:
      system.add(own.start + own.length * 0.5, .equal, (start + end) * 0.5, required)
      if spansStack { system.add(own.start, .greaterThanOrEqual, start, required) }
    }
    // The stack hugs its largest item; an item does not grow across beyond its content.
    system.add(across.length, .equal, Expression(constant: 0), 51)
    system.add(own.length, .equal, Expression(constant: 0), 25)
  }
}
