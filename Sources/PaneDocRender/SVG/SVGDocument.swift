import PaneDocCore
import PaneDocModel

/// An SVG under construction, one element per line with attributes in the order they are given.
///
/// Values are escaped here, once, so no caller can forget it; every number is in `NumberFormat`.
/// The text goes straight into one byte buffer: a large report draws hundreds of megabytes of SVG,
/// so the shapes drawn most (`rect`, `text`) write their numbers there without making strings.
///
/// The document notes which stylesheet rules its elements use and which ids its `url(#…)`
/// references name, so that the definitions, which come first, can be written last
/// (`markDefinitions`, `definitionsPart`, `insertDefinitions`) with only what the drawing needs.
struct SVGDocument {
  var buffer: TextBuffer
  /// The sanitized id prefix, before every node's element id (`NodeElementId`).
  private let idPrefix: [UInt8]
  var depth = 0
  /// Whether a line was written before this document's first one (a part to insert).
  var continues = false
  /// Where `insertDefinitions` puts its lines: a byte offset and the depth there.
  private var definitionsMark: (offset: Int, depth: Int)?
  /// The rules of `SVGStyle.rules` that an element so far selects, one bit each.
  var styleRules: UInt64 = 0
  /// The ids that `url(#id)` values so far name.
  var references: Set<String> = []

  /// An empty document; `capacity` bytes are reserved for it, `idPrefix` (sanitized) starts the
  /// element ids of nodes.
  init(capacity: Int = 8_192, idPrefix: [UInt8] = []) {
    buffer = TextBuffer(capacity: capacity)
    self.idPrefix = idPrefix
  }

  /// Opens a container element (`svg`, `g`, `defs`, …); close it with `close(_:)`.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    startLine()
    buffer.append(byte: UInt8(ascii: "<"))
    buffer.append(name)
    append(attributes)
    buffer.append(byte: UInt8(ascii: ">"))
    styleRules |= SVGStyle.rules(forElement: name)
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
    styleRules |= SVGStyle.rules(forElement: name)
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

  /// A `rect` with its `<title>`: `id` (none when empty), `class`, the frame's `x`, `y`,
  /// `width` and `height`, then `rx` and one more attribute when given. Most shapes of a diagram
  /// are such rectangles, so their numbers are written straight into the buffer.
  mutating func rect(
    id: String = "", class style: String, frame: Rect, rx: Double? = nil,
    extra: (name: String, value: String)? = nil, title: String
  ) {
    startLine()
    buffer.append("<rect" as StaticString)
    if !id.isEmpty { attribute("id", id) }
    rectAttributes(class: style, frame: frame, rx: rx)
    if let extra { attribute(extra.name, extra.value) }
    buffer.append("><title>" as StaticString)
    buffer.append(markup: title)
    buffer.append("</title></rect>" as StaticString)
  }

  // The shapes of nodes: prepared classes (`SVGClass`), ids (`NodeElementId`) and descriptions
  // (`NodeTitle`) copied as bytes, with only the frame's numbers written per diagram.

  /// A node's `rect` with its description (`NodeTitle`) as its `<title>`: `rect(id:class:…)`
  /// without building the id, the class or the title as strings.
  mutating func rect(
    id: NodeElementId?, class style: SVGClass, frame: Rect, rx: Double? = nil, title: NodeTitle
  ) {
    startLine()
    buffer.append("<rect" as StaticString)
    if let id { attribute(id) }
    nodeRect(class: style, frame: frame, rx: rx, title: title)
  }

  // A node's shape from its prepared start (`NodeText.shapeStart`).
  /// A node's `rect` that starts with `start`, `<rect` and its `id` attribute if any, made once
  /// per node: `rect(id:class:…)` with one copy where the id took five.
  mutating func rect(
    start: [UInt8], class style: SVGClass, frame: Rect, rx: Double? = nil, title: NodeTitle
  ) {
    startLine()
    buffer.append(bytes: start)
    nodeRect(class: style, frame: frame, rx: rx, title: title)
  }

  /// A node's `rect` with a `<title>` of its own.
  mutating func rect(
    id: NodeElementId?, class style: SVGClass, frame: Rect, rx: Double? = nil, title: String
  ) {
    startLine()
    buffer.append("<rect" as StaticString)
    if let id { attribute(id) }
    attribute(style)
    frameAttributes(frame, rx: rx)
    buffer.append("><title>" as StaticString)
    buffer.append(markup: title)
    buffer.append("</title></rect>" as StaticString)
  }

  /// A `rect` with an `id` (none when empty) and a description (`NodeTitle`) that ends with its
  /// frame: a presentation's shapes.
  mutating func rect(
    id: String, class style: SVGClass, frame: Rect, rx: Double? = nil, title: NodeTitle
  ) {
    startLine()
    buffer.append("<rect" as StaticString)
    if !id.isEmpty { attribute("id", id) }
    nodeRect(class: style, frame: frame, rx: rx, title: title)
  }

  /// A shape's `class`, frame and `<title>` after its start (the tag and its id): what the
  /// `rect`s with a `NodeTitle` share. A title that gives the shape's own frame, as most do,
  /// copies the frame's numbers from the attributes instead of formatting them again.
  private mutating func nodeRect(class style: SVGClass, frame: Rect, rx: Double?, title: NodeTitle)
  {
    attribute(style)
    if appendHalves(frame: frame, rx: rx, title: title) { return }
    let numbers = frameAttributes(frame, rx: rx)
    buffer.append("><title>" as StaticString)
    append(title, numbers: title.frame == frame ? numbers : nil)
    buffer.append("</title></rect>" as StaticString)
  }

  /// `nodeRect`'s frame and title for the frames of most shapes: described by their title, and
  /// whole numbers or halves below 10,000 (`NumberFormat.halves`), `rx` too. Their bytes go in
  /// two runs, before and after the title's head, each into room made once (`TextBuffer.append
  /// (atMost:)`), the numbers from their halves, so each is found once. Returns whether it wrote
  /// them; else nothing is written.
  private mutating func appendHalves(frame: Rect, rx: Double?, title: NodeTitle) -> Bool {
    guard title.frame == frame, let x = NumberFormat.halves(frame.x),
      let y = NumberFormat.halves(frame.y), let width = NumberFormat.halves(frame.width),
      let height = NumberFormat.halves(frame.height)
    else { return false }
    let radius = rx.map(NumberFormat.halves)
    if radius == .some(nil) { return false }
    // The runs take the title's parts, not the title: a copy of it retains its head.
    let lead = title.lead
    let trail = title.trail
    // Each number is at most 7 bytes ("-9999.5"); the words around them are counted.
    buffer.append(atMost: 80 + lead.utf8CodeUnitCount) { span in
      span.append(" x=\"" as StaticString)
      span.append(halves: x)
      span.append("\" y=\"" as StaticString)
      span.append(halves: y)
      span.append("\" width=\"" as StaticString)
      span.append(halves: width)
      span.append("\" height=\"" as StaticString)
      span.append(halves: height)
      if case .some(.some(let radius)) = radius {
        span.append("\" rx=\"" as StaticString)
        span.append(halves: radius)
      }
      span.append("\"><title>" as StaticString)
      span.append(lead)
    }
    buffer.append(bytes: title.head)
    buffer.append(atMost: 56 + trail.utf8CodeUnitCount) { span in
      span.append(": " as StaticString)
      span.append(halves: x)
      span.append(", " as StaticString)
      span.append(halves: y)
      span.append(", " as StaticString)
      span.append(halves: width)
      span.append(" × " as StaticString)
      span.append(halves: height)
      span.append(" pt" as StaticString)
      span.append(trail)
      span.append("</title></rect>" as StaticString)
    }
    return true
  }

  /// A `rect`'s `class`, `x`, `y`, `width`, `height` and `rx` when given.
  private mutating func rectAttributes(class style: String, frame: Rect, rx: Double?) {
    attribute("class", style)
    frameAttributes(frame, rx: rx)
  }

  /// A `rect`'s `x`, `y`, `width`, `height` and `rx` when given, and where in the buffer the
  /// first four numbers' bytes are.
  @discardableResult
  private mutating func frameAttributes(_ frame: Rect, rx: Double?) -> FrameNumbers {
    let numbers = FrameNumbers(
      x: number(" x=\"", frame.x), y: number(" y=\"", frame.y),
      width: number(" width=\"", frame.width), height: number(" height=\"", frame.height))
    if let rx { number(" rx=\"", rx) }
    return numbers
  }

  /// Where a frame's numbers were written in the buffer, to be copied rather than formatted
  /// again.
  private struct FrameNumbers {
    var x: Range<Int>
    var y: Range<Int>
    var width: Range<Int>
    var height: Range<Int>
  }

  /// A prepared `class` attribute, noting the rules it selects.
  private mutating func attribute(_ style: SVGClass) {
    buffer.append(bytes: style.attribute)
    styleRules |= style.rules
  }

  /// A `line` from (`x1`, `y1`) to (`x2`, `y2`) with a node's description as its `<title>`.
  mutating func line(
    class style: SVGClass, x1: Double, y1: Double, x2: Double, y2: Double, title: NodeTitle
  ) {
    startLine()
    buffer.append("<line" as StaticString)
    attribute(style)
    number(" x1=\"", x1)
    number(" y1=\"", y1)
    number(" x2=\"", x2)
    number(" y2=\"", y2)
    buffer.append("><title>" as StaticString)
    append(title)
    buffer.append("</title></line>" as StaticString)
    styleRules |= Self.lineRules
  }

  /// The rules that select every `line` element.
  private static let lineRules = SVGStyle.rules(forElement: "line")

  /// A leaf element with a node's description as its `<title>`.
  mutating func element(_ name: String, _ attributes: [(String, String)], title: NodeTitle) {
    startLine()
    buffer.append(byte: UInt8(ascii: "<"))
    buffer.append(name)
    append(attributes)
    styleRules |= SVGStyle.rules(forElement: name)
    buffer.append("><title>" as StaticString)
    append(title)
    buffer.append("</title></" as StaticString)
    buffer.append(name)
    buffer.append(byte: UInt8(ascii: ">"))
  }

  /// A `text` element: its `class`, `x`, `y`, and `text-anchor="middle"` when `middle`.
  mutating func text(
    _ content: String, class style: String, x: Double, y: Double, middle: Bool = false
  ) {
    startLine()
    buffer.append("<text" as StaticString)
    attribute("class", style)
    number(" x=\"", x)
    number(" y=\"", y)
    if middle { buffer.append(" text-anchor=\"middle\"" as StaticString) }
    buffer.append(byte: UInt8(ascii: ">"))
    buffer.append(markup: content)
    buffer.append("</text>" as StaticString)
    styleRules |= SVGStyle.textRules
  }

  /// A raw line the renderer itself wrote (the stylesheet), never input text.
  mutating func literal(_ line: String) {
    startLine()
    buffer.append(line)
  }

  /// The `style` element with the rules of `SVGStyle` whose bits `rules` sets.
  mutating func style(_ rules: UInt64) {
    open("style")
    for (index, rule) in SVGStyle.rules.enumerated() where rules & (1 << UInt64(index)) != 0 {
      literal(rule)
    }
    close("style")
  }

  /// Marks the place of the definitions, the next line.
  mutating func markDefinitions() {
    definitionsMark = (buffer.bytes.count, depth)
  }

  /// An empty document for the lines at the place `markDefinitions` marked, to draw once the
  /// rest is drawn, when `styleRules` and `references` say what they must hold.
  func definitionsPart() -> SVGDocument {
    guard let mark = definitionsMark else { preconditionFailure("no place marked") }
    var part = SVGDocument()
    part.depth = mark.depth
    part.continues = mark.offset > 0
    return part
  }

  /// Puts the lines of `part`, made by `definitionsPart`, at the marked place.
  mutating func insertDefinitions(_ part: SVGDocument) {
    guard let mark = definitionsMark else { preconditionFailure("no place marked") }
    buffer.insert(part.buffer.bytes, at: mark.offset)
    definitionsMark = nil
  }

  /// The finished document: LF line endings and a final newline.
  mutating func finish() -> [UInt8] {
    buffer.append(byte: UInt8(ascii: "\n"))
    return buffer.bytes
  }

  /// Every line after the first starts on a new line, indented two spaces per open element.
  mutating func startLine() {
    if continues || !buffer.bytes.isEmpty { buffer.append(byte: UInt8(ascii: "\n")) }
    buffer.append(spaces: 2 * depth)
  }

  private mutating func append(_ attributes: [(String, String)]) {
    for (name, value) in attributes {
      // An empty id means "no id" (a duplicate model id keeps only its first element id).
      if value.isEmpty, name == "id" { continue }
      attribute(name, value)
    }
  }

  private mutating func attribute(_ name: String, _ value: String) {
    buffer.append(byte: UInt8(ascii: " "))
    buffer.append(name)
    buffer.append("=\"" as StaticString)
    buffer.append(markup: value)
    buffer.append(byte: UInt8(ascii: "\""))
    note(name, value)
  }

  /// A node's element id: the prefix, the family and the node's sanitized id, which are name
  /// characters only, so nothing is escaped and no `url(#…)` reference can be among them.
  private mutating func attribute(_ id: NodeElementId) {
    buffer.append(" id=\"" as StaticString)
    buffer.append(bytes: idPrefix)
    buffer.append(id.family)
    buffer.append(bytes: id.name)
    buffer.append(byte: UInt8(ascii: "\""))
  }

  /// A node's description, its parts escaped already; the frame's numbers need no escaping.
  /// With `numbers`, the frame's numbers are copied from there (the same frame's, written
  /// already) instead of formatted.
  private mutating func append(_ title: NodeTitle, numbers: FrameNumbers? = nil) {
    // Most titles have neither lead nor trail: no copy of nothing.
    if title.lead.utf8CodeUnitCount > 0 { buffer.append(title.lead) }
    buffer.append(bytes: title.head)
    if let frame = title.frame {
      buffer.append(": " as StaticString)
      if let numbers {
        buffer.append(copyOf: numbers.x)
        buffer.append(", " as StaticString)
        buffer.append(copyOf: numbers.y)
        buffer.append(", " as StaticString)
        buffer.append(copyOf: numbers.width)
        buffer.append(" × " as StaticString)
        buffer.append(copyOf: numbers.height)
      } else {
        buffer.append(number: frame.x)
        buffer.append(", " as StaticString)
        buffer.append(number: frame.y)
        buffer.append(", " as StaticString)
        buffer.append(number: frame.width)
        buffer.append(" × " as StaticString)
        buffer.append(number: frame.height)
      }
      buffer.append(" pt" as StaticString)
    }
    if title.trail.utf8CodeUnitCount > 0 { buffer.append(title.trail) }
  }

  /// A number attribute: `start` is its name with the space before and `="` after. Gives where
  /// the number's bytes are.
  @discardableResult
  private mutating func number(_ start: StaticString, _ value: Double) -> Range<Int> {
    buffer.append(start)
    let first = buffer.count
    buffer.append(number: value)
    let end = buffer.count
    buffer.append(byte: UInt8(ascii: "\""))
    return first..<end
  }

  /// Notes the rules a `class` selects and the id a `url(#id)` reference names.
  private mutating func note(_ name: String, _ value: String) {
    if name == "class" {
      // Most elements have one class: its rules are one lookup.
      if let rules = SVGStyle.rules(forClass: value) {
        styleRules |= rules
        return
      }
      for token in value.split(separator: " ") {
        styleRules |= SVGStyle.rules(forClass: String(token)) ?? 0
      }
    } else if value.utf8.first == UInt8(ascii: "u"), value.hasPrefix("url(#"),
      value.hasSuffix(")")
    {
      references.insert(String(value.dropFirst(5).dropLast()))
    }
  }
}

/// `NumberFormat.string`, short, for the many coordinates of a drawing.
func num(_ value: Double) -> String { NumberFormat.string(value) }

/// The writes of `SVGDocument`'s runs into room made once (`TextBuffer.append(atMost:)`). Here,
/// not with `TextBuffer`: in the module that calls them they are inlined, where from
/// `PaneDocCore` each byte was a call.
extension OutputSpan<UInt8> {
  /// Appends `text`'s bytes.
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes in
      for byte in bytes { append(byte) }
    }
  }

  /// Appends `halves` / 2 in `NumberFormat`, for `halves` of magnitude below 20,000 (the values
  /// `TextBuffer.append(number:)` writes digit by digit, as `NumberFormat.halves` finds them):
  /// at most 7 bytes.
  mutating func append(halves: Int) {
    let magnitude = halves.magnitude
    if halves < 0 { append(UInt8(ascii: "-")) }
    let whole = magnitude &>> 1
    if whole >= 1_000 { append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole / 1_000)) }
    if whole >= 100 { append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole / 100 % 10)) }
    if whole >= 10 { append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole / 10 % 10)) }
    append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10))
    if magnitude & 1 != 0 {
      append(UInt8(ascii: "."))
      append(UInt8(ascii: "5"))
    }
  }
}
