import ArgumentParser
import Foundation
import PaneDocLayout
import PaneDocModel
import PaneDocRender
import Testing

@testable import PaneDocCore
@testable import PaneDocDiff
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
      scene: "mail", state: [.segue("composeSegue")],
      environment: EnvironmentInfo(
        profile: .ios17, device: "ipad-9.7", orientation: .landscape, windowName: .named(.full),
        screen: Size(width: 1024, height: 768), window: Rect(x: 0, y: 0, width: 1024, height: 768),
        safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), scale: 2,
        horizontalSizeClass: .regular, verticalSizeClass: .regular),
      nodes: [
        Node(
          id: "mail", kind: .splitViewController, frame: Rect(x: 0, y: 0, width: 1024, height: 768)
        ),
        Node(
          id: "compose", kind: .barButtonItem, parent: "mail",
          frame: Rect(x: composeX, y: 26, width: 44, height: 44)),
      ])
  }

  /// A report folder holding only `layout.json`, as `panedoc diff` reads it.
  static func report(_ layouts: [Layout], in folder: URL, named name: String) throws -> String {
    let report = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    try Data(LayoutJSON.document(layouts, producer: "v1.0.0").serialized().utf8).write(
      to: report.appendingPathComponent("layout.json"))
    return report.path
  }

  /// Runs `panedoc diff` with `arguments` and returns its exit status.
  static func run(_ arguments: [String]) async -> Int32 {
    do {
      let command = try DiffCommand.parse(arguments)
      try await command.run()
      return 0
    } catch {
      return DiffCommand.exitCode(for: error).rawValue
    }
  }

  @Test("identical reports: no change, exit 0 even with --fail-on-change")
  func identicalReports() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try Self.report([Self.layout()], in: folder, named: "old")
    let new = try Self.report([Self.layout()], in: folder, named: "new")
    #expect(await Self.run([old, new, "--fail-on-change"]) == 0)
  }

  @Test("a change exits 1 with --fail-on-change, 0 without; the tolerance absorbs small moves")
  func gating() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try Self.report([Self.layout()], in: folder, named: "old")
    let new = try Self.report([Self.layout(composeX: 960.4)], in: folder, named: "new")
    #expect(await Self.run([old, new]) == 0)
    #expect(await Self.run([old, new, "--fail-on-change"]) == 1)
    #expect(await Self.run([old, new, "--fail-on-change", "--tolerance", "0.5"]) == 0)
  }

  @Test("an unreadable version fails the run with 2; bad options are usage errors")
  func failures() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = try Self.report([Self.layout()], in: folder, named: "good")
    let broken = folder.appendingPathComponent("broken.json")
    try Data("{\"version\": 1, \"layouts\": [{}]}".utf8).write(to: broken)
    #expect(await Self.run([good, broken.path]) == 2)
    #expect(await Self.run([folder.appendingPathComponent("missing").path, good]) == 2)
    #expect(await Self.run([good, good, "--tolerance", "-1"]) == 64)
    #expect(await Self.run([good, good, "--format", "yaml"]) == 64)
  }

  @Test("--out writes the report folder and --junit the test results")
  func outputs() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try Self.report([Self.layout()], in: folder, named: "old")
    let new = try Self.report([Self.layout(composeX: 900)], in: folder, named: "new")
    let out = folder.appendingPathComponent("diff").path
    let junit = folder.appendingPathComponent("junit.xml").path
    #expect(await Self.run([old, new, "--out", out, "--junit", junit]) == 0)
    let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    #expect(page.contains("<section class=\"item changed\""))
    #expect(page.contains("<rect class=\"mark new\""))
    let svg = try String(contentsOfFile: out + "/svg/0001-new.svg", encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
    #expect(FileManager.default.fileExists(atPath: out + "/diff.json"))
    #expect(try String(contentsOfFile: out + "/summary.md", encoding: .utf8).contains("compose"))
    #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<failure"))
  }

  @Test("a folder that is not a report is never replaced by --out")
  func outRefusesForeignFolder() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try Self.report([Self.layout()], in: folder, named: "old")
    let precious = folder.appendingPathComponent("precious")
    try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: precious.appendingPathComponent("notes.txt"))
    #expect(await Self.run([old, old, "--out", precious.path]) == 2)
    #expect(
      FileManager.default.fileExists(atPath: precious.appendingPathComponent("notes.txt").path))
  }

  @Test("the accept command renders the new inputs into the old report, quoted for the shell")
  func acceptCommand() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = try Self.report([Self.layout()], in: folder, named: "old report")
    let command = try DiffCommand.parse([
      old, "Fixtures/mail.xml", "--splits", "full,half", "--depth", "2",
    ])
    #expect(
      command.acceptCommand()
        == "panedoc render Fixtures/mail.xml --out '\(old)' --splits full,half --depth 2")
    let reports = try DiffCommand.parse([old, old])
    #expect(reports.acceptCommand() == nil)
    // Between two inputs there is no report to name: render's default folder is written out.
    let inputs = try DiffCommand.parse(["Fixtures/mail.xml", "Fixtures/mail.xml"])
    #expect(inputs.acceptCommand() == "panedoc render Fixtures/mail.xml --out report")
  }

  // MARK: End to end over the fixtures

  /// The diff of two versions of the fixtures, each written into its own folder, through the
  /// command's own reading and layout.
  static func diff(_ old: [String: String], _ new: [String: String], in folder: URL) async throws
    -> LayoutDiff
  {
    var paths: [String] = []
    for (name, files) in [("old", old), ("new", new)] {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (file, text) in files {
        try Data(text.utf8).write(to: url.appendingPathComponent(file))
      }
      paths.append(url.path)
    }
    return try await DiffCommand.parse(paths + ["--devices", "ipad-9.7,ipad-pro-12.9,iphone-12"])
      .compare()
  }

  static func fixture(_ name: String) throws -> String {
    try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
  }

  /// The mail fixture with its Reply view (the reply popover's anchor) moved 100 points along
  /// its header, away from the header's trailing margin where its constraint `replyTrailing` holds
  /// it.
  static func movingReplyButton(in mail: String) throws -> String {
    let marker = "second=\"messageHeader.trailingMargin\""
    try #require(mail.contains(marker))
    return mail.replacingOccurrences(of: marker, with: marker + " constant=\"-100\"")
  }

  /// Whether `id`'s parent chain in `layout` reaches one of `roots` (or `id` is one).
  static func within(_ id: String, _ roots: Set<String>, in layout: Layout) -> Bool {
    var current: String? = id
    var steps = 0
    while let node = current, steps <= layout.nodes.count {
      if roots.contains(node) { return true }
      current = layout.nodes.first { $0.id == node }?.parent
      steps += 1
    }
    return false
  }

  @Test("the same fixture twice: no change")
  func fixtureIdentical() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mail = try Self.fixture("mail.xml")
    let diff = try await Self.diff(["mail.xml": mail], ["mail.xml": mail], in: folder)
    #expect(!diff.hasChanges)
    #expect(diff.count(.unchanged) > 20)
  }

  @Test("moving an anchor view changes it and the popover anchored there, where it shows")
  func fixtureAnchorMoved() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mail = try Self.fixture("mail.xml")
    let moved = try Self.movingReplyButton(in: mail)
    #expect(moved != mail)
    let diff = try await Self.diff(["mail.xml": mail], ["mail.xml": moved], in: folder)
    #expect(diff.hasChanges)
    #expect(diff.count(.added) == 0 && diff.count(.removed) == 0)
    for comparison in diff.comparisons {
      let layout = try #require(comparison.new)
      for change in comparison.changes {
        switch change.subject {
        case .node:
          // The view, or the popover's content, which moves with the popover.
          #expect(
            change.id == "replyButton" || Self.within(change.id, ["replySegue"], in: layout),
            "\(change.subjectName) in \(comparison.key.title)")
        case .popover: #expect(change.id == "replySegue")
        case .warning: #expect(change.id == "replyButton")
        case .environment: Issue.record("\(change.subjectName) changed")
        }
      }
      if let shown = layout.presentations.first(where: { $0.segue == "replySegue" }),
        shown.presentation == .popover, shown.anchor != nil
      {
        #expect(
          comparison.changes.contains { $0.id == "replySegue" && $0.kind == .anchor },
          "\(comparison.key.title)")
      }
    }
  }

  @Test("a wider primary column fraction changes the columns and what sits in them")
  func fixtureColumnFraction() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mail = try Self.fixture("mail.xml")
    let wider = mail.replacingOccurrences(
      of: "preferredPrimaryColumnWidthFraction=\"0.33\"",
      with: "preferredPrimaryColumnWidthFraction=\"0.38\"")
    #expect(wider != mail)
    let diff = try await Self.diff(["mail.xml": mail], ["mail.xml": wider], in: folder)
    #expect(diff.count(.changed) > 0)
    for comparison in diff.comparisons where comparison.status == .changed {
      let layout = try #require(comparison.new)
      // The split, its dividers between the columns, the columns and everything in them, and
      // what is presented from them.
      let columns = Set(layout.nodes.filter { $0.column != nil }.map(\.id))
      let dividers = Set(layout.nodes.filter { $0.kind == .divider }.map(\.id))
      let affected = columns.union(dividers).union(layout.presentations.map(\.segue))
      for change in comparison.changes {
        switch change.subject {
        case .node:
          #expect(
            change.id == "mail" || Self.within(change.id, affected, in: layout),
            "\(change.subjectName) in \(comparison.key.title)")
        case .popover:
          // A popover moves only because its anchor, in a column, moved.
          #expect(
            comparison.changes.contains { $0.id == change.id && $0.kind == .anchor },
            "\(change.subjectName) \(change.details) in \(comparison.key.title)")
        case .warning:
          // The fraction's own warning, or a view in a column that now fits or is clipped.
          #expect(
            change.id == "mail" || Self.within(change.id, affected, in: layout),
            "\(change.subjectName)")
        case .environment: Issue.record("\(change.subjectName) changed")
        }
      }
    }
    // A collapsed split shows one column: nothing changes on the iPhone.
    #expect(
      diff.comparisons.filter { $0.key.environment.contains("iphone") }.allSatisfy {
        $0.status == .unchanged
      })
  }

  @Test("a removed scene and new environments are reported")
  func fixtureScenesAndEnvironments() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mail = try Self.fixture("mail.xml")
    let older = mail.replacingOccurrences(of: "profile=\"ios17\"", with: "profile=\"ios12\"")
    #expect(older != mail)
    let diff = try await Self.diff(
      ["mail.xml": older, "master-detail.xml": try Self.fixture("master-detail.xml")],
      ["mail.xml": mail], in: folder)
    #expect(!diff.scenes.removed.isEmpty)
    #expect(!diff.scenes.removed.contains("mail"))
    #expect(diff.scenes.added.isEmpty)
    #expect(!diff.environments.added.isEmpty)
    #expect(diff.environments.added.allSatisfy { $0.hasPrefix("ios17-") })
    #expect(diff.environments.removed.allSatisfy { $0.hasPrefix("ios12-") })
  }
}

@Suite("diff of two inputs, for review")
struct DiffInputReviewTests {
  @Test("the moving constraint is the edit that leads; JUnit points at the view it moves")
  func editsAndLines() async throws {
    let folder = try DiffCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mail = try DiffCommandTests.fixture("mail.xml")
    let moved = try DiffCommandTests.movingReplyButton(in: mail)
    for (name, text) in [("old", mail), ("new", moved)] {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url.appendingPathComponent("mail.xml"))
    }
    let junit = folder.appendingPathComponent("diff.xml").path
    let status = await DiffCommandTests.run([
      folder.appendingPathComponent("old").path, folder.appendingPathComponent("new").path,
      "--devices", "ipad-9.7", "--junit", junit,
    ])
    #expect(status == 0)
    let lines = moved.split(separator: "\n", omittingEmptySubsequences: false)
    let viewLine = try #require(lines.firstIndex { $0.contains("id=\"replyButton\"") }) + 1
    let line = try #require(lines.firstIndex { $0.contains("constant=\"-100\"") }) + 1
    let text = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(text.contains("file=\"…/new/mail.xml\" line=\"\(viewLine)\""), "\(text)")
    let edits = DiffInputs.edits(
      old: folder.appendingPathComponent("old").path,
      new: folder.appendingPathComponent("new").path, limits: .default)
    #expect(edits.count == 1)
    #expect(edits.first?.id == "replyTrailing")
    #expect(edits.first?.attribute == "constant")
    #expect(edits.first?.location.line == line)
  }
}

@Suite("diff reads only interface files a report names")
struct DiffReportFileTests {
  @Test("a report's layout.json cannot make the diff read another file")
  func namedFilesAreChecked() throws {
    #expect(DiffInputs.isReadableByName("Fixtures/mail.xml"))
    #expect(DiffInputs.isReadableByName("Fixtures/storyboards/Popovers.storyboard"))
    #expect(!DiffInputs.isReadableByName("/etc/passwd"))
    #expect(!DiffInputs.isReadableByName("/work/app/Main.storyboard"))
    #expect(!DiffInputs.isReadableByName("Fixtures/../../etc/hosts.xml"))
    #expect(!DiffInputs.isReadableByName("Package.swift"))
    #expect(!DiffInputs.isReadableByName("…/UI/Main.storyboard"))
    // A symbolic link on the way is not followed.
    let folder = try DiffCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = "panedoc-link-\(UUID().uuidString)"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path)
    defer { try? FileManager.default.removeItem(atPath: link) }
    try Data("<interface version=\"1\"/>".utf8).write(to: folder.appendingPathComponent("a.xml"))
    #expect(FileManager.default.fileExists(atPath: link + "/a.xml"))
    #expect(!DiffInputs.isReadableByName(link + "/a.xml"))
  }
}

/// `diff --format github` and `--format sarif` through the executable: paths from the
/// repository's root, found from the current folder.
@Suite("panedoc diff: GitHub and SARIF outputs")
struct DiffAnnotationCommandTests {
  /// A repository (a `.git` folder is what marks its root) with the mail example in `App/`, its
  /// compose popover resized in `App/new.xml`.
  static func repository() throws -> (root: URL, app: URL) {
    let root = try DiffCommandTests.folder()
    let app = root.appendingPathComponent("App")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let mail = try String(contentsOfFile: Hostile.mail, encoding: .utf8)
    try mail.write(to: app.appendingPathComponent("old.xml"), atomically: true, encoding: .utf8)
    try mail.replacingOccurrences(of: "540x620", with: "400x300").write(
      to: app.appendingPathComponent("new.xml"), atomically: true, encoding: .utf8)
    return (root, app)
  }

  static let small = ["--devices", "ipad-9.7", "--orientations", "landscape", "--splits", "full"]

  @Test("annotations name files from the repository's root, run from a folder inside it")
  func github() throws {
    let (root, app) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Hostile.run(
      ["diff", "old.xml", "new.xml", "--format", "github", "--no-config"] + Self.small,
      directory: app)
    #expect(run.status == 0, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix("::warning file=App/new.xml,line=") })
    let failing = try Hostile.run(
      ["diff", "old.xml", "new.xml", "--format", "github", "--fail-on-change", "--no-config"]
        + Self.small, directory: app)
    #expect(failing.status == 1)
    #expect(failing.standardOutput.hasPrefix("::error file=App/new.xml,line="))
  }

  @Test("SARIF locates each result from the repository's root, and is the same every run")
  func sarif() throws {
    let (root, app) = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let arguments = ["diff", "old.xml", "new.xml", "--format", "sarif", "--no-config"] + Self.small
    let run = try Hostile.run(arguments, directory: app)
    #expect(run.status == 0, "\(run.standardError)")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let results = try #require(
      (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    for result in results {
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"]
      let artifact = (location as? [String: Any])?["artifactLocation"] as? [String: Any]
      #expect(artifact?["uri"] as? String == "App/new.xml")
    }
    #expect(try Hostile.run(arguments, directory: app).standardOutput == run.standardOutput)
  }
}
