import Foundation
import PaneDocRender

/// A JSON document as Foundation's decoder reads PaneDoc's text of it: what tests look into.
///
/// Tests read the bytes a user gets, with a parser PaneDoc did not write, rather than the
/// `JSONValue` the writer built: a value that is right in memory but written wrong fails them.
public enum ParsedJSON: Equatable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([ParsedJSON])
  case object([String: ParsedJSON])

  /// `value` written by PaneDoc's encoder and read back by `JSONDecoder`.
  public init(_ value: JSONValue) throws {
    self = try JSONDecoder().decode(ParsedJSON.self, from: Data(value.serializedBytes()))
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([ParsedJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: ParsedJSON].self))
    }
  }

  /// The value of `key` in an object.
  public subscript(_ key: String) -> ParsedJSON? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }
}
