/// The column of a split a node fills: the role its controller plays there. The raw value is the
/// name the JSON form, the diagrams' classes and labels, and the diff write.
public enum SplitColumn: String, Sendable, Hashable, CaseIterable {
  /// `UISplitViewController`'s columns (the iOS 14 names; the classic master is the primary).
  case primary, supplementary, secondary
  /// The one column of a split collapsed in compact width.
  case compact
  /// The custom split's side and main controllers.
  case side, main
}
