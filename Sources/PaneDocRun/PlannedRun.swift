import PaneDocLayout
import PaneDocModel

/// The inputs of a run, read, and their scenes planned within the run limits.
public struct PlannedRun: Sendable {
  public var plans: [RunLimits.Plan]
  /// The diagnostics of planning: the inputs left out whole for their scenes or states.
  public var planning: [Diagnostic]
  /// Every diagnostic of reading and planning.
  public var diagnostics: [Diagnostic]

  /// Plans the scenes of `interfaces` (read with the diagnostics `reading`) within `limits`.
  public init(_ interfaces: [Interface], reading: [Diagnostic], limits: RunLimits, depth: Int) {
    let planned = limits.plan(interfaces, depth: depth)
    plans = planned.plans
    planning = planned.diagnostics
    diagnostics = reading + planned.diagnostics
  }

  /// Whether reading or planning found errors (the other inputs are still planned).
  public var errors: Bool { diagnostics.containsErrors }

  /// Whether errors left nothing to lay out: the run ends with its findings.
  public var isEmpty: Bool { plans.isEmpty && errors }

  /// How many inputs have errors.
  public var invalidInputs: Int {
    Set(diagnostics.filter { $0.severity == .error }.map(\.location.file)).count
  }
}
