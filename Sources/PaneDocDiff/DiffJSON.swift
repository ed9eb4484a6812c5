import PaneDocModel
import PaneDocRender

/// `panedoc diff --format json`: the change list as a versioned document, in the diff's own order.
/// Unchanged layouts are only counted; every other layout is listed with its changes.
extension DiffOutput {
  /// The diff's document, with the breakpoints of `--sweep` when the versions were swept.
  public static let json = OutputFormat<DiffOutput>(
    name: "json", fileExtension: "json", summary: "the JSON change list"
  ) { output in
    let document = output.diff.json()
    return (output.breakpoints.map { BreakpointChange.json($0, in: document) } ?? document)
      .serialized()
  }
}

extension LayoutDiff {
  /// The version of the diff document; bumped only by an incompatible change.
  public static let jsonVersion = 1

  /// An edit in the input: where it is, what kind, and the attribute's two values.
  private static func json(_ edit: InputEdit) -> JSONValue {
    let optional = { (value: String?) in value.map(JSONValue.string) ?? .null }
    return .object([
      ("file", .string(edit.location.file)), ("line", .number(Double(edit.location.line))),
      ("column", .number(Double(edit.location.column))), ("kind", .string(edit.kind.rawValue)),
      ("id", .string(edit.id)), ("element", .string(edit.element)),
      ("attribute", optional(edit.attribute)), ("old", optional(edit.old)),
      ("new", optional(edit.new)),
    ])
  }

  fileprivate func json() -> JSONValue {
    .object([
      ("version", .number(Double(Self.jsonVersion))),
      ("tolerance", .number(tolerance.points)),
      ("changed", .bool(hasChanges)),
      (
        "summary",
        .object(
          LayoutComparison.Status.allCases.map { ($0.rawValue, .number(Double(count($0)))) } + [
            ("changes", .number(Double(changeCount)))
          ])
      ),
      ("scenes", Self.json(scenes) { .string($0) }),
      (
        "states",
        Self.json(states) {
          .object([
            ("scene", .string($0.scene)),
            ("state", .array($0.state.map { .string($0.description) })),
          ])
        }
      ),
      ("environments", Self.json(environments) { .string($0) }),
      ("inputEdits", .array(inputEdits.map(Self.json))),
      ("layouts", .array(comparisons.filter { $0.status != .unchanged }.map(Self.json))),
      ("groups", .array(changeGroups().map(Self.json))),
      (
        "distinct",
        .array(
          distinctChanges().map { list in
            let first = comparisons[list[0]]
            return .object([
              ("scene", .string(first.key.scene)),
              ("state", .array(first.key.state.map { .string($0.description) })),
              ("environments", .array(list.map { .string(comparisons[$0].key.environment) })),
              ("changes", .number(Double(first.changes.count))),
            ])
          })
      ),
    ])
  }

  /// A cause across environments, with what follows from it.
  private static func json(_ group: ChangeGroup) -> JSONValue {
    .object([
      ("scene", .string(group.scene)),
      ("states", .array(group.states.map(JSONValue.string))),
      ("subject", .string(group.change.subject.rawValue)),
      ("id", .string(group.change.id)),
      ("kind", .string(group.change.kind.rawValue)),
      ("property", .string(group.change.property.name)),
      ("headline", .string(headline(group.change))),
      (
        "consequences",
        .array(
          group.consequences.map {
            .object([
              ("subject", .string($0.subject.rawValue)), ("id", .string($0.id)),
              ("follows", .bool($0.headline == nil)),
              ("headline", $0.headline.map(JSONValue.string) ?? .null),
            ])
          })
      ),
      ("environments", .array(group.environments.map(JSONValue.string))),
      ("message", .string(group.sentence)),
    ])
  }

  private static func json<T>(_ delta: Delta<T>, _ element: (T) -> JSONValue) -> JSONValue {
    .object([
      ("added", .array(delta.added.map(element))), ("removed", .array(delta.removed.map(element))),
    ])
  }

  private static func json(_ comparison: LayoutComparison) -> JSONValue {
    .object([
      ("scene", .string(comparison.key.scene)),
      ("state", .array(comparison.key.state.map { .string($0.description) })),
      ("environment", .string(comparison.key.environment)),
      ("status", .string(comparison.status.rawValue)),
      (
        "changes",
        .array(
          zip(comparison.changes, comparison.rootCauses).enumerated().map {
            json($0.element.0, cause: $0.element.1 == $0.offset ? nil : $0.element.1)
          })
      ),
    ])
  }

  /// A change; `cause` is the index, in the same list, of the change it follows from.
  private static func json(_ change: LayoutChange, cause: Int?) -> JSONValue {
    .object([
      ("subject", .string(change.subject.rawValue)),
      ("id", .string(change.id)),
      ("kind", .string(change.kind.rawValue)),
      ("property", .string(change.property.name)),
      ("old", json(change.old)),
      ("new", json(change.new)),
      ("magnitude", .number(change.magnitude)),
      ("cause", cause.map { .number(Double($0)) } ?? .null),
    ])
  }

  private static func json(_ value: LayoutChange.Value) -> JSONValue {
    switch value {
    case .rect(let rect): .array([rect.x, rect.y, rect.width, rect.height].map(JSONValue.number))
    case .number(let number): .number(number)
    case .text(let text): .string(text)
    case .flag(let flag): .bool(flag)
    case .absent: .null
    }
  }
}
