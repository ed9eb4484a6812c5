import PaneDocLayout
import PaneDocModel

/// What a `panedoc.yml` (or `panedoc.json`) sets: the inputs, the environment matrix, where the
/// report goes and what fails a CI run. A field is `nil` when the file does not set it, so that a
/// command-line option, then the built-in default, applies instead.
///
/// Paths are as the commands take them: relative ones are resolved against the folder of the
/// config file when it was read, so a config works from wherever `--config` names it.
public struct PaneDocConfig: Sendable, Equatable {
  /// The file it was read from, as named.
  public var file: String
  public var inputs: [String]?
  /// Glob patterns of files under the inputs to leave out (`Pods/**`, `**/Legacy/*.xib`).
  public var exclude: [String]?
  public var out: String?
  public var templates: String?
  /// The environment matrix's dimensions, each checked against its choices when read.
  public var devices: MatrixChoice<DeviceID>?
  public var orientations: MatrixChoice<Orientation>?
  public var splits: MatrixChoice<MultitaskingWindow>?
  public var profiles: MatrixChoice<Profile>?
  /// Free-form window sizes, `WxH` in points.
  public var windows: [WrittenWindowSize]?
  public var depth: Int?
  public var jobs: Int?
  /// Points of movement `diff` ignores.
  public var tolerance: Double?
  /// Whether `diff` exits 1 on changes.
  public var failOnChange: Bool?
  /// Layout warning codes that make `render` exit 1, or `["all"]`.
  public var failOnWarnings: [String]?

  public init(file: String) {
    self.file = file
  }
}
