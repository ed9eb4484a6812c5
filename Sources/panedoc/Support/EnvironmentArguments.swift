import ArgumentParser
import PaneDocLayout
import PaneDocModel

/// The environment values the command line takes (`--device`, `--orientation`, `--split`,
/// `--profile` and their plural lists), read as text so that a misspelt one is answered with the
/// nearest choice ("did you mean 'ipad-pro-11'?") rather than a bare list.
enum EnvironmentChoice {
  static let devices = Device.all.map(\.slug)
  static let orientations = Orientation.allCases.map(\.rawValue)
  static let splits = MultitaskingWindow.allCases.map(\.rawValue)
  static let profiles = Profile.allCases.map(\.rawValue)

  /// `value` made by `make` when it is one of `choices`, else a usage error naming the nearest;
  /// `listed` is the list of choices the error gives (a comma list's also names `all`).
  static func parse<Value>(
    _ value: String, _ name: String, choices: [String], listed: [String]? = nil,
    _ make: (String) -> Value?
  ) throws -> Value {
    guard choices.contains(value), let made = make(value) else {
      let hint = Suggestion.hint(for: value, in: choices).map { " (\($0))" } ?? ""
      throw ValidationError(
        "unknown \(name) '\(value)'\(hint); choose from: "
          + (listed ?? choices).joined(separator: ", "))
    }
    return made
  }
}
