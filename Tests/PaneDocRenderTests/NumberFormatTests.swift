import Testing

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
}
