import PaneDocCore
import PaneDocLayout
import PaneDocModel

/// One scene of one interface to sweep: each of its states at each width.
public struct SweepTask: Sendable {
  public var file: String
  public var interface: PreparedInterface
  public var scene: Scene
  public var states: [SceneState]
  /// The profile, device and orientation; the window is each width in turn.
  public var environment: Environment
  public var widths: [Double]

  public init(
    file: String, interface: PreparedInterface, scene: Scene, states: [SceneState],
    environment: Environment, widths: [Double]
  ) {
    self.file = file
    self.interface = interface
    self.scene = scene
    self.states = states
    self.environment = environment
    self.widths = widths
  }
}

/// A swept scene: its task and one sweep per state, in the states' order.
public struct SweepResult: Sendable {
  public var task: SweepTask
  public var sweeps: [WidthSweep]

  public init(task: SweepTask, sweeps: [WidthSweep]) {
    self.task = task
    self.sweeps = sweeps
  }
}

/// Runs sweeps over the cores, one scene per task, and returns them in task order whatever
/// `jobs` is: the output never depends on which scene finished first.
public enum SweepRunner {
  public static func run(_ tasks: [SweepTask], jobs: Int) async throws -> [SweepResult] {
    var results: [SweepResult] = []
    results.reserveCapacity(tasks.count)
    try await OrderedParallel.forEach(count: tasks.count, jobs: jobs) { index in
      sweep(tasks[index])
    } consume: { _, result in
      results.append(result)
    }
    return results
  }

  /// One scene's sweeps, in this task.
  public static func sweep(_ task: SweepTask) -> SweepResult {
    SweepResult(
      task: task,
      sweeps: task.states.map {
        WidthSweep.run(
          task.interface, scene: task.scene, state: $0, base: task.environment,
          widths: task.widths)
      })
  }
}
