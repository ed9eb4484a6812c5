import Foundation
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import PaneDocRender

/// One scene with very many views, read, walked for its states, laid out and drawn in one
/// environment: every stage must grow linearly with the views (a walk that emptied its queue from
/// the front once made 40,000 views take 20 times as long as 10,000).
enum ManyViewsBenchmark {
  static func run() {
    print("\n## One scene of many views (one environment, one core)\n")
    row(["views", "bytes", "read", "scenes and states", "layout", "SVG", "total ÷ views"])
    row(["---:", "---:", "---:", "---:", "---:", "---:", "---:"])
    let oneEnvironment = Environment(device: Device.all[0], orientation: .landscape)
    for views in [10_000, 100_000] {
      let text = Array(InterfaceGenerator.manyViews(views).utf8)
      var read: Interface?
      let readTime = Stopwatch.fastest(of: 1) {
        read = InterfaceLoader.read(text, file: "views.xml").interface
      }
      guard let read else {
        print("the generated interface of \(views) views did not read")
        exit(2)
      }
      var found: [(Scene, [SceneState])] = []
      let statesTime = Stopwatch.fastest(of: 1) {
        let prepared = PreparedInterface(read)
        found = LayoutEngine.scenes(in: prepared).map {
          ($0, LayoutEngine.states(of: $0, in: prepared, depth: 1))
        }
      }
      var drawn: [Layout] = []
      let layoutTime = Stopwatch.fastest(of: 1) {
        let prepared = PreparedInterface(read)
        drawn = found.flatMap { scene, states in
          states.compactMap {
            LayoutEngine.layout(prepared, scene: scene, state: $0, environment: oneEnvironment)
          }
        }
      }
      var drawnBytes = 0
      let drawTime = Stopwatch.fastest(of: 1) {
        drawnBytes = drawn.reduce(0) { $0 + SVGRenderer.renderBytes($1).count }
      }
      let total = readTime + statesTime + layoutTime + drawTime
      row([
        "\(views)", "\(text.count)", fixed(readTime * 1000, 0) + " ms",
        fixed(statesTime * 1000, 0) + " ms",
        fixed(layoutTime * 1000, 0) + " ms (\(drawn.count) layouts)",
        fixed(drawTime * 1000, 0) + " ms (\(drawnBytes) bytes)",
        fixed(total / Double(views) * 1e6, 1) + " µs",
      ])
    }
  }
}
