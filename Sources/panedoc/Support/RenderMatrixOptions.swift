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
        + EnvironmentMatrix.defaultDevices.map(\.rawValue).joined(separator: ", ")
        + EnvironmentMatrix.otherDefaultDevices.map {
          "; \($0.profile.rawValue): " + $0.devices.map(\.rawValue).joined(separator: ", ")
        }.joined() + ").",
      discussion: "Devices: " + Device.all.map(\.id.rawValue).joined(separator: ", ")),
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

  /// The config file's matrix, which the options above override dimension by dimension; not
  /// an option (left out of `CodingKeys`), set by `fill(from:)`.
  var configured: PaneDocConfig?

  enum CodingKeys: String, CodingKey {
    case devices, orientations, splits, profiles, window
  }

  func validate() throws {
    _ = try matrix()
  }

  /// Takes each dimension the command line leaves unset from `config`, whose values the config
  /// reader has checked already.
  mutating func fill(from config: PaneDocConfig) {
    configured = config
  }

  /// The matrix these options choose; an unknown value is a usage error that names the choices.
  func matrix() throws -> EnvironmentMatrix {
    var matrix = EnvironmentMatrix.default
    let devices = try Self.choice(self.devices, "device", all: EnvironmentChoice.devices) {
      DeviceID($0)
    }
    if let devices = devices ?? configured?.devices {
      matrix.devices = devices.values(every: Device.all.map(\.id))
    }
    let orientations = try Self.choice(
      self.orientations, "orientation", all: EnvironmentChoice.orientations,
      Orientation.init(rawValue:))
    if let orientations = orientations ?? configured?.orientations {
      matrix.orientations = orientations.values(every: Orientation.allCases)
    }
    let splits =
      try Self.choice(
        self.splits, "split", all: EnvironmentChoice.splits, MultitaskingWindow.init(rawValue:))
      ?? configured?.splits
    if let splits {
      matrix.multitaskingWindows = splits.values(every: MultitaskingWindow.allCases)
    }
    if let windows = try windows() {
      matrix.windows = windows.map(\.size)
      if splits == nil { matrix.multitaskingWindows = [] }
    }
    let profiles = try Self.choice(
      self.profiles, "profile", all: EnvironmentChoice.profiles, Profile.init(rawValue:))
    if let profiles = profiles ?? configured?.profiles {
      matrix.profiles = profiles.values(every: Profile.allCases)
    }
    return matrix
  }

  /// The free-form windows of `--window`, else of the config file, as written.
  private func windows() throws -> [WrittenWindowSize]? {
    guard let window else { return configured?.windows }
    return try window.split(separator: ",").map {
      let text = $0.trimmingCharacters(in: .whitespaces)
      guard let size = WrittenWindowSize(text) else {
        throw ValidationError("'\(text)' is not a window size; write WxH in points, as 702x1032")
      }
      return size
    }
  }

  /// The sizes of the windows as they were written, in the order of the matrix's windows.
  var windowTexts: [String] {
    ((try? windows()) ?? nil)?.map(\.text) ?? []
  }

  /// Each dimension as written: the option's text, else the config file's values joined by
  /// commas (`all` as `all`); nil where neither sets it. What the accept command repeats and the
  /// run fingerprint digests.
  var written:
    (
      devices: String?, orientations: String?, splits: String?, profiles: String?,
      window: String?
    )
  {
    (
      devices ?? configured?.devices?.text, orientations ?? configured?.orientations?.text,
      splits ?? configured?.splits?.text, profiles ?? configured?.profiles?.text,
      window ?? configured?.windows?.map(\.text).joined(separator: ",")
    )
  }

  /// Refuses, as a usage error, a `--window` that no environment of the matrix can have (an
  /// iPhone or `ios6` is skipped with a note when another device takes the window). The window
  /// is quoted as `written` (`1376.001x1032`), not rounded as names of environments are.
  static func checkWindows(
    _ matrix: EnvironmentMatrix, documentProfiles: [Profile?], written: [String]
  ) throws {
    for (index, size) in matrix.windows.enumerated() {
      var probe = matrix
      probe.multitaskingWindows = []
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

  /// The values of a comma list, in the order given, without repeats, or `all`; nil without a
  /// list.
  private static func choice<Value>(
    _ text: String?, _ name: String, all choices: [String], _ make: (String) -> Value?
  ) throws -> MatrixChoice<Value>? {
    guard let text else { return nil }
    let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    if parts == ["all"] { return .all }
    guard !parts.isEmpty else { throw ValidationError("--\(name)s needs at least one value") }
    var seen: Set<String> = []
    var values: [Value] = []
    for part in parts where seen.insert(part).inserted {
      values.append(
        try EnvironmentChoice.parse(
          part, name, choices: choices, listed: choices + ["all"], make))
    }
    return .only(values)
  }
}
