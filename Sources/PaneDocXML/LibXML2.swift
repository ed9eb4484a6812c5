import CLibXML2
import Foundation

/// Small helpers over libxml2's C API, shared by the document reader and the schema.
enum LibXML2 {
  private static let once: Void = { xmlInitParser() }()

  /// Initializes libxml2 once per process, before any thread parses.
  static func initialize() { _ = once }

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
