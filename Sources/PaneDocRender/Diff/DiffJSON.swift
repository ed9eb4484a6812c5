import PaneDocModel

/// `panedoc diff --format json`: the change list as a versioned document, in the diff's own order.
/// Unchanged layouts are only counted; every other layout is listed with its changes.
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

  public func json() -> JSONValue {
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
      ("changes", .array(comparison.changes.map(json))),
    ])
  }

  private static func json(_ change: LayoutChange) -> JSONValue {
    .object([
      ("subject", .string(change.subject.rawValue)),
      ("id", .string(change.id)),
      ("kind", .string(change.kind.rawValue)),
      ("property", .string(change.property)),
      ("old", json(change.old)),
      ("new", json(change.new)),
      ("magnitude", .number(change.magnitude)),
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
