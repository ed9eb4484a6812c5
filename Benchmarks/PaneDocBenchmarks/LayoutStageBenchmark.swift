import Foundation
import PaneDocLayout

/// The layout stage alone, as a render runs it: every scene × state of the generated interface
/// laid out in every environment of the default matrix, prepared once, each scene's states and
/// environments in one `LayoutEngine.layouts` loop, on one core. `panedoc-bench layouts [SCENES] [REPETITIONS]` prints
/// its throughput, a figure that moves with the engine alone and a target for profiling it.
enum LayoutStageBenchmark {
  static func run(scenes: Int, repetitions: Int) {
    let interface = GeneratedInterface.read(scenes: scenes)
    let environments = PreparedEnvironments(
      EnvironmentMatrix.default.environments(documentProfile: interface.profile).environments)
    let prepared = PreparedInterface(interface)
    let work = LayoutEngine.scenes(in: prepared).map { scene in
      (scene, LayoutEngine.states(of: scene, in: prepared, depth: 1))
    }
    var count = 0
    var nodes = 0
    let time = Stopwatch.fastest(of: repetitions) {
      count = 0
      nodes = 0
      for (scene, states) in work {
        LayoutEngine.layouts(
          prepared, scene: scene, states: states, environments: environments
        ) { _, layout in
          guard let layout else { return }
          count += 1
          nodes += layout.nodes.count
        }
      }
    }
    print(
      "\(scenes) scenes × \(environments.count) environments: \(count) layouts (\(nodes) nodes)"
        + " in \(String(format: "%.1f", time * 1000)) ms, "
        + "\(String(format: "%.0f", Double(count) / time)) layouts/s")
  }
}
