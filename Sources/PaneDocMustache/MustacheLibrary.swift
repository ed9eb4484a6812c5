/// Named templates that include one another as partials (`{{> name}}`), rendered with plain
/// values: `MustacheFields`, `[String: Any]` and `[String: String]` objects, arrays, strings,
/// integers, decimals, booleans.
public struct MustacheLibrary: Sendable {
  /// Writes `text` escaped for markup after `output`: what `{{name}}` does with a value.
  public typealias Escape = @Sendable (_ text: String, _ output: inout [UInt8]) -> Void

  private var templates: [String: MustacheTemplate] = [:]
  let escape: Escape
  /// `MustacheRenderer.maximumOutputBytes` and `maximumSteps`, lowered only by tests, which
  /// cannot afford a gigabyte or the seconds a debug build takes to reach them.
  var maximumOutputBytes = MustacheRenderer.maximumOutputBytes
  var maximumSteps = MustacheRenderer.maximumSteps

  /// A library whose `{{name}}` values are escaped by `escape` (by default `escapeHTML`).
  public init(escape: @escaping Escape = MustacheLibrary.escapeHTML) {
    self.escape = escape
  }

  public mutating func register(_ template: MustacheTemplate, named name: String) {
    templates[name] = template.named(name)
  }

  /// A chain of partials that includes itself (`a → b → a`), or `nil`. Such a chain renders
  /// only as deep as the values around it allow (`MustacheRenderer.maximumPartialDepth` at
  /// most), so a caller whose values have no nesting to follow can refuse it when the templates
  /// load. Partials that name no template render nothing, as the spec says.
  public func partialCycle() -> [String]? {
    var finished: Set<String> = []
    func visit(_ name: String, _ path: [String]) -> [String]? {
      if let start = path.firstIndex(of: name) { return path[start...] + [name] }
      guard !finished.contains(name), let template = templates[name] else { return nil }
      for partial in Self.partials(in: template.nodes) {
        if let cycle = visit(partial, path + [name]) { return cycle }
      }
      finished.insert(name)
      return nil
    }
    for name in templates.keys.sorted() {
      if let cycle = visit(name, []) { return cycle }
    }
    return nil
  }

  /// The first partial tag, by template name and then place, that names no template of the
  /// library: the template it is in and the tag's place (its `template` the name it gives).
  public func unknownPartial() -> (template: String, tag: MustacheTemplate.Place)? {
    for name in templates.keys.sorted() {
      if let tag = templates[name]?.partials.first(where: { templates[$0.template] == nil }) {
        return (name, tag)
      }
    }
    return nil
  }

  private static func partials(in nodes: [MustacheTemplate.Node]) -> [String] {
    nodes.flatMap { node -> [String] in
      switch node {
      case .partial(let name, _): [name]
      case .section(_, _, let body, _): partials(in: body)
      case .text, .variable: []
      }
    }
  }

  /// The template `name` rendered with `context` (an object, a list or a single value), as
  /// UTF-8 bytes; every `{{value}}` escaped by the library's escape function. A rendering that
  /// meets one of `MustacheRenderer`'s limits stops with an error at the section it was in.
  /// `capacity` is room for the bytes the caller expects, so a large page is not copied each
  /// time its buffer doubles.
  public func render(_ name: String, _ context: Any, capacity: Int = 16_384) throws(MustacheError)
    -> [UInt8]
  {
    guard let template = templates[name] else { return [] }
    var renderer = MustacheRenderer(
      library: self, context: MustacheValue(context), template: name,
      capacity: min(max(capacity, 0), maximumOutputBytes))
    renderer.render(template.nodes)
    if let failure = renderer.failure { throw failure }
    return renderer.output
  }

  public func template(named name: String) -> MustacheTemplate? { templates[name] }

  /// `text` prepared for this library's renderings: whether the library's escape function
  /// leaves it as it is, found once for a text written many times.
  public func prepared(_ text: String) -> MustacheText {
    var escaped: [UInt8] = []
    escaped.reserveCapacity(text.utf8.count)
    escape(text, &escaped)
    return MustacheText(text, verbatim: escaped.elementsEqual(text.utf8))
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` escaped as HTML character references, after
  /// `output`. It works on UTF-8 bytes, so a combining mark after `<` cannot hide it.
  public static func escapeHTML(_ text: String, _ output: inout [UInt8]) {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
      default: output.append(byte)
      }
    }
  }
}
