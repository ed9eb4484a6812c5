import CLibXML2
import Foundation
import PaneDocCore
import PaneDocModel

/// A compiled RELAX NG schema (XML syntax), validated through libxml2 with located messages.
///
/// libxml2 does not promise that validating against one compiled schema from several threads at
/// once is safe, so validations take a lock; they are fast next to the rest of a run.
public final class RelaxNGSchema: @unchecked Sendable {
  private let schema: xmlRelaxNGPtr
  private let lock = NSLock()
  /// Every attribute name the schema declares: what a misspelt attribute is compared with.
  let attributeNames: [String]

  /// Compiles the schema text; `nil` with the compiler's messages when it is not a valid schema.
  public init(text: String) throws(SchemaError) {
    LibXML2.initialize()
    let bytes = Array(text.utf8)
    let collector = MessageCollector()
    let compiled: xmlRelaxNGPtr? = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
        guard let parser = xmlRelaxNGNewMemParserCtxt(pointer, Int32(buffer.count)) else {
          return nil
        }
        defer { xmlRelaxNGFreeParserCtxt(parser) }
        let unmanaged = Unmanaged.passRetained(collector)
        defer { unmanaged.release() }
        xmlRelaxNGSetParserStructuredErrors(parser, collectMessage, unmanaged.toOpaque())
        return xmlRelaxNGParse(parser)
      }
    }
    guard let compiled else {
      throw SchemaError(messages: collector.entries.map(\.message))
    }
    schema = compiled
    attributeNames = Self.declaredAttributes(text)
  }

  /// The names of the schema's `<attribute name="…">` patterns, each once, in order.
  private static func declaredAttributes(_ text: String) -> [String] {
    var names: [String] = []
    for part in text.components(separatedBy: "<attribute name=\"").dropFirst() {
      guard let end = part.firstIndex(of: "\"") else { continue }
      let name = String(part[..<end])
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  deinit { xmlRelaxNGFree(schema) }

  /// The schema violations of `document`, located through the converter's list of nodes and
  /// their locations (made into a map only when there is a violation to locate).
  func validate(
    _ document: xmlDocPtr, file: String, locations: [(UnsafeMutableRawPointer, SourceLocation)]
  ) -> [Diagnostic] {
    lock.lock()
    defer { lock.unlock() }
    guard let context = xmlRelaxNGNewValidCtxt(schema) else {
      return [
        .error(XMLCode.internal, "libxml2 could not create a schema validator", at: .file(file))
      ]
    }
    defer { xmlRelaxNGFreeValidCtxt(context) }
    let collector = MessageCollector()
    let unmanaged = Unmanaged.passRetained(collector)
    defer { unmanaged.release() }
    xmlRelaxNGSetValidStructuredErrors(context, collectMessage, unmanaged.toOpaque())
    let status = xmlRelaxNGValidateDoc(context, document)
    var diagnostics: [Diagnostic] = []
    let causes = Self.causes(collector.entries)
    let located =
      causes.isEmpty
      ? [:] : Dictionary(locations, uniquingKeysWith: { first, _ in first })
    for entry in causes {
      let location =
        entry.node.flatMap { located[$0] }
        ?? SourceLocation(file: file, line: max(entry.line, 1), column: 1)
      let diagnostic =
        unknownAttribute(entry.message, at: location)
        ?? Diagnostic.error(
          XMLCode.schema, entry.message, at: location, hint: Self.hint(for: entry.message))
      if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
    diagnostics = diagnostics.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
    if status != 0 && diagnostics.isEmpty {
      diagnostics.append(
        .error(XMLCode.schema, "the document does not match the schema", at: .file(file)))
    }
    return diagnostics
  }
}

extension RelaxNGSchema {
  /// libxml2's "Invalid attribute X for element Y" said the way the rest of PaneDoc's messages
  /// are, with the declared attribute nearest to X as a hint; located at the element, which
  /// `XMLDocumentReader` moves to the attribute itself (`misspeltAttribute`).
  fileprivate func unknownAttribute(_ message: String, at location: SourceLocation)
    -> Diagnostic?
  {
    let words = message.split(separator: " ").map(String.init)
    guard words.count == 6, words[0] == "Invalid", words[1] == "attribute", words[3] == "for",
      words[4] == "element"
    else { return nil }
    return .error(
      XMLCode.schema, "<\(words[5])> has no attribute '\(words[2])'", at: location,
      hint: Suggestion.hint(for: words[2], in: attributeNames)
        ?? "remove it; the schema lists the attributes each element takes")
  }

  /// The attribute an unknown-attribute message names, if it is one.
  public static func misspeltAttribute(in diagnostic: Diagnostic) -> String? {
    let message = diagnostic.message
    guard diagnostic.code == XMLCode.schema, message.hasSuffix("'"),
      let start = message.range(of: "> has no attribute '")
    else { return nil }
    return String(message[start.upperBound...].dropLast())
  }

  /// The messages that name a cause. libxml2 reports a violation where it is and then echoes it
  /// for the enclosing content ("Element interface has extra content: viewController", located
  /// at some child, and "Expecting an element , got nothing"). Echoes are dropped when a cause is
  /// reported; of the rest, a message at an element that encloses another message's element is
  /// dropped as well, so what remains points at the innermost spot.
  fileprivate static func causes(_ entries: [MessageCollector.Entry]) -> [MessageCollector.Entry] {
    let causes = entries.filter { !isEcho($0.message) }
    let kept = causes.isEmpty ? entries : causes
    let nodes = Set(kept.compactMap(\.node))
    return kept.filter { entry in
      guard let node = entry.node else { return true }
      return !nodes.contains { $0 != node && isAncestor(node, of: $0) }
    }
  }

  private static func isEcho(_ message: String) -> Bool {
    message.contains("has extra content") || message.hasPrefix("Expecting an element")
      || message.hasPrefix("Invalid sequence in interleave")
  }

  /// libxml2 says only that the attributes "failed to validate" when a required one is missing.
  fileprivate static func hint(for message: String) -> String? {
    message.hasSuffix("failed to validate attributes")
      ? "an attribute it requires is missing, or one has a value the schema does not allow"
      : nil
  }

  private static func isAncestor(
    _ candidate: UnsafeMutableRawPointer, of node: UnsafeMutableRawPointer
  ) -> Bool {
    var current = node.assumingMemoryBound(to: xmlNode.self).pointee.parent
    while let parent = current {
      if UnsafeMutableRawPointer(parent) == candidate { return true }
      current = parent.pointee.parent
    }
    return false
  }
}

/// The compiler's messages for a schema that did not compile.
public struct SchemaError: Error, Sendable, CustomStringConvertible {
  public var messages: [String]
  public var description: String { messages.joined(separator: "\n") }
}

/// Gathers libxml2's structured errors for one parse or validation.
private final class MessageCollector {
  struct Entry {
    var message: String
    var line: Int
    var node: UnsafeMutableRawPointer?
  }
  var entries: [Entry] = []
}

private func collectMessage(_ userData: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {
  guard let userData, let error else { return }
  let collector = Unmanaged<MessageCollector>.fromOpaque(userData).takeUnretainedValue()
  collector.entries.append(
    MessageCollector.Entry(
      message: LibXML2.message(error.pointee.message) ?? "schema violation",
      line: Int(error.pointee.line), node: error.pointee.node))
}
