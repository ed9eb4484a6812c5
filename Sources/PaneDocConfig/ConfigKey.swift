import PaneDocLayout
import PaneDocModel

/// The keys a config file may hold, with what each accepts: one table that the reader, the
/// commented file `panedoc init` writes, and docs/config.md follow.
enum ConfigKey: String, CaseIterable {
  case inputs, exclude, out, templates, matrix, depth, jobs, tolerance
  case failOnChange = "fail-on-change"
  case failOnWarnings = "fail-on-warnings"

  /// The keys of the `matrix` mapping.
  enum Matrix: String, CaseIterable {
    case devices, orientations, splits, profiles, windows

    /// The names each dimension accepts, `all` aside (windows are sizes, not names).
    var choices: [String] {
      switch self {
      case .devices: Device.all.map(\.id.rawValue)
      case .orientations: Orientation.allCases.map(\.rawValue)
      case .splits: MultitaskingWindow.allCases.map(\.rawValue)
      case .profiles: Profile.allCases.map(\.rawValue)
      case .windows: []
      }
    }
  }
}
