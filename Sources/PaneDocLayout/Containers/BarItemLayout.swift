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
  @discardableResult
  func placeNavigationItems(
    left: [BarItemSpec], right: [BarItemSpec], in bar: Rect, barID: String,
    context: LayoutContext
  ) -> (min: Double, max: Double) {
    let range = usableRange(of: bar, context: context)
    var x = range.min
    for item in left {
      let width = item.estimatedWidth
      placeItem(item, frame: itemFrame(x: x, width: width, in: bar), barID: barID, context: context)
      x += width
    }
    var trailing = range.max
    for item in right {
      let width = item.estimatedWidth
      trailing -= width
      placeItem(
        item, frame: itemFrame(x: trailing, width: width, in: bar), barID: barID, context: context)
    }
    return (x, max(x, trailing))
  }

  /// Places toolbar items: fixed spaces and items at their widths, flexible spaces sharing the rest.
  func placeToolbarItems(
    _ items: [BarItemSpec], in bar: Rect, barID: String, context: LayoutContext
  ) {
    let range = usableRange(of: bar, context: context)
    let fixed = items.filter { !$0.isFlexibleSpace }.reduce(0) {
      $0 + ($1.isFixedSpace ? ($1.width ?? 0) : $1.estimatedWidth)
    }
    let flexibleCount = items.filter(\.isFlexibleSpace).count
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
        placeItem(
          item, frame: itemFrame(x: x, width: width, in: bar), barID: barID, context: context)
        x += width
      }
    }
  }

  private func placeItem(_ item: BarItemSpec, frame: Rect, barID: String, context: LayoutContext) {
    assume(Assumptions.barItemWidths)
    let placed = emit(
      Node(id: item.id, kind: item.kind, parent: barID, frame: frame, title: item.title),
      context: context)
    if placed, let node = node(item.id), let placedFrame = node.frame {
      placedButtons[item.id] = (placedFrame, barID)
    }
  }
}
