import PaneDocModel
import PaneDocXML

/// Attribute values: each helper reads one attribute, reports what is wrong with it at the
/// attribute's own location, and returns `nil` (or the default) so decoding can go on.
extension OwnFormatDecoder {
  /// The attribute, or a `schema` error when it is missing (the schema normally catches that
  /// first; the check keeps the decoder safe on trees that were not validated).
  mutating func required(_ element: ParsedElement, _ name: String) -> ParsedAttribute? {
    if let attribute = element.attribute(name) { return attribute }
    report(.schema, "<\(element.name)> needs the attribute '\(name)'", at: element.location)
    return nil
  }

  /// `true` or `false`; anything else is reported and the default used.
  mutating func bool(_ element: ParsedElement, _ name: String, default value: Bool) -> Bool {
    guard let attribute = element.attribute(name) else { return value }
    switch attribute.value {
    case "true": return true
    case "false": return false
    default:
      unknownValue(attribute, expected: ["true", "false"])
      return value
    }
  }

  /// One of `T`'s raw values, or one of `aliases` (older names of the same cases).
  mutating func choice<T: RawRepresentable & CaseIterable>(
    _ element: ParsedElement, _ name: String, _ type: T.Type,
    aliases: KeyValuePairs<String, T> = [:]
  ) -> T? where T.RawValue == String {
    guard let attribute = element.attribute(name) else { return nil }
    if let value = T(rawValue: attribute.value) { return value }
    if let alias = aliases.first(where: { $0.key == attribute.value }) { return alias.value }
    unknownValue(attribute, expected: T.allCases.map(\.rawValue) + aliases.map(\.key))
    return nil
  }

  /// Reports a value that is not one of `expected`, with the nearest one as a hint.
  mutating func unknownValue(
    _ attribute: ParsedAttribute, expected: [String], value: String? = nil
  ) {
    let value = value ?? attribute.value
    report(
      .unknownValue,
      "'\(value)' is not a valid \(attribute.name): expected "
        + expected.map { "'\($0)'" }.joined(separator: ", "),
      at: attribute.location, hint: Suggestion.hint(for: value, in: expected))
  }

  /// A length (a finite number, 0 or more).
  mutating func length(_ element: ParsedElement, _ name: String) -> Double? {
    parse(element, name, ValueSyntax.length)
  }

  /// A finite number, negative or not.
  mutating func number(_ element: ParsedElement, _ name: String) -> Double? {
    parse(element, name, ValueSyntax.number)
  }

  /// A fraction of the whole, from 0 to 1.
  mutating func fraction(_ element: ParsedElement, _ name: String) -> Double? {
    guard let attribute = element.attribute(name),
      let value = parse(element, name, ValueSyntax.number)
    else { return nil }
    guard (0...1).contains(value) else {
      report(
        .outOfRange, "\(name) is \(attribute.value), outside 0…1", at: attribute.location,
        hint: "a fraction of the width, such as 0.33")
      return nil
    }
    return value
  }

  mutating func size(_ element: ParsedElement, _ name: String) -> Size? {
    parse(element, name, ValueSyntax.size)
  }

  mutating func rect(_ element: ParsedElement, _ name: String) -> Rect? {
    parse(element, name, ValueSyntax.rect)
  }

  mutating func insets(_ element: ParsedElement, _ name: String) -> Insets? {
    parse(element, name, ValueSyntax.insets)
  }

  /// A value of any textual form, with a malformed one reported as `invalid-number`.
  mutating func parse<T>(
    _ element: ParsedElement, _ name: String,
    _ syntax: (String) -> Result<T, ValueSyntax.Failure>
  ) -> T? {
    guard let attribute = element.attribute(name) else { return nil }
    switch syntax(attribute.value) {
    case .success(let value):
      return value
    case .failure(let failure):
      report(.invalidNumber, "\(name): \(failure.message)", at: attribute.location)
      return nil
    }
  }
}
