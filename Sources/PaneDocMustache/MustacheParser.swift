/// Reads a template's bytes into `MustacheTemplate.Node`s, following the Mustache spec: tags
/// between the current delimiters, standalone lines (a section, inverted section, closing,
/// comment, partial or delimiter tag alone on its line is removed with its line), and
/// `{{=<% %>=}}` delimiter changes.
struct MustacheParser {
  typealias Node = MustacheTemplate.Node

  /// Sections one template may nest. Each level can multiply the work by the length of a list
  /// (`{{#filters}}` inside `{{#filters}}`, 25 deep, renders for hours), and rendering recurses
  /// once per level; the bundled templates nest at most 5 deep.
  static let maximumDepth = 16

  private let bytes: [UInt8]
  private var position = 0
  private var open: [UInt8] = Array("{{".utf8)
  private var close: [UInt8] = Array("}}".utf8)

  /// Sections not yet closed: their name, where their tag was, what they hold so far.
  private var stack: [(name: String, inverted: Bool, tagStart: Int, nodes: [Node])] = [
    ("", false, 0, [])
  ]

  /// The partial tags read so far, each with its name and place (`MustacheTemplate.partials`).
  private(set) var partials: [MustacheTemplate.Place] = []

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func parse() throws(MustacheError) -> [Node] {
    var textStart = 0
    while let tagStart = find(open, from: position) {
      var tag = try readTag(at: tagStart)
      let standalone =
        tag.canStandAlone
        ? standaloneLine(
          tagStart: tagStart, tagEnd: tag.end,
          textStart: textStart) : nil
      let textEnd = standalone?.lineStart ?? tagStart
      appendText(textStart..<textEnd)
      position = standalone?.nextLine ?? tag.end
      textStart = position
      if let standalone {
        if tag.kind == .partial { tag.indentation = Array(bytes[standalone.lineStart..<tagStart]) }
      } else if startsLine(tagStart) {
        // A standalone partial's indentation goes before this tag, inside whatever it opens or
        // closes, as it would if each line of the template were indented before parsing.
        append(.text([], lineStarts: [0]))
      }
      try apply(tag, at: tagStart)
    }
    appendText(textStart..<bytes.count)
    guard stack.count == 1, let root = stack.last else {
      let (line, column) = place(of: stack.last!.tagStart)
      throw MustacheError(
        line: line, column: column, reason: "section '\(stack.last!.name)' is never closed")
    }
    return root.nodes
  }

  private struct Tag {
    enum Kind { case variable, unescaped, section, inverted, close, comment, partial, delimiters }
    var kind: Kind
    var content: String
    var end: Int
    /// The spaces and tabs before a standalone partial's tag; `nil` for a partial among text.
    var indentation: [UInt8]?

    var canStandAlone: Bool { kind != .variable && kind != .unescaped }
  }

  private mutating func readTag(at start: Int) throws(MustacheError) -> Tag {
    var index = start + open.count
    let sigil = index < bytes.count ? bytes[index] : 0
    // `{{{name}}}` exists only with the default delimiters.
    if sigil == UInt8(ascii: "{"), open == Array("{{".utf8) {
      guard let end = find(Array("}".utf8) + close, from: index + 1) else {
        throw error(at: start, "tag is never closed")
      }
      return Tag(kind: .unescaped, content: text(index + 1, end), end: end + 1 + close.count)
    }
    let kind: Tag.Kind
    switch sigil {
    case UInt8(ascii: "&"): kind = .unescaped
    case UInt8(ascii: "#"): kind = .section
    case UInt8(ascii: "^"): kind = .inverted
    case UInt8(ascii: "/"): kind = .close
    case UInt8(ascii: "!"): kind = .comment
    case UInt8(ascii: ">"): kind = .partial
    case UInt8(ascii: "="): kind = .delimiters
    case UInt8(ascii: "<"), UInt8(ascii: "$"):
      throw error(at: start, "template inheritance ('{{<' and '{{$') is not supported")
    case UInt8(ascii: "%"):
      throw error(at: start, "pragmas ('{{%') are not supported")
    default: kind = .variable
    }
    if kind != .variable { index += 1 }
    guard let end = find(close, from: index) else { throw error(at: start, "tag is never closed") }
    var content = text(index, end)
    if kind == .delimiters {
      guard content.hasSuffix("=") else {
        throw error(at: start, "a delimiter tag must end with '='")
      }
      content = String(content.dropLast()).trimmingSpaces
    }
    return Tag(kind: kind, content: content, end: end + close.count)
  }

  /// Where the line of a standalone tag starts and the next line begins, or `nil` when the tag
  /// shares its line with text or another tag.
  private func standaloneLine(tagStart: Int, tagEnd: Int, textStart: Int)
    -> (lineStart: Int, nextLine: Int)?
  {
    var lineStart = tagStart
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    guard lineStart >= textStart,
      bytes[lineStart..<tagStart].allSatisfy({ $0 == 0x20 || $0 == 0x09 })
    else { return nil }
    var next = tagEnd
    while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
    if next == bytes.count { return (lineStart, next) }
    if bytes[next] == UInt8(ascii: "\n") { return (lineStart, next + 1) }
    if bytes[next] == UInt8(ascii: "\r"), next + 1 < bytes.count,
      bytes[next + 1] == UInt8(ascii: "\n")
    {
      return (lineStart, next + 2)
    }
    return nil
  }

  private mutating func apply(_ tag: Tag, at start: Int) throws(MustacheError) {
    switch tag.kind {
    case .variable, .unescaped:
      append(.variable(path: try path(tag.content, at: start), escaped: tag.kind == .variable))
    case .section, .inverted:
      _ = try path(tag.content, at: start)
      guard stack.count <= Self.maximumDepth else {
        throw error(at: start, "sections are nested more than \(Self.maximumDepth) deep")
      }
      stack.append((tag.content, tag.kind == .inverted, start, []))
    case .close:
      guard stack.count > 1, let section = stack.last else {
        throw error(at: start, "'\(tag.content)' closes no open section")
      }
      guard section.name == tag.content else {
        throw error(at: start, "'\(tag.content)' closes section '\(section.name)'")
      }
      stack.removeLast()
      let (line, column) = place(of: section.tagStart)
      append(
        .section(
          path: try path(section.name, at: section.tagStart), inverted: section.inverted,
          body: section.nodes, place: .init(template: "", line: line, column: column)))
    case .comment:
      break
    case .partial:
      let (line, column) = place(of: start)
      partials.append(.init(template: tag.content, line: line, column: column))
      append(.partial(name: tag.content, indentation: tag.indentation))
    case .delimiters:
      let parts = tag.content.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
        throw error(at: start, "a delimiter tag needs two delimiters without '='")
      }
      open = Array(parts[0].utf8)
      close = Array(parts[1].utf8)
    }
  }

  /// `a.b.c` → `["a", "b", "c"]`, `.` → `[]`.
  private func path(_ name: String, at start: Int) throws(MustacheError) -> [MustacheName] {
    if name == "." { return [] }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !parts.contains(where: \.isEmpty) else { throw error(at: start, "'\(name)' is no name") }
    return parts.map(MustacheName.init)
  }

  /// Appends the text of `range`, with the offsets where its lines start.
  private mutating func appendText(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let lineStarts = range.filter(startsLine).map { $0 - range.lowerBound }
    append(.text(Array(bytes[range]), lineStarts: lineStarts))
  }

  /// Whether a line of the template starts at `offset`.
  private func startsLine(_ offset: Int) -> Bool {
    offset == 0 || bytes[offset - 1] == UInt8(ascii: "\n")
  }

  private mutating func append(_ node: Node) {
    stack[stack.count - 1].nodes.append(node)
  }

  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
    var index = start
    while index <= bytes.count - needle.count {
      if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self).trimmingSpaces
  }

  /// The 1-based line and column (in Unicode scalars) of byte `offset`.
  private func place(of offset: Int) -> (Int, Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count
    return (line, column + 1)
  }

  private func error(at offset: Int, _ reason: String) -> MustacheError {
    let (line, column) = place(of: offset)
    return MustacheError(line: line, column: column, reason: reason)
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
      let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
    else { return "" }
    return String(scalars[first...last])
  }
}
