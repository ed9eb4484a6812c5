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

  /// `prefix:local`, or `local` without a namespace prefix.
  static func qualifiedName(local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?)
    -> String
  {
    let name = local.map { String(cString: $0) } ?? ""
    if let prefix { return String(cString: prefix) + ":" + name }
    return name
  }

  /// An attribute's value as libxml2 normalized it.
  static func content(of attribute: xmlAttrPtr) -> String {
    // Almost every value is one text node.
    if let only = attribute.pointee.children, only.pointee.next == nil {
      return only.pointee.content.map { String(cString: $0) } ?? ""
    }
    var text = ""
    var child = attribute.pointee.children
    while let current = child {
      if let content = current.pointee.content { text += String(cString: content) }
      child = current.pointee.next
    }
    return text
  }
}
