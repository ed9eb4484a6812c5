import PaneDocModel
import PaneDocXML

/// Walks a controller's element tree once to find its segues and the trigger of each, and to
/// record, for every id inside it, the model object that stands for it (itself when the model
/// keeps it, else the nearest kept ancestor, finally the controller).
struct IBSegueCollector {
  /// A `<segue>` with both `kind` and `destination`, and the model id of what fires it.
  struct RawSegue {
    var element: ParsedElement
    var trigger: String
    var controllerID: String
  }

  private(set) var segues: [RawSegue] = []
  private(set) var standIn: [String: String] = [:]

  /// Collects from `element` (a controller, with `kept` the ids its model keeps).
  mutating func collect(_ element: ParsedElement, controllerID: String, kept: Set<String>) {
    visit(element, standIn: controllerID, controllerID: controllerID, kept: kept)
  }

  /// Recursion depth is bounded by the parser's element depth limit.
  private mutating func visit(
    _ element: ParsedElement, standIn current: String, controllerID: String, kept: Set<String>
  ) {
    if element.name == "segue" {
      // Relationships are containment; `reference`-only tie-breakers and the commit/preview
      // sub-segues of peek and pop have no kind or destination.
      if element["kind"] != nil, element["kind"] != "relationship", element["destination"] != nil {
        segues.append(RawSegue(element: element, trigger: current, controllerID: controllerID))
      }
      return
    }
    var next = current
    if let id = element["id"] {
      if kept.contains(id) { next = id }
      if standIn[id] == nil { standIn[id] = next }
    }
    for child in element.children {
      visit(child, standIn: next, controllerID: controllerID, kept: kept)
    }
  }
}
