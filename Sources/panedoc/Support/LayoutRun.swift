import Foundation
import PaneDocLayout
import PaneDocModel

/// Every layout of a run: each interface's scenes × states × environments, computed in parallel
/// and collected in job order, so `render` and `diff` see the same layouts for any `--jobs`.
struct LayoutRun {
  /// One computed layout with the scene and state it belongs to.
  struct Item {
    /// The scene's folder key: its id, told apart by the file's name when two files share a
    /// root id (a clash that remains is resolved by the report's path allocator).
    var sceneKey: String
    var scene: Scene
    var state: SceneState
    var layout: Layout
  }

  var items: [Item] = []
  /// The combinations the matrix skipped, one note each (`file: env: reason`).
  var notes: [String] = []
  /// The number of distinct environments laid out.
  var environmentCount = 0

  /// One task lays out a scene's state in every environment: enough work to amortize the task,
  /// and as many tasks as there are states to spread over the cores.
  private struct Job: Sendable {
    var interface: Int
    var sceneKey: String
    var scene: Scene
    var state: SceneState
    var environments: [Environment]
  }

  /// Lays out the scenes and states that `plans` hold (checked against the run limits).
  static func make(
    _ plans: [RunLimits.Plan], matrix: EnvironmentMatrix, jobs: Int, showProgress: Bool = false
  ) async -> LayoutRun {
    var run = LayoutRun()
    let prepared = plans.map(\.prepared)
    var work: [Job] = []
    var environmentSlugs: Set<String> = []
    var sceneKeys: Set<String> = []
    for (index, plan) in plans.enumerated() {
      let interface = plan.prepared
      let (environments, skipped) = matrix.environments(
        documentProfile: interface.interface.profile)
      run.notes += skipped.map { "\(interface.interface.file): \($0)" }
      environmentSlugs.formUnion(environments.map(\.info.slug))
      for (scene, states) in plan.scenes {
        let file = URL(fileURLWithPath: interface.interface.file).deletingPathExtension()
        let key = sceneKeys.contains(scene.id) ? scene.id + "@" + file.lastPathComponent : scene.id
        sceneKeys.insert(key)
        for state in states {
          work.append(
            Job(
              interface: index, sceneKey: key, scene: scene, state: state,
              environments: environments))
        }
      }
    }
    run.environmentCount = environmentSlugs.count

    var results = [[Layout]](repeating: [], count: work.count)
    let progress = Progress(total: work.count, enabled: showProgress)
    await withTaskGroup(of: (Int, [Layout]).self) { group in
      var next = 0
      func start() {
        let index = next
        let job = work[index]
        let interface = prepared[job.interface]
        group.addTask {
          let layouts = job.environments.compactMap {
            LayoutEngine.layout(interface, scene: job.scene, state: job.state, environment: $0)
          }
          return (index, layouts)
        }
        next += 1
      }
      while next < min(max(1, jobs), work.count) { start() }
      while let (index, layouts) = await group.next() {
        results[index] = layouts
        progress.advance()
        if next < work.count { start() }
      }
    }
    progress.finish()
    for (job, layouts) in zip(work, results) {
      run.items += layouts.map {
        Item(sceneKey: job.sceneKey, scene: job.scene, state: job.state, layout: $0)
      }
    }
    return run
  }
}

/// A progress line on standard error, redrawn in place, only when asked for and standard error is
/// a terminal: logs and CI output stay clean.
private final class Progress {
  private let total: Int
  private var done = 0
  private let enabled: Bool

  init(total: Int, enabled: Bool) {
    self.total = total
    self.enabled = enabled && isatty(STDERR_FILENO) == 1
  }

  func advance() {
    done += 1
    guard enabled, done == total || done % 16 == 0 else { return }
    FileHandle.standardError.write(Data("\rLaying out \(done)/\(total)…".utf8))
  }

  func finish() {
    guard enabled, total > 0 else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
