import ArgumentParser
import PaneDocConfig
import PaneDocLayout
import PaneDocReport
import PaneDocRun

/// `--strict` and `--fail-on-warnings`: which layout warnings fail a run that writes a report
/// (`render`, `merge`).
struct WarningOptions: ParsableArguments {
  @Flag(help: "Exit 1 when any layout has warnings.")
  var strict = false

  @Option(
    help: ArgumentHelp(
      "Layout warning codes, comma-separated, or 'all', that make the run exit 1.",
      discussion: "Codes: " + LayoutWarning.codes.joined(separator: ", "), valueName: "codes"),
    completion: Completions.warningCodes)
  var failOnWarnings: String?

  func validate() throws {
    _ = try OptionChecks.warningCodes(failOnWarnings)
  }

  /// Takes `fail-on-warnings` from the config file when the command line does not set it.
  mutating func fill(from config: PaneDocConfig) {
    failOnWarnings = failOnWarnings ?? config.failOnWarnings?.joined(separator: ",")
  }

  /// Whether `record`'s warnings fail the run: any with `--strict`, else those of the codes
  /// named, which are printed.
  func fail(_ record: RunRecord) -> Bool {
    if strict { return record.warnings > 0 }
    let failing = Set((try? OptionChecks.warningCodes(failOnWarnings)) ?? [])
    let found = record.warningCodes.filter(failing.contains)
    if !found.isEmpty {
      printError("error: warnings that fail the run: " + found.joined(separator: ", "))
    }
    return !found.isEmpty
  }
}
