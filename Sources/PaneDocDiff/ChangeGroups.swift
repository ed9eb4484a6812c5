import PaneDocCore
import PaneDocModel

/// The changes of a diff gathered for people: each cause once across the states and
/// environments it happens in, with what follows from it (`ChangeGroup`), and the layouts whose
/// changes are the same, shown once (`distinctChanges`).
extension LayoutDiff {
  /// A cause as it appears in several layouts of one scene: its states, its environments and
  /// what follows from it there.
  struct ChangeGroup {
    var scene: String
    var states: [String]
    /// The cause, as the first layout has it.
    var change: LayoutChange
    var environments: [String]
    var largest: Double
    /// The index in `comparisons` of the first layout it appears in.
    var first: Int
    /// Whether every environment of the group has the same old and the same new value.
    var uniform = true
    /// What follows from the change, each thing once, in the order first met.
    var consequences: [Consequence] = []

    /// `replyButton moved 60 pt left → popover replySegue follows, in 23 environments`.
    var sentence: String {
      let place =
        environments.count == 1 ? "in " + environments[0] : "in \(environments.count) environments"
      let inStates = states.count == 1 ? "" : " (\(states.count) states)"
      let follows = consequenceText.map { " → \($0)," } ?? ""
      return "\(change.id) \(LayoutDiff.headline(change))\(follows) \(place)\(inStates)"
    }

    /// What follows, in words: `popover replySegue and node replyOptions follow`; `nil` when
    /// nothing does.
    var consequenceText: String? { Consequence.text(consequences) }

    /// The states, named when there are few.
    var stateText: String {
      states.count <= 3 ? states.joined(separator: ", ") : "\(states.count) states"
    }
  }

  /// A change that follows from a cause: `headline` is `nil` when it moved or grew by just as
  /// much as what it hangs on (it follows), else what happened to it.
  struct Consequence: Equatable {
    var subject: LayoutChange.Subject
    var id: String
    var headline: String?

    /// `popover replySegue`.
    var name: String { "\(subject.rawValue) \(id)" }

    init(_ change: LayoutChange, cause: LayoutChange) {
      subject = change.subject
      id = change.id
      headline = Self.follows(change, cause) ? nil : LayoutDiff.headline(change)
    }

    /// Each cause of `comparison` with its consequences, each thing once (what happened to it
    /// when any of its changes did not just follow what it hangs on), leaving out the cause's
    /// own (a popover's content frame resized with it).
    static func lists(in comparison: LayoutComparison) -> [(
      cause: LayoutChange, consequences: [Consequence]
    )] {
      let explainers = comparison.explainers
      return comparison.causedChanges.map { caused in
        let cause = comparison.changes[caused.cause]
        var result: [Consequence] = []
        for index in caused.consequences {
          let direct = explainers[index].map { comparison.changes[$0] } ?? cause
          let item = Consequence(comparison.changes[index], cause: direct)
          guard item.subject != cause.subject || item.id != cause.id else { continue }
          merge(item, into: &result)
        }
        return (cause, result)
      }
    }

    /// Adds `item` to `list` unless the thing is there; what happened to it replaces "follows".
    static func merge(_ item: Consequence, into list: inout [Consequence]) {
      if let at = list.firstIndex(where: { $0.name == item.name }) {
        if list[at].headline == nil { list[at].headline = item.headline }
      } else {
        list.append(item)
      }
    }

    /// `popover replySegue and node replyOptions follow; node x moved 20 pt left`; `nil` for
    /// none.
    static func text(_ consequences: [Consequence]) -> String? {
      let followers = consequences.filter { $0.headline == nil }.map(\.name)
      var parts: [String] = []
      switch followers.count {
      case 0: break
      case 1: parts.append(followers[0] + " follows")
      default:
        parts.append(
          followers.dropLast().joined(separator: ", ") + " and " + followers.last! + " follow")
      }
      parts += consequences.compactMap { item in item.headline.map { "\(item.name) \($0)" } }
      return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Whether `change` moved as far as `cause` moved, or grew as much as it grew.
    private static func follows(_ change: LayoutChange, _ cause: LayoutChange) -> Bool {
      let moves: Set<LayoutChange.Kind> = [.moved, .anchor]
      if moves.contains(change.kind), moves.contains(cause.kind),
        let a = LayoutComparison.shift(change), let b = LayoutComparison.shift(cause)
      {
        return NumberFormat.string(a.x) == NumberFormat.string(b.x)
          && NumberFormat.string(a.y) == NumberFormat.string(b.y)
      }
      if change.kind == .resized, cause.kind == .resized,
        let a = LayoutComparison.growth(change), let b = LayoutComparison.growth(cause)
      {
        return NumberFormat.string(a.width) == NumberFormat.string(b.width)
          && NumberFormat.string(a.height) == NumberFormat.string(b.height)
      }
      return false
    }
  }

  /// Causes grouped by scene, subject and headline across states and environments, biggest
  /// first (structural, then the largest magnitude, then the most environments; ties in the
  /// diff's own order). Consequences are not groups of their own: each is listed under its cause.
  func changeGroups() -> [ChangeGroup] {
    var groups: [ChangeGroup] = []
    var index: [[String]: Int] = [:]
    for (number, comparison) in comparisons.enumerated() {
      for (change, consequences) in Consequence.lists(in: comparison) {
        let key = [
          comparison.key.scene, change.subject.rawValue, change.id, Self.headline(change),
        ]
        let at: Int
        if let known = index[key] {
          at = known
          if !groups[at].environments.contains(comparison.key.environment) {
            groups[at].environments.append(comparison.key.environment)
          }
          if !groups[at].states.contains(comparison.key.stateName) {
            groups[at].states.append(comparison.key.stateName)
          }
          groups[at].largest = max(groups[at].largest, change.magnitude)
          if groups[at].change.old != change.old || groups[at].change.new != change.new {
            groups[at].uniform = false
          }
        } else {
          at = groups.count
          index[key] = at
          groups.append(
            ChangeGroup(
              scene: comparison.sceneName, states: [comparison.key.stateName], change: change,
              environments: [comparison.key.environment], largest: change.magnitude,
              first: number))
        }
        for consequence in consequences {
          Consequence.merge(consequence, into: &groups[at].consequences)
        }
      }
    }
    let ordered = groups.enumerated().sorted { a, b in
      let (x, y) = (a.element, b.element)
      if x.change.kind.isStructural != y.change.kind.isStructural {
        return x.change.kind.isStructural
      }
      if x.largest != y.largest { return x.largest > y.largest }
      if x.environments.count != y.environments.count {
        return x.environments.count > y.environments.count
      }
      return a.offset < b.offset
    }
    return ordered.map(\.element)
  }

  /// The changed layouts gathered by what changed in them: layouts of one scene and state whose
  /// changes are the same (the same things, changed the same way by the same amounts) are one
  /// list of indexes into `comparisons`, in the diff's order; lists in the order of their first.
  public func distinctChanges() -> [[Int]] {
    var lists: [[Int]] = []
    var index: [String: Int] = [:]
    for (number, comparison) in comparisons.enumerated() where comparison.status == .changed {
      let key = Self.signature(comparison)
      if let at = index[key] {
        lists[at].append(number)
      } else {
        index[key] = lists.count
        lists.append([number])
      }
    }
    return lists
  }

  /// What makes two layouts' changes the same: the scene, the state, and each change's subject,
  /// id, kind, property and delta (a frame's shift and growth, a number's difference, a word's
  /// two values; a warning's message carries numbers of its environment, so only whether it was
  /// added, resolved or changed).
  private static func signature(_ comparison: LayoutComparison) -> String {
    var parts = [comparison.key.scene, comparison.key.stateName]
    for change in comparison.changes {
      let delta: String
      switch (change.kind, change.old, change.new) {
      case (.appeared, _, _), (.vanished, _, _): delta = ""
      case (.warning, _, _): delta = headline(change)
      case (_, .rect(let a), .rect(let b)):
        delta = [b.x - a.x, b.y - a.y, b.width - a.width, b.height - a.height].map(
          NumberFormat.string
        ).joined(separator: " ")
      case (_, .number(let a), .number(let b)): delta = NumberFormat.string(b - a)
      default: delta = LayoutChange.describe(change.old) + " → " + LayoutChange.describe(change.new)
      }
      parts += [
        change.subject.rawValue, change.id, change.kind.rawValue, change.property.name, delta,
      ]
    }
    return parts.joined(separator: "\u{0}")
  }
}
