import Testing

@testable import PaneDocRender

@Suite struct NumberFormatTests {
  @Test(arguments: [
    (0.0, "0"), (0.005, "0.01"), (-0.004, "0"), (-0.0, "0"), (320.5, "320.5"), (320, "320"),
    (1.0 / 3.0, "0.33"), (2.0 / 3.0, "0.67"), (-57, "-57"), (0.1, "0.1"), (0.05, "0.05"),
    (1e20, "100000000000000000000"), (-1e20, "-100000000000000000000"), (12.345, "12.35"),
    (.nan, "0"), (.infinity, "0"), (1023.999, "1024"), (-0.006, "-0.01"),
  ])
  func formats(value: Double, expected: String) {
    #expect(NumberFormat.string(value) == expected)
  }
}
