import PaneDocCore

/// Lines of a document drawn once and written again as bytes: what many diagrams draw alike (the
/// device, the window, the definitions, the caption's lines), made by the same writers as every
/// other line, so the bytes copied are the bytes those writers would write.
struct SVGLines {
  /// The lines, each from its line break and indentation (the first line of a document has
  /// neither line break nor indentation before it).
  let bytes: [UInt8]
  /// How many elements deep the lines start: they are only written where a document is as deep.
  let depth: Int
  /// Whether the lines start a document (`SVGDocument.lines(first:…)`).
  let first: Bool
  /// How many more elements are open after the lines than before them.
  let opened: Int
  /// The rules of `SVGStyle.rules` the lines' elements select, one bit each.
  let rules: UInt64
  /// The ids the lines' `url(#id)` values name, sorted.
  let references: [String]
}

extension SVGDocument {
  /// The lines `draw` writes into a document `depth` elements deep, after lines of its own unless
  /// `first`; `idPrefix` starts the element ids of nodes, as in `init(capacity:idPrefix:)`.
  static func lines(
    depth: Int, first: Bool = false, idPrefix: [UInt8] = [], _ draw: (inout SVGDocument) -> Void
  ) -> SVGLines {
    var part = SVGDocument(capacity: 256, idPrefix: idPrefix)
    part.depth = depth
    part.continues = !first
    draw(&part)
    return SVGLines(
      bytes: part.buffer.bytes, depth: depth, first: first, opened: part.depth - depth,
      rules: part.styleRules, references: part.references.sorted())
  }

  /// Writes `lines` here, as the writers that made them would: their bytes, the rules they
  /// select, the ids they reference, the elements they leave open.
  mutating func append(_ lines: SVGLines) {
    precondition(lines.depth == depth, "lines written as deep as they were made")
    precondition(lines.first == (buffer.bytes.isEmpty && !continues), "lines start as made")
    buffer.append(bytes: lines.bytes)
    styleRules |= lines.rules
    for id in lines.references { references.insert(id) }
    depth += lines.opened
  }

  /// A `title` element whose text is `head` then `tail`, both escaped already
  /// (`TextBuffer.append(markup:)`): the escaped text of the two joined, as the escaping never
  /// changes a character that spans two texts.
  mutating func title(markup head: [UInt8], _ tail: [UInt8]) {
    startLine()
    buffer.append("<title>" as StaticString)
    buffer.append(bytes: head)
    buffer.append(bytes: tail)
    buffer.append("</title>" as StaticString)
    styleRules |= Self.titleRules
  }

  /// The rules that select every `title` element.
  private static let titleRules = SVGStyle.rules(forElement: "title")
}
