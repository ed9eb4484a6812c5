import Foundation
import Testing

/// Malicious and broken inputs, end to end through the built executable: each is refused with a
/// located error and its code, the run exits 1, writes no report, leaves a previous report as it
/// was, and changes nothing else in its sandbox.
@Suite("Hostile inputs", .serialized)
struct HostileInputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var input: String
    var options: [String] = []
    var code: String
    /// The error's location: the file, followed by `:line:column` when it has one.
    var located: Bool = true
    var testDescription: String { "\(code): \((input as NSString).lastPathComponent)" }
  }

  static let cases: [Case] = [
    // Parsing limits and refused XML features.
    Case(input: Hostile.fixture("billion-laughs.xml"), code: "doctype-refused"),
    Case(input: Hostile.fixture("external-entity.xml"), code: "doctype-refused"),
    Case(input: Hostile.fixture("external-entity.storyboard"), code: "doctype-refused"),
    Case(input: Hostile.fixture("deep-nesting.xml"), code: "depth-exceeded"),
    Case(input: Hostile.fixture("many-attributes.xml"), code: "too-many-attributes"),
    Case(
      input: Hostile.fixture("long-attribute.xml"), options: ["--max-attribute-length", "1024"],
      code: "attribute-too-long"),
    Case(
      input: Hostile.mail, options: ["--max-input-bytes", "512"], code: "input-too-large",
      located: false),
    // Model checks.
    Case(input: Hostile.fixture("containment-cycle.xml"), code: "containment-cycle"),
    Case(input: Hostile.fixture("self-containment.xml"), code: "containment-cycle"),
    Case(input: Hostile.fixture("nan-size.xml"), code: "invalid-number"),
    Case(input: Hostile.fixture("negative-size.xml"), code: "invalid-number"),
    Case(input: Hostile.fixture("fraction-seven.xml"), code: "out-of-range"),
    Case(input: Hostile.fixture("unknown-enum.xml"), code: "unknown-value"),
    Case(input: Hostile.fixture("duplicate-id.xml"), code: "duplicate-id"),
    // Run limits.
    Case(
      input: Hostile.fixture("many-scenes.xml"), options: ["--max-scenes", "2"],
      code: "too-many-scenes", located: false),
    Case(
      input: Hostile.mail, options: ["--max-states", "2"], code: "too-many-states",
      located: false),
  ]

  /// Checks the one error line of `run` for `testCase`: the file, the location, the code.
  static func expectLocatedError(_ run: Hostile.Run, _ testCase: Case) {
    let lines = Hostile.errorLines(run).filter { $0.hasSuffix("[\(testCase.code)]") }
    #expect(lines.count == 1, "\(run.standardError)")
    guard let line = lines.first else { return }
    let file = testCase.input.replacingOccurrences(of: Hostile.packageRoot.path + "/", with: "")
    #expect(line.hasPrefix(testCase.input) || line.hasPrefix(file), "\(line)")
    let afterFile = line.drop { $0 != ":" }
    let position = afterFile.dropFirst().prefix { $0 != ":" }
    #expect(testCase.located == (Int(position) ?? 0 > 0), "\(line)")
  }

  @Test("render refuses it, writes no report and changes nothing", arguments: cases)
  func renderWritesNothing(_ testCase: Case) throws {
    let box = try Hostile.Sandbox()
    try Data("a file beside the report\n".utf8).write(to: URL(fileURLWithPath: box.path("other")))
    let before = try box.snapshot()
    let run = try Hostile.run(
      ["render", testCase.input, "--out", box.path("report")] + Hostile.small + testCase.options)
    #expect(run.status == 1)
    Self.expectLocatedError(run, testCase)
    #expect(!FileManager.default.fileExists(atPath: box.path("report")))
    #expect(try box.snapshot() == before)
  }

  @Test("render leaves the previous report as it was", arguments: cases)
  func renderKeepsThePreviousReport(_ testCase: Case) throws {
    let box = try Hostile.Sandbox()
    let out = box.path("report")
    #expect(try Hostile.run(["render", Hostile.mail, "--out", out] + Hostile.small).status == 0)
    let before = try box.snapshot()
    #expect(before["report/.panedoc-report"] != nil)
    let run = try Hostile.run(
      ["render", testCase.input, "--out", out] + Hostile.small + testCase.options)
    #expect(run.status == 1)
    #expect(try box.snapshot() == before)
  }

  @Test(
    "validate reports the same code with exit status 1",
    arguments: cases.filter { !$0.code.hasPrefix("too-many-") })
  func validateReportsIt(_ testCase: Case) throws {
    let run = try Hostile.run(["validate", testCase.input] + testCase.options)
    #expect(run.status == 1)
    Self.expectLocatedError(run, testCase)
  }

  @Test("layout and diff refuse it too")
  func layoutAndDiff() throws {
    let box = try Hostile.Sandbox()
    let layout = try Hostile.run(
      [
        "layout", Hostile.fixture("billion-laughs.xml"), "--device", "ipad-9.7", "--orientation",
        "landscape",
      ])
    #expect(layout.status == 1)
    #expect(layout.standardOutput.isEmpty)
    #expect(layout.standardError.contains("[doctype-refused]"))
    let states = try Hostile.run(
      [
        "layout", Hostile.mail, "--device", "ipad-9.7", "--orientation", "landscape",
        "--max-states", "2",
      ])
    #expect(states.status == 1)
    #expect(states.standardError.contains("[too-many-states]"))
    let before = try box.snapshot()
    let diff = try Hostile.run(
      ["diff", Hostile.mail, Hostile.fixture("external-entity.xml"), "--out", box.path("diff")])
    #expect(diff.status == 2)
    #expect(diff.standardError.contains("[doctype-refused]"))
    #expect(try box.snapshot() == before)
  }

  /// An interface whose segues fan out: a home screen with `count` buttons, each presenting one
  /// of `count` screens, each of which can present every screen: `count`² states at depth 2.
  static func fanOut(_ count: Int) -> String {
    var text = "<interface version=\"1\" initialViewController=\"home\">\n"
    text += "  <viewController id=\"home\"><navigationItem>"
    text += (0..<count).map { "<barButtonItem id=\"open\($0)\" title=\"Open\"/>" }.joined()
    text += "</navigationItem></viewController>\n"
    for screen in 0..<count {
      text += "  <viewController id=\"screen\(screen)\"><navigationItem>"
      text +=
        "<barButtonItem id=\"next\(screen)\" title=\"Next\"/></navigationItem></viewController>\n"
      text +=
        "  <segue id=\"s\(screen)\" kind=\"present\" source=\"open\(screen)\" destination=\"screen\(screen)\"/>\n"
      for target in 0..<count {
        text += "  <segue id=\"s\(screen)-\(target)\" kind=\"present\" source=\"next\(screen)\""
        text += " destination=\"screen\(target)\"/>\n"
      }
    }
    return text + "</interface>\n"
  }

  @Test("a scene whose states explode is refused quickly, nothing written", .timeLimit(.minutes(1)))
  func stateExplosion() throws {
    let box = try Hostile.Sandbox()
    let input = box.path("fan-out.xml")
    try Self.fanOut(60).write(toFile: input, atomically: true, encoding: .utf8)
    let before = try box.snapshot()
    let run = try Hostile.run(
      ["render", input, "--out", box.path("report"), "--depth", "3"] + Hostile.small)
    #expect(run.status == 1)
    #expect(run.standardError.contains("more than 1000 states at depth 3"))
    #expect(run.standardError.hasSuffix("[too-many-states]\n"))
    #expect(try box.snapshot() == before)
  }

  @Test("a symbolic link inside an input folder is not followed")
  func linkInInputFolder() throws {
    let box = try Hostile.Sandbox()
    try FileManager.default.createDirectory(
      atPath: box.path("inputs"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: box.path("inputs/passwd.xml"), withDestinationPath: "/etc/passwd")
    try FileManager.default.createSymbolicLink(
      atPath: box.path("inputs/mail.xml"), withDestinationPath: Hostile.mail)
    try FileManager.default.copyItem(atPath: Hostile.mail, toPath: box.path("inputs/real.xml"))
    let run = try Hostile.run(["validate", box.path("inputs")])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("checked 1 file"), "\(run.standardOutput)")
  }

  @Test("too many layouts: refused before any is computed, nothing written")
  func tooManyLayouts() throws {
    let box = try Hostile.Sandbox()
    let run = try Hostile.run(
      ["render", Hostile.mail, "--out", box.path("report"), "--max-layouts", "3"])
    #expect(run.status == 1)
    #expect(run.standardError.contains("more than the limit of 3"))
    #expect(run.standardError.hasSuffix("[too-many-layouts]\n"))
    #expect(try box.snapshot().isEmpty)
  }

  @Test("an environment matrix over the limit is a usage error")
  func tooManyEnvironments() throws {
    let box = try Hostile.Sandbox()
    let run = try Hostile.run(
      [
        "render", Hostile.mail, "--out", box.path("report"), "--devices", "all",
        "--max-environments", "10",
      ])
    #expect(run.status == 64)
    #expect(run.standardError.contains("raise --max-environments"))
    #expect(try box.snapshot().isEmpty)
  }

  @Test("render of a folder with hostile files renders the valid ones and reports the rest")
  func folderWithHostileFiles() throws {
    let box = try Hostile.Sandbox()
    let run = try Hostile.run(
      [
        "render", Hostile.packageRoot.appendingPathComponent("Fixtures/hostile").path, "--out",
        box.path("report"),
      ] + Hostile.small)
    #expect(run.status == 1)
    for code in ["doctype-refused", "depth-exceeded", "containment-cycle", "duplicate-id"] {
      #expect(run.standardError.contains("[\(code)]"))
    }
    #expect(FileManager.default.fileExists(atPath: box.path("report/index.html")))
    #expect(FileManager.default.fileExists(atPath: box.path("report/split/index.html")))
  }
}
