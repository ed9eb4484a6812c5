import CLibXML2
import Foundation

/// Small helpers over libxml2's C API, shared by the document reader and the schema.
enum LibXML2 {
  private static let once: Void = {
    xmlInitParser()
    xmlThrDefSetStructuredErrorFunc(nil, discard)
  }()

  /// Initializes libxml2 once per process, before any thread parses, and silences its global
  /// error channel on the calling thread.
  ///
  /// Errors raised without a parser context (encoding conversion, I/O) bypass the parser's own
  /// handler and would be printed to standard error; PaneDoc reports the parse failure they
  /// cause as a located diagnostic instead. libxml2 keeps the channel per thread, hence the
  /// call on every parse as well as the default for new threads.
  static func initialize() {
    _ = once
    xmlSetStructuredErrorFunc(nil, discard)
  }

  /// A structured error handler that drops the error.
  private static let discard: xmlStructuredErrorFunc = { _, _ in }

  /// An error message without libxml2's trailing newline.
  static func message(_ text: UnsafeMutablePointer<CChar>?) -> String? {
    guard let text else { return nil }
    let message = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
    return message.isEmpty ? nil : message
  }

  static func qualifiedName(_ node: xmlNodePtr) -> String {
    let local = node.pointee.name.map { String(cString: $0) } ?? ""
    if let prefix = node.pointee.ns?.pointee.prefix { return String(cString: prefix) + ":" + local }
    return local
  }

  static func qualifiedName(_ attribute: xmlAttrPtr) -> String {
    let local = attribute.pointee.name.map { String(cString: $0) } ?? ""
    if let prefix = attribute.pointee.ns?.pointee.prefix {
      return String(cString: prefix) + ":" + local
    }
    return local
  }

  /// An attribute's value as libxml2 normalized it.
  static func content(of attribute: xmlAttrPtr) -> String {
    var text = ""
    var child = attribute.pointee.children
    while let current = child {
      if let content = current.pointee.content { text += String(cString: content) }
      child = current.pointee.next
    }
    return text
  }
}
