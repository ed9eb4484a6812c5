import PaneDocCore

/// A JSON value whose objects keep their keys in the order they were built, so that every
/// document PaneDoc writes has one byte form (the contract's key order, not a hash order).
///
/// Not `indirect`: arrays already hold their elements on the heap, and an indirect enum would
/// allocate a box for every number and string of a layout, which dominated encoding.
public enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// The text: two-space indentation, numbers in `NumberFormat`, a final newline when `pretty`.
  public func serialized(pretty: Bool = true) -> String {
    String(decoding: serializedBytes(pretty: pretty), as: UTF8.self)
  }

  /// `serialized` as UTF-8 bytes, built in one buffer: `layout.json` is large.
  public func serializedBytes(pretty: Bool = true) -> [UInt8] {
    var output = TextBuffer(capacity: 4_096)
    write(to: &output, indent: pretty ? 0 : nil)
    if pretty { output.append(byte: UInt8(ascii: "\n")) }
    return output.bytes
  }

  private func write(to output: inout TextBuffer, indent: Int?) {
    switch self {
    case .null: output.append("null" as StaticString)
    case .bool(let value): output.append(value ? "true" : "false" as StaticString)
    case .number(let value): output.append(number: value)
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let items):
      writeContainer(
        open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: items.count, to: &output,
        indent: indent,
        inline: items.allSatisfy(\.isScalar)
      ) { index, output, inner in
        items[index].write(to: &output, indent: inner)
      }
    case .object(let members):
      writeContainer(
        open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, to: &output,
        indent: indent, inline: false
      ) { index, output, inner in
        JSONValue.writeString(members[index].0, to: &output)
        output.append(inner == nil ? ":" : ": " as StaticString)
        members[index].1.write(to: &output, indent: inner)
      }
    }
  }

  /// Arrays of scalars (frames, insets, state lists) stay on one line: `[0, 0, 320, 768]`.
  private func writeContainer(
    open: UInt8, close: UInt8, count: Int, to output: inout TextBuffer, indent: Int?,
    inline: Bool, element: (Int, inout TextBuffer, Int?) -> Void
  ) {
    output.append(byte: open)
    guard count > 0 else {
      output.append(byte: close)
      return
    }
    guard let indent, !inline else {
      for index in 0..<count {
        if index > 0 { output.append(indent == nil ? "," : ", " as StaticString) }
        element(index, &output, indent)
      }
      output.append(byte: close)
      return
    }
    for index in 0..<count {
      output.append(index == 0 ? "\n" : ",\n" as StaticString)
      output.append(spaces: indent + 2)
      element(index, &output, indent + 2)
    }
    output.append(byte: UInt8(ascii: "\n"))
    output.append(spaces: indent)
    output.append(byte: close)
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// Escapes quotes, backslashes and control characters, and also `<`, `>`, `&`, U+2028 and
  /// U+2029 so that the text can sit inside an HTML page without ending a script element. Works
  /// on the UTF-8 bytes: every byte to escape is ASCII except the two separators (E2 80 A8/A9).
  static func writeString(_ value: String, to output: inout TextBuffer) {
    output.append(byte: UInt8(ascii: "\""))
    writeStringContents(value, to: &output)
    output.append(byte: UInt8(ascii: "\""))
  }

  /// `writeString` without the quotes, for a writer that copies them with the text around them.
  static func writeStringContents(_ value: String, to output: inout TextBuffer) {
    // Read in place: a copy to call `withUTF8` on cost a retain and a release per string. Only a
    // string without contiguous UTF-8 (bridged) is copied.
    if value.utf8.withContiguousStorageIfAvailable({ writeEscaped($0, to: &output) }) == nil {
      var value = value
      value.withUTF8 { writeEscaped($0, to: &output) }
    }
  }

  /// The bytes of a string, escaped as `writeString` describes.
  private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout TextBuffer)
  {
    var index = 0
    while index < bytes.count {
      // Copy the run of bytes that need no escape in one go.
      var end = index
      while end < bytes.count, !needsEscape(bytes[end]) { end += 1 }
      if end > index {
        output.append(bytes: UnsafeBufferPointer(rebasing: bytes[index..<end]))
        index = end
        if index == bytes.count { break }
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""): output.append("\\\"" as StaticString)
      case UInt8(ascii: "\\"): output.append("\\\\" as StaticString)
      case 0x0A: output.append("\\n" as StaticString)
      case 0x0D: output.append("\\r" as StaticString)
      case 0x09: output.append("\\t" as StaticString)
      case 0xE2
      where index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
        unicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &output)
        index += 2
      case 0xE2:
        output.append(byte: byte)
      default:
        unicodeEscape(UInt32(byte), to: &output)
      }
      index += 1
    }
  }

  /// Quotes, backslashes, controls, `<`, `>`, `&`, and E2 (the lead byte of U+2028 and U+2029).
  ///
  /// One bit per byte value in four 64-bit words: 00–1F, `"` (22), `&` (26), `<` (3C), `>` (3E);
  /// `\` (5C); none; E2. Every byte of every string of `layout.json` is tested.
  private static func needsEscape(_ byte: UInt8) -> Bool {
    // Loaded by index, without a branch: a `switch` compiled to a jump table.
    let words = SIMD4<UInt64>(0x5000_0044_FFFF_FFFF, 1 << 28, 0, 1 << 34)
    return words[Int(byte &>> 6)] &>> UInt64(byte & 63) & 1 != 0
  }

  /// `\u` and four lowercase hex digits.
  private static func unicodeEscape(_ value: UInt32, to output: inout TextBuffer) {
    let digits: StaticString = "0123456789abcdef"
    output.append("\\u" as StaticString)
    for shift in stride(from: 12, through: 0, by: -4) {
      output.append(byte: digits.utf8Start[Int((value >> UInt32(shift)) & 0xF)])
    }
  }
}
