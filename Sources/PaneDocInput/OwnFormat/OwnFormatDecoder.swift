import PaneDocModel
import PaneDocXML

/// The semantic pass over an `<interface>` tree: values, ids and references.
///
/// It never stops at the first problem: every element is decoded as far as its values allow, ids
/// are collected first, and references are resolved once the whole document is known, so that one
/// run lists everything wrong with a file.
struct OwnFormatDecoder {
  let file: String
  private(set) var diagnostics: [Diagnostic] = []
  /// Every id the document defines, with what it names (the first definition wins).
  var symbols: [String: Symbol] = [:]
  /// References to check once every id is known, in document order.
  var references: [Reference] = []
  /// Which controller contains which, for the contained-twice and cycle checks.
  var containment: [Reference] = []
  /// Controller ids in document order, so that the cycle search is deterministic.
  var controllerOrder: [String] = []
  /// Constraint items that name no view of their own controller, checked once every id is known.
  var foreignItems: [ForeignItem] = []

  /// The one format version this reader knows.
  static let supportedVersion = "1"

  init(file: String) {
    self.file = file
  }

  /// The diagnostics by location; problems at the same spot keep the order they were found in.
  var sortedDiagnostics: [Diagnostic] {
    diagnostics.enumerated().sorted {
      ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
    }
    .map(\.element)
  }

  /// The interface, or `nil` when the document cannot be read at all (a wrong version); value and
  /// reference errors are in `diagnostics` and make the caller drop the interface.
  mutating func decode(_ root: ParsedElement) -> Interface? {
    guard root.name == "interface" else {
      report(
        .schema, "expected <interface> as the root element, found <\(root.name)>", at: root.location
      )
      return nil
    }
    guard let version = required(root, "version") else { return nil }
    guard version.value == Self.supportedVersion else {
      report(
        .unsupportedVersion,
        "format version '\(version.value)' is not supported: this PaneDoc reads version 1",
        at: version.location, hint: "write version=\"1\" and the elements of format version 1")
      return nil
    }
    let profile = choice(root, "profile", Profile.self)
    var controllers: [Controller] = []
    var segues: [Segue] = []
    for child in root.children {
      if child.name == "segue" {
        if let segue = decodeSegue(child) { segues.append(segue) }
      } else if let controller = decodeController(child) {
        controllers.append(controller)
      }
    }
    let initial = root.attribute("initialViewController")
    if let initial {
      refer(to: initial.value, from: initial, by: "the interface", accepting: .controller)
    }
    resolveReferences()
    resolveForeignItems()
    checkContainment()
    return Interface(
      file: file, format: .panedoc, profile: profile, initialViewController: initial?.value,
      controllers: controllers, segues: segues,
      diagnostics: sortedDiagnostics.filter { $0.severity != .error })
  }

  // MARK: Reporting

  mutating func report(
    _ code: OwnFormatCode, _ message: String, at location: SourceLocation, hint: String? = nil
  ) {
    diagnostics.append(
      Diagnostic(code.severity, code: code, message: message, at: location, hint: hint))
  }

  /// A structure the schema does not allow, found by the reader itself (it also runs without the
  /// schema), with the code the schema's validator gives it: `schema` is the XML reader's.
  mutating func report(
    _ code: XMLCode, _ message: String, at location: SourceLocation, hint: String? = nil
  ) {
    diagnostics.append(.error(code, message, at: location, hint: hint))
  }

  // MARK: Ids

  /// What an id names.
  struct Symbol {
    enum Kind: Equatable {
      case controller(element: String)
      /// A view or stack view of the content controller `owner`.
      case view(owner: String)
      case barButtonItem, searchBar, segue, constraint
    }
    var kind: Kind
    var location: SourceLocation

    var isController: Bool {
      if case .controller = kind { return true }
      return false
    }

    /// The element name, for messages ("a view", "the splitViewController 'mail'").
    var noun: String {
      switch kind {
      case .controller(let element): element
      case .view: "view"
      case .barButtonItem: "barButtonItem"
      case .searchBar: "searchBar"
      case .segue: "segue"
      case .constraint: "constraint"
      }
    }
  }

  /// Records the id in `attribute`, checking its form and that it is not taken.
  mutating func define(_ attribute: ParsedAttribute, as kind: Symbol.Kind) {
    let id = attribute.value
    if !ValueSyntax.isValidID(id) {
      report(
        .invalidID,
        "'\(id)' is not a valid id: an id starts with a letter or '_' and goes on with letters, "
          + "digits, '_', '.' or '-'", at: attribute.location)
    }
    if let existing = symbols[id] {
      report(
        .duplicateID,
        "the id '\(id)' is already used by the \(existing.noun) at line \(existing.location.line)",
        at: attribute.location, hint: "ids are unique in the document")
    } else {
      symbols[id] = Symbol(kind: kind, location: attribute.location)
    }
  }
}
