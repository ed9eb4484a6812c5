/// An SVG under construction, one element per line with attributes in the order they are given.
///
/// Values are escaped here, once, so no caller can forget it; numbers reach it already formatted
/// by `NumberFormat`.
struct SVGDocument {
  private(set) var lines: [String] = []
  private var depth = 0

  /// Opens a container element (`svg`, `g`, `defs`, …); close it with `close(_:)`.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    lines.append(indentation + "<" + name + Self.attributeText(attributes) + ">")
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    lines.append(indentation + "</" + name + ">")
  }

  /// A leaf element on one line: a shape with its `<title>`, or a text with its content.
  mutating func element(
    _ name: String, _ attributes: [(String, String)], title: String? = nil, text: String? = nil
  ) {
    var line = indentation + "<" + name + Self.attributeText(attributes)
    if title == nil, text == nil {
      line += "/>"
    } else {
      line += ">"
      if let title { line += "<title>" + MarkupText.escape(title) + "</title>" }
      if let text { line += MarkupText.escape(text) }
      line += "</" + name + ">"
    }
    lines.append(line)
  }

  /// Raw lines the renderer itself wrote (the stylesheet), never input text.
  mutating func literal(_ line: String) {
    lines.append(indentation + line)
  }

  /// The document: LF line endings and a final newline.
  var text: String { lines.joined(separator: "\n") + "\n" }

  private var indentation: String { String(repeating: "  ", count: depth) }

  private static func attributeText(_ attributes: [(String, String)]) -> String {
    // An empty id means "no id" (a duplicate model id keeps only its first element id).
    attributes.filter { !($0.0 == "id" && $0.1.isEmpty) }
      .map { " \($0.0)=\"\(MarkupText.escape($0.1))\"" }.joined()
  }
}

/// `NumberFormat.string`, short, for the many coordinates of a drawing.
func num(_ value: Double) -> String { NumberFormat.string(value) }
