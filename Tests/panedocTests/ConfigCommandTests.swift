import Foundation
import Testing

/// `panedoc.yml` as the commands read it, `panedoc init`, and the completion scripts.
@Suite("config file and init")
struct ConfigCommandTests {
  /// A sandbox holding `Interfaces/mail.xml` and a `docs` folder for reports.
  static func project() throws -> Hostile.Sandbox {
    let sandbox = try Hostile.Sandbox()
    try FileManager.default.createDirectory(
      atPath: sandbox.path("Interfaces"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: sandbox.path("docs"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Hostile.mail, toPath: sandbox.path("Interfaces/mail.xml"))
    return sandbox
  }

  static func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  @Test("render takes inputs, report folder and matrix from panedoc.yml; options override it")
  func renderFromConfig() throws {
    let sandbox = try Self.project()
    try Self.write(
      "inputs: [Interfaces]\nout: docs/layout\nmatrix:\n  devices: ipad-9.7\n  splits: [full]\n",
      to: sandbox.path("panedoc.yml"))
    let run = try Hostile.run(["render"], directory: sandbox.folder)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("1 scenes, 2 environments,"))
    #expect(FileManager.default.fileExists(atPath: sandbox.path("docs/layout/index.html")))
    let narrower = try Hostile.run(
      ["render", "--orientations", "landscape", "--out", "docs/other"], directory: sandbox.folder)
    #expect(narrower.standardOutput.hasPrefix("1 scenes, 1 environments,"))
    let ignored = try Hostile.run(
      ["render", "--no-config", "Interfaces", "--out", "docs/all"], directory: sandbox.folder)
    #expect(ignored.standardOutput.hasPrefix("1 scenes, 23 environments,"))
  }

  @Test("a bad config file is a located usage error and nothing is written")
  func badConfig() throws {
    let sandbox = try Self.project()
    try Self.write(
      "inputs: [Interfaces]\nout: docs/layout\nmatrix:\n  device: [ipad-9.7]\n",
      to: sandbox.path("panedoc.yml"))
    let before = try sandbox.snapshot()
    for command in ["render", "validate"] {
      let run = try Hostile.run([command], directory: sandbox.folder)
      #expect(run.status == 64)
      #expect(
        run.standardError.hasPrefix(
          "panedoc.yml:4:3: error: 'device' is not a key of matrix; keys: devices, "
            + "orientations, splits, profiles, windows (did you mean 'devices'?) "
            + "[config-unknown-key]"))
    }
    #expect(try sandbox.snapshot() == before)
    let missing = try Hostile.run(["render", "--config", "none.yml"], directory: sandbox.folder)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("none.yml: error: the config file cannot be read"))
  }

  @Test("fail-on-warnings from the config fails the run with the codes found")
  func failOnWarnings() throws {
    let sandbox = try Self.project()
    try Self.write(
      "inputs: [Interfaces]\nout: docs/layout\nmatrix: {devices: ipad-9.7, splits: full}\n"
        + "fail-on-warnings: all\n", to: sandbox.path("ci.yml"))
    let run = try Hostile.run(["render", "--config", "ci.yml"], directory: sandbox.folder)
    #expect(run.status == 1)
    #expect(run.standardError.contains("error: warnings that fail the run: "))
    // The re-render that finds nothing to do fails alike, from the codes in the stamp.
    let again = try Hostile.run(["render", "--config", "ci.yml"], directory: sandbox.folder)
    #expect(again.standardOutput.contains("0 files written"))
    #expect(again.status == 1)
    let other = try Hostile.run(
      ["render", "--config", "ci.yml", "--fail-on-warnings", "nesting-too-deep"],
      directory: sandbox.folder)
    #expect(other.status == 0)
  }

  @Test("diff takes tolerance and fail-on-change from the config; the command line wins")
  func diffFromConfig() throws {
    let sandbox = try Self.project()
    try Self.write(
      "matrix: {devices: ipad-9.7, splits: full}\nfail-on-change: true\n",
      to: sandbox.path("panedoc.yml"))
    let mail = try String(contentsOfFile: Hostile.mail, encoding: .utf8)
    try Self.write(
      mail.replacingOccurrences(of: "540x620", with: "400x300"), to: sandbox.path("new.xml"))
    let changed = try Hostile.run(
      ["diff", "Interfaces/mail.xml", "new.xml"], directory: sandbox.folder)
    #expect(changed.status == 1)
    let allowed = try Hostile.run(
      ["diff", "Interfaces/mail.xml", "new.xml", "--no-fail-on-change"], directory: sandbox.folder)
    #expect(allowed.status == 0)
    try Self.write(
      "matrix: {devices: ipad-9.7, splits: full}\nfail-on-change: true\ntolerance: 1000\n",
      to: sandbox.path("panedoc.yml"))
    let tolerated = try Hostile.run(
      ["diff", "Interfaces/mail.xml", "new.xml", "--format", "json"], directory: sandbox.folder)
    #expect(tolerated.standardOutput.contains("\"tolerance\": 1000"))
  }

  @Test("init lists the folders of interface files, refuses to overwrite, and render follows it")
  func initCommand() throws {
    let sandbox = try Self.project()
    try Self.write("<plist version=\"1.0\"/>", to: sandbox.path("Interfaces/Info.xml"))
    try FileManager.default.copyItem(
      atPath: Hostile.packageRoot.appendingPathComponent("Fixtures/storyboards/Toolbar.xib").path,
      toPath: sandbox.path("Top.xib"))
    let run = try Hostile.run(["init"], directory: sandbox.folder)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == "wrote panedoc.yml: 2 inputs\n")
    let text = try String(contentsOfFile: sandbox.path("panedoc.yml"), encoding: .utf8)
    #expect(text.contains("inputs:\n  - Interfaces\n  - Top.xib\n"))
    #expect(text.contains("\nout: docs/layout\n"))
    let again = try Hostile.run(["init"], directory: sandbox.folder)
    #expect(again.status == 2)
    #expect(again.standardError.contains("panedoc.yml exists already"))
    #expect(try Hostile.run(["init", "--force"], directory: sandbox.folder).status == 0)
    let validate = try Hostile.run(["validate"], directory: sandbox.folder)
    #expect(validate.standardOutput.contains("checked 3 files"))
    // A file written elsewhere names the inputs from its own folder.
    try FileManager.default.createDirectory(
      atPath: sandbox.path("ci"), withIntermediateDirectories: true)
    #expect(
      try Hostile.run(["init", "--config", "ci/panedoc.yml"], directory: sandbox.folder).status == 0
    )
    let moved = try String(contentsOfFile: sandbox.path("ci/panedoc.yml"), encoding: .utf8)
    #expect(moved.contains("inputs:\n  - ../Interfaces\n  - ../Top.xib\n"))
    #expect(moved.contains("\nout: ../docs/layout\n"))
    let fromThere = try Hostile.run(
      ["validate", "--config", "ci/panedoc.yml"], directory: sandbox.folder)
    #expect(fromThere.standardOutput.contains("checked 3 files"))
  }

  @Test(
    "completion scripts know every command and the new options", arguments: ["bash", "zsh", "fish"])
  func completions(shell: String) throws {
    let run = try Hostile.run(["--generate-completion-script", shell])
    #expect(run.status == 0)
    // fish names long options without their dashes (`-l shard`).
    for word in ["render", "merge", "init", "shard", "config", "fail-on-warnings"] {
      #expect(run.standardOutput.contains(word), "\(word)")
    }
  }
}
