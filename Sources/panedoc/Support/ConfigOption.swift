import ArgumentParser
import PaneDocConfig

/// `--config FILE` and `--no-config`: where the settings that the command line leaves unset come
/// from. Without either, `panedoc.yml` (or `.yaml`, `.json`) in the current folder is read when
/// there is one.
struct ConfigOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A config file (default: panedoc.yml, panedoc.yaml or panedoc.json in the current folder).",
      valueName: "file"), completion: Completions.configFile)
  var config: String?

  @Flag(help: "Read no config file, even if the current folder has one.")
  var noConfig = false

  func validate() throws {
    if noConfig, config != nil {
      throw ValidationError("--config and --no-config exclude each other")
    }
  }

  /// The config file's settings, or `nil` when none is read. A file with problems prints each as
  /// a located diagnostic and ends the run: 64 for a bad key or value, 2 when it cannot be read.
  func load() throws -> PaneDocConfig? {
    guard !noConfig, let file = config ?? ConfigReader.find() else { return nil }
    let result = ConfigReader.read(file: file)
    DiagnosticPrinter.print(result.diagnostics)
    guard let loaded = result.config else {
      throw result.unreadable ? ExitStatus.failure : ExitStatus.usage
    }
    return loaded
  }
}
