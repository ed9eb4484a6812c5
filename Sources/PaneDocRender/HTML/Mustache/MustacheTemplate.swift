/// A parsed Mustache template: the report's own implementation of the Mustache spec's core
/// (interpolation, sections, inverted sections, comments, partials, set delimiters, standalone
/// lines), made for pages of hundreds of thousands of values.
///
/// A general Mustache library looks every value up through protocol casts on `Any`; here a
/// context is plain dictionaries, arrays, strings, numbers and booleans, looked up by their
/// concrete types, and the output goes straight into a byte buffer. Every `{{value}}` is escaped
/// by `MarkupText.escape`, per Unicode scalar.
struct MustacheTemplate: Sendable {
  indirect enum Node: Sendable {
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (as is); `path` is the dotted name
    /// split at its dots, empty for `.`.
    case variable(path: [String], escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(path: [String], inverted: Bool, body: [Node])
    /// `{{> name}}`; a standalone partial indents each of its lines by `indentation`.
    case partial(name: String, indentation: [UInt8])
  }

  let nodes: [Node]

  /// Parses `text`; errors carry the 1-based line and column of the tag at fault.
  init(_ text: String) throws(MustacheError) {
    var parser = MustacheParser(Array(text.utf8))
    nodes = try parser.parse()
  }

  init(nodes: [Node]) {
    self.nodes = nodes
  }

  /// This template with `indentation` before each of its lines, for a standalone partial tag:
  /// the indentation goes before the first byte and after every newline of the template's own
  /// text, except a newline that ends the template.
  func indented(by indentation: [UInt8]) -> MustacheTemplate {
    guard !indentation.isEmpty else { return self }
    func indent(_ nodes: [Node], isLast: Bool) -> [Node] {
      nodes.enumerated().map { index, node in
        let last = isLast && index == nodes.count - 1
        switch node {
        case .text(let bytes):
          var result: [UInt8] = []
          for (position, byte) in bytes.enumerated() {
            result.append(byte)
            if byte == UInt8(ascii: "\n"), !(last && position == bytes.count - 1) {
              result += indentation
            }
          }
          return .text(result)
        case .section(let path, let inverted, let body):
          return .section(path: path, inverted: inverted, body: indent(body, isLast: last))
        case .partial(let name, let inner):
          return .partial(name: name, indentation: indentation + inner)
        case .variable:
          return node
        }
      }
    }
    return MustacheTemplate(nodes: [.text(indentation)] + indent(nodes, isLast: true))
  }
}

/// A template that does not parse, with the place of the tag at fault.
struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
  var line: Int
  var column: Int
  var reason: String

  var description: String { "\(line):\(column): \(reason)" }
}
