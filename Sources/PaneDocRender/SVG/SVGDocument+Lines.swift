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
  /// Whether the lines start a document.
  let first: Bool
  /// How many more elements are open after the lines than before them.
  let opened: Int
  /// The rules of `SVGStyle.rules` the lines' elements select, one bit each.
  let rules: UInt64
  /// The ids the lines' `url(#id)` values name, sorted.
  let references: [String]
}

extension SVGDocument {
  /// The lines `draw` writes into a document `depth` elements deep after lines of its own, for
  /// lines not drawn where they are made (a label not drawn where its box is taken).
  static func lines(depth: Int, _ draw: (inout SVGDocument) -> Void) -> SVGLines {
    var part = SVGDocument(capacity: 256)
    part.depth = depth
    part.continues = true
    draw(&part)
    return SVGLines(
      bytes: part.buffer.bytes, depth: depth, first: false, opened: part.depth - depth,
      rules: part.styleRules, references: part.references.sorted())
  }

  /// Draws with `draw` here and returns the lines it wrote, to write again with `append(_:)`:
  /// what `lines(depth:_:)` makes of them, drawn once.
  mutating func recording(_ draw: (inout SVGDocument) -> Void) -> SVGLines {
    let start = buffer.bytes.count
    let startDepth = depth
    let first = buffer.bytes.isEmpty && !continues
    let rulesBefore = styleRules
    let referencesBefore = references
    styleRules = 0
    references = []
    draw(&self)
    let lines = SVGLines(
      bytes: Array(buffer.bytes[start...]), depth: startDepth, first: first,
      opened: depth - startDepth, rules: styleRules, references: references.sorted())
    styleRules |= rulesBefore
    // Most lines refer to nothing: the set before is put back as it was, not merged again.
    references = lines.references.isEmpty ? referencesBefore : references.union(referencesBefore)
    return lines
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
