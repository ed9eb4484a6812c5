/// One rendering: the output so far and the stack of contexts, innermost last.
struct MustacheRenderer {
  /// How deep partials may include partials. Templates that include each other follow the
  /// nesting of the values they render, which a context of plain values bounds, but a name
  /// looked up in an outer context can be found again at every level; past this depth a partial
  /// renders nothing, so no rendering recurses without end.
  static let maximumPartialDepth = 32

  /// Sections open at once, partials' included. One template nests at most
  /// `MustacheParser.maximumDepth`, but partials stack them; the bundled pages reach 8.
  static let maximumSectionDepth = 24
  /// Bytes one rendering may write. The index page of 1,000 scenes is 38 MB; a page past 256 MiB
  /// no browser opens well, and only a template that multiplies its lists makes one. The bound
  /// also bounds the time such a template can take (about 10 s of CPU per 100 MB written).
  static let maximumOutputBytes = 1 << 28
  /// Steps (a node rendered, a list item entered) one rendering may take beyond one per byte it
  /// writes. A section iterated inside itself can take the square, cube, … of a list's length in
  /// time while writing nothing; a real page writes bytes at nearly every step (the index of
  /// 1,000 scenes, whole, takes about half a million steps that write nothing), so steps that
  /// write are bounded by the output's limit and these many that do not take under a second.
  static let maximumSteps = 1 << 22

  let library: MustacheLibrary
  private(set) var output: [UInt8] = []
  private var stack: [MustacheValue]
  /// What the standalone partials being rendered put at the start of each line.
  private var indentation: [UInt8] = []
  private var partialDepth = 0
  /// Whether the outermost context holds only part of the page's values, so a name it lacks
  /// may be one the page has: a lookup that reaches it and finds nothing fails the rendering.
  private let sealed: Bool
  /// Whether the bytes may differ from what the whole page's context would give: a name was
  /// missing from a sealed context.
  private(set) var failed = false
  /// The limit the rendering met, at the section it was in; it stops there.
  private(set) var failure: MustacheError?
  /// Whether `failure` is set: asked at every node, where testing the optional error copied it.
  private var stopped = false
  private var steps = 0
  /// The sections being rendered, outermost first.
  private var places: [MustacheTemplate.Place] = []

  /// The template rendered, named in an error met outside any section.
  private let template: String

  /// A rendering whose output has room for `capacity` bytes before it grows.
  init(
    library: MustacheLibrary, context: MustacheValue, sealed: Bool = false, template: String = "",
    capacity: Int = 16_384
  ) {
    self.library = library
    self.template = template
    output.reserveCapacity(capacity)
    stack = [context]
    self.sealed = sealed
  }

  /// Renders `body` with `item` as the innermost context, as a section does for each element.
  mutating func render(_ body: [MustacheTemplate.Node], item: MustacheValue) {
    stack.append(item)
    render(body)
    stack.removeLast()
  }

  mutating func render(_ nodes: [MustacheTemplate.Node]) {
    // By index: the array's iterator handed out a copy of each node, a retain and a release.
    for index in nodes.indices {
      steps += 1
      guard !stopped, withinLimits() else { return }
      switch nodes[index] {
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
        if case .verbatim(let text) = value {
          output.append(contentsOf: text.utf8)
          continue
        }
        let text = Self.text(of: value)
        if escaped {
          library.escape(text, &output)
        } else {
          output.append(contentsOf: text.utf8)
        }
      case .section(let path, let inverted, let body, let place):
        guard places.count < Self.maximumSectionDepth else {
          stop(
            at: place, .depth,
            "sections are nested more than \(Self.maximumSectionDepth) deep, partials included")
          return
        }
        places.append(place)
        renderSection(lookup(path), inverted: inverted, body: body)
        places.removeLast()
      case .partial(let name, let own):
        renderPartial(name, indentation: own)
      }
    }
    // The last node's bytes count too.
    if !stopped { _ = withinLimits() }
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
    _ found: MustacheValue?, inverted: Bool, body: [MustacheTemplate.Node]
  ) {
    guard let value = found.map(Self.typed) else {
      if inverted { render(body) }
      return
    }
    switch value {
    case .rendered(let list):
      if inverted {
        if list.count == 0 { render(body) }
      } else if list.count > 0 {
        output.append(contentsOf: list.bytes)
      }
    case .flag(let flag):
      if flag != inverted { render(body) }
    case .objects(let list):
      if inverted {
        if list.isEmpty { render(body) }
        return
      }
      for item in list {
        guard enter() else { return }
        render(body, item: .object(item))
      }
    case .texts(let list):
      if inverted {
        if list.isEmpty { render(body) }
        return
      }
      for item in list {
        guard enter() else { return }
        render(body, item: .text(item))
      }
    case .text, .verbatim, .number, .object:
      if !inverted { render(body, item: value) }
    case .other(let any):
      guard let items = Self.items(any) else {
        if !inverted { render(body, item: value) }
        return
      }
      if inverted {
        if items.isEmpty { render(body) }
        return
      }
      for item in items {
        guard enter() else { return }
        render(body, item: MustacheValue(item))
      }
    }
  }

  /// Counts a list item entered as a step: whether the rendering may go on.
  private mutating func enter() -> Bool {
    steps += 1
    return !stopped && withinLimits()
  }

  /// Whether the rendering is within its output and step limits; when not, it stops at the
  /// innermost section being rendered. Asked at every node: inlined, the two comparisons are
  /// all it costs.
  @inline(__always)
  private mutating func withinLimits() -> Bool {
    output.count <= library.maximumOutputBytes
      && steps <= library.maximumSteps + output.count || stopAtLimit()
  }

  /// Stops the rendering at a limit it passed: always `false`.
  private mutating func stopAtLimit() -> Bool {
    let outputLimit = library.maximumOutputBytes
    let what =
      output.count > outputLimit
      ? "more than \(outputLimit) bytes"
      : "more than \(library.maximumSteps) steps that write nothing"
    stop(
      at: places.last ?? .init(template: template, line: 1, column: 1), .size,
      "rendering takes \(what): a section repeats its lists too many times")
    return false
  }

  private mutating func stop(
    at place: MustacheTemplate.Place, _ limit: MustacheError.Limit, _ reason: String
  ) {
    stopped = true
    failure = MustacheError(
      template: place.template, line: place.line, column: place.column, reason: reason,
      limit: limit)
  }

  /// The elements of a list value kept as `Any`, or `nil` when `value` is no list.
  private static func items(_ value: Any) -> [Any]? {
    switch ObjectIdentifier(type(of: value)) {
    case ObjectIdentifier([String: Any].self), ObjectIdentifier([String: String].self): nil
    case ObjectIdentifier([[String: Any]].self): (value as! [[String: Any]]).map { $0 }
    case ObjectIdentifier([[String: String]].self): (value as! [[String: String]]).map { $0 }
    default: value as? [Any]
    }
  }

  /// The value of a dotted name: its first part from the innermost context that has it, the
  /// rest inside that value. `[]` (the name `.`) is the innermost context itself.
  private mutating func lookup(_ path: [MustacheName]) -> MustacheValue? {
    // Indices rather than `first` and `dropFirst()`, and no optional compared with `nil`: both
    // ran through generic code, a call per value copied.
    guard !path.isEmpty else { return stack.last }
    var level = stack.count - 1
    while level >= 0 {
      if var value = Self.child(path[0], of: stack[level]) {
        var part = 1
        while part < path.count {
          guard let next = Self.child(path[part], of: value) else { return nil }
          value = next
          part += 1
        }
        return value
      }
      level -= 1
    }
    if sealed { failed = true }
    return nil
  }

  /// The pages' objects are `MustacheFields`, `[String: Any]` or `[String: String]`, told apart
  /// by their exact type first: a conditional cast from one dictionary type to another copies
  /// the whole dictionary, which for every value of every page dominated rendering.
  private static func child(_ name: MustacheName, of object: MustacheValue) -> MustacheValue? {
    // The pages' objects are `.object`: matched as they are, they are not copied to be typed.
    if case .object(let fields) = object { return fields.value(of: name) }
    guard case .other = object else { return nil }
    switch typed(object) {
    case .object(let fields): return fields.value(of: name)
    case .other(let any):
      let value: Any? =
        switch ObjectIdentifier(type(of: any)) {
        case ObjectIdentifier([String: Any].self): (any as! [String: Any])[name.text]
        case ObjectIdentifier([String: String].self): (any as! [String: String])[name.text]
        default: (any as? [String: Any])?[name.text]
        }
      return value.map(MustacheValue.init)
    default: return nil
    }
  }

  /// `value` with a value of one of its own cases given as `.other` (a flag, say) in that case,
  /// so it renders as it would given with its type.
  private static func typed(_ value: MustacheValue) -> MustacheValue {
    guard case .other(let any) = value else { return value }
    return MustacheValue(any)
  }

  /// Values of the pages are typed already (`.text` nearly all): only `.other` is typed first.
  private static func text(of value: MustacheValue) -> String {
    switch value {
    case .text(let text), .verbatim(let text): text
    case .number(let number): String(number)
    case .flag(let flag): flag ? "true" : "false"
    case .other:
      switch typed(value) {
      case .other(let any): String(describing: any)
      case let typed: text(of: typed)
      }
    // An object is described as it would be with its texts plain: a prepared text is no
    // different from a plain one in what a template shows.
    case .object, .objects: String(describing: value.plain.any)
    case .texts, .rendered: String(describing: value.any)
    }
  }
}
