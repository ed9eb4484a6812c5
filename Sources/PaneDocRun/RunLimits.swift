import PaneDocCore
import PaneDocLayout
import PaneDocModel

/// How much one run may lay out. Each bound is checked before any layout is computed, and each
/// refusal is a located error with a code and the option that raises it.
public struct RunLimits: Sendable, Encodable {
  /// Scenes over all inputs of a run.
  public var scenes: Int
  /// States of one scene (the initial state, reveals and segue chains up to `--depth`).
  public var states: Int
  /// Environments of the matrix (profiles × devices × orientations × splits).
  public var environments: Int
  /// Layouts of a run: every scene × state × environment.
  public var layouts: Int
  /// Layouts of width sweeps: every scene × state × environment × width. A sweep keeps only
  /// each layout's structure, so it may lay out many more than a report, but not without end.
  public var sweepLayouts: Int

  public init(scenes: Int, states: Int, environments: Int, layouts: Int, sweepLayouts: Int) {
    self.scenes = scenes
    self.states = states
    self.environments = environments
    self.layouts = layouts
    self.sweepLayouts = sweepLayouts
  }

  public static let `default` = RunLimits(
    scenes: 1000, states: 1000, environments: 500, layouts: 100_000, sweepLayouts: 5_000_000)

  /// Why sweeps of `count` layouts are refused, or nil within the limit; counted before any
  /// layout is made.
  public func sweepRefusal(_ count: Int) -> RunRefusal? {
    count > sweepLayouts ? .sweepLayouts(count, limit: sweepLayouts) : nil
  }

  /// One interface's scenes with their states, as a run lays them out.
  public struct Plan: Sendable {
    public var prepared: PreparedInterface
    public var scenes: [(scene: Scene, states: [SceneState])]
    public var interface: Interface { prepared.interface }
  }

  /// The scenes and states of each interface, in input order. An interface whose scenes would
  /// take the run past `scenes`, or that has a scene with more than `states` states, is left out
  /// whole with an error at its file: the other inputs are still laid out.
  public func plan(_ interfaces: [Interface], depth: Int) -> (
    plans: [Plan], diagnostics: [Diagnostic]
  ) {
    var plans: [Plan] = []
    var diagnostics: [Diagnostic] = []
    var sceneCount = 0
    for interface in interfaces {
      let prepared = PreparedInterface(interface)
      let scenes = LayoutEngine.scenes(in: prepared)
      guard sceneCount + scenes.count <= self.scenes else {
        diagnostics.append(
          .error(
            RunCode.tooManyScenes,
            "its \(scenes.count) scene\(scenes.count == 1 ? "" : "s") would take the run past "
              + "the limit of \(self.scenes) scenes",
            at: .file(interface.file), hint: "raise it with --max-scenes"))
        continue
      }
      var planned: [(scene: Scene, states: [SceneState])] = []
      var refused: Diagnostic?
      for scene in scenes {
        let states = LayoutEngine.states(of: scene, in: prepared, depth: depth, limit: self.states)
        guard states.count <= self.states else {
          refused = .error(
            RunCode.tooManyStates,
            "scene '\(scene.id)' has more than \(self.states) states at depth \(depth)",
            at: .file(interface.file), hint: "raise it with --max-states or lower --depth")
          break
        }
        planned.append((scene, states))
      }
      if let refused {
        diagnostics.append(refused)
        continue
      }
      sceneCount += scenes.count
      plans.append(Plan(prepared: prepared, scenes: planned))
    }
    return (plans, diagnostics)
  }

  /// Why a matrix of more than `environments` environments is refused, or nil within the limit:
  /// the matrix comes from the options, so the command line reports it as a usage error.
  public func refusal(_ matrix: EnvironmentMatrix) -> RunRefusal? {
    let count =
      max(1, matrix.profiles?.count ?? 1) * matrix.largestDeviceCount * matrix.orientations.count
      * (matrix.multitaskingWindows.count + matrix.windows.count)
    return count > environments ? .environments(count, limit: environments) : nil
  }

  /// Why a run of `plans` in `matrix` is refused for its number of layouts (belonging to no one
  /// input), or nil within the limit. Counted before any layout or job list is made.
  public func refusal(_ plans: [Plan], matrix: EnvironmentMatrix) -> RunRefusal? {
    let count = plans.reduce(0) { total, plan in
      let environments = matrix.environments(
        documentProfile: plan.interface.profile, deviceFamily: plan.interface.deviceFamily)
      return total + plan.scenes.reduce(0) { $0 + $1.states.count }
        * environments.environments.count
    }
    return count > layouts ? .layouts(count, limit: layouts) : nil
  }
}
