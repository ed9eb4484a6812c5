import PaneDocModel

/// When two numbers count as different. Values are compared as the reports print them (rounded to
/// hundredths, see `NumberFormat`), so a report read back from `layout.json` equals the layout it
/// was written from; then a difference must exceed `points` (`--tolerance`) to count.
public struct GeometryTolerance: Sendable, Equatable {
  /// The largest difference, in points, that is still "no change".
  public var points: Double

  public init(_ points: Double = 0) {
    self.points = max(0, points)
  }

  /// Whether `a` and `b` differ by more than the tolerance once rounded to hundredths.
  public func differs(_ a: Double, _ b: Double) -> Bool {
    abs(Self.rounded(a) - Self.rounded(b)) > points + 1e-9
  }

  /// Whether the origins of two frames differ.
  func moved(_ a: Rect, _ b: Rect) -> Bool { differs(a.x, b.x) || differs(a.y, b.y) }

  /// Whether the sizes of two frames differ.
  func resized(_ a: Rect, _ b: Rect) -> Bool {
    differs(a.width, b.width) || differs(a.height, b.height)
  }

  private static func rounded(_ value: Double) -> Double {
    (value * 100).rounded(.toNearestOrAwayFromZero) / 100
  }
}
