/// A value of a context, typed as the renderer uses it: text it writes, a flag or list a section
/// tests and iterates, an object whose names it looks up. The pages build their contexts of these
/// (through `MustacheFields.add`), so rendering a figure casts nothing from `Any`; any other value
/// (a `[String: Any]` object, a list of them, a decimal) is kept as it is and read as before.
public enum MustacheValue {
  case text(String)
  /// Text that the escape function of the library that prepared it (`MustacheLibrary.prepared`)
  /// leaves as it is: `{{name}}` copies it without looking at it again. In every other way it is
  /// `.text`: a text written in many places (an environment's words, in every figure of a run)
  /// is escaped once instead of at each.
  case verbatim(String)
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

  /// The value with each `.verbatim` text in it made `.text`, in its objects and their lists
  /// too: what it would be had no text been prepared.
  var plain: MustacheValue {
    switch self {
    case .verbatim(let text): .text(text)
    case .object(let object): .object(object.plain)
    case .objects(let objects): .objects(objects.map(\.plain))
    case .text, .flag, .number, .texts, .rendered, .other: self
    }
  }

  /// The value as the plain Swift value it stands for.
  public var any: Any {
    switch self {
    case .text(let text), .verbatim(let text): text
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

/// A text with whether the escape function of a library leaves it as it is
/// (`MustacheLibrary.prepared`), so that its value (`.verbatim`) is copied as it is wherever that
/// library's renderings write it. Rendered by any other library, a prepared text may be written
/// unescaped where that library's escape would change it: a text not prepared is plain `.text`.
public struct MustacheText: Sendable, Equatable {
  public let text: String
  /// Whether the library that prepared the text leaves it as it is.
  public let verbatim: Bool

  /// `text` as it is, not prepared: its value is `.text`.
  public init(_ text: String) {
    self.text = text
    verbatim = false
  }

  init(_ text: String, verbatim: Bool) {
    self.text = text
    self.verbatim = verbatim
  }

  /// The text as a context's value: `.verbatim` when prepared so, else `.text`.
  public var value: MustacheValue { verbatim ? .verbatim(text) : .text(text) }
}
