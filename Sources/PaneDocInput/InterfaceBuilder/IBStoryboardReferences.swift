import PaneDocModel
import PaneDocXML

/// Storyboard references (`<viewControllerPlaceholder>`). One that names a scene of the same
/// storyboard (no `storyboardName`, or this file's own name) is replaced by that scene's
/// controller; one that names another storyboard stays a placeholder, drawn as a stub, with a
/// warning.
struct IBStoryboardReferences {
  /// Placeholder id → the id of the controller it stands for in this file.
  private(set) var aliases: [String: String] = [:]
  private(set) var diagnostics: [Diagnostic] = []

  init(_ drafts: [IBControllerDraft], file: String) {
    var byStoryboardIdentifier: [String: String] = [:]
    for draft in drafts where draft.kind != .placeholder {
      if let identifier = draft.element["storyboardIdentifier"],
        byStoryboardIdentifier[identifier] == nil
      {
        byStoryboardIdentifier[identifier] = draft.id
      }
    }
    let ownName = Self.storyboardName(of: file)
    for draft in drafts where draft.kind == .placeholder {
      let storyboard = draft.element["storyboardName"]
      let identifier = draft.element["referencedIdentifier"]
      if storyboard == nil || storyboard == ownName, let identifier,
        let target = byStoryboardIdentifier[identifier]
      {
        aliases[draft.id] = target
        continue
      }
      let name = storyboard.map { "storyboard '\($0)'" } ?? "this storyboard"
      let scene = identifier.map { "scene '\($0)' of " } ?? "the initial scene of "
      diagnostics.append(
        .warning(
          IBDiagnosticCode.storyboardReference,
          "a storyboard reference to \(scene)\(name) is drawn as a stub", at: draft.element.location
        ))
    }
  }

  /// The controller `id` means: the referenced controller for a resolved reference, else `id`.
  func resolve(_ id: String) -> String { aliases[id] ?? id }

  /// `Main` for `path/Base.lproj/Main.storyboard`.
  static func storyboardName(of file: String) -> String {
    let last = file.split(separator: "/").last.map(String.init) ?? file
    guard let dot = last.lastIndex(of: ".") else { return last }
    return String(last[..<dot])
  }
}
