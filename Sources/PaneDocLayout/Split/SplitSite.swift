import PaneDocModel

/// What a split engine is told about the one split it plans: where the split is laid out (its
/// frame, size class and the safe-area insets that reach it) and what the state does to it.
struct SplitSite {
  var id: String
  /// The split's frame, in window coordinates.
  var frame: Rect
  var horizontalSizeClass: SizeClass
  /// The horizontal safe-area insets that reach the split's edges (iPhone landscape): a primary
  /// column without a width of its own grows by the one on its side.
  var leftInset: Double
  var rightInset: Double
  /// The controllers the state shows in the split's detail (`showDetail`), in order.
  var details: [String]
  /// Whether the state reveals the split's hidden primary (or side).
  var revealed: Bool
}
