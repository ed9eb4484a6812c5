import PaneDocModel

/// Places bar button items in navigation bars and toolbars.
///
/// Widths are estimates (`BarMetrics`, [inf]): the left group runs from the leading edge, the
/// right group from the trailing edge (the first right item outermost, as in UIKit), toolbar items
/// run from the leading edge with flexible spaces sharing what is left.
extension LayoutBuilder {
  /// The part of a bar that items may use: inside the horizontal safe area and the margins, and
  /// after the window controls where the bar runs under them.
  private func usableRange(of bar: Rect, context: LayoutContext) -> (min: Double, max: Double) {
    let margin = BarMetrics.itemMargin.value
    var low = bar.minX + context.leftInset + margin
    if let controls = windowControls, bar.intersection(controls) != nil {
      low = max(low, controls.maxX + margin)
    }
    return (low, bar.maxX - context.rightInset - margin)
  }

  private func itemFrame(x: Double, width: Double, in bar: Rect) -> Rect {
    let height = min(BarMetrics.itemHeight.value, bar.height)
    return Rect(x: x, y: bar.minY + (bar.height - height) / 2, width: width, height: height)
  }

  /// Places navigation bar items; returns the free span between the groups (for a search bar).
  /// Right items that would run into the left group are gathered into one overflow item.
  @discardableResult
  func placeNavigationItems(
    left: [BarItemSpec], right: [BarItemSpec], in bar: Rect, barID: String,
    context: LayoutContext
  ) -> (min: Double, max: Double) {
    let range = usableRange(of: bar, context: context)
    let (shownLeft, leftOverflow) = fitting(left, into: range.max - range.min)
    var x = range.min
    func placeLeading(_ item: BarItemSpec) {
      let width = item.estimatedWidth
      placeItem(item, x: x, width: width, in: bar, barID: barID, context: context)
      x += width
    }
    // The shown items, then the overflow item, each in turn: joined, they made an array each.
    for item in shownLeft { placeLeading(item) }
    if let overflow = overflowItem(leftOverflow, barID: barID, side: "left") {
      placeLeading(overflow)
    }
    let (shownRight, rightOverflow) = fitting(right, into: range.max - x)
    var trailing = range.max
    func placeTrailing(_ item: BarItemSpec) {
      let width = item.estimatedWidth
      trailing -= width
      placeItem(item, x: trailing, width: width, in: bar, barID: barID, context: context)
    }
    for item in shownRight { placeTrailing(item) }
    if let overflow = overflowItem(rightOverflow, barID: barID, side: "right") {
      placeTrailing(overflow)
    }
    if !leftOverflow.isEmpty || !rightOverflow.isEmpty {
      hideOverflow(leftOverflow + rightOverflow, barID: barID, context: context)
    }
    return (x, max(x, trailing))
  }

  /// Places toolbar items: fixed spaces and items at their widths, flexible spaces sharing the
  /// rest; items past the bar's end are gathered into one overflow item at its end.
  func placeToolbarItems(
    _ items: [BarItemSpec], in bar: Rect, barID: String, context: LayoutContext
  ) {
    let range = usableRange(of: bar, context: context)
    let (shown, overflow) = fitting(items, into: range.max - range.min)
    var items = shown
    if let item = overflowItem(overflow, barID: barID, side: "end") { items.append(item) }
    var fixed = 0.0
    var flexibleCount = 0
    for item in items {
      if item.isFlexibleSpace { flexibleCount += 1 } else { fixed += Self.room(of: item) }
    }
    let flexible =
      flexibleCount > 0 ? max(0, (range.max - range.min - fixed) / Double(flexibleCount)) : 0
    var x = range.min
    for item in items {
      if item.isFlexibleSpace {
        x += flexible
      } else if item.isFixedSpace {
        x += item.width ?? 0
      } else {
        let width = item.estimatedWidth
        placeItem(item, x: x, width: width, in: bar, barID: barID, context: context)
        x += width
      }
    }
    hideOverflow(overflow, barID: barID, context: context)
  }

  /// The room an item takes in a bar: nothing for a flexible space.
  private static func room(of item: BarItemSpec) -> Double {
    if item.isFlexibleSpace { return 0 }
    return item.isFixedSpace ? (item.width ?? 0) : item.estimatedWidth
  }

  /// The leading items that fit in `width` (with room for an overflow item when some do not), and
  /// the items left over; spaces among the leftovers are dropped.
  private func fitting(_ items: [BarItemSpec], into width: Double) -> (
    shown: [BarItemSpec], overflow: [BarItemSpec]
  ) {
    let total = items.reduce(0) { $0 + Self.room(of: $1) }
    guard total > width else { return (items, []) }
    let room = width - BarMetrics.iconItemWidth.value
    var used = 0.0
    var count = 0
    for item in items {
      guard used + Self.room(of: item) <= room else { break }
      used += Self.room(of: item)
      count += 1
    }
    return (
      Array(items.prefix(count)),
      items.dropFirst(count).filter { !$0.isFlexibleSpace && !$0.isFixedSpace }
    )
  }

  /// One glyph-sized item standing for the items that do not fit, or none.
  private func overflowItem(_ hidden: [BarItemSpec], barID: String, side: String) -> BarItemSpec? {
    guard !hidden.isEmpty else { return nil }
    var item = BarItemSpec(
      id: "\(barID)#overflow-\(side)", title: "More: " + hidden.map(\.id).joined(separator: ", "))
    item.glyph = "overflow"
    return item
  }

  /// The items an overflow item stands for: emitted hidden, with a warning on the bar.
  private func hideOverflow(_ hidden: [BarItemSpec], barID: String, context: LayoutContext) {
    guard !hidden.isEmpty else { return }
    let names = hidden.map { "'\($0.id)'" }.joined(separator: ", ")
    warn(
      .barOverflow, subject: barID,
      "\(names) \(hidden.count == 1 ? "does" : "do") not fit in '\(barID)' and "
        + "\(hidden.count == 1 ? "is" : "are") drawn as one overflow item")
    for item in hidden {
      emitHiddenItem(item, parent: context.parent ?? barID, column: context.column)
    }
  }

  /// Places `item` at `x` in `bar`, or emits it hidden when it would run past the bar's ends: a
  /// bar narrower than one glyph (a column squeezed to nothing) has no room even for its overflow
  /// item, which would otherwise be drawn off the window.
  private func placeItem(
    _ item: BarItemSpec, x: Double, width: Double, in bar: Rect, barID: String,
    context: LayoutContext
  ) {
    let frame = itemFrame(x: x, width: width, in: bar)
    guard frame.minX >= bar.minX, frame.maxX <= bar.maxX else {
      emitHiddenItem(item, parent: barID, column: context.column)
      return
    }
    assume(Assumptions.barItemWidths)
    let placed = emit(
      Node(
        id: item.id, kind: item.kind, parent: barID, frame: frame, title: item.title,
        glyph: item.glyph),
      context: context)
    if placed, item.isInjected, let placedFrame = nodes[nodes.count - 1].frame {
      placedButtons[item.id] = (placedFrame, barID)
    }
  }
}
