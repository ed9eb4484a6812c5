import PaneDocRun

/// A command's inputs read and planned, every diagnostic printed.
struct InputPlanning {
  var loaded: LoadedInputs
  var planned: PlannedRun

  /// Reads `inputs` and plans their scenes within `limits`; an unreadable input fails the run.
  init(
    _ inputs: [String], limits: LimitOptions, depth: Int, digesting: Bool = false,
    excluding: ExcludePatterns = ExcludePatterns([])
  ) throws {
    loaded = LoadedInputs(
      inputs, limits: limits.xmlLimits, digesting: digesting, excluding: excluding)
    DiagnosticPrinter.print(loaded.diagnostics)
    guard loaded.unreadable == 0 else { throw ExitStatus.failure }
    planned = PlannedRun(
      loaded.interfaces, reading: loaded.diagnostics, limits: limits.runLimits, depth: depth)
    DiagnosticPrinter.print(planned.planning)
  }

  /// The inputs read, and their plan.
  var parts: (loaded: LoadedInputs, planned: PlannedRun) { (loaded, planned) }
}
