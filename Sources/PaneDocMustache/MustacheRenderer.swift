/// One rendering: the output so far and the stack of contexts, innermost last.
struct MustacheRenderer {
  /// How deep partials may include partials. Templates that include each other follow the
  /// nesting of the values they render, which a context of plain values bounds, but a name
  /// looked up in an outer context can be found again at every level; past this depth a partial
  /// renders nothing, so no rendering recurses without end.
  static let maximumPartialDepth = 32

  let library: MustacheLibrary
  private(set) var output: [UInt8] = []
  private var stack: [Any]
  /// What the standalone partials being rendered put at the start of each line.
  private var indentation: [UInt8] = []
  private var partialDepth = 0
  /// Whether the outermost context holds only part of the page's values, so a name it lacks
  /// may be one the page has: a lookup that reaches it and finds nothing fails the rendering.
  private let sealed: Bool
  /// Whether the bytes may differ from what the whole page's context would give: a name was
  /// missing from a sealed context.
  private(set) var failed = false

  init(library: MustacheLibrary, context: Any, sealed: Bool = false) {
    self.library = library
    output.reserveCapacity(16_384)
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
      case .text(let bytes, let lineStarts):
        if indentation.isEmpty || lineStarts.isEmpty {
          output.append(contentsOf: bytes)
        } else {
          var copied = 0
          for start in lineStarts {
            output.append(contentsOf: bytes[copied..<start])
            output.append(contentsOf: indentation)
            copied = start
          }
          output.append(contentsOf: bytes[copied...])
        }
      case .variable(let path, let escaped):
        guard let value = lookup(path) else { continue }
        let text = Self.text(of: value)
        if escaped { library.escape(text, &output) } else { output.append(contentsOf: text.utf8) }
      case .section(let path, let inverted, let body):
        renderSection(lookup(path), inverted: inverted, body: body)
      case .partial(let name, let own):
        renderPartial(name, indentation: own)
      }
    }
  }

  /// A standalone partial adds its own indentation to that of the partials around it; a partial
  /// among text on its line indents nothing, as it would if every line were indented in the
  /// text before parsing.
  private mutating func renderPartial(_ name: String, indentation own: [UInt8]?) {
    guard partialDepth < Self.maximumPartialDepth, let template = library.template(named: name)
    else { return }
    let outer = indentation
    indentation = own.map { outer + $0 } ?? []
    partialDepth += 1
    render(template.nodes)
    partialDepth -= 1
    indentation = outer
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
        output.append(contentsOf: list.bytes)
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
