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
  /// The names' keys, names and values, side by side: a lookup scans the keys alone.
  private var keys: [UInt64] = []
  private var names: [String] = []
  private var values: [MustacheValue] = []

  /// An empty object with room for `capacity` names.
  public init(capacity: Int = 0) {
    keys.reserveCapacity(capacity)
    names.reserveCapacity(capacity)
    values.reserveCapacity(capacity)
  }

  /// Adds `name` with `value`; a name already there keeps its first value, as
  /// `[String: Any].merging` keeping the current one does.
  public mutating func add(_ name: String, _ value: MustacheValue) {
    keys.append(MustacheName.key(of: name))
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
    while index < keys.count {
      if keys[index] == name.key, name.keyIsWhole || names[index] == name.text {
        return values[index]
      }
      index += 1
    }
    return nil
  }

  /// Each name once, with its first value: the object as a dictionary, for whatever reads
  /// contexts other than the renderer.
  public var dictionary: [String: Any] {
    var result: [String: Any] = [:]
    for (name, value) in zip(names, values) where result[name] == nil { result[name] = value.any }
    return result
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
