/// Which layout warnings fail a run that writes a report (`render`, `merge`): any with
/// `--strict`, else those whose code `--fail-on-warnings` names.
struct WarningGate {
  var strict: Bool
  /// The `--fail-on-warnings` text, checked by `OptionChecks.warningCodes` already.
  var codes: String?

  /// Whether `record`'s warnings fail the run; the failing codes are printed.
  func fails(_ record: RunRecord) -> Bool {
    if strict { return record.warnings > 0 }
    let failing = Set((try? OptionChecks.warningCodes(codes)) ?? [])
    let found = record.warningCodes.filter(failing.contains)
    if !found.isEmpty {
      printError("error: warnings that fail the run: " + found.joined(separator: ", "))
    }
    return !found.isEmpty
  }
}
