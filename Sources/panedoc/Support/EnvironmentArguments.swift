import ArgumentParser
import PaneDocLayout
import PaneDocModel

/// The environment values the command line takes (`--device`, `--orientation`, `--split`,
/// `--profile` and their plural lists), read as text so that a misspelt one is answered with the
/// nearest choice ("did you mean 'ipad-pro-11'?") rather than a bare list.
enum EnvironmentChoice {
  static let devices = Device.all.map(\.id.rawValue)
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

extension EnvironmentChoice {
  /// The device, orientation and profile a command names (`layout`, `sweep`), each checked.
  static func screen(device: String, orientation: String, profile: String?) throws -> (
    Device, Orientation, Profile?
  ) {
    (
      try parse(device, "device", choices: devices) { Device.named(DeviceID($0)) },
      try parse(orientation, "orientation", choices: orientations, Orientation.init(rawValue:)),
      try profile.map { try parse($0, "profile", choices: profiles, Profile.init(rawValue:)) }
    )
  }
}

/// `--window WxH`: a free-form window's size in points (`702x1032`), both sides finite and
/// positive; whether the device can have it is checked against its `WindowLimits`.
struct WindowSizeArgument: ExpressibleByArgument {
  var size: Size
  /// The size as it was written, which messages quote (`1376.001x1032`, not a rounded size).
  var text: String

  init?(argument: String) {
    guard let size = Size(windowText: argument) else { return nil }
    self.size = size
    text = argument
  }

  var defaultValueDescription: String { WindowLimits.text(size) }
}
