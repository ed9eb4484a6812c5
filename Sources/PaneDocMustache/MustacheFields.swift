/// An object of a page's context built for rendering: its names and values in the order they
/// were given, found by comparing names one after another.
///
/// A figure or a warning row has about twenty names, and a report of a thousand scenes renders a
/// hundred thousand of them. As `[String: Any]` each was hashed into a table (and into a second
/// one where two were merged), every name hashed again at every lookup; here building one is
/// appending to an array, and a lookup compares short names, which Swift stores inline.
public struct MustacheFields {
  /// The names and their values, side by side: a lookup compares names without copying a value
  /// (an `Any` copied is a call through its type's witnesses).
  private var names: [String] = []
  private var values: [Any] = []

  /// An empty object with room for `capacity` names.
  public init(capacity: Int = 0) {
    names.reserveCapacity(capacity)
    values.reserveCapacity(capacity)
  }

  /// Adds `name` with `value`; a name already there keeps its first value, as
  /// `[String: Any].merging` keeping the current one does.
  public mutating func add(_ name: String, _ value: Any) {
    names.append(name)
    values.append(value)
  }

  /// The first value given for `name`.
  public subscript(name: String) -> Any? {
    guard let index = names.firstIndex(of: name) else { return nil }
    return values[index]
  }

  /// Each name once, with its first value: the object as a dictionary, for whatever reads
  /// contexts other than the renderer.
  public var dictionary: [String: Any] {
    var result: [String: Any] = [:]
    for (name, value) in zip(names, values) where result[name] == nil { result[name] = value }
    return result
  }
}
