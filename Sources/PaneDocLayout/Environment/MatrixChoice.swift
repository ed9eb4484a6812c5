import PaneDocModel

/// What one dimension of the environment matrix is set to, by the command line or the config file:
/// every choice (`all`), or these values in the order given.
public enum MatrixChoice<Value: RawRepresentable & Sendable & Equatable>: Sendable, Equatable
where Value.RawValue == String {
  case all
  case only([Value])

  /// As the command line writes it, `all` or the values' names joined by commas: what the accept
  /// command repeats and the run fingerprint digests.
  public var text: String {
    switch self {
    case .all: "all"
    case .only(let values): values.map(\.rawValue).joined(separator: ",")
    }
  }

  /// The values, `every` for `all`.
  public func values(every: [Value]) -> [Value] {
    switch self {
    case .all: every
    case .only(let values): values
    }
  }
}

/// A free-form window's size with the text it was written as (`--window`, `matrix.windows`):
/// messages quote the text (`1376.001x1032`), not a rounded size.
public struct WrittenWindowSize: Sendable, Equatable {
  public var size: Size
  public var text: String

  /// `WxH` in points, both finite and above 0; `nil` for anything else.
  public init?(_ text: String) {
    guard let size = Size(windowText: text) else { return nil }
    self.size = size
    self.text = text
  }
}
