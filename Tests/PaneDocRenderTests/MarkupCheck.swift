/// A small scan of produced markup: the element names and attribute names it contains, so a test
/// can show that input text added none of its own.
enum MarkupCheck {
  struct Tag: Hashable {
    var name: String
    var attributes: [String]
  }

  /// Every start tag in `markup` with its attribute names, in order. Text between tags must not
  /// contain a raw `<`, so escaped input never shows up here. The scan goes by Unicode scalar, as
  /// a browser does: a quote followed by a combining mark still ends an attribute value.
  static func tags(in markup: String) -> [Tag] {
    var tags: [Tag] = []
    var rest = Substring(markup).unicodeScalars
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      guard let close = rest.firstIndex(of: ">") else { break }
      let inside = rest[..<close]
      rest = rest[rest.index(after: close)...]
      if let first = inside.first, first == "/" || first == "!" || first == "?" { continue }
      tags.append(parse(inside))
    }
    return tags
  }

  private static func parse(_ inside: Substring.UnicodeScalarView) -> Tag {
    let name = inside.prefix { !$0.properties.isWhitespace && $0 != "/" }
    var attributes: [String] = []
    var rest = inside.dropFirst(name.count)
    while true {
      rest = rest.drop { $0.properties.isWhitespace || $0 == "/" }
      guard !rest.isEmpty else { break }
      let attribute = rest.prefix { $0 != "=" && !$0.properties.isWhitespace }
      attributes.append(String(attribute))
      rest = rest.dropFirst(attribute.count)
      guard rest.first == "=" else { continue }
      rest = rest.dropFirst()
      guard let quote = rest.first, quote == "\"" || quote == "'" else { break }
      rest = rest.dropFirst()
      guard let end = rest.firstIndex(of: quote) else { break }
      rest = rest[rest.index(after: end)...]
    }
    return Tag(name: String(name), attributes: attributes)
  }
}
