import PaneDocInput
import PaneDocLayout
import PaneDocModel
import PaneDocXML

/// The inputs of a run read and planned, every diagnostic printed.
struct PlannedRun {
  var loaded: LoadedInputs
  var plans: [RunLimits.Plan]
  /// Every diagnostic of reading and planning.
  var diagnostics: [Diagnostic]

  /// Reads `inputs` and plans their scenes within `limits`; an unreadable input fails the run.
  init(
    _ inputs: [String], limits: LimitOptions, depth: Int, digesting: Bool = false,
    excluding: ExcludePatterns = ExcludePatterns([])
  ) throws {
    loaded = LoadedInputs(
      inputs, limits: limits.xmlLimits, digesting: digesting, excluding: excluding)
    DiagnosticPrinter.print(loaded.diagnostics)
    guard loaded.unreadable == 0 else { throw ExitStatus.failure }
    let planned = limits.runLimits.plan(loaded.interfaces, depth: depth)
    DiagnosticPrinter.print(planned.diagnostics)
    plans = planned.plans
    diagnostics = loaded.diagnostics + planned.diagnostics
  }

  /// Whether reading or planning found errors (the other inputs are still planned).
  var errors: Bool { diagnostics.containsErrors }

  /// Whether errors left nothing to lay out: the run ends with its findings.
  var isEmpty: Bool { plans.isEmpty && errors }

  /// How many inputs have errors.
  var invalidInputs: Int {
    Set(diagnostics.filter { $0.severity == .error }.map(\.location.file)).count
  }
}
