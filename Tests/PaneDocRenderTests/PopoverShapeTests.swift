import PaneDocCore
import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// A popover's outline (`PopoverShape.path`), written as bytes, is the path its commands spell
/// with every number in `NumberFormat`.
@Suite("Popover shape")
struct PopoverShapeTests {
  /// The path as text, a command at a time, from the same body, radius and arrow centre.
  static func expected(_ popover: PresentationLayout) -> String {
    let n = NumberFormat.string
    let height = popover.arrowDirection == .none ? 0 : popover.arrowHeight
    let body = PopoverShape.bodyRect(
      frame: popover.frame, direction: popover.arrowDirection, arrowHeight: height)
    let radius = max(0, min(popover.cornerRadius, body.width / 2, body.height / 2))
    let half = popover.arrowBase / 2
    func centre(_ low: Double, _ high: Double, _ middle: Double) -> Double {
      let lowest = low + radius + half
      let highest = high - radius - half
      guard lowest <= highest else { return (low + high) / 2 }
      return min(max(middle + popover.arrowOffset, lowest), highest)
    }
    func line(_ x: Double, _ y: Double) -> String { " L\(n(x)) \(n(y))" }
    func arc(_ x: Double, _ y: Double) -> String {
      radius > 0 ? " A\(n(radius)) \(n(radius)) 0 0 1 \(n(x)) \(n(y))" : line(x, y)
    }
    let arrow = height > 0 ? popover.arrowDirection : .none
    var d = "M\(n(body.minX + radius)) \(n(body.minY))"
    if arrow == .up {
      let x = centre(body.minX, body.maxX, body.midX)
      d += line(x - half, body.minY) + line(x, body.minY - height) + line(x + half, body.minY)
    }
    d += line(body.maxX - radius, body.minY) + arc(body.maxX, body.minY + radius)
    if arrow == .right {
      let y = centre(body.minY, body.maxY, body.midY)
      d += line(body.maxX, y - half) + line(body.maxX + height, y) + line(body.maxX, y + half)
    }
    d += line(body.maxX, body.maxY - radius) + arc(body.maxX - radius, body.maxY)
    if arrow == .down {
      let x = centre(body.minX, body.maxX, body.midX)
      d += line(x + half, body.maxY) + line(x, body.maxY + height) + line(x - half, body.maxY)
    }
    d += line(body.minX + radius, body.maxY) + arc(body.minX, body.maxY - radius)
    if arrow == .left {
      let y = centre(body.minY, body.maxY, body.midY)
      d += line(body.minX, y + half) + line(body.minX - height, y) + line(body.minX, y - half)
    }
    return d + line(body.minX, body.minY + radius) + arc(body.minX + radius, body.minY) + " Z"
  }

  @Test(arguments: [
    PresentationLayout.ArrowDirection.up, .down, .left, .right, .none,
  ])
  func writesTheCommandsOfEveryShape(_ direction: PresentationLayout.ArrowDirection) {
    let frames = [
      Rect(x: 19, y: 144, width: 320, height: 493),
      Rect(x: -12.345, y: 0.5, width: 33.333, height: 20.004),
      Rect(x: 10_000.5, y: 12_345.678, width: 0, height: 4),
    ]
    var shapes = 0
    for frame in frames {
      for (radius, offset) in [(13.0, -57.0), (0, 0), (6.5, 1e6), (1e9, -0.125)] {
        for arrowHeight in [13.0, 0, 2.25] {
          let popover = PresentationLayout(
            segue: "s", content: "c", presentation: .popover, anchor: nil, frame: frame,
            contentFrame: frame, arrowDirection: direction, arrowOffset: offset, arrowBase: 26,
            arrowHeight: arrowHeight, cornerRadius: radius)
          #expect(PopoverShape.path(popover) == Self.expected(popover), "\(frame) \(radius)")
          shapes += 1
        }
      }
    }
    #expect(shapes == 36)
  }
}
