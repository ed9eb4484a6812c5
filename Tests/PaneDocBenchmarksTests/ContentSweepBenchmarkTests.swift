import PaneDocInput
import PaneDocLayout
import PaneDocModel
import Testing

@testable import panedoc_bench

/// The content sweep's numbers are about content only if its split scenes read cleanly and each
/// detail view is really placed by constraints, and moves with the column.
@Suite("Content sweep benchmark")
struct ContentSweepBenchmarkTests {
  @Test("every split scene's detail view is laid out by its constraints")
  func detailsUseConstraints() throws {
    let read = InterfaceLoader.read(
      Array(ContentSweepBenchmark.splitStoryboard(scenes: 3).utf8), file: "split.storyboard")
    let interface = try #require(read.interface, "\(read.diagnostics)")
    #expect(read.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(LayoutEngine.scenes(in: interface).count == 3)
    for index in 0..<3 {
      let controller = try #require(interface.controller("s\(index)-de-vc0"))
      guard case .content(let content) = controller.kind, let root = content.rootView else {
        Issue.record("s\(index)-de-vc0 is not a content controller with a root view")
        continue
      }
      #expect(root.usesConstraints(content.views))
      #expect(root.layout.constraints.count == 4)
    }
    let scene = try #require(LayoutEngine.scenes(in: interface).first)
    let state = SceneState(id: "initial", title: "", steps: [])
    func labelRight(_ width: Double) throws -> Double? {
      var environment = Environment(
        profile: .ios26, device: .iPadPro13M4, orientation: .landscape)
      environment.windowSize = Size(width: width, height: 1024)
      let layout = try #require(
        LayoutEngine.layout(interface, scene: scene, state: state, environment: environment))
      return layout.nodes.first { $0.id == "s0-la-bel" }?.frame?.maxX
    }
    let narrow = try #require(try labelRight(1000))
    let wide = try #require(try labelRight(1366))
    #expect(wide > narrow)
  }
}
