/// A strict JSON parser into `JSONValue`, keeping object key order, with a depth bound so that a
/// hostile `layout.json` given to `panedoc diff` cannot exhaust the stack.
public struct JSONParser {
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The byte offset where parsing stopped.
    public var offset: Int
    public var message: String
    public var description: String { "\(message) at byte \(offset)" }
  }

  private let bytes: [UInt8]
  private var index = 0
  private let maximumDepth: Int

  private init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// Parses one JSON document (surrounding whitespace allowed).
  public static func parse(_ bytes: [UInt8], maximumDepth: Int = 64) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.failure("unexpected text after the value")
    }
    return value
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    guard depth < maximumDepth else { throw failure("nesting deeper than \(maximumDepth)") }
    skipWhitespace()
    guard index < bytes.count else { throw failure("unexpected end") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return .number(try number())
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var members: [(String, JSONValue)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a key")
      }
      let key = try string()
      skipWhitespace()
      try expect(UInt8(ascii: ":"))
      members.append((key, try value(depth: depth + 1)))
      skipWhitespace()
      guard index < bytes.count else { throw failure("unexpected end") }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      try expect(UInt8(ascii: ","))
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      items.append(try value(depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw failure("unexpected end") }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      try expect(UInt8(ascii: ","))
    }
  }

  private mutating func string() throws(Failure) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        return String(scalars)
      }
      if byte < 0x20 { throw failure("control character in a string") }
      if byte != UInt8(ascii: "\\") {
        run.append(byte)
        index += 1
        continue
      }
      scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
      run.removeAll()
      index += 1
      guard index < bytes.count else { break }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{8}")
      case UInt8(ascii: "f"): scalars.append("\u{c}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try hex4()
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      default: throw failure("unknown escape")
      }
    }
    throw failure("unterminated string")
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("short unicode escape") }
    var code: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
        throw failure("bad unicode escape")
      }
      code = code * 16 + digit
    }
    index += 4
    return code
  }

  private mutating func number() throws(Failure) -> Double {
    let start = index
    while index < bytes.count,
      bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
        || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e")
        || bytes[index] == UInt8(ascii: "E") || (0x30...0x39).contains(bytes[index])
    {
      index += 1
    }
    guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)),
      value.isFinite
    else { throw failure("expected a value") }
    return value
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw failure("expected a value")
    }
    index += utf8.count
    return value
  }

  private mutating func expect(_ byte: UInt8) throws(Failure) {
    guard index < bytes.count, bytes[index] == byte else {
      throw failure("expected '\(Character(UnicodeScalar(byte)))'")
    }
    index += 1
  }

  private mutating func skipWhitespace() {
    while index < bytes.count,
      bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
    {
      index += 1
    }
  }

  private func failure(_ message: String) -> Failure {
    Failure(offset: index, message: message)
  }
}
