import PaneDocCore
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

    // Written as bytes: the numbers go straight in, without a string each.
    var d = TextBuffer(capacity: 192)
    func to(_ command: StaticString, _ x: Double, _ y: Double) {
      d.append(command)
      d.append(number: x)
      d.append(byte: UInt8(ascii: " "))
      d.append(number: y)
    }
    func arc(to x: Double, _ y: Double) {
      guard radius > 0 else { return to(" L", x, y) }
      d.append(" A" as StaticString)
      d.append(number: radius)
      d.append(byte: UInt8(ascii: " "))
      d.append(number: radius)
      to(" 0 0 1 ", x, y)
    }
    to("M", body.minX + radius, body.minY)
    if popover.arrowDirection == .up, height > 0 {
      let x = centre(body.minX, body.maxX, body.midX)
      to(" L", x - half, body.minY)
      to(" L", x, body.minY - height)
      to(" L", x + half, body.minY)
    }
    to(" L", body.maxX - radius, body.minY)
    arc(to: body.maxX, body.minY + radius)
    if popover.arrowDirection == .right, height > 0 {
      let y = centre(body.minY, body.maxY, body.midY)
      to(" L", body.maxX, y - half)
      to(" L", body.maxX + height, y)
      to(" L", body.maxX, y + half)
    }
    to(" L", body.maxX, body.maxY - radius)
    arc(to: body.maxX - radius, body.maxY)
    if popover.arrowDirection == .down, height > 0 {
      let x = centre(body.minX, body.maxX, body.midX)
      to(" L", x + half, body.maxY)
      to(" L", x, body.maxY + height)
      to(" L", x - half, body.maxY)
    }
    to(" L", body.minX + radius, body.maxY)
    arc(to: body.minX, body.maxY - radius)
    if popover.arrowDirection == .left, height > 0 {
      let y = centre(body.minY, body.maxY, body.midY)
      to(" L", body.minX, y + half)
      to(" L", body.minX - height, y)
      to(" L", body.minX, y - half)
    }
    to(" L", body.minX, body.minY + radius)
    arc(to: body.minX + radius, body.minY)
    d.append(" Z" as StaticString)
    return d.text
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
}
