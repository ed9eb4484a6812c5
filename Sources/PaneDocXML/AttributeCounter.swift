/// Finds the first start tag with more attributes than a limit, by a single pass over the bytes
/// before libxml2 sees them.
///
/// libxml2 (before 2.11) checks each new attribute of an element against all the previous ones,
/// so an element with a million attributes costs a million squared comparisons: an input of a
/// few megabytes would hang the parser. The pass counts `=` signs outside quotes in each start
/// tag (attributes and namespace declarations), skipping comments, CDATA sections, processing
/// instructions and declarations. On well-formed XML the count is exact; on malformed XML it may
/// be off, which only changes which error such a document is refused with.
enum AttributeCounter {
  /// The byte offset of the first start tag with more than `limit` attributes, or nil.
  static func firstTag(over limit: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let less = UInt8(ascii: "<")
    let greater = UInt8(ascii: ">")
    let equals = UInt8(ascii: "=")
    let count = bytes.count
    var index = 0
    while index < count {
      guard bytes[index] == less, index + 1 < count else {
        index += 1
        continue
      }
      let start = index
      switch bytes[index + 1] {
      case UInt8(ascii: "!"):
        index = skipMarkupDeclaration(from: index, in: bytes)
      case UInt8(ascii: "?"):
        index = skip(past: Array("?>".utf8), from: index + 2, in: bytes)
      case UInt8(ascii: "/"):
        index = skip(past: [greater], from: index + 2, in: bytes)
      default:
        var attributes = 0
        var quote: UInt8?
        index += 1
        while index < count {
          let byte = bytes[index]
          if let open = quote {
            if byte == open { quote = nil }
          } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            quote = byte
          } else if byte == equals {
            attributes += 1
            if attributes > limit { return start }
          } else if byte == greater {
            break
          }
          index += 1
        }
        index += 1
      }
    }
    return nil
  }

  /// Past a comment, a CDATA section or another `<!…>` declaration that starts at `index`.
  private static func skipMarkupDeclaration(from index: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    if starts(with: Array("<!--".utf8), at: index, in: bytes) {
      return skip(past: Array("-->".utf8), from: index + 4, in: bytes)
    }
    if starts(with: Array("<![CDATA[".utf8), at: index, in: bytes) {
      return skip(past: Array("]]>".utf8), from: index + 9, in: bytes)
    }
    return skip(past: [UInt8(ascii: ">")], from: index + 2, in: bytes)
  }

  private static func starts(
    with needle: [UInt8], at index: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard index + needle.count <= bytes.count else { return false }
    for (offset, byte) in needle.enumerated() where bytes[index + offset] != byte { return false }
    return true
  }

  /// The index just past the first `needle` at or after `index`, or the end of the bytes.
  private static func skip(
    past needle: [UInt8], from index: Int, in bytes: UnsafeBufferPointer<UInt8>
  )
    -> Int
  {
    var position = index
    while position < bytes.count {
      if bytes[position] == needle[0], starts(with: needle, at: position, in: bytes) {
        return position + needle.count
      }
      position += 1
    }
    return bytes.count
  }
}
