/// How deeply a config file's text nests, measured by a scan of its bytes before YAML reads it.
///
/// Yams builds its nodes by recursion, one call per level of nesting, on a thread of the
/// cooperative pool: twenty kilobytes of `[` end the process with SIGSEGV before any error could
/// be printed. So the text is refused, at the place it first goes too deep, before Yams sees it.
///
/// The scan follows what makes YAML nest: flow collections (`[`, `{`) outside quotes and
/// comments, the indentation of block collections, and the `- `, `? ` and `: ` indicators that
/// open a level on the same line (`- - - x`). The lines of a block scalar (`|`, `>`) are text and
/// are skipped. It may count a level YAML would not (a bracket inside a plain scalar), never
/// fewer, so nothing past the limit reaches the parser.
enum ConfigNesting {
  /// Levels a config file may nest. Real ones nest three (`matrix:`, `devices:`, a list); this
  /// many is far from what exhausts a thread's stack.
  static let maximumDepth = 32

  /// The 1-based line and column (in Unicode scalars) where `text` first nests deeper than
  /// `maximumDepth`, or `nil` when it never does.
  static func firstTooDeep(_ text: String) -> (line: Int, column: Int)? {
    var scanner = Scanner()
    var line = 1
    for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      if let offset = scanner.scan(Array(bytes)) {
        let column = bytes.prefix(offset).filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
      }
      line += 1
    }
    return nil
  }

  /// The state carried from line to line.
  private struct Scanner {
    /// Indentations of the open block collections, innermost last.
    private var indents: [Int] = []
    /// Open flow collections.
    private var flow = 0
    /// The quote a scalar spanning lines is in, or 0.
    private var quote: UInt8 = 0
    /// The indentation of the line that began a block scalar whose lines follow, if any.
    private var blockScalar: Int?

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    /// Scans one line (without its line break); the byte offset where it nests too deep, or
    /// `nil`.
    mutating func scan(_ bytes: [UInt8]) -> Int? {
      let indent = bytes.prefix { $0 == Self.space }.count
      let blank = bytes.allSatisfy { $0 == Self.space || $0 == Self.tab || $0 == 0x0D }
      if let scalarIndent = blockScalar {
        if blank || indent > scalarIndent { return nil }
        blockScalar = nil
      }
      var index = indent
      if quote == 0, flow == 0 {
        if blank || bytes[indent] == UInt8(ascii: "#") { return nil }
        while let last = indents.last, last > indent { indents.removeLast() }
        if indents.last != indent { indents.append(indent) }
        // `- `, `? ` and `: ` at the start of a line each open a level, their content's column
        // the next one's indentation.
        if indents.count > ConfigNesting.maximumDepth { return indent }
        while index + 1 < bytes.count, "-?:".utf8.contains(bytes[index]),
          bytes[index + 1] == Self.space || bytes[index + 1] == Self.tab
        {
          let indicator = index
          index += 1
          while index < bytes.count, bytes[index] == Self.space || bytes[index] == Self.tab {
            index += 1
          }
          indents.append(index)
          if indents.count > ConfigNesting.maximumDepth { return indicator }
        }
      }
      return scanRest(bytes, from: index, lineIndent: indent)
    }

    /// Flow collections, quotes and comments from `start` to the end of the line; notes a
    /// block scalar's header.
    private mutating func scanRest(_ bytes: [UInt8], from start: Int, lineIndent: Int) -> Int? {
      var previous = Self.space
      var index = start
      while index < bytes.count {
        let byte = bytes[index]
        defer { index += 1 }
        if quote == UInt8(ascii: "\"") {
          if byte == UInt8(ascii: "\\") {
            index += 1
          } else if byte == quote {
            quote = 0
          }
          continue
        }
        if quote == UInt8(ascii: "'") {
          if byte == quote, index + 1 < bytes.count, bytes[index + 1] == quote {
            index += 1
          } else if byte == quote {
            quote = 0
          }
          continue
        }
        let atTokenStart = " \t[{,:".utf8.contains(previous)
        previous = byte
        switch byte {
        case UInt8(ascii: "#") where atTokenStart:
          index = bytes.count
          continue
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
          if atTokenStart { quote = byte }
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          flow += 1
          if indents.count + flow > ConfigNesting.maximumDepth { return index }
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          flow = max(0, flow - 1)
        default:
          break
        }
      }
      if quote == 0, flow == 0, isBlockScalarHeader(bytes) {
        blockScalar = lineIndent
      }
      return nil
    }

    /// Whether the line ends (before a comment) with `|` or `>` and its indicators, which
    /// start a block scalar on the following lines.
    private func isBlockScalarHeader(_ bytes: [UInt8]) -> Bool {
      var end = bytes.count
      if let hash = commentStart(bytes) { end = hash }
      var index = end
      while index > 0, " \t\r".utf8.contains(bytes[index - 1]) { index -= 1 }
      var tokenStart = index
      while tokenStart > 0, !" \t".utf8.contains(bytes[tokenStart - 1]) { tokenStart -= 1 }
      let token = bytes[tokenStart..<index]
      guard let first = token.first, first == UInt8(ascii: "|") || first == UInt8(ascii: ">")
      else { return false }
      return token.dropFirst().allSatisfy { "+-0123456789".utf8.contains($0) }
    }

    /// Where a comment starts on a line without quotes, if it has one.
    private func commentStart(_ bytes: [UInt8]) -> Int? {
      bytes.indices.first {
        bytes[$0] == UInt8(ascii: "#") && ($0 == 0 || " \t".utf8.contains(bytes[$0 - 1]))
      }
    }
  }
}
