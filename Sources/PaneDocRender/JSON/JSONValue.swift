/// A JSON value whose objects keep their keys in the order they were built, so that every
/// document PaneDoc writes has one byte form (the contract's key order, not a hash order).
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// The value of `key` in an object.
  public subscript(_ key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The text: two-space indentation, numbers in `NumberFormat`, a final newline when `pretty`.
  public func serialized(pretty: Bool = true) -> String {
    var output = ""
    write(to: &output, indent: pretty ? 0 : nil)
    if pretty { output += "\n" }
    return output
  }

  private func write(to output: inout String, indent: Int?) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += NumberFormat.string(value)
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let items):
      writeContainer(
        open: "[", close: "]", count: items.count, to: &output, indent: indent,
        inline: items.allSatisfy(\.isScalar)
      ) { index, output, inner in
        items[index].write(to: &output, indent: inner)
      }
    case .object(let members):
      writeContainer(
        open: "{", close: "}", count: members.count, to: &output, indent: indent, inline: false
      ) { index, output, inner in
        JSONValue.writeString(members[index].0, to: &output)
        output += inner == nil ? ":" : ": "
        members[index].1.write(to: &output, indent: inner)
      }
    }
  }

  /// Arrays of scalars (frames, insets, state lists) stay on one line: `[0, 0, 320, 768]`.
  private func writeContainer(
    open: String, close: String, count: Int, to output: inout String, indent: Int?, inline: Bool,
    element: (Int, inout String, Int?) -> Void
  ) {
    output += open
    guard count > 0 else {
      output += close
      return
    }
    guard let indent, !inline else {
      for index in 0..<count {
        if index > 0 { output += indent == nil ? "," : ", " }
        element(index, &output, indent)
      }
      output += close
      return
    }
    let inner = String(repeating: " ", count: indent + 2)
    for index in 0..<count {
      output += index == 0 ? "\n" : ",\n"
      output += inner
      element(index, &output, indent + 2)
    }
    output += "\n" + String(repeating: " ", count: indent) + close
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// Escapes quotes, backslashes and control characters, and also `<`, `>` and `&` so that the
  /// text can sit inside an HTML page without ending a script element.
  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        output += unicodeEscape(scalar.value)
      default:
        if scalar.value < 0x20 {
          output += unicodeEscape(scalar.value)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }

  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
