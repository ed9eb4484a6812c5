import Foundation
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import PaneDocRun
import PaneDocTestSupport
import Testing

@testable import PaneDocRender

/// The breakpoints of the bundled examples on the 13" iPad Pro in landscape, `ios26`, pinned as
/// a golden table; and the forms `panedoc sweep` prints.
@Suite("Width sweep output")
struct SweepOutputTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The examples: the own-format files at the top of `Fixtures/`, in name order.
  static func examples() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: fixtures, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "xml" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  static func tasks(_ files: [URL], profile: Profile = .ios26) throws -> [SweepTask] {
    var tasks: [SweepTask] = []
    for url in files {
      let bytes = try [UInt8](Data(contentsOf: url))
      let interface = try #require(
        InterfaceLoader.read(bytes, file: "Fixtures/" + url.lastPathComponent).interface)
      let prepared = PreparedInterface(interface)
      for scene in LayoutEngine.scenes(in: prepared) {
        tasks.append(
          SweepTask(
            file: interface.file, interface: prepared, scene: scene,
            states: LayoutEngine.states(of: scene, in: prepared, depth: 1),
            environment: Environment(
              profile: profile, device: .iPadPro13M4, orientation: .landscape),
            widths: WidthSweep.widths(from: 320, to: 1376, step: 1)))
      }
    }
    return tasks
  }

  @Test(
    "the examples' breakpoints on the 13\" iPad Pro in landscape, ios26, match the golden table")
  func examplesGolden() async throws {
    let results = try await SweepRunner.run(try Self.tasks(Self.examples()), jobs: 2)
    #expect(results.count >= 7)
    goldenFiles.check(
      SweepOutput.table(results, flipWithin: 16),
      named: "sweep-examples-ios26-ipad-pro-13-m4-landscape.txt")
  }

  @Test("a storyboard's scene and states are named as the report names them, ids after")
  func storyboardNames() async throws {
    let url = Self.fixtures.appendingPathComponent("storyboards/MasterDetail-21701.storyboard")
    let bytes = try [UInt8](Data(contentsOf: url))
    let interface = try #require(
      InterfaceLoader.read(bytes, file: "MasterDetail-21701.storyboard").interface)
    let prepared = PreparedInterface(interface)
    let scene = try #require(LayoutEngine.scenes(in: prepared).first)
    let task = SweepTask(
      file: interface.file, interface: prepared, scene: scene,
      states: [.initial],
      environment: Environment(
        profile: .ios17, device: .iPadPro11, orientation: .landscape),
      widths: [1194])
    let table = SweepOutput.table(try await SweepRunner.run([task], jobs: 1), flipWithin: 16)
    #expect(scene.title != scene.id)
    #expect(
      table.hasPrefix("MasterDetail-21701.storyboard · \(scene.title) (\(scene.id)) · initial"))
  }

  @Test("the mail split collapses up to 667, shows the secondary alone up to 997, then both")
  func mailBreakpoints() async throws {
    let results = try await SweepRunner.run(
      try Self.tasks([Self.fixtures.appendingPathComponent("mail.xml")]), jobs: 1)
    let initial = try #require(results.first?.sweeps.first { $0.state.id == "initial" })
    #expect(initial.breakpoints == [668, 998])
    let compose = try #require(results.first?.sweeps.first { $0.state.id == "composeSegue" })
    // The Compose button sits in the primary: no popover while the primary hides.
    #expect(compose.interval(at: 800)?.structure?.presentations.isEmpty == true)
    #expect(compose.interval(at: 600)?.structure?.presentations.first?.presentation == .sheet)
    // ios26: a popover from a bar button item zooms out of it, with no arrow.
    let zoomed = try #require(compose.interval(at: 1200)?.structure?.presentations.first)
    #expect(
      zoomed.arrowDirection == PresentationLayout.ArrowDirection.none && zoomed.zoomsFromAnchor)
  }

  @Test("the output does not depend on the number of jobs")
  func jobsIndependent() async throws {
    let tasks = try Self.tasks(Self.examples())
    let one = try await SweepRunner.run(tasks, jobs: 1)
    let three = try await SweepRunner.run(tasks, jobs: 3)
    #expect(SweepOutput.table(one, flipWithin: 16) == SweepOutput.table(three, flipWithin: 16))
    #expect(
      SweepOutput.json(one, flipWithin: 16).serialized()
        == SweepOutput.json(three, flipWithin: 16).serialized())
  }

  @Test("JSON lists each interval with its structure and each breakpoint with its changes")
  func json() async throws {
    let results = try await SweepRunner.run(
      try Self.tasks([Self.fixtures.appendingPathComponent("mail.xml")]), jobs: 1)
    // The text as Foundation's own decoder reads it.
    let document = try ParsedJSON(SweepOutput.json(results, flipWithin: 16))
    guard case .array(let sweeps)? = document["sweeps"], let first = sweeps.first else {
      Issue.record("no sweeps")
      return
    }
    #expect(first["state"] == .string("initial"))
    guard case .array(let points)? = first["breakpoints"] else {
      Issue.record("no breakpoints")
      return
    }
    #expect(points.map { $0["width"] } == [.number(668), .number(998)])
    #expect(
      points.first?["changes"]
        == .array([
          .string("horizontally regular"), .string("mail expands"),
          .string("mail shows secondary"), .string("mail hides compact"),
        ]))
  }

  @Test("Markdown escapes text from the inputs")
  func markdownEscapes() {
    let sweep = WidthSweep(
      scene: "a|b", state: SceneState(id: "*x*", title: "", steps: []),
      intervals: [WidthSweep.Interval(from: 320, to: 400, structure: nil)])
    let prepared = PreparedInterface(
      Interface(file: "f.xml", format: .panedoc, controllers: [], segues: []))
    let task = SweepTask(
      file: "f.xml", interface: prepared, scene: Scene(id: "a|b", title: "a"), states: [],
      environment: Environment(device: .iPad97, orientation: .landscape), widths: [])
    let text = SweepOutput.markdown([SweepResult(task: task, sweeps: [sweep])], flipWithin: 16)
    #expect(!text.contains("a|b"))
    #expect(!text.contains(" *x* "))
  }
}
