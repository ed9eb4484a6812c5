/// An object of a page's context built for rendering: its names and values in the order they
/// were given, found by comparing names one after another.
///
/// A figure or a warning row has about twenty names, and a report of a thousand scenes renders a
/// hundred thousand of them. As `[String: Any]` each was hashed into a table (and into a second
/// one where two were merged), every name hashed again at every lookup; here building one is
/// appending to an array, and a lookup compares each name's `MustacheName.key` (a number) before
/// it compares the one name whose key matches. The values keep their types (`MustacheValue`), so
/// the renderer writes text and iterates lists without casting from `Any`.
public struct MustacheFields {
  /// The names, with their keys: a lookup scans the keys alone. An object built from a list of
  /// names given once (`init(_:)`) shares that list, so its names cost nothing to add.
  private var names: MustacheNames
  private var values: [MustacheValue] = []

  /// An empty object with room for `capacity` names.
  public init(capacity: Int = 0) {
    names = MustacheNames(capacity: capacity)
    values.reserveCapacity(capacity)
  }

  /// An empty object whose values are given in the order of `names`, with `append(_:)`: its
  /// names and their keys are worked out once for every object of its kind.
  public init(_ names: MustacheNames) {
    self.names = names
    values.reserveCapacity(names.texts.count)
  }

  /// An object with `values` for the first of `names`, in their order.
  public init(_ names: MustacheNames, values: [MustacheValue]) {
    precondition(values.count <= names.texts.count, "more values than names")
    self.names = names
    self.values = values
  }

  /// Adds the value of the next of the names the object was made with.
  public mutating func append(_ value: MustacheValue) {
    precondition(values.count < names.texts.count, "more values than names")
    values.append(value)
  }

  /// Adds `name` with `value`; a name already there keeps its first value, as
  /// `[String: Any].merging` keeping the current one does.
  public mutating func add(_ name: String, _ value: MustacheValue) {
    if names.texts.count > values.count { names.removeLast(names.texts.count - values.count) }
    names.append(name)
    values.append(value)
  }

  /// Adds `name` with a value of any type, typed as `MustacheValue(_:)` types it.
  public mutating func add(_ name: String, _ value: Any) { add(name, MustacheValue(value)) }
  public mutating func add(_ name: String, _ value: String) { add(name, .text(value)) }
  public mutating func add(_ name: String, _ value: Bool) { add(name, .flag(value)) }
  public mutating func add(_ name: String, _ value: Int) { add(name, .number(value)) }
  public mutating func add(_ name: String, _ value: MustacheFields) { add(name, .object(value)) }
  public mutating func add(_ name: String, _ value: [MustacheFields]) {
    add(name, .objects(value))
  }
  public mutating func add(_ name: String, _ value: [String]) { add(name, .texts(value)) }

  /// The first value given for `name`.
  public subscript(name: String) -> Any? { value(of: MustacheName(name))?.any }

  /// The first value given for `name`, as the renderer reads it.
  func value(of name: MustacheName) -> MustacheValue? {
    var index = 0
    let count = values.count
    while index < count {
      if names.keys[index] == name.key, name.keyIsWhole || names.texts[index] == name.text {
        return values[index]
      }
      index += 1
    }
    return nil
  }

  /// The object with each prepared text in it plain (`MustacheValue.plain`).
  var plain: MustacheFields {
    var object = self
    object.values = values.map(\.plain)
    return object
  }

  /// Each name once, with its first value: the object as a dictionary, for whatever reads
  /// contexts other than the renderer.
  public var dictionary: [String: Any] {
    var result: [String: Any] = [:]
    for (name, value) in zip(names.texts, values) where result[name] == nil {
      result[name] = value.any
    }
    return result
  }
}

/// The names of an object's values with their keys (`MustacheName.key`), in order: a list made
/// once for every object of one kind (a figure, a warning row), so each of them adds its values
/// alone.
public struct MustacheNames: Sendable {
  fileprivate private(set) var keys: [UInt64] = []
  public private(set) var texts: [String] = []

  public init(_ texts: [String]) {
    for text in texts { append(text) }
  }

  init(capacity: Int) {
    keys.reserveCapacity(capacity)
    texts.reserveCapacity(capacity)
  }

  fileprivate mutating func append(_ text: String) {
    keys.append(MustacheName.key(of: text))
    texts.append(text)
  }

  fileprivate mutating func removeLast(_ count: Int) {
    keys.removeLast(count)
    texts.removeLast(count)
  }
}

/// A name of a tag (one part of a dotted name) with its key, worked out once when the template
/// is parsed: names that differ in their length or first seven bytes differ in their keys, so a
/// lookup compares numbers and only the name whose key matches as text.
public struct MustacheName: Sendable, Equatable {
  public let text: String
  let key: UInt64
  /// Whether the key holds all of the name (seven bytes or fewer: `href`, `src`, `message`),
  /// so a name whose key matches is this name and is not compared as text. Most names of the
  /// pages are this short, and a comparison of texts was a call per value written.
  let keyIsWhole: Bool

  public init(_ text: String) {
    self.text = text
    key = Self.key(of: text)
    keyIsWhole = text.utf8.count <= 7
  }

  /// The UTF-8 length in the top byte (255 for any longer), the first seven bytes below it: two
  /// names of seven bytes or fewer have the same key only when they have the same bytes.
  static func key(of name: String) -> UInt64 {
    var key = UInt64(min(name.utf8.count, 255)) << 56
    var shift: UInt64 = 48
    for byte in name.utf8.prefix(7) {
      key |= UInt64(byte) << shift
      shift &-= 8
    }
    return key
  }
}
