import PaneDocModel
import PaneDocXML

/// Finds the controllers of a document: the scene members of a storyboard, the top-level
/// controllers of a xib, and a xib's File's Owner when its `view` outlet names a top-level view.
enum IBDraftCollector {
  static func drafts(in root: ParsedElement, format: Interface.SourceFormat)
    -> (drafts: [IBControllerDraft], diagnostics: [Diagnostic])
  {
    var drafts: [IBControllerDraft] = []
    var diagnostics: [Diagnostic] = []
    switch format {
    case .storyboard:
      for scenes in root.children(named: "scenes") {
        for scene in scenes.children(named: "scene") {
          let found = scene.children(named: "objects").flatMap(\.children).compactMap {
            controller($0, diagnostics: &diagnostics)
          }
          if found.isEmpty {
            diagnostics.append(
              .warning(
                IBDiagnosticCode.unexpectedElement, "a scene without a view controller",
                at: scene.location))
          }
          drafts += found
        }
      }
    case .xib, .panedoc:
      for objects in root.children(named: "objects") {
        for element in objects.children {
          if let draft = controller(element, diagnostics: &diagnostics) {
            drafts.append(draft)
          } else if let owner = filesOwner(element, among: objects.children) {
            drafts.append(owner)
          }
        }
      }
    }
    return (drafts, diagnostics)
  }

  /// The draft for a controller element, or `nil` for other scene members (First Responder,
  /// exits, custom objects, gesture recognizers).
  private static func controller(_ element: ParsedElement, diagnostics: inout [Diagnostic])
    -> IBControllerDraft?
  {
    guard let id = element["id"] else { return nil }
    let rootView = element.children.first { $0["key"] == "view" }
    if let kind = IBControllerDraft.kindsByElement[element.name] {
      return IBControllerDraft(id: id, kind: kind, element: element, rootView: rootView)
    }
    // Other controllers (page view, AV player, hosting, GLKit…) are scene members too.
    guard element.name.hasSuffix("Controller"), element["sceneMemberID"] == "viewController"
    else { return nil }
    diagnostics.append(
      .warning(
        IBDiagnosticCode.unsupportedController,
        "<\(element.name)> has no model in PaneDoc; it is drawn as a plain view controller",
        at: element.location))
    return IBControllerDraft(
      id: id, kind: .content(.viewController), element: element, rootView: rootView)
  }

  /// A xib's File's Owner, as the controller whose view the xib holds.
  private static func filesOwner(_ element: ParsedElement, among objects: [ParsedElement])
    -> IBControllerDraft?
  {
    guard element.name == "placeholder", element["placeholderIdentifier"] == "IBFilesOwner",
      let id = element["id"]
    else { return nil }
    let outlet = element.children(named: "connections").flatMap { $0.children(named: "outlet") }
      .first { $0["property"] == "view" }
    guard let viewID = outlet?["destination"],
      let view = objects.first(where: { $0["id"] == viewID })
    else { return nil }
    let style: ContentController.Style =
      switch view.name {
      case "tableView": .tableViewController
      case "collectionView": .collectionViewController
      default: .viewController
      }
    return IBControllerDraft(id: id, kind: .content(style), element: element, rootView: view)
  }
}
