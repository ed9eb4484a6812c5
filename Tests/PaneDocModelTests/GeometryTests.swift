import PaneDocModel
import Testing

@Suite("Geometry")
struct GeometryTests {
  let rect = Rect(x: 10, y: 20, width: 300, height: 200)

  @Test func edgesAndMiddles() {
    #expect(rect.maxX == 310 && rect.maxY == 220)
    #expect(rect.midX == 160 && rect.midY == 120)
    #expect(rect.area == 60_000)
    #expect(!rect.isEmpty && Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
  }

  @Test func intersectionNeedsAPositiveArea() {
    let overlapping = Rect(x: 300, y: 200, width: 50, height: 50)
    #expect(rect.intersection(overlapping) == Rect(x: 300, y: 200, width: 10, height: 20))
    // Touching edges share no area.
    #expect(rect.intersection(Rect(x: 310, y: 20, width: 10, height: 10)) == nil)
  }

  @Test func containmentAllowsTouchingEdges() {
    #expect(rect.contains(rect))
    #expect(rect.contains(Rect(x: 10, y: 20, width: 1, height: 1)))
    #expect(!rect.contains(Rect(x: 9, y: 20, width: 1, height: 1)))
  }

  @Test func insetNeverGoesNegative() {
    #expect(
      rect.inset(by: Insets(top: 20, left: 0, bottom: 0, right: 0))
        == Rect(x: 10, y: 40, width: 300, height: 180))
    let collapsed = rect.inset(by: Insets(top: 150, left: 200, bottom: 150, right: 200))
    #expect(collapsed.width == 0 && collapsed.height == 0)
  }

  @Test func offsetKeepsTheSize() {
    #expect(rect.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 300, height: 200))
  }
}
