/// An SVG under construction, one element per line with attributes in the order they are given.
///
/// Values are escaped here, once, so no caller can forget it; numbers reach it already formatted
/// by `NumberFormat`. The text goes straight into one byte buffer: a large report draws hundreds
/// of megabytes of SVG.
struct SVGDocument {
  private var buffer = TextBuffer(capacity: 8_192)
  private var depth = 0

  /// Opens a container element (`svg`, `g`, `defs`, …); close it with `close(_:)`.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    startLine()
    buffer.append(byte: UInt8(ascii: "<"))
    buffer.append(name)
    append(attributes)
    buffer.append(byte: UInt8(ascii: ">"))
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    startLine()
    buffer.append("</" as StaticString)
    buffer.append(name)
    buffer.append(byte: UInt8(ascii: ">"))
  }

  /// A leaf element on one line: a shape with its `<title>`, or a text with its content.
  mutating func element(
    _ name: String, _ attributes: [(String, String)], title: String? = nil,
    text: String? = nil
  ) {
    startLine()
    buffer.append(byte: UInt8(ascii: "<"))
    buffer.append(name)
    append(attributes)
    guard title != nil || text != nil else {
      buffer.append("/>" as StaticString)
      return
    }
    buffer.append(byte: UInt8(ascii: ">"))
    if let title {
      buffer.append("<title>" as StaticString)
      buffer.append(markup: title)
      buffer.append("</title>" as StaticString)
    }
    if let text { buffer.append(markup: text) }
    buffer.append("</" as StaticString)
    buffer.append(name)
    buffer.append(byte: UInt8(ascii: ">"))
  }

  /// A raw line the renderer itself wrote (the stylesheet), never input text.
  mutating func literal(_ line: String) {
    startLine()
    buffer.append(line)
  }

  /// The finished document: LF line endings and a final newline.
  mutating func finish() -> [UInt8] {
    buffer.append(byte: UInt8(ascii: "\n"))
    return buffer.bytes
  }

  /// Every line after the first starts on a new line, indented two spaces per open element.
  private mutating func startLine() {
    if !buffer.bytes.isEmpty { buffer.append(byte: UInt8(ascii: "\n")) }
    buffer.append(spaces: 2 * depth)
  }

  private mutating func append(_ attributes: [(String, String)]) {
    for (name, value) in attributes {
      // An empty id means "no id" (a duplicate model id keeps only its first element id).
      if value.isEmpty, name == "id" { continue }
      buffer.append(byte: UInt8(ascii: " "))
      buffer.append(name)
      buffer.append("=\"" as StaticString)
      buffer.append(markup: value)
      buffer.append(byte: UInt8(ascii: "\""))
    }
  }
}

/// `NumberFormat.string`, short, for the many coordinates of a drawing.
func num(_ value: Double) -> String { NumberFormat.string(value) }
