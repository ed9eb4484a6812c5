import Foundation
import PaneDocLayout
import PaneDocModel
import PaneDocRender

/// The scenes of a run (each interface's scenes × states × environments) as a report source:
/// a scene is laid out when the report asks for it, by the task that draws it.
struct LayoutSource: ReportSource {
  /// One scene of one interface with the states and environments to lay it out in.
  struct SceneWork: Sendable {
    var interface: PreparedInterface
    /// The scene's folder key: its id, told apart by the file's name when two files share a
    /// root id (a clash that remains is resolved by the report's path allocator).
    var sceneKey: String
    var scene: Scene
    var states: [SceneState]
    var environments: [Environment]
  }

  let scenes: [SceneWork]
  /// The combinations the matrix skipped, one note each (`env: reason`, followed by the files it
  /// concerns when it does not concern them all).
  let notes: [String]
  /// The number of distinct environments laid out.
  let environmentCount: Int

  /// The scenes and states that `plans` hold (checked against the run limits) in `matrix`.
  init(_ plans: [RunLimits.Plan], matrix: EnvironmentMatrix) {
    var scenes: [SceneWork] = []
    var noteFiles: [String: [String]] = [:]
    var noteOrder: [String] = []
    var environmentSlugs: Set<String> = []
    var sceneKeys: Set<String> = []
    for plan in plans {
      let interface = plan.prepared
      let (environments, skipped) = matrix.environments(
        documentProfile: interface.interface.profile,
        deviceFamily: interface.interface.deviceFamily)
      for note in skipped {
        if noteFiles[note] == nil { noteOrder.append(note) }
        noteFiles[note, default: []].append(DisplayPath.of(interface.interface.file))
      }
      environmentSlugs.formUnion(environments.map(\.info.slug))
      let file = URL(fileURLWithPath: interface.interface.file).deletingPathExtension()
      for (scene, states) in plan.scenes {
        let key = sceneKeys.contains(scene.id) ? scene.id + "@" + file.lastPathComponent : scene.id
        sceneKeys.insert(key)
        scenes.append(
          SceneWork(
            interface: interface, sceneKey: key, scene: scene, states: states,
            environments: environments))
      }
    }
    self.scenes = scenes
    // A combination skipped for every input is said once; one skipped for some names them.
    notes = noteOrder.map { note in
      let files = noteFiles[note] ?? []
      return files.count == plans.count ? note : note + " (" + files.joined(separator: ", ") + ")"
    }
    environmentCount = environmentSlugs.count
  }

  var sceneCount: Int { scenes.count }

  func sceneKey(ofScene index: Int) -> String { scenes[index].sceneKey }

  func file(ofScene index: Int) -> String { DisplayPath.of(scenes[index].interface.interface.file) }

  /// Scene `index` in each of its states in every environment where that state arises.
  func entries(ofScene index: Int) -> [ReportEntry] {
    let work = scenes[index]
    return work.states.flatMap { state in
      work.environments.compactMap { environment in
        LayoutEngine.layout(
          work.interface, scene: work.scene, state: state, environment: environment
        ).map {
          var layout = $0
          layout.file = DisplayPath.of(layout.file)
          return ReportEntry(
            sceneId: work.sceneKey, sceneTitle: work.scene.title, stateId: state.id,
            stateTitle: state.title, layout: layout)
        }
      }
    }
  }
}

extension LayoutSource {
  /// Every layout of the run in report order, `jobs` scenes laid out at a time: what `diff`
  /// compares.
  func layouts(jobs: Int) async -> [Layout] {
    var results = [[Layout]](repeating: [], count: sceneCount)
    await withTaskGroup(of: (Int, [Layout]).self) { group in
      var next = 0
      func start() {
        let index = next
        group.addTask { (index, entries(ofScene: index).map(\.layout)) }
        next += 1
      }
      while next < min(max(1, jobs), sceneCount) { start() }
      while let (index, layouts) = await group.next() {
        results[index] = layouts
        if next < sceneCount { start() }
      }
    }
    return results.flatMap { $0 }
  }
}
