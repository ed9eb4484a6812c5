/// Bounds on what the parser accepts, so that a hostile input cannot exhaust memory or time.
public struct XMLLimits: Sendable, Equatable, Encodable {
  /// The largest input in bytes.
  public var maximumBytes: Int
  /// The deepest element nesting (the root element is depth 1).
  public var maximumDepth: Int
  /// The longest attribute value in bytes.
  public var maximumAttributeLength: Int
  /// The most attributes (and namespace declarations) on one element.
  public var maximumAttributes: Int

  public init(
    maximumBytes: Int = 32 * 1024 * 1024, maximumDepth: Int = 128,
    maximumAttributeLength: Int = 64 * 1024, maximumAttributes: Int = 256
  ) {
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
    self.maximumAttributeLength = maximumAttributeLength
    self.maximumAttributes = maximumAttributes
  }

  public static let `default` = XMLLimits()
}
