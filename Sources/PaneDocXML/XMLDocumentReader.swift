import CLibXML2
import Foundation
import PaneDocModel

/// Parses XML through libxml2 with safe options and copies the result into `ParsedElement` values.
///
/// This type and `RelaxNGSchema` are the only code that touches libxml2 pointers. Safety:
/// - no network (`XML_PARSE_NONET`), no DTD loading, no entity substitution, never the "huge" mode;
/// - any document type declaration is refused before its subset is read, so neither internal
///   entities (billion laughs) nor external ones (file or network reads) are ever declared;
/// - input size, element depth, attribute length and attributes per element are bounded by
///   `XMLLimits` (the last before libxml2 parses: its duplicate check is quadratic);
/// - libxml2 prints nothing: every problem comes back as a located `Diagnostic`.
public enum XMLDocumentReader {
  /// The outcome of a parse: the root element, or the diagnostics that stopped it.
  public struct Result: Sendable {
    public var root: ParsedElement?
    public var diagnostics: [Diagnostic]
  }

  /// Parses `data`, naming it `file` in diagnostics, and validates it against the schema that
  /// `schema` returns for the root element (readers pick their schema by the root element's name,
  /// and may look at its attributes: a format version the schema does not describe is better
  /// reported by the reader than as a list of schema violations).
  public static func parse(
    _ data: [UInt8], file: String, limits: XMLLimits = .default,
    schema: (_ root: ParsedElement) -> RelaxNGSchema? = { _ in nil }
  ) -> Result {
    guard data.count <= limits.maximumBytes else {
      return Result(
        root: nil,
        diagnostics: [
          .error(
            "input-too-large",
            "the input is \(data.count) bytes, more than the limit of \(limits.maximumBytes)",
            at: .file(file), hint: "raise it with --max-input-bytes")
        ])
    }
    guard !data.isEmpty else {
      return Result(
        root: nil,
        diagnostics: [.error("xml-malformed", "the document is empty", at: .file(file))])
    }
    LibXML2.initialize()
    return data.withUnsafeBufferPointer { buffer in
      parse(buffer, file: file, limits: limits, schema: schema)
    }
  }

  private static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, file: String, limits: XMLLimits,
    schema: (ParsedElement) -> RelaxNGSchema?
  ) -> Result {
    guard let context = xmlNewParserCtxt() else {
      return Result(
        root: nil,
        diagnostics: [.error("internal", "libxml2 could not create a parser", at: .file(file))])
    }
    defer { xmlFreeParserCtxt(context) }

    if let offset = AttributeCounter.firstTag(over: limits.maximumAttributes, in: buffer) {
      let position = LocationScanner.position(in: buffer, offset: offset)
      return Result(
        root: nil,
        diagnostics: [
          .error(
            "too-many-attributes",
            "an element has more than \(limits.maximumAttributes) attributes",
            at: SourceLocation(file: file, line: position.line, column: position.column),
            hint: "raise it with --max-attributes")
        ])
    }

    let guardState = DoctypeGuard()
    let unmanaged = Unmanaged.passRetained(guardState)
    defer { unmanaged.release() }
    context.pointee._private = unmanaged.toOpaque()
    context.pointee.sax.pointee.internalSubset = { userData, _, _, systemID in
      guard let context = userData?.assumingMemoryBound(to: xmlParserCtxt.self),
        let state = context.pointee._private
      else { return }
      let guardState = Unmanaged<DoctypeGuard>.fromOpaque(state).takeUnretainedValue()
      guardState.seen = true
      guardState.external = systemID != nil
      if let input = context.pointee.input {
        guardState.offset = Int(input.pointee.consumed) + (input.pointee.cur - input.pointee.base)
      }
      xmlStopParser(context)
    }
    // libxml2 goes on after some well-formedness errors and reports their consequences too
    // ("Premature end of data" after an unclosed tag); the first error is the one to fix.
    context.pointee.sax.pointee.serror = { userData, error in
      guard let context = userData?.assumingMemoryBound(to: xmlParserCtxt.self),
        let state = context.pointee._private, let error
      else { return }
      let guardState = Unmanaged<DoctypeGuard>.fromOpaque(state).takeUnretainedValue()
      guard guardState.firstError == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue
      else { return }
      guardState.firstError = FirstError(
        message: LibXML2.message(error.pointee.message), line: Int(error.pointee.line),
        column: Int(error.pointee.int2))
    }

    let options = Int32(
      XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
        | XML_PARSE_NOCDATA.rawValue)
    let document = buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
      xmlCtxtReadMemory(context, $0, Int32(clamping: buffer.count), file, nil, options)
    }
    defer { if let document { xmlFreeDoc(document) } }

    if guardState.seen {
      let position = LocationScanner.position(in: buffer, offset: doctypeStart(buffer))
      let location = SourceLocation(file: file, line: position.line, column: position.column)
      let what =
        guardState.external
        ? "a document type declaration naming an external DTD"
        : "a document type declaration"
      return Result(
        root: nil,
        diagnostics: [
          .error(
            "doctype-refused",
            "\(what) is not allowed: entities and DTDs are never read", at: location,
            hint: "remove the <!DOCTYPE …> declaration")
        ])
    }
    guard let document, context.pointee.wellFormed != 0,
      let rootNode = xmlDocGetRootElement(document)
    else {
      return Result(
        root: nil, diagnostics: [firstError(guardState.firstError, of: context, file: file)])
    }

    let tags = LocationScanner.scan(buffer)
    var converter = TreeConverter(file: file, limits: limits, tags: tags)
    let root = converter.convert(rootNode, depth: 1)
    if !converter.diagnostics.isEmpty {
      return Result(root: nil, diagnostics: converter.diagnostics)
    }
    if let schema = schema(root) {
      let problems = schema.validate(document, file: file, locations: converter.locations)
      if !problems.isEmpty { return Result(root: nil, diagnostics: problems) }
    }
    return Result(root: root, diagnostics: [])
  }

  /// The byte offset of `<!DOCTYPE`, found again in the bytes (libxml2 has read past it).
  private static func doctypeStart(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
    let needle = Array("<!DOCTYPE".utf8)
    guard buffer.count >= needle.count else { return 0 }
    for start in 0...(buffer.count - needle.count)
    where buffer[start] == needle[0] && Array(buffer[start..<start + needle.count]) == needle {
      return start
    }
    return 0
  }

  /// The first error the parser reported, else its last one.
  private static func firstError(
    _ first: FirstError?, of context: xmlParserCtxtPtr, file: String
  ) -> Diagnostic {
    let last = xmlCtxtGetLastError(context)
    guard first != nil || last != nil else {
      return .error("xml-malformed", "the document is not well-formed XML", at: .file(file))
    }
    let message =
      first?.message ?? last.flatMap { LibXML2.message($0.pointee.message) }
      ?? "the document is not well-formed XML"
    let line = first?.line ?? last.map { Int($0.pointee.line) } ?? 1
    let column = first?.column ?? last.map { Int($0.pointee.int2) } ?? 1
    return .error(
      "xml-malformed", message,
      at: SourceLocation(file: file, line: max(line, 1), column: max(column, 1)))
  }
}

/// Records that the parser met a document type declaration, and its first error (set from the
/// SAX callbacks).
private final class DoctypeGuard {
  var seen = false
  var external = false
  var offset = 0
  var firstError: FirstError?
}

/// A parse error as libxml2 reported it, copied out while its message is still valid.
private struct FirstError {
  var message: String?
  var line: Int
  var column: Int
}

/// Copies libxml2's tree into `ParsedElement`s, checking depth and attribute length on the way.
private struct TreeConverter {
  let file: String
  let limits: XMLLimits
  let tags: [LocationScanner.Tag]
  var nextTag = 0
  var diagnostics: [Diagnostic] = []
  /// Each libxml2 node with its location, so schema errors (which name a node) can be located
  /// exactly.
  var locations: [(UnsafeMutableRawPointer, SourceLocation)] = []
  /// Names already made into strings, by libxml2's name and prefix pointers: the parser keeps
  /// each distinct name once, so a document of thousands of elements has a few dozen names.
  private var names: [NameKey: String] = [:]

  private struct NameKey: Hashable {
    var name: UnsafePointer<xmlChar>?
    var prefix: UnsafePointer<xmlChar>?
  }

  init(file: String, limits: XMLLimits, tags: [LocationScanner.Tag]) {
    self.file = file
    self.limits = limits
    self.tags = tags
    locations.reserveCapacity(tags.count)
  }

  mutating func convert(_ node: xmlNodePtr, depth: Int) -> ParsedElement {
    let tag = nextTag < tags.count ? tags[nextTag] : nil
    nextTag += 1
    let location = SourceLocation(
      file: file, line: tag?.line ?? Int(xmlGetLineNo(node)), column: tag?.column ?? 1)
    locations.append((UnsafeMutableRawPointer(node), location))
    var element = ParsedElement(
      name: name(node.pointee.name, node.pointee.ns?.pointee.prefix), location: location)

    if depth > limits.maximumDepth {
      diagnostics.append(
        .error(
          "depth-exceeded",
          "elements are nested deeper than the limit of \(limits.maximumDepth)", at: location,
          hint: "raise it with --max-depth"))
      return element
    }

    var attribute = node.pointee.properties
    while let current = attribute {
      let name = name(current.pointee.name, current.pointee.ns?.pointee.prefix)
      let value = LibXML2.content(of: current)
      let scanned = tag?.attributes.first { $0.name == name }
      let attributeLocation =
        scanned.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? location
      if value.utf8.count > limits.maximumAttributeLength {
        diagnostics.append(
          .error(
            "attribute-too-long",
            "attribute '\(name)' is \(value.utf8.count) bytes, more than the limit of "
              + "\(limits.maximumAttributeLength)", at: attributeLocation,
            hint: "raise it with --max-attribute-length"))
      }
      element.attributes.append(
        ParsedAttribute(name: name, value: value, location: attributeLocation))
      attribute = current.pointee.next
    }

    var child = node.pointee.children
    while let current = child {
      switch current.pointee.type {
      case XML_ELEMENT_NODE:
        element.children.append(convert(current, depth: depth + 1))
        if !diagnostics.isEmpty { return element }
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        if let content = current.pointee.content {
          element.text += String(cString: content)
        }
      default:
        break
      }
      child = current.pointee.next
    }
    return element
  }

  /// The qualified name (`prefix:local`) of a node or attribute.
  private mutating func name(_ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?)
    -> String
  {
    let key = NameKey(name: local, prefix: prefix)
    if let known = names[key] { return known }
    let text = LibXML2.qualifiedName(local: local, prefix: prefix)
    names[key] = text
    return text
  }
}
