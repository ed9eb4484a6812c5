/// A parsed Mustache template: an implementation of the Mustache spec's core (interpolation,
/// sections, inverted sections, comments, partials, set delimiters, standalone lines), made for
/// pages of hundreds of thousands of values.
///
/// A general Mustache library looks every value up through protocol casts on `Any`; here a
/// context is plain dictionaries, arrays, strings, numbers and booleans, looked up by their
/// concrete types, and the output goes straight into a byte buffer. Every `{{value}}` is escaped
/// by the library's escape function, on UTF-8 bytes.
public struct MustacheTemplate: Sendable {
  public indirect enum Node: Sendable {
    /// Text as it is, with the offsets in `bytes` where a line of the template starts: a
    /// standalone partial's indentation goes there. A line that starts with a tag has an empty
    /// text node before the tag, with the offset 0.
    case text([UInt8], lineStarts: [Int])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (as is); `path` is the dotted name
    /// split at its dots, empty for `.`.
    case variable(path: [MustacheName], escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`; `place` is where its
    /// opening tag is, for an error that stops its rendering.
    case section(path: [MustacheName], inverted: Bool, body: [Node], place: Place)
    /// `{{> name}}`; a standalone partial (alone on its line) indents each line of the partial by
    /// `indentation`, the spaces and tabs before its tag. A partial among other text on its line
    /// has no indentation (`nil`).
    case partial(name: String, indentation: [UInt8]?)
  }

  /// Where a tag is: the template's name (empty until the template is registered under one in
  /// a library) and the 1-based line and column of the tag.
  public struct Place: Sendable, Equatable {
    public var template: String
    public var line: Int
    public var column: Int
  }

  public let nodes: [Node]
  /// Every `{{> name}}` of the template, in the order of the text, with its tag's place (the
  /// place's `template` is the partial's name): a library can then refuse a partial that names
  /// no template at the tag that names it.
  public let partials: [Place]

  /// Parses `text`; errors carry the 1-based line and column of the tag at fault.
  public init(_ text: String) throws(MustacheError) {
    var parser = MustacheParser(Array(text.utf8))
    nodes = try parser.parse()
    partials = parser.partials
  }

  init(nodes: [Node], partials: [Place]) {
    self.nodes = nodes
    self.partials = partials
  }

  /// This template with `indentation` at the start of each of its lines, as a standalone partial
  /// with that indentation renders it. Lines keep their starts, so indenting again adds in front.
  func indented(by indentation: [UInt8]) -> MustacheTemplate {
    guard !indentation.isEmpty else { return self }
    func indent(_ nodes: [Node]) -> [Node] {
      nodes.map { node in
        switch node {
        case .text(let bytes, let lineStarts):
          guard !lineStarts.isEmpty else { return node }
          var result: [UInt8] = []
          var starts: [Int] = []
          var copied = 0
          for start in lineStarts {
            result += bytes[copied..<start]
            starts.append(result.count)
            result += indentation
            copied = start
          }
          result += bytes[copied...]
          return .text(result, lineStarts: starts)
        case .section(let path, let inverted, let body, let place):
          return .section(path: path, inverted: inverted, body: indent(body), place: place)
        case .partial(let name, let inner?):
          return .partial(name: name, indentation: indentation + inner)
        case .partial, .variable:
          return node
        }
      }
    }
    return MustacheTemplate(nodes: indent(nodes), partials: partials)
  }

  /// This template with `name` in the place of each of its sections.
  func named(_ name: String) -> MustacheTemplate {
    func rename(_ nodes: [Node]) -> [Node] {
      nodes.map { node in
        guard case .section(let path, let inverted, let body, var place) = node else { return node }
        place.template = name
        return .section(path: path, inverted: inverted, body: rename(body), place: place)
      }
    }
    return MustacheTemplate(nodes: rename(nodes), partials: partials)
  }
}

/// A template that does not parse, with the place of the tag at fault; or a rendering stopped
/// at one of the renderer's limits (`limit`), at the section being rendered.
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The limit a rendering met.
  public enum Limit: Sendable, Equatable {
    /// More sections open at once than `MustacheRenderer.maximumSectionDepth`.
    case depth
    /// More output than `MustacheRenderer.maximumOutputBytes`, or more steps than
    /// `MustacheRenderer.maximumSteps`.
    case size
  }

  /// The template's name, when the error is a rendering's (parse errors are the caller's to
  /// name).
  public var template: String?
  public var line: Int
  public var column: Int
  public var reason: String
  public var limit: Limit?

  public init(
    template: String? = nil, line: Int, column: Int, reason: String, limit: Limit? = nil
  ) {
    self.template = template
    self.line = line
    self.column = column
    self.reason = reason
    self.limit = limit
  }

  public var description: String { "\(line):\(column): \(reason)" }
}
