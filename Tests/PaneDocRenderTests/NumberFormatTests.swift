import Testing

@testable import PaneDocCore
@testable import PaneDocRender

/// Edge cases of the number format that diagrams hit: huge negative values, rounding up to the next
/// whole number, negative values that round away from zero.
@Suite struct NumberFormatEdgeTests {
  @Test(arguments: [
    (-1e20, "-100000000000000000000"), (12.345, "12.35"), (1023.999, "1024"), (-0.006, "-0.01"),
    (0.1, "0.1"), (-0.005, "-0.01"), (99.995, "100"),
  ])
  func formats(value: Double, expected: String) {
    #expect(NumberFormat.string(value) == expected)
  }

  /// The format as first written, from whole and fraction parts: the fast form must agree with it.
  static func reference(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
    guard hundredths != 0 else { return "0" }
    let magnitude = abs(hundredths)
    guard magnitude < 9.0e15 else { return String(format: "%.0f", value.rounded()) }
    let whole = Int64(magnitude) / 100
    let fraction = Int64(magnitude) % 100
    var text = hundredths < 0 ? "-" : ""
    text += String(whole)
    if fraction != 0 {
      text +=
        fraction % 10 == 0
        ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return text
  }

  @Test func agreesWithTheReferenceOnRandomValues() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let scale = [1.0, 100, 10_000, 1e9, 1e14, 1e17].randomElement(using: &generator)!
      let value = Double.random(in: -scale...scale, using: &generator)
      let rounded = (value * 100).rounded() / 100
      for candidate in [value, rounded, rounded + 0.005, value.rounded()] {
        #expect(NumberFormat.string(candidate) == Self.reference(candidate), "\(candidate)")
      }
    }
  }
}
