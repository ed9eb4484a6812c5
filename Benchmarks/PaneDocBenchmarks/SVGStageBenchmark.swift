import Foundation
import PaneDocLayout
import PaneDocModel
import PaneDocRender

/// The SVG stage alone (`panedoc-bench svg [scenes]`): every layout of the generated interface in
/// every environment of the default matrix drawn on one core, each diagram on its own and as a
/// report draws them, with one `SVGSceneCache` per scene. The time is the thread's CPU time, the
/// least of 5 runs: on a machine shared with other work the wall time says more about the others.
enum SVGStageBenchmark {
  static func run(scenes: Int) {
    let interface = GeneratedInterface.read(scenes: scenes)
    let environments = EnvironmentMatrix.default.environments(documentProfile: interface.profile)
      .environments
    let prepared = PreparedInterface(interface)
    // Each scene's layouts in the report's order: state by state, each in every environment.
    var drawings: [[(layout: Layout, scene: String, state: String)]] = []
    for scene in LayoutEngine.scenes(in: prepared) {
      var sceneDrawings: [(layout: Layout, scene: String, state: String)] = []
      for state in LayoutEngine.states(of: scene, in: prepared, depth: 1) {
        for environment in environments {
          if let layout = LayoutEngine.layout(
            prepared, scene: scene, state: state, environment: environment)
          {
            sceneDrawings.append((layout, scene.title, state.title))
          }
        }
      }
      drawings.append(sceneDrawings)
    }
    let count = drawings.reduce(0) { $0 + $1.count }
    print("\n## SVG stage (\(scenes) scenes, \(count) diagrams, one core)\n")
    row(["diagrams drawn", "bytes", "CPU time", "throughput"])
    row(["---", "---:", "---:", "---:"])
    var bytes = 0
    let alone = Stopwatch.leastCPU(of: 5) {
      bytes = 0
      for scene in drawings {
        for drawing in scene {
          bytes +=
            SVGRenderer.renderBytes(
              drawing.layout, sceneTitle: drawing.scene, stateTitle: drawing.state
            ).count
        }
      }
    }
    row(["each alone", "\(bytes)", fixed(alone * 1000, 1) + " ms", throughput(bytes, alone)])
    let cached = Stopwatch.leastCPU(of: 5) {
      bytes = 0
      for scene in drawings {
        var cache = SVGSceneCache()
        for drawing in scene {
          bytes +=
            SVGRenderer.renderBytes(
              drawing.layout, sceneTitle: drawing.scene, stateTitle: drawing.state, cache: &cache
            ).count
        }
      }
    }
    row([
      "one cache per scene", "\(bytes)", fixed(cached * 1000, 1) + " ms", throughput(bytes, cached),
    ])
  }

  private static func throughput(_ bytes: Int, _ seconds: Double) -> String {
    fixed(Double(bytes) / seconds / 1e6) + " MB/s"
  }
}
