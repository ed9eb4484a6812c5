/// Named templates that include one another as partials (`{{> name}}`), rendered with plain
/// values: `[String: Any]` and `[String: String]` objects, arrays, strings, integers, booleans.
struct MustacheLibrary: Sendable {
  private var templates: [String: MustacheTemplate] = [:]

  mutating func register(_ template: MustacheTemplate, named name: String) {
    templates[name] = template
  }

  /// A chain of partials that includes itself (`a → b → a`), which would never finish
  /// rendering, or `nil`. Partials that name no template render nothing, as the spec says.
  func partialCycle() -> [String]? {
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

  private static func partials(in nodes: [MustacheTemplate.Node]) -> [String] {
    nodes.flatMap { node -> [String] in
      switch node {
      case .partial(let name, _): [name]
      case .section(_, _, let body): partials(in: body)
      case .text, .variable: []
      }
    }
  }

  /// The template `name` rendered with `context`, as UTF-8 bytes; every `{{value}}` escaped by
  /// `MarkupText.escape`.
  func render(_ name: String, _ context: [String: Any]) -> [UInt8] {
    guard let template = templates[name] else { return [] }
    var renderer = MustacheRenderer(library: self, context: context)
    renderer.render(template.nodes)
    return renderer.output.bytes
  }

  func template(named name: String) -> MustacheTemplate? { templates[name] }
}

/// One rendering: the output so far and the stack of contexts, innermost last.
struct MustacheRenderer {
  let library: MustacheLibrary
  var output = TextBuffer(capacity: 16_384)
  private var stack: [Any]
  /// Whether the outermost context holds only part of the page's values, so a name it lacks
  /// may be one the page has: a lookup that reaches it and finds nothing fails the rendering.
  private let sealed: Bool
  /// Whether the bytes may differ from what the whole page's context would give: a name was
  /// missing from a sealed context.
  private(set) var failed = false

  init(library: MustacheLibrary, context: [String: Any], sealed: Bool = false) {
    self.library = library
    stack = [context]
    self.sealed = sealed
  }

  /// Renders `body` with `item` as the innermost context, as a section does for each element.
  mutating func render(_ body: [MustacheTemplate.Node], item: Any) {
    stack.append(item)
    render(body)
    stack.removeLast()
  }

  mutating func render(_ nodes: [MustacheTemplate.Node]) {
    for node in nodes {
      switch node {
      case .text(let bytes):
        output.append(bytes: bytes)
      case .variable(let path, let escaped):
        guard let value = lookup(path) else { continue }
        let text = Self.text(of: value)
        if escaped { output.append(markup: text) } else { output.append(text) }
      case .section(let path, let inverted, let body):
        renderSection(lookup(path), inverted: inverted, body: body)
      case .partial(let name, let indentation):
        guard let template = library.template(named: name) else { continue }
        render(template.indented(by: indentation).nodes)
      }
    }
  }

  private mutating func renderSection(
    _ value: Any?, inverted: Bool, body: [MustacheTemplate.Node]
  ) {
    // Types are compared before any cast: a conditional cast from `Any` costs a search of the
    // runtime's conformances, once per section of every figure.
    let type = value.map { ObjectIdentifier(Swift.type(of: $0)) }
    if type == ObjectIdentifier(MustacheRenderedList.self) {
      let list = value as! MustacheRenderedList
      if inverted {
        if list.count == 0 { render(body) }
      } else if list.count > 0 {
        output.append(bytes: list.bytes)
      }
      return
    }
    let isBool = type == ObjectIdentifier(Bool.self)
    let items = isBool ? nil : value.flatMap(Self.items)
    let falsy = value == nil || (isBool && value as! Bool == false) || items?.isEmpty == true
    if inverted {
      if falsy { render(body) }
      return
    }
    guard !falsy, let value else { return }
    if let items {
      for item in items {
        stack.append(item)
        render(body)
        stack.removeLast()
      }
    } else if isBool {
      render(body)
    } else {
      stack.append(value)
      render(body)
      stack.removeLast()
    }
  }

  /// The elements of a list value, or `nil` when `value` is no list.
  private static func items(_ value: Any) -> [Any]? {
    switch ObjectIdentifier(type(of: value)) {
    case ObjectIdentifier([[String: Any]].self): (value as! [[String: Any]]).map { $0 }
    case ObjectIdentifier([[String: String]].self): (value as! [[String: String]]).map { $0 }
    case ObjectIdentifier([String].self): (value as! [String]).map { $0 }
    default: value as? [Any]
    }
  }

  /// The value of a dotted name: its first part from the innermost context that has it, the
  /// rest inside that value. `[]` (the name `.`) is the innermost context itself.
  private mutating func lookup(_ path: [String]) -> Any? {
    guard let first = path.first else { return stack.last }
    guard var value = stack.reversed().lazy.compactMap({ Self.child(first, of: $0) }).first
    else {
      if sealed { failed = true }
      return nil
    }
    for name in path.dropFirst() {
      guard let next = Self.child(name, of: value) else { return nil }
      value = next
    }
    return value
  }

  /// The pages' objects are `[String: Any]` or `[String: String]`, told apart by their exact
  /// type first: a conditional cast from one dictionary type to another copies the whole
  /// dictionary, which for every value of every page dominated rendering.
  private static func child(_ name: String, of object: Any) -> Any? {
    switch ObjectIdentifier(type(of: object)) {
    case ObjectIdentifier([String: Any].self): (object as! [String: Any])[name]
    case ObjectIdentifier([String: String].self): (object as! [String: String])[name]
    default: (object as? [String: Any])?[name]
    }
  }

  private static func text(of value: Any) -> String {
    switch ObjectIdentifier(type(of: value)) {
    case ObjectIdentifier(String.self): value as! String
    case ObjectIdentifier(Int.self): String(value as! Int)
    case ObjectIdentifier(Bool.self): value as! Bool ? "true" : "false"
    default: String(describing: value)
    }
  }
}
