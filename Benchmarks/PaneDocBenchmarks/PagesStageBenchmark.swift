import Foundation
import PaneDocLayout
import PaneDocModel
import PaneDocRender
import PaneDocReport

/// The HTML pages alone (`panedoc-bench pages [scenes]`): every scene's page and the index of the
/// generated interface laid out in every environment of the default matrix, made on one core as
/// `ReportBuilder.pages` makes them, without the diagrams, `layout.json` or any file written.
/// The time is the thread's CPU time, the least of 5 runs: on a machine shared with other work
/// the wall time says more about the others.
enum PagesStageBenchmark {
  static func run(scenes: Int) throws {
    let interface = GeneratedInterface.read(scenes: scenes)
    let environments = EnvironmentMatrix.default.environments(documentProfile: interface.profile)
      .environments
    let prepared = PreparedInterface(interface)
    var entries: [ReportEntry] = []
    for scene in LayoutEngine.scenes(in: prepared) {
      for state in LayoutEngine.states(of: scene, in: prepared, depth: 1) {
        for environment in environments {
          guard
            let layout = LayoutEngine.layout(
              prepared, scene: scene, state: state, environment: environment)
          else { continue }
          entries.append(
            ReportEntry(
              sceneId: scene.id, sceneTitle: scene.title, stateId: state.id,
              stateTitle: state.title, layout: layout))
        }
      }
    }
    let contents = ReportContents(entries: entries)
    let templates = try ReportTemplates()
    print("\n## Pages stage (\(scenes) scenes, \(entries.count) figures, one core)\n")
    row(["pages made", "bytes", "CPU time", "throughput"])
    row(["---", "---:", "---:", "---:"])
    var files = 0
    var bytes = 0
    var failure: (any Error)?
    let time = Stopwatch.leastCPU(of: 5) {
      do {
        let pages = try ReportBuilder.pages(for: contents, templates: templates)
        files = pages.count
        bytes = pages.reduce(0) { $0 + $1.bytes.count }
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    row([
      "\(files) pages", "\(bytes)", fixed(time * 1000, 1) + " ms",
      fixed(Double(bytes) / time / 1e6) + " MB/s",
    ])
  }
}
