import Foundation
import PaneDocLayout

/// Reading `layout.json` back, for `panedoc diff` on two reports, with Foundation's JSON decoder
/// and `Layout`'s `Decodable` conformance (and a shard's manifest, for `panedoc merge`). It is strict about types (a report is
/// machine-written) and names where the first problem is: the JSON path of a value
/// (`layouts[3].nodes[0].frame`), or the character where the text stops being JSON.
extension LayoutJSON {
  public struct DecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the document, as a path: `layouts[3].nodes[0].frame`; empty when the text is not
    /// JSON at all.
    public var path: String
    public var message: String
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
  }

  private struct Document: Decodable {
    enum Key: String, CodingKey { case version, layouts }
    var layouts: [Layout]

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      guard try container.decode(Int.self, forKey: .version) == LayoutJSON.version else {
        throw Swift.DecodingError.dataCorruptedError(
          forKey: .version, in: container, debugDescription: "unsupported layout.json version")
      }
      layouts = try container.decode([Layout].self, forKey: .layouts)
    }
  }

  /// The layouts of a `layout.json` document.
  public static func decodeDocument(_ data: Data) throws(DecodingError) -> [Layout] {
    try decode(Document.self, from: data).layouts
  }

  /// A document PaneDoc wrote (`layout.json`, a shard's manifest), its first problem located.
  package static func decode<Value: Decodable>(_ type: Value.Type, from data: Data)
    throws(DecodingError)
    -> Value
  {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as Swift.DecodingError {
      throw located(error, in: data)
    } catch {
      throw DecodingError(path: "", message: "\(error)")
    }
  }

  /// `error` with the path of the value at fault, or where the text is not JSON.
  private static func located(_ error: Swift.DecodingError, in data: Data) -> DecodingError {
    func path(_ keys: [any CodingKey]) -> String {
      let text = keys.reduce("") { path, key in
        if let index = key.intValue { return path + "[\(index)]" }
        return path.isEmpty ? key.stringValue : path + "." + key.stringValue
      }
      return text.isEmpty ? "(root)" : text
    }
    switch error {
    case .keyNotFound(let key, let context):
      return DecodingError(path: path(context.codingPath + [key]), message: "missing")
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return DecodingError(path: path(context.codingPath), message: "expected " + name(of: type))
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return DecodingError(path: "", message: "not JSON: " + syntaxProblem(in: data))
    case .dataCorrupted(let context):
      return DecodingError(path: path(context.codingPath), message: context.debugDescription)
    @unknown default:
      return DecodingError(path: "", message: "\(error)")
    }
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Double.Type, is Int.Type: "a number"
    case is Bool.Type: "true or false"
    case is [Any].Type: "an array"
    default: "an object"
    }
  }

  /// Where and why the text is not JSON. The decoder says only that it is not; Foundation's
  /// `JSONSerialization` names the character ("Invalid value around character 7.").
  private static func syntaxProblem(in data: Data) -> String {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch let error as NSError {
      if let detail = error.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
    }
    return "the text is not valid JSON"
  }
}
