import ArgumentParser
import PaneDocLayout

/// What the shell completions offer for each kind of value: files by extension, folders, and
/// the catalog's names, so that a device or a profile is completed rather than looked up.
enum Completions {
  /// Interface files, or a folder of them.
  static let interfaceFiles = CompletionKind.file(extensions: ["xml", "storyboard", "xib"])
  /// A version for `diff`: interface files, a report's `layout.json`, or a folder of either.
  static let diffSide = CompletionKind.file(extensions: ["xml", "storyboard", "xib", "json"])
  static let configFile = CompletionKind.file(extensions: ["yml", "yaml", "json"])
  static let junitFile = CompletionKind.file(extensions: ["xml"])
  static let folder = CompletionKind.directory

  static let device = CompletionKind.list(EnvironmentChoice.devices)
  static let orientation = CompletionKind.list(EnvironmentChoice.orientations)
  static let split = CompletionKind.list(EnvironmentChoice.splits)
  static let profile = CompletionKind.list(EnvironmentChoice.profiles)

  /// The plural options take a comma list or `all`; one name, or `all`, is completed.
  static let devices = CompletionKind.list(EnvironmentChoice.devices + ["all"])
  static let orientations = CompletionKind.list(EnvironmentChoice.orientations + ["all"])
  static let splits = CompletionKind.list(EnvironmentChoice.splits + ["all"])
  static let profiles = CompletionKind.list(EnvironmentChoice.profiles + ["all"])
  static let warningCodes = CompletionKind.list(LayoutWarning.codes + ["all"])
}
