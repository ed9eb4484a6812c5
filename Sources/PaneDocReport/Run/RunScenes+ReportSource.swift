import PaneDocLayout
import PaneDocRun

/// A run's scenes as a report source: a scene is laid out when the report asks for it, by the
/// task that draws it.
extension RunScenes: ReportSource {
  /// Scene `index` in each of its states in every environment where that state arises.
  public func entries(ofScene index: Int) -> [ReportEntry] {
    let work = scenes[index]
    return layouts(ofScene: index).map {
      ReportEntry(
        sceneId: work.sceneKey, sceneTitle: work.scene.title, stateId: $0.state.id,
        stateTitle: $0.state.title, layout: $0.layout)
    }
  }

  /// Every scene's environments.
  public var environments: [EnvironmentInfo] { scenes.flatMap { $0.environments.map(\.info) } }

  /// With `sweeping`, scene `index`'s states swept over each of its `sweepBases`.
  public func sweeps(ofScene index: Int) -> [ReportSweep] {
    guard sweeping else { return [] }
    let work = scenes[index]
    let bases = sweepBases(ofScene: index)
    return work.states.flatMap { state in
      bases.map {
        ReportSweep.make(
          work.interface, scene: work.scene, state: state, environment: $0.environment,
          widths: $0.widths, step: 1)
      }
    }
  }
}
