import PaneDocModel
import PaneDocXML

/// Reads Interface Builder `.storyboard` and `.xib` documents (`<document type=…>`) into the same
/// model as the own format.
///
/// What cannot be mapped becomes a located warning and the read goes on; only a document of
/// another platform or type is refused (`unsupported-document`). Every pass is bounded by the
/// size of the input, and hostile containment (a controller in two containers, loops) is broken
/// with a warning.
enum InterfaceBuilderReader {
  static func read(_ root: ParsedElement, file: String) -> ReadResult {
    let format: Interface.SourceFormat
    switch IBDocumentKind.classify(root) {
    case .success(let kind): format = kind
    case .failure(let refusal): return .failure(refusal)
    }
    let index = IBObjectIndex(root)
    var diagnostics = index.diagnostics
    let collected = IBDraftCollector.drafts(in: root, format: format)
    diagnostics += collected.diagnostics

    // An id declared twice was reported by the index; a controller counts only where its id is
    // first declared, as references go there.
    let unique = collected.drafts.filter { index.declares($0.element) }
    let references = IBStoryboardReferences(unique, file: file)
    diagnostics += references.diagnostics
    let drafts = unique.filter { references.aliases[$0.id] == nil }.map { draft in
      var draft = draft
      for index in draft.relationships.indices {
        draft.relationships[index].destination = references.resolve(
          draft.relationships[index].destination)
      }
      return draft
    }
    let draftsByID = Dictionary(drafts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    let containment = IBContainment(drafts, index: index)
    diagnostics += containment.diagnostics

    let builder = IBControllerBuilder(
      containment: containment, drafts: draftsByID,
      toolsVersion: IBValues.number(root["toolsVersion"]),
      designTraits: IBDesignTraits.traits(ofDocument: root), index: index)
    var controllers: [Controller] = []
    var collector = IBSegueCollector()
    for draft in drafts {
      let built = builder.build(draft)
      controllers.append(built.controller)
      diagnostics += built.diagnostics
      collector.collect(draft.element, controllerID: draft.id, kept: built.keptIDs)
      if let rootView = draft.rootView, draft.element.name == "placeholder" {
        // A xib's File's Owner: its view is a sibling of the placeholder, not a child.
        collector.collect(rootView, controllerID: draft.id, kept: built.keptIDs)
      }
    }

    let mapper = IBSegueMapper(
      index: index, controllers: draftsByID.mapValues(\.element), standIn: collector.standIn,
      references: references)
    // A segue id declared twice was reported by the index; the later segue is left out.
    let segues = collector.segues.filter { $0.element["id"] == nil || index.declares($0.element) }
      .compactMap { mapper.map($0, diagnostics: &diagnostics) }

    let initial = initialViewController(
      root, format: format, drafts: drafts, index: index, references: references,
      diagnostics: &diagnostics)
    if controllers.isEmpty {
      diagnostics.append(
        .init(
          .note, code: IBDiagnosticCode.noController,
          message: "the document holds no view controller; there is nothing to lay out",
          at: root.location))
    }
    diagnostics.sort { ($0.location, $0.code) < ($1.location, $1.code) }
    let interface = Interface(
      file: file, format: format, deviceFamily: IBDocumentKind.deviceFamily(of: root),
      initialViewController: initial, controllers: controllers,
      segues: segues, diagnostics: diagnostics)
    return ReadResult(interface: interface, diagnostics: diagnostics)
  }

  /// The document's `initialViewController`; for a xib, which has none, its File's Owner when
  /// that is the only controller, so that the xib can be drawn without naming a root.
  private static func initialViewController(
    _ root: ParsedElement, format: Interface.SourceFormat, drafts: [IBControllerDraft],
    index: IBObjectIndex, references: IBStoryboardReferences, diagnostics: inout [Diagnostic]
  ) -> String? {
    guard let attribute = root.attribute("initialViewController") else {
      if format == .xib, drafts.count == 1 { return drafts[0].id }
      return nil
    }
    let initial = references.resolve(attribute.value)
    guard drafts.contains(where: { $0.id == initial }) else {
      let what =
        index.entries[attribute.value].map { "names a <\($0.element)>, not a controller" }
        ?? "names no object in the file"
      diagnostics.append(
        .warning(
          IBDiagnosticCode.danglingReference,
          "initialViewController '\(attribute.value)' \(what); the document has no initial "
            + "controller", at: attribute.location))
      return nil
    }
    return initial
  }
}
