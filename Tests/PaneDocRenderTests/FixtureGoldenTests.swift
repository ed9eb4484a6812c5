import Foundation
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import PaneDocRun
import PaneDocTestSupport
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

/// The example interfaces of `Fixtures/` through the whole pipeline — reader, engine, renderer —
/// pinned as golden SVG and JSON files named `Golden/fixture-*`. A change to any stage that moves a
/// pixel of a real design shows up here as a reviewed diff (re-recorded with PANEDOC_RECORD=1).
@Suite("Fixture golden files")
struct FixtureGoldenTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// One case: a fixture, a state and an environment that shows what the fixture is about.
  struct Case: Sendable, CustomStringConvertible {
    var file: String
    var state: String
    var environment: Environment
    var description: String { "\(file) \(state) \(environment.slug)" }
    var name: String {
      "fixture-"
        + file.replacingOccurrences(of: "/", with: "-")
        .replacingOccurrences(of: ".", with: "-") + "-" + state + "-" + environment.slug
    }
  }

  static let cases: [Case] = [
    Case(file: "mail.xml", state: "composeSegue", environment: .iPad97(.landscape())),
    Case(file: "mail.xml", state: "composeSegue", environment: .iPadPro11(.landscape(.oneThird))),
    Case(file: "mail.xml", state: "initial", environment: .iPhone12(.portrait())),
    // The reply button is placed by constraints: its popover follows it across the column.
    Case(file: "mail.xml", state: "replySegue", environment: .iPadPro11(.landscape())),
    Case(file: "mail.xml", state: "replySegue", environment: .iPadPro11(.landscape(.twoThirds))),
    Case(file: "player.xml", state: "queueSegue", environment: .iPadPro11(.landscape())),
    Case(file: "player.xml", state: "queueSegue", environment: .iPadPro11(.landscape(.twoThirds))),
    Case(file: "treeworld.xml", state: "initial", environment: .iPadPro129(.landscape())),
    Case(
      file: "linksame.xml", state: "newGameSegue",
      environment: .iPad97(.landscape(), profile: .ios6)),
    Case(
      file: "linksame.xml", state: "helpSegue", environment: .iPad97(.portrait(), profile: .ios6)),
    Case(file: "custom-split.xml", state: "reveal-primary", environment: .iPad97(.portrait())),
    Case(file: "search.xml", state: "initial", environment: .iPad97(.landscape())),
    Case(file: "triple-column.xml", state: "initial", environment: .iPadPro11(.landscape())),
    Case(file: "master-detail.xml", state: "initial", environment: .iPhone12(.portrait())),
    Case(file: "bookshelf.xml", state: "initial", environment: .iPad102(.landscape())),
    Case(file: "bookshelf.xml", state: "showEmma", environment: .iPad102(.landscape())),
    Case(
      file: "storyboards/Popovers.storyboard", state: "initial",
      environment: .iPadPro11(.landscape())),
    // ios26: Compose zooms out of its bar button item, with no arrow.
    Case(
      file: "mail.xml", state: "composeSegue", environment: .iPad97(.landscape(), profile: .ios26)
    ),
    // ios26: revealing the primary of a displacing split shows both sidebars displaced.
    Case(
      file: "triple-column.xml", state: "reveal-primary",
      environment: .iPadPro13M4(.landscape(), profile: .ios26)),
  ]

  @Test("each fixture case renders exactly its golden SVG and JSON", arguments: cases)
  func golden(_ fixture: Case) throws {
    let path = Self.fixtures.appendingPathComponent(fixture.file).path
    let read = InterfaceLoader.load(path)
    let interface = try #require(read.interface, "\(read.diagnostics)")
    let prepared = PreparedInterface(interface)
    let scene = try #require(LayoutEngine.scenes(in: prepared).first)
    let state = try #require(
      LayoutEngine.states(of: scene, in: prepared, depth: 1).first { $0.id == fixture.state },
      "no state \(fixture.state)")
    var layout = try #require(
      LayoutEngine.layout(prepared, scene: scene, state: state, environment: fixture.environment))
    // The file as a run from the repository's folder names it.
    layout.file = DisplayPath.of(
      layout.file, relativeTo: Self.fixtures.deletingLastPathComponent().path)
    goldenFiles.check(SVGRenderer.render(layout), named: fixture.name + ".svg")
    goldenFiles.check(LayoutJSON.encode(layout).serialized(), named: fixture.name + ".json")
  }
}
