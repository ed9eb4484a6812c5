import PaneDocModel
import PaneDocXML

/// Every object id in a document, with the element that declares it, so that references
/// (`destination`, `popoverAnchorView`, `initialViewController`, …) can be checked.
///
/// `<device>` and `<adaptation>` ids name the design canvas, not objects, and are kept out; so are
/// the `reference` attributes of tie-breakers, which point at objects rather than declare them.
struct IBObjectIndex {
  struct Entry {
    var element: String
    var location: SourceLocation
  }

  private(set) var entries: [String: Entry] = [:]
  private(set) var diagnostics: [Diagnostic] = []

  private static let canvasElements: Set<String> = ["device", "adaptation"]

  init(_ root: ParsedElement) {
    // An explicit stack instead of recursion: the walk is bounded by the number of elements.
    var pending: [ParsedElement] = [root]
    while let element = pending.popLast() {
      if let id = element.attribute("id"), !Self.canvasElements.contains(element.name) {
        if let first = entries[id.value] {
          diagnostics.append(
            .warning(
              IBDiagnosticCode.duplicateID,
              "id '\(id.value)' is declared again; references go to the first <\(first.element)> "
                + "at line \(first.location.line)", at: id.location))
        } else {
          entries[id.value] = Entry(element: element.name, location: element.location)
        }
      }
      pending.append(contentsOf: element.children.reversed())
    }
    diagnostics.sort { $0.location < $1.location }
  }

  func contains(_ id: String) -> Bool { entries[id] != nil }

  /// Whether `element` is the declaration its id refers to (not a later duplicate).
  func declares(_ element: ParsedElement) -> Bool {
    guard let id = element["id"] else { return false }
    return entries[id]?.location == element.location
  }
}
