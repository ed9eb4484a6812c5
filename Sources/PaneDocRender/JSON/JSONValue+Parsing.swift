import Foundation

extension JSONValue {
  /// A JSON document read by Foundation's parser, for small files PaneDoc wrote itself (a
  /// shard's manifest). Objects keep no key order: readers look members up by key. Nesting
  /// deeper than `maximumDepth` is refused, so a planted file cannot make the walk deep.
  public init(parsing bytes: Data, maximumDepth: Int) throws(JSONValueError) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
    } catch {
      throw JSONValueError("not JSON (\(error.localizedDescription))")
    }
    self = try JSONValue(foundation: object, depthLeft: maximumDepth)
  }

  private init(foundation value: Any, depthLeft: Int) throws(JSONValueError) {
    switch value {
    case is NSNull: self = .null
    case let text as String: self = .string(text)
    // Foundation hands booleans and numbers over as `NSNumber`; a boolean's type code is "c".
    case let number as NSNumber:
      self =
        String(cString: number.objCType) == "c"
        ? .bool(number.boolValue) : .number(number.doubleValue)
    case let items as [Any]:
      guard depthLeft > 0 else { throw JSONValueError("nested deeper than allowed") }
      self = .array(
        try items.map { (item) throws(JSONValueError) in
          try JSONValue(foundation: item, depthLeft: depthLeft - 1)
        })
    case let members as [String: Any]:
      guard depthLeft > 0 else { throw JSONValueError("nested deeper than allowed") }
      self = .object(
        try members.sorted { $0.key < $1.key }.map { (key, item) throws(JSONValueError) in
          (key, try JSONValue(foundation: item, depthLeft: depthLeft - 1))
        })
    default: throw JSONValueError("holds a value JSON does not have")
    }
  }
}

/// Why a JSON document was refused.
public struct JSONValueError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
