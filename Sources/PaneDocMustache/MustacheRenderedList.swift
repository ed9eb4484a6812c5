/// A list that a template iterates, rendered ahead item by item: put in the page's context in
/// place of the list, its bytes stand where the list's section would render its items, so a page
/// whose lists are long (the index of a large report) can be rendered as its items become known
/// instead of all at the end.
public struct MustacheRenderedList {
  public var bytes: [UInt8] = []
  public var count = 0

  public init() {}
}

extension MustacheLibrary {
  /// The body of the one section that iterates `list` in template `name` (partials expanded),
  /// when its items can be rendered ahead with only the page's outermost context around them;
  /// otherwise `nil`.
  ///
  /// That holds when nothing names `list` but that section and inverted sections (`{{^list}}`,
  /// which only ask whether it is empty), and every section around them is inverted or iterates
  /// one of `plain`: names of the outermost context whose values are no objects (flags, numbers,
  /// lists of text), so no names are added around the items. The bodies of the sections of
  /// `sealed`, lists whose items are rendered ahead the same way, are not looked into: a name
  /// there that their items lack reaches the outermost context, which fails their rendering.
  public func listBody(
    _ list: String, in name: String, plain: Set<String>, sealed: Set<String> = []
  ) -> [MustacheTemplate.Node]? {
    guard let template = template(named: name) else { return nil }
    var body: [MustacheTemplate.Node]?
    var usable = true
    func visit(_ nodes: [MustacheTemplate.Node], enclosed: Bool) {
      for node in nodes {
        switch node {
        case .variable(let path, _):
          if path.first?.text == list { usable = false }
        case .section(let path, let inverted, let inner, _):
          if path.first?.text == list {
            if path.count > 1 || enclosed || (!inverted && body != nil) || mentions(list, inner) {
              usable = false
            } else if !inverted {
              body = inner
            }
            continue
          }
          if !inverted, path.count == 1, sealed.contains(path[0].text) { continue }
          let opens = !inverted && !(path.count == 1 && plain.contains(path[0].text))
          visit(inner, enclosed: enclosed || opens)
        case .partial, .text:
          break
        }
      }
    }
    visit(expanded(template.nodes), enclosed: false)
    return usable ? body : nil
  }

  /// `body` rendered once for each of `items`, with `root` the only context around them: the
  /// bytes of the list's section, or `nil` when a name was looked up that neither the items nor
  /// `root` have (the page's whole context might have it). A rendering that meets one of
  /// `MustacheRenderer`'s limits stops with an error.
  public func render(_ body: [MustacheTemplate.Node], items: [Any], root: [String: Any])
    throws(MustacheError) -> [UInt8]?
  {
    try render(body, items: items.map(MustacheValue.init), root: root)
  }

  /// `body` rendered once for each of the objects `items`, as `render(_:items:root:)` does.
  public func render(
    _ body: [MustacheTemplate.Node], items: [MustacheFields], root: [String: Any]
  ) throws(MustacheError) -> [UInt8]? {
    try render(body, items: items.map(MustacheValue.object), root: root)
  }

  private func render(
    _ body: [MustacheTemplate.Node], items: [MustacheValue], root: [String: Any]
  ) throws(MustacheError) -> [UInt8]? {
    var renderer = MustacheRenderer(library: self, context: MustacheValue(root), sealed: true)
    for item in items { renderer.render(body, item: item) }
    if let failure = renderer.failure { throw failure }
    return renderer.failed ? nil : renderer.output
  }

  /// `nodes` with every partial replaced by its template's nodes, indented as it would render.
  private func expanded(_ nodes: [MustacheTemplate.Node]) -> [MustacheTemplate.Node] {
    nodes.flatMap { node -> [MustacheTemplate.Node] in
      switch node {
      case .partial(let name, let indentation):
        guard let template = template(named: name) else { return [] }
        return expanded(template.indented(by: indentation ?? []).nodes)
      case .section(let path, let inverted, let body, let place):
        return [.section(path: path, inverted: inverted, body: expanded(body), place: place)]
      case .text, .variable:
        return [node]
      }
    }
  }

  /// Whether any tag in `nodes` names `list`.
  private func mentions(_ list: String, _ nodes: [MustacheTemplate.Node]) -> Bool {
    nodes.contains { node in
      switch node {
      case .variable(let path, _): path.first?.text == list
      case .section(let path, _, let inner, _): path.first?.text == list || mentions(list, inner)
      case .partial, .text: false
      }
    }
  }
}
