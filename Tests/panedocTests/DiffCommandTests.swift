import ArgumentParser
import Foundation
import PaneDocLayout
import PaneDocModel
import PaneDocRender
import Testing

@testable import panedoc

@Suite("panedoc diff")
struct DiffCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// A fresh folder for one test, removed by `defer` in the test.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "panedoc-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func layout(composeX: Double = 960) -> Layout {
    Layout(
      scene: "mail", state: ["composeSegue"],
      environment: EnvironmentInfo(
        profile: .ios17, device: "ipad-9.7", orientation: .landscape, split: "full",
        screen: Size(width: 1024, height: 768), window: Rect(x: 0, y: 0, width: 1024, height: 768),
        safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), scale: 2,
        horizontalSizeClass: .regular, verticalSizeClass: .regular),
      nodes: [
        Node(
          id: "mail", kind: "splitViewController", frame: Rect(x: 0, y: 0, width: 1024, height: 768)
        ),
        Node(
          id: "compose", kind: "barButtonItem", parent: "mail",
          frame: Rect(x: composeX, y: 26, width: 44, height: 44)),
      ])
  }

  /// A report folder holding only `layout.json`, as `panedoc diff` reads it.
  static func report(_ layouts: [Layout], in folder: URL, named name: String) throws -> String {
    let report = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    try Data(LayoutJSON.document(layouts).serialized().utf8).write(
      to: report.appendingPathComponent("layout.json"))
    return report.path
  }

  /// Runs `panedoc diff` with `arguments` and returns its exit status.
  static func run(_ arguments: [String]) -> Int32 {
    do {
      let command = try DiffCommand.parse(arguments)
      try command.run()
      return 0
    } catch {
      return DiffCommand.exitCode(for: error).rawValue
    }
  }

  @Test("identical reports: no change, exit 0 even with --fail-on-change")
  func identicalReports() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try Self.report([Self.layout()], in: folder, named: "old")
    let new = try Self.report([Self.layout()], in: folder, named: "new")
    #expect(Self.run([old, new, "--fail-on-change"]) == 0)
  }

  @Test("a change exits 1 with --fail-on-change, 0 without; the tolerance absorbs small moves")
  func gating() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try Self.report([Self.layout()], in: folder, named: "old")
    let new = try Self.report([Self.layout(composeX: 960.4)], in: folder, named: "new")
    #expect(Self.run([old, new]) == 0)
    #expect(Self.run([old, new, "--fail-on-change"]) == 1)
    #expect(Self.run([old, new, "--fail-on-change", "--tolerance", "0.5"]) == 0)
  }

  @Test("an unreadable version fails the run with 2; bad options are usage errors")
  func failures() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = try Self.report([Self.layout()], in: folder, named: "good")
    let broken = folder.appendingPathComponent("broken.json")
    try Data("{\"version\": 1, \"layouts\": [{}]}".utf8).write(to: broken)
    #expect(Self.run([good, broken.path]) == 2)
    #expect(Self.run([folder.appendingPathComponent("missing").path, good]) == 2)
    #expect(Self.run([good, good, "--tolerance", "-1"]) == 64)
    #expect(Self.run([good, good, "--format", "yaml"]) == 64)
  }

  @Test("--junit writes the test results")
  func outputs() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try Self.report([Self.layout()], in: folder, named: "old")
    let new = try Self.report([Self.layout(composeX: 900)], in: folder, named: "new")
    let junit = folder.appendingPathComponent("junit.xml").path
    #expect(Self.run([old, new, "--junit", junit]) == 0)
    #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<failure"))
  }

  @Test("the accept command renders the new inputs into the old report, quoted for the shell")
  func acceptCommand() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try Self.report([Self.layout()], in: folder, named: "old report")
    let command = try DiffCommand.parse([old, "Fixtures/mail.xml", "--depth", "2"])
    #expect(command.acceptCommand() == "panedoc render Fixtures/mail.xml --out '\(old)' --depth 2")
    let reports = try DiffCommand.parse([old, old])
    #expect(reports.acceptCommand() == nil)
  }
}
