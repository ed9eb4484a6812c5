import PaneDocCore

extension Provenance {
  /// `{"tag": "src", "citation": "…"}`, the citation `null` where none exists: how `devices` and
  /// `rules` print a value's source.
  public var json: JSONValue {
    .object([
      ("tag", .string(tag.rawValue)),
      ("citation", citation.map(JSONValue.string) ?? .null),
    ])
  }
}
