import PaneDocModel

/// The warnings and assumptions an engine — a split engine, the presentation engine — raises
/// while it plans, in the order they arise, each assumption once. Engines touch no node: the
/// layout walk adds their notes to the layout's where a walk that raised them itself would have,
/// so that every note keeps its place.
struct EngineNotes {
  private(set) var warnings: [LayoutWarning] = []
  private(set) var assumptions: [String] = []

  mutating func warn(_ code: LayoutWarningCode, subject: String, _ message: String) {
    warnings.append(LayoutWarning(code: .layout(code), subject: subject, message: message))
  }

  mutating func warn(_ code: PresentationWarningCode, subject: String, _ message: String) {
    warnings.append(LayoutWarning(code: .presentation(code), subject: subject, message: message))
  }

  mutating func assume(_ text: String) {
    if !assumptions.contains(text) { assumptions.append(text) }
  }
}
