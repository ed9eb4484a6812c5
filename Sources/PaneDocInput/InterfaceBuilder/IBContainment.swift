import PaneDocModel

/// Resolves relationship segues into containment, keyed on the `relationship` name and never on
/// position. Hostile input cannot make it loop or crash: a controller claimed by a second
/// container stays with the first, and a relationship that closes a loop is dropped.
struct IBContainment {
  /// A container's children by slot: `rootViewController`, `viewControllers` (in order), and the
  /// split columns under the model's names.
  struct Children {
    var root: String?
    var tabs: [String] = []
    var primary: String?
    var supplementary: String?
    var secondary: String?
    var compact: String?
  }

  private(set) var children: [String: Children] = [:]
  /// Each contained controller's container.
  private(set) var parent: [String: String] = [:]
  private(set) var diagnostics: [Diagnostic] = []

  init(_ drafts: [IBControllerDraft], index: IBObjectIndex) {
    let kinds = Dictionary(drafts.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
    var edgeLocation: [String: SourceLocation] = [:]
    for draft in drafts where children[draft.id] == nil {
      var slots = Children()
      for relationship in draft.relationships {
        let child = relationship.destination
        guard kinds[child] != nil else {
          diagnostics.append(dangling(relationship, index: index))
          continue
        }
        guard Self.accepts(draft.kind, relationship.name) else {
          diagnostics.append(
            .warning(
              IBDiagnosticCode.unknownRelationship,
              "relationship '\(relationship.name)' means nothing for this controller; it is "
                + "dropped", at: relationship.location))
          continue
        }
        guard child != draft.id else {
          diagnostics.append(
            .warning(
              IBDiagnosticCode.containmentCycle,
              "'\(child)' names itself as its \(relationship.name); the relationship is dropped",
              at: relationship.location))
          continue
        }
        if let owner = parent[child] {
          diagnostics.append(
            .warning(
              IBDiagnosticCode.containedTwice,
              "'\(child)' is already contained by '\(owner)'; this \(relationship.name) "
                + "relationship is dropped", at: relationship.location))
          continue
        }
        if place(child, as: relationship, in: &slots) {
          parent[child] = draft.id
          edgeLocation[child] = relationship.location
        }
      }
      children[draft.id] = slots
    }
    breakCycles(order: drafts.map(\.id), edgeLocation: edgeLocation)
  }

  /// Whether a container of `kind` has a slot for relationships named `name`.
  private static func accepts(_ kind: IBControllerDraft.Kind, _ name: String) -> Bool {
    switch kind {
    case .navigation: name == "rootViewController"
    case .tabBar: name == "viewControllers"
    case .split: splitSlots.contains(name)
    case .content, .placeholder: false
    }
  }

  private static let splitSlots: Set<String> = [
    "masterViewController", "primaryViewController", "detailViewController",
    "secondaryViewController", "supplementaryViewController", "compactViewController",
  ]

  /// Puts `child` in the slot its relationship names (one `accepts` allowed).
  private mutating func place(
    _ child: String, as relationship: IBRelationship, in slots: inout Children
  ) -> Bool {
    switch relationship.name {
    case "rootViewController":
      return fill(&slots.root, with: child, relationship)
    case "masterViewController", "primaryViewController":
      return fill(&slots.primary, with: child, relationship)
    case "detailViewController", "secondaryViewController":
      return fill(&slots.secondary, with: child, relationship)
    case "supplementaryViewController":
      return fill(&slots.supplementary, with: child, relationship)
    case "compactViewController":
      return fill(&slots.compact, with: child, relationship)
    default:
      slots.tabs.append(child)
      return true
    }
  }

  private mutating func fill(
    _ slot: inout String?, with child: String, _ relationship: IBRelationship
  ) -> Bool {
    guard slot == nil else {
      diagnostics.append(
        .warning(
          IBDiagnosticCode.containedTwice,
          "a second \(relationship.name) relationship; the first one ('\(slot!)') is kept",
          at: relationship.location))
      return false
    }
    slot = child
    return true
  }

  /// Every controller has at most one parent, so a loop shows as a parent chain that returns to
  /// a controller already on it; the relationship into that controller goes. Each controller is
  /// walked once (chains already known to end are not walked again), so the pass is linear.
  private mutating func breakCycles(order: [String], edgeLocation: [String: SourceLocation]) {
    var settled: Set<String> = []
    for start in order where !settled.contains(start) {
      var path: [String] = []
      var onPath: Set<String> = []
      var current = start
      while !settled.contains(current) {
        guard onPath.insert(current).inserted else {
          let container = parent[current] ?? current
          remove(child: current)
          diagnostics.append(
            .warning(
              IBDiagnosticCode.containmentCycle,
              "containers contain each other in a loop through '\(current)' and '\(container)'; "
                + "the relationship that makes '\(current)' a child is dropped",
              at: edgeLocation[current] ?? .file("")))
          break
        }
        path.append(current)
        guard let up = parent[current] else { break }
        current = up
      }
      settled.formUnion(path)
    }
  }

  private mutating func remove(child: String) {
    guard let container = parent.removeValue(forKey: child), var slots = children[container]
    else { return }
    for keyPath in [\Children.root, \.primary, \.supplementary, \.secondary, \.compact]
    where slots[keyPath: keyPath] == child {
      slots[keyPath: keyPath] = nil
    }
    slots.tabs.removeAll { $0 == child }
    children[container] = slots
  }

  private func dangling(_ relationship: IBRelationship, index: IBObjectIndex) -> Diagnostic {
    let what =
      index.entries[relationship.destination].map { "names a <\($0.element)>, not a controller" }
      ?? "names no object in the file"
    return .warning(
      IBDiagnosticCode.danglingReference,
      "\(relationship.name) relationship destination '\(relationship.destination)' \(what); it "
        + "is dropped", at: relationship.location)
  }
}
