import PaneDocLayout
import PaneDocXML

/// What of `render`'s command line shapes the report: with the templates' text and the inputs,
/// what the run fingerprint digests, one part per property in this order (`FingerprintParts`).
/// The run reads these values from here, so an option that changes the report is one of them;
/// the options that do not (`--jobs`, `--wait`, `--check`, `--out`, `--strict`) are not.
public struct RenderOptions: Encodable, Sendable {
  /// The environment matrix as written (`--devices`, `--orientations`, `--splits`, `--profiles`,
  /// `--window`), nil where neither the command line nor the config file sets it.
  public var devices: String?
  public var orientations: String?
  public var splits: String?
  public var profiles: String?
  public var window: String?
  /// `--sweep`.
  public var sweep: Bool
  /// `--depth`, its default filled in.
  public var depth: Int
  /// `--id-prefix`.
  public var idPrefix: String
  /// The parse and run limits (`--max-…`): a run under other limits may end otherwise.
  public var limits: Limits

  public init(
    devices: String?, orientations: String?, splits: String?, profiles: String?,
    window: String?, sweep: Bool, depth: Int, idPrefix: String, limits: Limits
  ) {
    self.devices = devices
    self.orientations = orientations
    self.splits = splits
    self.profiles = profiles
    self.window = window
    self.sweep = sweep
    self.depth = depth
    self.idPrefix = idPrefix
    self.limits = limits
  }

  public struct Limits: Encodable, Sendable {
    public var xml: XMLLimits
    public var run: RunLimits

    public init(xml: XMLLimits, run: RunLimits) {
      self.xml = xml
      self.run = run
    }
  }
}
