import PaneDocModel

/// The warnings and assumptions a split engine raises while it plans one split, in the order they
/// arise, each assumption once. The layout walk adds them to the layout's before it emits the
/// split, where a walk that raised them itself would have, so that every note keeps its place.
struct SplitNotes {
  private(set) var warnings: [LayoutWarning] = []
  private(set) var assumptions: [String] = []

  mutating func warn(_ code: LayoutWarningCode, subject: String, _ message: String) {
    warnings.append(LayoutWarning(code: .layout(code), subject: subject, message: message))
  }

  mutating func assume(_ assumption: String) {
    if !assumptions.contains(assumption) { assumptions.append(assumption) }
  }
}
