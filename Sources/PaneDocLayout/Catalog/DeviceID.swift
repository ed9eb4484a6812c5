/// A device's identity, the catalog's slug (`ipad-9.7`): what `--device` and `--devices` take, the
/// config file's `matrix.devices` holds, a layout's environment names and file names use. A value
/// of its own rather than a `String`, so that a device cannot be passed where a profile, a window
/// or a file name is meant; its text is the slug, in interpolation, JSON and the command line.
public struct DeviceID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral value: String) { rawValue = value }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }

  public static func < (left: DeviceID, right: DeviceID) -> Bool { left.rawValue < right.rawValue }
}
