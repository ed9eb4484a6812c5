import Foundation
import Testing

/// The GitHub Action's scripts (`scripts/action/`), run as the Action runs them, against a
/// throwaway git repository with a base and a head commit.
@Suite("GitHub Action scripts")
struct ActionScriptTests {
  static let scripts = Hostile.packageRoot.appendingPathComponent("scripts/action").path

  /// A git repository in a temporary folder whose base commit holds `Fixtures/mail.xml`.
  final class Repository {
    let sandbox: Hostile.Sandbox
    let root: String
    let mail: String

    init() throws {
      sandbox = try Hostile.Sandbox()
      root = sandbox.path("repo")
      try FileManager.default.createDirectory(
        atPath: root + "/Interfaces", withIntermediateDirectories: true)
      mail = try String(contentsOfFile: Hostile.mail, encoding: .utf8)
      try write("Interfaces/mail.xml", mail)
      // A small matrix keeps each render quick; the base is rendered with the head's config.
      try write(
        "panedoc.yml",
        "inputs: [Interfaces]\nmatrix:\n  devices: [ipad-9.7, iphone-12]\n  splits: [full]\n")
      try git("init", "--quiet", "--initial-branch=main")
      try commit("base")
    }

    func write(_ path: String, _ text: String) throws {
      try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
      let run = try ActionScriptTests.run(
        "/usr/bin/env", ["git"] + arguments, in: root,
        environment: [
          "GIT_AUTHOR_NAME": "Tester", "GIT_AUTHOR_EMAIL": "tester@example.com",
          "GIT_COMMITTER_NAME": "Tester", "GIT_COMMITTER_EMAIL": "tester@example.com",
        ])
      #expect(run.status == 0, "\(run.standardError)")
      return run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func commit(_ message: String) throws {
      try git("add", "-A")
      try git("commit", "--quiet", "--allow-empty", "-m", message)
    }

    /// Runs `layout-diff` against the commit `base` (default: the first one) and returns its run
    /// and the outputs it wrote for GitHub.
    func layoutDiff(base: String? = nil, environment: [String: String] = [:]) throws -> (
      run: Hostile.Run, outputs: [String: String], out: String
    ) {
      let out = sandbox.path("out")
      let outputFile = sandbox.path("github-output")
      try? FileManager.default.removeItem(atPath: outputFile)
      let run = try ActionScriptTests.run(
        "/usr/bin/env", ["bash", ActionScriptTests.scripts + "/layout-diff"], in: root,
        environment: [
          "PANEDOC": Hostile.executable.path,
          "BASE": try base ?? git("rev-list", "--max-parents=0", "HEAD"),
          "OUT": out, "GITHUB_OUTPUT": outputFile,
          "GITHUB_STEP_SUMMARY": sandbox.path("step-summary"),
        ].merging(environment) { $1 })
      var outputs: [String: String] = [:]
      let text = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        outputs[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
      }
      return (run, outputs, out)
    }
  }

  static func run(
    _ executable: String, _ arguments: [String], in folder: String,
    environment: [String: String] = [:]
  ) throws -> Hostile.Run {
    try Hostile.launch(
      URL(fileURLWithPath: executable), arguments, directory: URL(fileURLWithPath: folder),
      environment: environment)
  }

  @Test("a changed popover fails the run, with the report, summary, JUnit and annotations")
  func changedLayout() throws {
    let repository = try Repository()
    try repository.write(
      "Interfaces/mail.xml",
      repository.mail.replacingOccurrences(of: "540x620", with: "400x300"))
    try repository.commit("head")
    let (run, outputs, out) = try repository.layoutDiff()
    #expect(run.status == 0, "\(run.standardError)")
    #expect(outputs["changed"] == "true")
    #expect(outputs["expected"] == "false")
    #expect(outputs["failure"] == "layouts changed")
    #expect(outputs["directory"] == out)
    for file in [
      "base/index.html", "head/index.html", "diff/index.html", "junit.xml", "results.sarif",
      "annotations.txt",
    ] {
      #expect(FileManager.default.fileExists(atPath: out + "/" + file), "\(file)")
    }
    let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
    #expect(summary.contains("composeSegue"))
    #expect(
      try String(contentsOfFile: repository.sandbox.path("step-summary"), encoding: .utf8)
        == summary)
    // The popover is annotated at its segue's line in the interface file.
    let line =
      try #require(
        repository.mail.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
          $0.contains("id=\"composeSegue\"")
        }) + 1
    // An error: the change fails the run.
    #expect(
      run.standardOutput.contains(
        "::error file=Interfaces/mail.xml,line=\(line),col=3,title=Layout changed%3A popover "
          + "composeSegue in scene mail::"))
    let sarif = try String(contentsOfFile: out + "/results.sarif", encoding: .utf8)
    #expect(sarif.contains("\"uri\": \"Interfaces/mail.xml\""))
  }

  @Test("a change the committed report shows is expected; no change passes")
  func expectedAndUnchanged() throws {
    let repository = try Repository()
    let unchanged = try repository.layoutDiff(base: repository.git("rev-parse", "HEAD"))
    #expect(unchanged.run.status == 0, "\(unchanged.run.standardError)")
    #expect(unchanged.outputs["changed"] == "false")
    #expect(unchanged.outputs["failure"] == "")
    #expect(!unchanged.run.standardOutput.contains("::warning"))

    try repository.write(
      "Interfaces/mail.xml",
      repository.mail.replacingOccurrences(of: "540x620", with: "400x300"))
    try FileManager.default.createDirectory(
      atPath: repository.root + "/docs", withIntermediateDirectories: true)
    let render = try ActionScriptTests.run(
      Hostile.executable.path, ["render", "--out", "docs/layout"], in: repository.root)
    #expect(render.status == 0)
    try repository.commit("head with its report")
    let committed = try repository.layoutDiff(environment: ["COMMITTED_REPORT": "docs/layout"])
    #expect(committed.outputs["changed"] == "true")
    #expect(committed.outputs["expected"] == "true")
    #expect(committed.outputs["failure"] == "")

    // A stale committed report fails, and says what to do.
    try repository.write(
      "Interfaces/mail.xml",
      repository.mail.replacingOccurrences(of: "540x620", with: "420x300"))
    try repository.commit("head without its report")
    let stale = try repository.layoutDiff(environment: ["COMMITTED_REPORT": "docs/layout"])
    #expect(stale.outputs["expected"] == "false")
    #expect(
      stale.outputs["failure"]
        == "layouts changed and docs/layout does not show it: re-render it and commit")
  }

  @Test("the build's cache key is a digest of the sources, the same on every call")
  func buildKey() throws {
    let first = try Self.run("/usr/bin/env", ["bash", Self.scripts + "/build-key"], in: "/")
    let second = try Self.run("/usr/bin/env", ["bash", Self.scripts + "/build-key"], in: "/")
    #expect(first.status == 0)
    #expect(first.standardOutput.wholeMatch(of: /[0-9a-f]{32}\n/) != nil)
    #expect(first.standardOutput == second.standardOutput)
  }

  @Test("a head that does not render fails the run")
  func brokenHead() throws {
    let repository = try Repository()
    try repository.write("Interfaces/mail.xml", "<interface version=\"1\"><broken")
    try repository.commit("broken head")
    let (run, outputs, _) = try repository.layoutDiff()
    #expect(run.status == 0)
    #expect(outputs["failure"]?.hasPrefix("the head version has errors") == true)
  }

  @Test("a push has no base: the head is rendered and published, nothing is diffed")
  func pushWithoutBase() throws {
    let repository = try Repository()
    let (run, outputs, out) = try repository.layoutDiff(base: "")
    #expect(run.status == 0, "\(run.standardError)")
    #expect(outputs["changed"] == "false")
    #expect(outputs["failure"] == "")
    #expect(outputs["directory"] == out)
    #expect(FileManager.default.fileExists(atPath: out + "/head/index.html"))
    #expect(!FileManager.default.fileExists(atPath: out + "/base"))
    #expect(!FileManager.default.fileExists(atPath: out + "/diff"))
    #expect(
      try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
        == "No base to compare with: the layouts were rendered, not diffed.\n")
  }

  /// What GitHub runs cannot run here; what `action.yml` asks of it is read and checked.
  @Test("action.yml: the cache saved always, hidden files uploaded, every script it runs present")
  func actionDefinition() throws {
    let text = try String(
      contentsOf: Hostile.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
    let steps = text.components(separatedBy: "\n    - name: ").dropFirst()
    let save = try #require(steps.first { $0.contains("uses: actions/cache/save@") })
    #expect(save.contains("if: always() &&"))
    let restore = try #require(steps.first { $0.contains("uses: actions/cache/restore@") })
    #expect(!restore.contains("always()"))
    let upload = try #require(steps.first { $0.contains("uses: actions/upload-artifact@") })
    #expect(upload.contains("include-hidden-files: true"))
    #expect(steps.contains { $0.contains("steps.upload.outputs.artifact-url") })
    #expect(!text.contains("python"))
    #expect(!text.contains("uses: actions/cache@"))
    for script in text.matches(of: /scripts\/action\/([a-z-]+)/).map({ String($0.output.1) }) {
      #expect(
        FileManager.default.isExecutableFile(atPath: Self.scripts + "/" + script), "\(script)")
    }
  }

  @Test("the comment and the release download against a fake gh and curl (.ci/action-check)")
  func commentAndDownload() throws {
    let run = try Self.run(
      "/usr/bin/env",
      ["bash", Hostile.packageRoot.appendingPathComponent(".ci/action-check").path],
      in: Hostile.packageRoot.path)
    #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    #expect(run.standardOutput.hasSuffix("action-check: passed\n"))
  }
}
