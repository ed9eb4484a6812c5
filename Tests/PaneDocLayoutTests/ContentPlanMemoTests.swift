import PaneDocInput
import PaneDocModel
import Testing

@testable import PaneDocLayout

/// A sweep solves each controller's constraints once per site: what it lays out must be what a
/// layout solved afresh at each width gives.
@Suite("Content plans kept across a sweep")
struct ContentPlanMemoTests {
  static func site(width: Double) -> ContentSite {
    ContentSite(
      rootSize: Size(width: width, height: 700),
      safeArea: Insets(top: 70, left: 0, bottom: 0, right: 0),
      sideMargin: 20)
  }

  static func plan(_ placed: Double) -> ContentPlan {
    ContentPlan(
      placed: [
        .init(id: "v", frame: Rect(x: placed, y: 0, width: 1, height: 1), isHidden: false)
      ], broken: [], ambiguous: [], notInstalled: [], notes: EngineNotes())
  }

  @Test("a controller's plan is solved once per site, and again for another site or controller")
  func solvesOncePerSite() {
    let memo = ContentPlanMemo()
    var solves = 0
    func plan(_ controller: String, _ width: Double) -> Double? {
      memo.plan(controller: controller, site: Self.site(width: width)) {
        solves += 1
        return Self.plan(width)
      }.frame(of: "v")?.minX
    }
    #expect(plan("a", 320) == 320)
    #expect(plan("a", 320) == 320)
    #expect(solves == 1)
    #expect(plan("a", 400) == 400)
    #expect(plan("b", 320) == 320)
    #expect(solves == 3)
  }

  @Test("a full memo still answers, solving what it no longer keeps")
  func fullMemoSolves() {
    let memo = ContentPlanMemo()
    var solves = 0
    for index in 0...ContentPlanMemo.capacity {
      _ = memo.plan(controller: "a", site: Self.site(width: Double(index))) {
        solves += 1
        return Self.plan(Double(index))
      }
    }
    let width = Double(ContentPlanMemo.capacity)
    let last = memo.plan(controller: "a", site: Self.site(width: width)) {
      solves += 1
      return Self.plan(width)
    }
    #expect(last.frame(of: "v")?.minX == width)
    #expect(solves == ContentPlanMemo.capacity + 2)
  }

  @Test("layouts of a sweep that comes back to its widths equal layouts solved afresh")
  func sweepEqualsFreshLayouts() throws {
    let read = InterfaceLoader.read(
      Array(OwnFormatConstraintLayoutTests.document.utf8), file: "message.xml")
    let interface = try #require(read.interface, "\(read.diagnostics)")
    let prepared = PreparedInterface(interface)
    let scene = try #require(LayoutEngine.scenes(in: prepared).first)
    let state = SceneState(id: "initial", title: "", steps: [])
    let environments = [1024.0, 700, 1024, 507, 700].map { width in
      var environment = Environment.iPad97(.landscape())
      environment.windowSize = Size(width: width, height: 768)
      return environment
    }
    var swept: [Layout?] = []
    LayoutEngine.layouts(prepared, scene: scene, state: state, environments: environments) {
      swept.append($0)
    }
    let fresh = environments.map {
      LayoutEngine.layout(prepared, scene: scene, state: state, environment: $0)
    }
    #expect(swept.count == environments.count)
    #expect(swept == fresh)
    #expect(swept[0]?.frame("header")?.width == 1024)
    #expect(swept[3]?.frame("header")?.width == 507)
    #expect(swept[2] == swept[0])
  }
}
