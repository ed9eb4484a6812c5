/// A value of a context, typed as the renderer uses it: text it writes, a flag or list a section
/// tests and iterates, an object whose names it looks up. The pages build their contexts of these
/// (through `MustacheFields.add`), so rendering a figure casts nothing from `Any`; any other value
/// (a `[String: Any]` object, a list of them, a decimal) is kept as it is and read as before.
public enum MustacheValue {
  case text(String)
  case flag(Bool)
  case number(Int)
  case object(MustacheFields)
  case objects([MustacheFields])
  case texts([String])
  /// A list rendered ahead: its bytes stand for its section.
  case rendered(MustacheRenderedList)
  /// Boxed: kept inline, the existential made every value four words and its copies calls
  /// through the type's value witnesses.
  indirect case other(Any)

  /// `value` typed by its exact type: types are compared before any cast, since a conditional
  /// cast from `Any` searches the runtime's conformances.
  public init(_ value: Any) {
    switch ObjectIdentifier(type(of: value)) {
    case ObjectIdentifier(String.self): self = .text(value as! String)
    case ObjectIdentifier(Bool.self): self = .flag(value as! Bool)
    case ObjectIdentifier(Int.self): self = .number(value as! Int)
    case ObjectIdentifier(MustacheFields.self): self = .object(value as! MustacheFields)
    case ObjectIdentifier([MustacheFields].self): self = .objects(value as! [MustacheFields])
    case ObjectIdentifier([String].self): self = .texts(value as! [String])
    case ObjectIdentifier(MustacheRenderedList.self):
      self = .rendered(value as! MustacheRenderedList)
    case ObjectIdentifier(MustacheValue.self): self = value as! MustacheValue
    default: self = .other(value)
    }
  }

  /// The value as the plain Swift value it stands for.
  public var any: Any {
    switch self {
    case .text(let text): text
    case .flag(let flag): flag
    case .number(let number): number
    case .object(let object): object
    case .objects(let objects): objects
    case .texts(let texts): texts
    case .rendered(let list): list
    case .other(let value): value
    }
  }
}
