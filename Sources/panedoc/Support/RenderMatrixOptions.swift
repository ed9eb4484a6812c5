import ArgumentParser
import Foundation
import PaneDocConfig
import PaneDocCore
import PaneDocLayout
import PaneDocModel
import PaneDocRun

/// The environment matrix of `panedoc render`: comma lists of profiles, devices, orientations and
/// splits, each with `all`, defaulting to the engine's default matrix.
struct RenderMatrixOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Device slugs, comma-separated, or 'all' (default: "
        + EnvironmentMatrix.defaultDevices.joined(separator: ", ")
        + EnvironmentMatrix.otherDefaultDevices.map {
          "; \($0.profile.rawValue): " + $0.devices.joined(separator: ", ")
        }.joined() + ").",
      discussion: "Devices: " + Device.all.map(\.slug).joined(separator: ", ")),
    completion: Completions.devices)
  var devices: String?

  @Option(
    help: "portrait, landscape, comma-separated, or 'all' (default: both).",
    completion: Completions.orientations)
  var orientations: String?

  @Option(
    help: ArgumentHelp(
      "Multitasking windows ("
        + MultitaskingWindow.allCases.map(\.rawValue).joined(separator: ", ")
        + "), comma-separated, or 'all' (default: all but slide-over)."),
    completion: Completions.splits)
  var splits: String?

  @Option(
    help: ArgumentHelp(
      "Profiles ("
        + Profile.allCases.map(\.rawValue).joined(separator: ", ")
        + "), comma-separated, or 'all' (default: the document's)."),
    completion: Completions.profiles)
  var profiles: String?

  @Option(
    help: ArgumentHelp(
      "Free-form windows (WxH, comma-separated), laid out instead of the named splits unless"
        + " --splits is given too.", valueName: "WxH,…"))
  var window: String?

  func validate() throws {
    _ = try matrix()
  }

  /// Takes each dimension the command line left unset from `config`, whose values the config
  /// reader has checked already.
  mutating func fill(from config: PaneDocConfig) {
    devices = devices ?? config.devices?.joined(separator: ",")
    orientations = orientations ?? config.orientations?.joined(separator: ",")
    splits = splits ?? config.splits?.joined(separator: ",")
    profiles = profiles ?? config.profiles?.joined(separator: ",")
    window = window ?? config.windows?.joined(separator: ",")
  }

  /// The matrix these options choose; an unknown value is a usage error that names the choices.
  func matrix() throws -> EnvironmentMatrix {
    var matrix = EnvironmentMatrix.default
    if let devices {
      matrix.devices = try Self.list(devices, "device", all: EnvironmentChoice.devices) { $0 }
    }
    if let orientations {
      matrix.orientations = try Self.list(
        orientations, "orientation", all: EnvironmentChoice.orientations,
        Orientation.init(rawValue:))
    }
    if let splits {
      matrix.splits = try Self.list(
        splits, "split", all: EnvironmentChoice.splits,
        MultitaskingWindow.init(rawValue:))
    }
    if let window {
      matrix.windows = try window.split(separator: ",").map {
        let text = $0.trimmingCharacters(in: .whitespaces)
        guard let size = WindowSizeArgument(argument: text)?.size else {
          throw ValidationError("'\(text)' is not a window size; write WxH in points, as 702x1032")
        }
        return size
      }
      if splits == nil { matrix.splits = [] }
    }
    if let profiles {
      matrix.profiles = try Self.list(
        profiles, "profile", all: EnvironmentChoice.profiles, Profile.init(rawValue:))
    }
    return matrix
  }

  /// The sizes of `--window` as they were written, in the order of the matrix's windows.
  var windowTexts: [String] {
    window?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
  }

  /// Refuses, as a usage error, a `--window` that no environment of the matrix can have (an
  /// iPhone or `ios6` is skipped with a note when another device takes the window). The window
  /// is quoted as `written` (`1376.001x1032`), not rounded as names of environments are.
  static func checkWindows(
    _ matrix: EnvironmentMatrix, documentProfiles: [Profile?], written: [String]
  ) throws {
    for (index, size) in matrix.windows.enumerated() {
      var probe = matrix
      probe.splits = []
      probe.windows = [size]
      let results = documentProfiles.map { probe.environments(documentProfile: $0) }
      guard results.allSatisfy(\.environments.isEmpty) else { continue }
      let reason = results.first?.skipped.first ?? "no device of the matrix has it"
      printError(
        "error: window \(index < written.count ? written[index] : WindowLimits.text(size)):"
          + " \(reason) \(RunCode.windowOutOfRange.bracketed)"
      )
      throw ExitStatus.usage
    }
  }

  /// The values of a comma list, in the order given, without repeats; `all` is every choice.
  private static func list<Value>(
    _ text: String, _ name: String, all choices: [String], _ make: (String) -> Value?
  ) throws -> [Value] {
    let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let names = parts == ["all"] ? choices : parts
    guard !names.isEmpty else { throw ValidationError("--\(name)s needs at least one value") }
    var seen: Set<String> = []
    var values: [Value] = []
    for part in names where seen.insert(part).inserted {
      values.append(
        try EnvironmentChoice.parse(
          part, name, choices: choices, listed: choices + ["all"], make))
    }
    return values
  }
}
