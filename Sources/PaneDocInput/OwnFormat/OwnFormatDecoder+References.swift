import PaneDocModel
import PaneDocXML

/// References between elements: resolved once every id is known, then the containment graph is
/// checked for controllers with two containers and for cycles.
extension OwnFormatDecoder {
  /// A reference from one attribute to an id.
  struct Reference {
    /// The referring element for messages ("navigationController 'mailboxesNav'").
    var referrer: String
    /// The id of the referring element, when it has one (containers always do).
    var referrerID: String?
    /// The attribute that holds the reference (several ids may share one list attribute).
    var attribute: ParsedAttribute
    var target: String
    var accepting: Accepting
  }

  /// What a reference may name, and the code for naming something else.
  enum Accepting {
    /// A controller; anything else is `invalid-reference`.
    case controller
    /// A segue's destination: a controller; anything else is `invalid-segue`.
    case segueDestination
    /// A segue's source: a controller, view, bar button item or search bar, else `invalid-segue`.
    case segueSource
    /// Something on screen (passthrough views): anything but a segue, else `invalid-reference`.
    case anchor

    func accepts(_ symbol: Symbol) -> Bool {
      switch self {
      case .controller, .segueDestination: symbol.isController
      case .segueSource, .anchor: symbol.kind != .segue && symbol.kind != .constraint
      }
    }

    var wrongKindCode: OwnFormatCode {
      switch self {
      case .controller, .anchor: .invalidReference
      case .segueDestination, .segueSource: .invalidSegue
      }
    }

    var expectation: String {
      switch self {
      case .controller, .segueDestination: "a controller"
      case .segueSource, .anchor: "a controller, view, bar button item or search bar"
      }
    }
  }

  /// Queues a reference from `attribute` to `target`.
  mutating func refer(
    to target: String, from attribute: ParsedAttribute, by referrer: String,
    referrerID: String? = nil, accepting: Accepting
  ) {
    references.append(
      Reference(
        referrer: referrer, referrerID: referrerID, attribute: attribute, target: target,
        accepting: accepting))
  }

  /// Queues a containment reference: `target` is a child controller of the container `id`.
  mutating func contain(
    _ target: String, from attribute: ParsedAttribute, container element: String, id: String
  ) {
    let reference = Reference(
      referrer: "\(element) '\(id)'", referrerID: id, attribute: attribute, target: target,
      accepting: .controller)
    references.append(reference)
    containment.append(reference)
  }

  /// Reports every reference to a missing id or to an element of the wrong kind.
  mutating func resolveReferences() {
    for reference in references {
      let target = reference.target
      guard let symbol = symbols[target] else {
        let candidates = symbols.filter { reference.accepting.accepts($0.value) }.keys.sorted()
        report(
          .unknownReference,
          "\(reference.referrer) refers to '\(target)' in \(reference.attribute.name), but no "
            + "element has the id '\(target)'", at: reference.attribute.location,
          hint: Suggestion.hint(for: target, in: candidates))
        continue
      }
      if !reference.accepting.accepts(symbol) {
        report(
          reference.accepting.wrongKindCode,
          "\(reference.referrer) needs \(reference.accepting.expectation) in "
            + "\(reference.attribute.name), but '\(target)' is the \(symbol.noun) at line "
            + "\(symbol.location.line)", at: reference.attribute.location)
      }
    }
  }

  /// Reports controllers with two containers and containment cycles.
  mutating func checkContainment() {
    let resolved = containment.filter { symbols[$0.target]?.isController == true }
    var containerOf: [String: Reference] = [:]
    for reference in resolved {
      guard let first = containerOf[reference.target] else {
        containerOf[reference.target] = reference
        continue
      }
      let relation =
        first.referrerID == reference.referrerID
        ? "is listed twice by \(reference.referrer)"
        : "is contained by both \(first.referrer) (\(first.attribute.name), line "
          + "\(first.attribute.location.line)) and \(reference.referrer) "
          + "(\(reference.attribute.name))"
      report(
        .containedTwice, "the controller '\(reference.target)' \(relation)",
        at: reference.attribute.location, hint: "a controller has one container")
    }
    findCycles(in: resolved)
  }

  /// A depth-first search over the containment graph that reports each cycle at the reference
  /// that closes it, naming the controllers around it.
  private mutating func findCycles(in references: [Reference]) {
    var children: [String: [Reference]] = [:]
    for reference in references {
      if let container = reference.referrerID { children[container, default: []].append(reference) }
    }
    enum Mark { case inProgress, done }
    var marks: [String: Mark] = [:]
    for start in controllerOrder where marks[start] == nil {
      var path: [String] = [start]
      var nextChild: [Int] = [0]
      marks[start] = .inProgress
      while let node = path.last {
        let edges = children[node] ?? []
        let index = nextChild[nextChild.count - 1]
        guard index < edges.count else {
          marks[node] = .done
          path.removeLast()
          nextChild.removeLast()
          continue
        }
        nextChild[nextChild.count - 1] += 1
        let edge = edges[index]
        switch marks[edge.target] {
        case .inProgress:
          let cycle = path[path.lastIndex(of: edge.target)!...] + [edge.target]
          report(
            .containmentCycle,
            "the controllers contain each other in a cycle: "
              + cycle.map { "'\($0)'" }.joined(separator: " → "),
            at: edge.attribute.location, hint: "a controller cannot contain its own container")
        case .done:
          break
        case nil:
          marks[edge.target] = .inProgress
          path.append(edge.target)
          nextChild.append(0)
        }
      }
    }
  }
}
