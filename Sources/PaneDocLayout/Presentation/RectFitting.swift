import PaneDocModel

/// The rectangle arithmetic of popover placement.
enum RectFitting {
  /// The area `a` shares with `b` (0 when they do not overlap).
  static func overlapArea(_ a: Rect, _ b: Rect) -> Double {
    a.intersection(b)?.area ?? 0
  }

  /// `rect` moved back inside `region` where it sticks out: first off the far edges, then off
  /// the near ones, so that a rectangle larger than `region` keeps its near edges on the region's.
  static func shift(_ rect: Rect, inside region: Rect) -> Rect {
    var moved = rect
    if moved.maxX > region.maxX { moved.x = region.maxX - moved.width }
    if moved.x < region.minX { moved.x = region.minX }
    if moved.maxY > region.maxY { moved.y = region.maxY - moved.height }
    if moved.y < region.minY { moved.y = region.minY }
    return moved
  }

  /// The part of `rect` inside `region`; an empty rectangle at the nearest point of the region
  /// when they do not overlap, so that the result always lies inside `region`.
  static func clip(_ rect: Rect, to region: Rect) -> Rect {
    let left = min(max(rect.minX, region.minX), region.maxX)
    let top = min(max(rect.minY, region.minY), region.maxY)
    let right = max(min(rect.maxX, region.maxX), left)
    let bottom = max(min(rect.maxY, region.maxY), top)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// `rect` with its origin rounded to whole points, as UIKit places popovers.
  static func roundOrigin(_ rect: Rect) -> Rect {
    Rect(x: rect.x.rounded(), y: rect.y.rounded(), width: rect.width, height: rect.height)
  }

  /// Where `length` starts when centred on `span` (UIKit halves both with a floor).
  static func centred(_ length: Double, on start: Double, spanning span: Double) -> Double {
    start + (span / 2).rounded(.down) - (length / 2).rounded(.down)
  }
}
