import PaneDocModel

/// Finds the line and column of every start tag and attribute name in a document's bytes.
///
/// libxml2's tree keeps a line per element but no column; errors and warnings must point at the
/// exact spot, so this scanner walks the same bytes once and records where each start tag (`<`)
/// and each attribute name begins. Start tags come out in document order, which is the order of
/// the elements of the tree libxml2 built from the same well-formed bytes (entity references are
/// never expanded, so no element appears that is not in the text).
struct LocationScanner {
  struct Tag {
    var line: Int
    var column: Int
    var attributes: [(name: String, line: Int, column: Int)]
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var line = 1
  private var column = 1

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The start tags of `bytes`, in document order.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [Tag] {
    var scanner = LocationScanner(bytes: bytes)
    return scanner.run()
  }

  /// The line and column at byte `offset` (1-based), for errors that libxml2 locates by byte.
  static func position(in bytes: UnsafeBufferPointer<UInt8>, offset: Int) -> (
    line: Int, column: Int
  ) {
    var scanner = LocationScanner(bytes: bytes)
    while scanner.index < min(offset, bytes.count) { scanner.advance() }
    return (scanner.line, scanner.column)
  }

  private mutating func run() -> [Tag] {
    var tags: [Tag] = []
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        advance()
        continue
      }
      if matches("<!--") {
        skip(past: "-->")
      } else if matches("<![CDATA[") {
        skip(past: "]]>")
      } else if matches("<!") {
        skipDeclaration()
      } else if matches("<?") {
        skip(past: "?>")
      } else if matches("</") {
        skip(past: ">")
      } else {
        tags.append(startTag())
      }
    }
    return tags
  }

  private mutating func startTag() -> Tag {
    var tag = Tag(line: line, column: column, attributes: [])
    advance()  // "<"
    _ = name()
    while index < bytes.count {
      skipWhitespace()
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        advance()
        break
      }
      if byte == UInt8(ascii: "/") {
        advance()
        continue
      }
      let (attributeLine, attributeColumn) = (line, column)
      let attributeName = name()
      if attributeName.isEmpty {
        advance()  // not well-formed; keep moving so the scan always ends
        continue
      }
      tag.attributes.append((attributeName, attributeLine, attributeColumn))
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "=") { advance() }
      skipWhitespace()
      if index < bytes.count,
        bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
      {
        let quote = bytes[index]
        advance()
        while index < bytes.count, bytes[index] != quote { advance() }
        if index < bytes.count { advance() }
      }
    }
    return tag
  }

  private mutating func name() -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
        || isWhitespace(byte)
      {
        break
      }
      advance()
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  /// Skips `<!DOCTYPE …>` and other markup declarations, with nested brackets and quotes.
  private mutating func skipDeclaration() {
    var depth = 0
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      advance()
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<") {
        depth += 1
      } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ">") {
        if depth == 0 { return }
        depth -= 1
      }
    }
  }

  private func matches(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let pointer = literal.utf8Start
    for offset in 0..<count where bytes[index + offset] != pointer[offset] {
      return false
    }
    return true
  }

  private mutating func skip(past literal: StaticString) {
    while index < bytes.count, !matches(literal) { advance() }
    for _ in 0..<literal.utf8CodeUnitCount where index < bytes.count { advance() }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count, isWhitespace(bytes[index]) { advance() }
  }

  private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Moves one byte on, counting lines (LF, CR LF, lone CR) and columns in Unicode scalars.
  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == 0x0A {
      line += 1
      column = 1
    } else if byte == 0x0D {
      if index < bytes.count, bytes[index] == 0x0A { return }
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }
}
