import CLibXML2
import Foundation
import PaneDocModel

/// Parses XML through libxml2 with safe options into `ParsedElement` values (see `ElementBuilder`).
///
/// This type, `ElementBuilder` and `RelaxNGSchema` are the only code that touches libxml2
/// pointers. Safety:
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
    schema: @escaping (_ root: ParsedElement) -> RelaxNGSchema? = { _ in nil }
  ) -> Result {
    guard data.count <= limits.maximumBytes else {
      return Result(
        root: nil,
        diagnostics: [
          .error(
            XMLCode.inputTooLarge,
            "the input is \(data.count) bytes, more than the limit of \(limits.maximumBytes)",
            at: .file(file), hint: "raise it with --max-input-bytes")
        ])
    }
    guard !data.isEmpty else {
      return Result(
        root: nil,
        diagnostics: [.error(XMLCode.xmlMalformed, "the document is empty", at: .file(file))])
    }
    LibXML2.initialize()
    return data.withUnsafeBufferPointer { buffer in
      parse(buffer, file: file, limits: limits, schema: schema)
    }
  }

  private static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, file: String, limits: XMLLimits,
    schema: @escaping (ParsedElement) -> RelaxNGSchema?
  ) -> Result {
    if let offset = AttributeCounter.firstTag(over: limits.maximumAttributes, in: buffer) {
      let position = LocationScanner.position(in: buffer, offset: offset)
      return Result(
        root: nil,
        diagnostics: [
          .error(
            XMLCode.tooManyAttributes,
            "an element has more than \(limits.maximumAttributes) attributes",
            at: SourceLocation(file: file, line: position.line, column: position.column),
            hint: "raise it with --max-attributes")
        ])
    }

    let builder = ElementBuilder(
      file: file, limits: limits, tags: LocationScanner.scan(buffer), schemaFor: schema)
    let document: xmlDocPtr
    switch run(builder, over: buffer) {
    case .failure(let diagnostic): return Result(root: nil, diagnostics: [diagnostic])
    case .success(let parsed): document = parsed
    }
    defer { xmlFreeDoc(document) }
    guard let root = builder.root else {
      return Result(
        root: nil,
        diagnostics: [
          .error(XMLCode.xmlMalformed, "the document has no root element", at: .file(file))
        ]
      )
    }
    if let schema = builder.schema {
      let problems = schema.validate(document, file: file, locations: builder.locations)
      if !problems.isEmpty {
        return Result(root: nil, diagnostics: problems.map { atAttribute($0, in: root) })
      }
    }
    return Result(root: root, diagnostics: [])
  }

  /// A schema error about an attribute the element may not have, moved from the element to the
  /// attribute, where an editor's cursor should go.
  private static func atAttribute(_ diagnostic: Diagnostic, in root: ParsedElement) -> Diagnostic {
    guard let name = RelaxNGSchema.misspeltAttribute(in: diagnostic) else { return diagnostic }
    var pending = [root]
    while let element = pending.popLast() {
      if element.location == diagnostic.location, let attribute = element.attribute(name) {
        var moved = diagnostic
        moved.location = attribute.location
        return moved
      }
      pending += element.children
    }
    return diagnostic
  }

  /// Runs libxml2's parser over `buffer` with `builder` taking its events, and returns the
  /// parsed document (holding libxml2's tree only when a schema asked for one), or the located
  /// error that stopped the parse.
  private static func run(_ builder: ElementBuilder, over buffer: UnsafeBufferPointer<UInt8>)
    -> ParseOutcome
  {
    let file = builder.file
    guard let context = xmlNewParserCtxt() else {
      return .failure(
        .error(XMLCode.internal, "libxml2 could not create a parser", at: .file(file)))
    }
    defer { xmlFreeParserCtxt(context) }
    builder.install(on: context)
    // CDATA arrives as text; a tree built for a schema keeps short text inside its nodes.
    let options = Int32(
      XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
        | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue)
    let document = buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
      xmlCtxtReadMemory(context, $0, Int32(clamping: buffer.count), file, nil, options)
    }

    if let failure = failure(of: builder, context, in: buffer) {
      if let document { xmlFreeDoc(document) }
      return .failure(failure)
    }
    guard let document else {
      return .failure(firstError(builder.firstError, of: context, file: file))
    }
    return .success(document)
  }

  /// Why a finished parse has no usable document, if it has none: a refused document type
  /// declaration, a limit the builder met, or the first well-formedness error.
  private static func failure(
    of builder: ElementBuilder, _ context: xmlParserCtxtPtr, in buffer: UnsafeBufferPointer<UInt8>
  ) -> Diagnostic? {
    let file = builder.file
    if builder.doctype.seen {
      let position = LocationScanner.position(in: buffer, offset: doctypeStart(buffer))
      let location = SourceLocation(file: file, line: position.line, column: position.column)
      let what =
        builder.doctype.external
        ? "a document type declaration naming an external DTD"
        : "a document type declaration"
      return .error(
        XMLCode.doctypeRefused,
        "\(what) is not allowed: entities and DTDs are never read", at: location,
        hint: "remove the <!DOCTYPE …> declaration")
    }
    if let limit = builder.diagnostics.first { return limit }
    guard context.pointee.wellFormed != 0 else {
      return firstError(builder.firstError, of: context, file: file)
    }
    return nil
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
    _ first: (message: String?, line: Int, column: Int)?, of context: xmlParserCtxtPtr,
    file: String
  ) -> Diagnostic {
    let last = xmlCtxtGetLastError(context)
    guard first != nil || last != nil else {
      return .error(XMLCode.xmlMalformed, "the document is not well-formed XML", at: .file(file))
    }
    let message =
      first?.message ?? last.flatMap { LibXML2.message($0.pointee.message) }
      ?? "the document is not well-formed XML"
    let line = first?.line ?? last.map { Int($0.pointee.line) } ?? 1
    let column = first?.column ?? last.map { Int($0.pointee.int2) } ?? 1
    return .error(
      XMLCode.xmlMalformed, message,
      at: SourceLocation(file: file, line: max(line, 1), column: max(column, 1)))
  }
}

/// A parsed document, or the located error that stopped the parse.
private enum ParseOutcome {
  case success(xmlDocPtr)
  case failure(Diagnostic)
}
