import PaneDocModel
import PaneDocXML

/// `<userDefinedRuntimeAttributes>`: key paths set on an object when it is loaded. Only those that
/// name split or popover properties change the model; the rest (border colours, accessibility
/// strings, …) are the app's business and are ignored.
struct IBRuntimeAttribute {
  enum Value {
    case bool(Bool)
    case number(Double)
    case string(String)
    case size(Size)
  }

  var keyPath: String
  var value: Value?
  var location: SourceLocation

  /// The attributes declared directly on `element` (not on its subviews).
  static func all(of element: ParsedElement) -> [IBRuntimeAttribute] {
    element.children(named: "userDefinedRuntimeAttributes").flatMap {
      $0.children(named: "userDefinedRuntimeAttribute").compactMap(attribute)
    }
  }

  private static func attribute(_ element: ParsedElement) -> IBRuntimeAttribute? {
    guard let keyPath = element["keyPath"] else { return nil }
    return IBRuntimeAttribute(
      keyPath: keyPath, value: value(of: element), location: element.location)
  }

  /// Booleans and strings sit in `value=`; numbers, sizes and the rest in a `key="value"` child.
  private static func value(of element: ParsedElement) -> Value? {
    let type = element["type"]
    if let text = element["value"] {
      switch type {
      case "boolean": return IBValues.bool(text).map(Value.bool)
      case "number": return IBValues.number(text).map(Value.number)
      default: return .string(text)
      }
    }
    guard let child = element.children.first(where: { $0["key"] == "value" }) else { return nil }
    switch child.name {
    case "real", "integer":
      return IBValues.number(child["value"]).map(Value.number)
    case "size":
      return IBValues.size(child).map(Value.size)
    case "bool", "boolean":
      return IBValues.bool(child["value"]).map(Value.bool)
    case "string":
      return .string(child["value"] ?? child.text)
    default:
      return nil
    }
  }

  var number: Double? {
    switch value {
    case .number(let number): number
    case .bool(let flag): flag ? 1 : 0
    case .string(let text): IBValues.number(text)
    default: nil
    }
  }

  /// The value as a whole number (an enum's raw value), `nil` unless it is one.
  var integer: Int? {
    number.flatMap { Int(exactly: $0) }
  }

  var bool: Bool? {
    switch value {
    case .bool(let flag): flag
    case .number(let number): number != 0
    case .string(let text): IBValues.bool(text)
    default: nil
    }
  }
}
