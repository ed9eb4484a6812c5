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

  /// `value` made by `make` when it is one of `choices`, else a usage error naming the nearest.
  static func parse<Value>(
    _ value: String, _ name: String, choices: [String], _ make: (String) -> Value?
  ) throws -> Value {
    guard choices.contains(value), let made = make(value) else {
      throw unknown(name, value, choices: choices)
    }
    return made
  }

  /// The usage error for a value that is not one of `choices`.
  static func unknown(_ name: String, _ value: String, choices: [String]) -> ValidationError {
    let hint = Suggestion.hint(for: value, in: choices).map { " (\($0))" } ?? ""
    return ValidationError(
      "unknown \(name) '\(value)'\(hint); choose from: " + choices.joined(separator: ", "))
  }
}
