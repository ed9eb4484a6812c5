import PaneDocLayout
import PaneDocModel

/// The outline of a popover as UIKit draws it: a rounded rectangle with the arrow cut into one edge,
/// as one closed path so fill, stroke and shadow follow the real shape.
enum PopoverShape {
  /// The path data of `popover` in window coordinates.
  ///
  /// The body is the frame less the arrow's height on the arrow's side; the arrow's centre sits
  /// `arrowOffset` from the middle of that edge, kept clear of the rounded corners so the path stays
  /// a simple outline even for a pinned arrow.
  static func path(_ popover: PresentationLayout) -> String {
    let frame = popover.frame
    let height = popover.arrowDirection == .none ? 0 : popover.arrowHeight
    let body = bodyRect(frame: frame, direction: popover.arrowDirection, arrowHeight: height)
    let radius = max(0, min(popover.cornerRadius, body.width / 2, body.height / 2))
    let half = popover.arrowBase / 2

    func centre(_ low: Double, _ high: Double, _ middle: Double) -> Double {
      let lowest = low + radius + half
      let highest = high - radius - half
      guard lowest <= highest else { return (low + high) / 2 }
      return min(max(middle + popover.arrowOffset, lowest), highest)
    }

    var d = "M\(num(body.minX + radius)) \(num(body.minY))"
    if popover.arrowDirection == .up, height > 0 {
      let x = centre(body.minX, body.maxX, body.midX)
      d += " L\(num(x - half)) \(num(body.minY)) L\(num(x)) \(num(body.minY - height))"
      d += " L\(num(x + half)) \(num(body.minY))"
    }
    d += " L\(num(body.maxX - radius)) \(num(body.minY))"
    d += arc(radius, to: body.maxX, body.minY + radius)
    if popover.arrowDirection == .right, height > 0 {
      let y = centre(body.minY, body.maxY, body.midY)
      d += " L\(num(body.maxX)) \(num(y - half)) L\(num(body.maxX + height)) \(num(y))"
      d += " L\(num(body.maxX)) \(num(y + half))"
    }
    d += " L\(num(body.maxX)) \(num(body.maxY - radius))"
    d += arc(radius, to: body.maxX - radius, body.maxY)
    if popover.arrowDirection == .down, height > 0 {
      let x = centre(body.minX, body.maxX, body.midX)
      d += " L\(num(x + half)) \(num(body.maxY)) L\(num(x)) \(num(body.maxY + height))"
      d += " L\(num(x - half)) \(num(body.maxY))"
    }
    d += " L\(num(body.minX + radius)) \(num(body.maxY))"
    d += arc(radius, to: body.minX, body.maxY - radius)
    if popover.arrowDirection == .left, height > 0 {
      let y = centre(body.minY, body.maxY, body.midY)
      d += " L\(num(body.minX)) \(num(y + half)) L\(num(body.minX - height)) \(num(y))"
      d += " L\(num(body.minX)) \(num(y - half))"
    }
    d += " L\(num(body.minX)) \(num(body.minY + radius))"
    d += arc(radius, to: body.minX + radius, body.minY)
    return d + " Z"
  }

  /// The popover's frame without the arrow.
  static func bodyRect(
    frame: Rect, direction: PresentationLayout.ArrowDirection, arrowHeight: Double
  )
    -> Rect
  {
    switch direction {
    case .up:
      return Rect(
        x: frame.x, y: frame.y + arrowHeight, width: frame.width,
        height: max(0, frame.height - arrowHeight))
    case .down:
      return Rect(
        x: frame.x, y: frame.y, width: frame.width, height: max(0, frame.height - arrowHeight))
    case .left:
      return Rect(
        x: frame.x + arrowHeight, y: frame.y, width: max(0, frame.width - arrowHeight),
        height: frame.height)
    case .right:
      return Rect(
        x: frame.x, y: frame.y, width: max(0, frame.width - arrowHeight), height: frame.height)
    case .none:
      return frame
    }
  }

  private static func arc(_ radius: Double, to x: Double, _ y: Double) -> String {
    guard radius > 0 else { return " L\(num(x)) \(num(y))" }
    return " A\(num(radius)) \(num(radius)) 0 0 1 \(num(x)) \(num(y))"
  }
}
