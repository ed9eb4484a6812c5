import CLibXML2
import PaneDocModel

/// Builds `ParsedElement` values straight from libxml2's SAX2 events, while the parser runs.
///
/// libxml2's own tree costs an allocation per element, attribute and text run, all freed again
/// once copied out: on a large storyboard that churn took most of the parse. So no tree is built,
/// except for a document a RELAX NG schema will validate (the validator walks libxml2's tree);
/// then libxml2's own SAX2 handlers are called beside these ones and each node is remembered with
/// its location, so a schema error names the right line and column.
///
/// The parser context's `_private` points at the builder; the C callbacks find it there.
final class ElementBuilder {
  let file: String
  let limits: XMLLimits
  /// Picks the schema from the root element, with its attributes but before its children.
  let schemaFor: (ParsedElement) -> RelaxNGSchema?
  /// The start tags' locations, in document order (the order of start-element events).
  let tags: [LocationScanner.Tag]

  /// The finished root element.
  private(set) var root: ParsedElement?
  /// The schema the root element asked for; libxml2's tree is built only when there is one.
  private(set) var schema: RelaxNGSchema?
  /// Each node of libxml2's tree with its location (only while a tree is built).
  private(set) var locations: [(UnsafeMutableRawPointer, SourceLocation)] = []
  /// The limit errors that stopped the parse.
  private(set) var diagnostics: [Diagnostic] = []

  /// Set when a document type declaration is met (the parser is stopped at once).
  var doctype: (seen: Bool, external: Bool) = (false, false)
  /// The first error libxml2 reported: the one to fix, since later ones are its consequences.
  var firstError: (message: String?, line: Int, column: Int)?

  private var open: [ParsedElement] = []
  private var nextTag = 0
  /// Names already made into strings, by libxml2's dictionary pointers: the parser keeps each
  /// distinct name once, so a document of thousands of elements has a few dozen names.
  private var names: [NameKey: String] = [:]

  private struct NameKey: Hashable {
    var name: UnsafePointer<xmlChar>?
    var prefix: UnsafePointer<xmlChar>?
  }

  init(
    file: String, limits: XMLLimits, tags: [LocationScanner.Tag],
    schemaFor: @escaping (ParsedElement) -> RelaxNGSchema?
  ) {
    self.file = file
    self.limits = limits
    self.tags = tags
    self.schemaFor = schemaFor
  }

  /// Points `context`'s SAX2 handlers at this builder. The caller keeps the builder alive for as
  /// long as the context parses.
  func install(on context: xmlParserCtxtPtr) {
    context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
    let sax = context.pointee.sax!
    sax.pointee.startElementNs = {
      context, local, prefix, uri, namespaceCount, namespaces,
      attributeCount, defaultedCount, attributes in
      guard let builder = ElementBuilder.of(context) else { return }
      builder.start(local, prefix, attributeCount, attributes, context: context!)
      // A stopped parser has freed its input, which the arguments point into.
      if builder.schema != nil, builder.diagnostics.isEmpty {
        xmlSAX2StartElementNs(
          context, local, prefix, uri, namespaceCount, namespaces, attributeCount,
          defaultedCount, attributes)
        builder.rememberNode(context!)
      }
    }
    sax.pointee.endElementNs = { context, local, prefix, uri in
      guard let builder = ElementBuilder.of(context) else { return }
      builder.end()
      if builder.schema != nil { xmlSAX2EndElementNs(context, local, prefix, uri) }
    }
    sax.pointee.characters = { context, text, length in
      guard let builder = ElementBuilder.of(context), let text else { return }
      builder.characters(text, Int(length))
      if builder.schema != nil { xmlSAX2Characters(context, text, length) }
    }
    // Comments and processing instructions carry nothing PaneDoc reads, and the schema ignores
    // them.
    sax.pointee.comment = nil
    sax.pointee.processingInstruction = nil
    sax.pointee.internalSubset = { context, _, _, systemID in
      guard let builder = ElementBuilder.of(context) else { return }
      builder.doctype = (true, systemID != nil)
      xmlStopParser(context?.assumingMemoryBound(to: xmlParserCtxt.self))
    }
    sax.pointee.serror = { context, error in
      guard let builder = ElementBuilder.of(context), let error, builder.firstError == nil,
        error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue
      else { return }
      builder.firstError = (
        LibXML2.message(error.pointee.message), Int(error.pointee.line), Int(error.pointee.int2)
      )
    }
  }

  private static func of(_ context: UnsafeMutableRawPointer?) -> ElementBuilder? {
    guard let state = context?.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private
    else { return nil }
    return Unmanaged<ElementBuilder>.fromOpaque(state).takeUnretainedValue()
  }

  private func start(
    _ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ attributeCount: Int32,
    _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, context: UnsafeMutableRawPointer
  ) {
    let tag = nextTag < tags.count ? tags[nextTag] : nil
    nextTag += 1
    let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
    let location = SourceLocation(
      file: file, line: tag?.line ?? Int(xmlSAX2GetLineNumber(context)), column: tag?.column ?? 1)
    var element = ParsedElement(name: name(local, prefix), location: location)

    if open.count + 1 > limits.maximumDepth {
      stop(
        parser,
        .error(
          XMLCode.depthExceeded,
          "elements are nested deeper than the limit of \(limits.maximumDepth)", at: location,
          hint: "raise it with --max-depth"))
      return
    }

    // Five pointers an attribute: local name, prefix, namespace, value start, value end.
    element.attributes.reserveCapacity(Int(attributeCount))
    for index in 0..<Int(max(attributeCount, 0)) {
      guard let fields = attributes?.advanced(by: index * 5),
        let start = fields[3], let end = fields[4]
      else { continue }
      let name = name(fields[0], fields[1])
      let value = Self.attributeValue(UnsafeBufferPointer(start: start, count: end - start))
      let scanned = tag?.attributes.first { $0.name == name }
      let attributeLocation =
        scanned.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? location
      if value.utf8.count > limits.maximumAttributeLength {
        stop(
          parser,
          .error(
            XMLCode.attributeTooLong,
            "attribute '\(name)' is \(value.utf8.count) bytes, more than the limit of "
              + "\(limits.maximumAttributeLength)", at: attributeLocation,
            hint: "raise it with --max-attribute-length"))
        return
      }
      element.attributes.append(
        ParsedAttribute(name: name, value: value, location: attributeLocation))
    }

    if open.isEmpty { schema = schemaFor(element) }
    open.append(element)
  }

  private func rememberNode(_ context: UnsafeMutableRawPointer) {
    guard let node = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee.node,
      let location = open.last?.location
    else { return }
    locations.append((UnsafeMutableRawPointer(node), location))
  }

  private func end() {
    guard let element = open.popLast() else { return }
    if open.isEmpty {
      root = element
    } else {
      open[open.count - 1].children.append(element)
    }
  }

  private func characters(_ text: UnsafePointer<xmlChar>, _ length: Int) {
    guard !open.isEmpty else { return }
    open[open.count - 1].text += String(
      decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self)
  }

  /// Records a limit error and stops the parser, which frees its input at once: nothing the
  /// current callback was given may be read after this.
  private func stop(_ parser: xmlParserCtxtPtr, _ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
    xmlStopParser(parser)
  }

  /// An attribute value as the SAX2 interface hands it over: libxml2 has replaced character and
  /// predefined entity references, except that an ampersand stays written `&#38;` (its tree
  /// builder decodes that once more). No other reference can remain: any other entity is
  /// undeclared, since no document type declaration is read.
  static func attributeValue(_ bytes: UnsafeBufferPointer<xmlChar>) -> String {
    guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
    let escaped: [UInt8] = Array("&#38;".utf8)
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "&"), index + escaped.count <= bytes.count,
        bytes[index..<index + escaped.count].elementsEqual(escaped)
      {
        decoded.append(UInt8(ascii: "&"))
        index += escaped.count
      } else {
        decoded.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  /// The qualified name (`prefix:local`) of an element or attribute.
  private func name(_ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
    let key = NameKey(name: local, prefix: prefix)
    if let known = names[key] { return known }
    let text = LibXML2.qualifiedName(local: local, prefix: prefix)
    names[key] = text
    return text
  }
}
