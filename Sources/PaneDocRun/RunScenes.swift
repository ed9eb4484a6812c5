import Foundation
import PaneDocCore
import PaneDocLayout
import PaneDocModel

/// The scenes of a run (each interface's scenes × states × environments), laid out one scene at a
/// time when asked: the report's source (its conformance is the report's), the diff's layouts
/// and sweeps.
public struct RunScenes: Sendable {
  /// One scene of one interface with the states and environments to lay it out in.
  public struct SceneWork: Sendable {
    public var interface: PreparedInterface
    /// The scene's folder key: its id, told apart by the file's name when two files share a
    /// root id (a clash that remains is resolved by the report's path allocator).
    public var sceneKey: String
    public var scene: Scene
    public var states: [SceneState]
    public var environments: [Environment]
    /// `environments` prepared, once for all the scenes of the interface: preparing them again
    /// for each scene derived the same infos, rules and assumption texts hundreds of times.
    var preparedEnvironments: PreparedEnvironments
  }

  public let scenes: [SceneWork]
  /// The combinations the matrix skipped, one note each (`env: reason`, followed by the files it
  /// concerns when it does not concern them all).
  public let notes: [String]
  /// The number of distinct environments laid out.
  public let environmentCount: Int
  /// Whether each scene's states are swept over every window width (`render --sweep`).
  public let sweeping: Bool
  /// The current folder, which `DisplayPath` names files against: asked of the system once per
  /// run instead of once per layout (a `getcwd` call for each of a report's files), and part of
  /// the run's fingerprint, since the names depend on it.
  public let currentFolder = DisplayPath.currentFolder

  /// The scenes and states that `plans` hold (checked against the run limits) in `matrix`.
  public init(_ plans: [RunLimits.Plan], matrix: EnvironmentMatrix, sweeping: Bool = false) {
    self.sweeping = sweeping
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
      let prepared = PreparedEnvironments(environments)
      let file = URL(fileURLWithPath: interface.interface.file).deletingPathExtension()
      for (scene, states) in plan.scenes {
        let key = sceneKeys.contains(scene.id) ? scene.id + "@" + file.lastPathComponent : scene.id
        sceneKeys.insert(key)
        scenes.append(
          SceneWork(
            interface: interface, sceneKey: key, scene: scene, states: states,
            environments: environments, preparedEnvironments: prepared))
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

  public var sceneCount: Int { scenes.count }

  public func sceneKey(ofScene index: Int) -> String { scenes[index].sceneKey }

  public func file(ofScene index: Int) -> String {
    DisplayPath.of(scenes[index].interface.interface.file, relativeTo: currentFolder)
  }

  /// Scene `index` in each of its states in every environment where that state arises, with the
  /// state; each layout names its file as the report shows it (`DisplayPath`). Each state's
  /// layouts are made in one loop over the environments, which applies the state's steps once for
  /// all of them, in the environments prepared once for the interface; the hidden subtrees' nodes
  /// and the content plans are made once for all the scene's states.
  public func layouts(ofScene index: Int) -> [(state: SceneState, layout: Layout)] {
    let work = scenes[index]
    let file = DisplayPath.of(work.interface.interface.file, relativeTo: currentFolder)
    var made: [(state: SceneState, layout: Layout)] = []
    made.reserveCapacity(work.states.count * work.environments.count)
    LayoutEngine.layouts(
      work.interface, scene: work.scene, states: work.states,
      environments: work.preparedEnvironments
    ) { state, layout in
      guard var layout else { return }
      layout.file = file
      made.append((state, layout))
    }
    return made
  }
}

extension RunScenes {
  /// The profiles, devices and orientations of scene `index`'s environments whose window can be
  /// resized, each with every whole-point width the device allows there.
  public func sweepBases(ofScene index: Int) -> [(environment: Environment, widths: [Double])] {
    var seen: Set<String> = []
    var bases: [(environment: Environment, widths: [Double])] = []
    for environment in scenes[index].environments {
      let base = Environment(
        profile: environment.profile, device: environment.device,
        orientation: environment.orientation)
      let limits = WindowLimits(
        profile: base.profile, device: base.device, orientation: base.orientation)
      guard limits.minimum.width < limits.maximum.width, seen.insert(base.slug).inserted else {
        continue
      }
      bases.append(
        (base, WidthSweep.widths(from: limits.minimum.width, to: limits.maximum.width, step: 1)))
    }
    return bases
  }

  /// How many layouts sweeping every scene's states over its `sweepBases` makes.
  public var sweepLayoutCount: Int {
    scenes.indices.reduce(0) { total, index in
      total + scenes[index].states.count
        * sweepBases(ofScene: index).reduce(0) { $0 + $1.widths.count }
    }
  }

  /// Every scene's states swept over its `sweepBases`, `jobs` scenes at a time, in report
  /// order: what `diff --sweep` compares.
  public func widthSweeps(jobs: Int) async throws -> [SweepResult] {
    let tasks = scenes.indices.flatMap { index in
      sweepBases(ofScene: index).map {
        SweepTask(
          file: scenes[index].interface.interface.file, interface: scenes[index].interface,
          scene: scenes[index].scene, states: scenes[index].states, environment: $0.environment,
          widths: $0.widths)
      }
    }
    return try await SweepRunner.run(tasks, jobs: jobs)
  }

  /// Every layout of the run in report order, `jobs` scenes laid out at a time: what `diff`
  /// compares.
  public func layouts(jobs: Int) async throws -> [Layout] {
    var layouts: [Layout] = []
    try await OrderedParallel.forEach(count: sceneCount, jobs: jobs) { index in
      self.layouts(ofScene: index).map(\.layout)
    } consume: { _, scene in
      layouts += scene
    }
    return layouts
  }
}
