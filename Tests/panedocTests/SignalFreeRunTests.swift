import Foundation
import Testing

/// No input, option or stream ends a run with a signal: each case runs the built executable and
/// checks its exit status is the documented one, not 128 + a signal.
@Suite("no signal from a hostile file, option or stream")
struct SignalFreeRunTests {
  static let invalid = Hostile.packageRoot.appendingPathComponent(
    "Fixtures/invalid/duplicate-id.xml"
  ).path

  /// Commands that print diagnostics, with the status each ends with when its standard error
  /// can be written.
  static func commands(in sandbox: Hostile.Sandbox) -> [(arguments: [String], status: Int32)] {
    [
      (["validate", invalid], 1),
      (["validate", Hostile.mail], 0),
      (["layout", invalid, "--device", "ipad-9.7", "--orientation", "landscape"], 1),
      (["layout", Hostile.mail, "--device", "ipad-9.7", "--orientation", "landscape"], 0),
      (["render", invalid, "--out", sandbox.path("bad")], 1),
      (["render", Hostile.mail] + Hostile.small + ["--out", sandbox.path("report")], 0),
    ]
  }

  static func quoted(_ arguments: [String]) -> String {
    arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
      .joined(separator: " ")
  }

  /// Standard error that is full or closed: before, `FileHandle`'s write stopped the process
  /// with SIGILL at the first diagnostic.
  @Test("standard error full or closed", arguments: ["2>/dev/full", "2>&-"])
  func unwritableStandardError(redirection: String) throws {
    let sandbox = try Hostile.Sandbox()
    for (arguments, status) in Self.commands(in: sandbox) {
      let run = try Hostile.shell(
        "\"$PANEDOC\" \(Self.quoted(arguments)) >/dev/null \(redirection)",
        directory: sandbox.folder)
      #expect(run.status == status, "\(arguments) \(redirection)")
    }
  }

  /// A closed fd 2 is opened on /dev/null before the run opens anything: no file the run makes
  /// takes its number and receives the diagnostics.
  @Test("a closed standard error does not write into the report")
  func closedStandardErrorWritesNowhere() throws {
    let sandbox = try Hostile.Sandbox()
    let run = try Hostile.shell(
      "\"$PANEDOC\" render \(Self.quoted([Hostile.mail, Self.invalid] + Hostile.small)) "
        + "--out report >/dev/null 2>&-", directory: sandbox.folder)
    #expect(run.status == 1)
    let files = try ShardMergeTests.tree(sandbox.path("report"))
    #expect(files.count > 3)
    for (path, bytes) in files {
      #expect(!String(decoding: bytes, as: UTF8.self).contains("duplicate-id"), "\(path)")
    }
  }

  /// A pipe whose reader is gone: SIGPIPE ended the process; now the write fails and is dropped.
  @Test("standard error a pipe nobody reads")
  func closedPipe() throws {
    let sandbox = try Hostile.Sandbox()
    for (arguments, status) in Self.commands(in: sandbox) {
      let pipe = Pipe()
      try pipe.fileHandleForReading.close()
      let process = Process()
      process.executableURL = Hostile.executable
      process.arguments = arguments
      process.currentDirectoryURL = Hostile.packageRoot
      process.standardOutput = FileHandle.nullDevice
      process.standardError = pipe.fileHandleForWriting
      process.standardInput = FileHandle.nullDevice
      try process.run()
      try pipe.fileHandleForWriting.close()
      process.waitUntilExit()
      #expect(process.terminationReason == .exit, "\(arguments)")
      #expect(process.terminationStatus == status, "\(arguments)")
    }
  }

  /// `2 × jobs` overflowed in the parallel map (SIGILL).
  @Test("--jobs past 1024 is a usage error, as the flag or from the config file")
  func hugeJobs() throws {
    let sandbox = try Hostile.Sandbox()
    let huge = "4611686018427387904"
    let config = sandbox.path("panedoc.yml")
    try "jobs: \(huge)\n".write(toFile: config, atomically: true, encoding: .utf8)
    let cases: [(arguments: [String], message: String)] = [
      (
        ["render", Hostile.mail, "--jobs", huge, "--out", sandbox.path("r")],
        "--jobs must be from 1 to 1024"
      ),
      (
        [
          "sweep", Hostile.mail, "--device", "ipad-9.7", "--orientation", "landscape", "--jobs",
          huge,
        ],
        "--jobs must be from 1 to 1024"
      ),
      (
        ["render", Hostile.mail, "--config", config, "--out", sandbox.path("r")],
        "\(config):1:7: error: 'jobs' takes a whole number, from 1 to 1024 [config-invalid-value]"
      ),
    ]
    for (arguments, message) in cases {
      let run = try Hostile.run(arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.standardError.contains(message), "\(run.standardError)")
    }
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("r")))
  }

  /// Before, 20 kB of `[` in the config file crashed every command that reads one (SIGSEGV).
  @Test("a config file of nested brackets is refused by every command that reads it")
  func deepConfig() throws {
    let sandbox = try Hostile.Sandbox()
    try ("inputs: " + String(repeating: "[", count: 20_000)).write(
      toFile: sandbox.path("panedoc.yml"), atomically: true, encoding: .utf8)
    for arguments in [["render"], ["diff", "a", "b"], ["merge", "part"]] {
      let run = try Hostile.run(arguments, directory: sandbox.folder)
      #expect(run.status == 64, "\(arguments)")
      #expect(
        Hostile.errorLines(run) == [
          "panedoc.yml:1:40: error: the config file nests more than 32 levels deep "
            + "[config-too-deep]"
        ], "\(arguments): \(run.standardError)")
    }
  }

  /// A list repeated inside itself in a `--templates` index (`filters`, the four filter menus):
  /// 25 deep is refused as the templates load; 14 deep, within the parser's depth, is stopped
  /// while rendering (4¹⁴ items), located at its template's file with its code. Before, it
  /// rendered for hours. Nothing is written either way.
  @Test("a template bomb is refused with its place")
  func templateBomb() throws {
    let sandbox = try Hostile.Sandbox()
    let templates = sandbox.path("templates")
    try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
    let index = templates + "/index.mustache"
    for (depth, expected) in [
      (
        25,
        "\(index):1:193: error: not a valid Mustache template: sections are nested more than 16"
          + " deep [template-invalid]"
      ),
      (14, "[template-output-too-large]"),
    ] {
      try
        (String(repeating: "{{#filters}}", count: depth)
        + String(repeating: "{{/filters}}", count: depth)
        + "{{#scenes}}{{/scenes}}{{#warnings}}{{/warnings}}\n")
        .write(toFile: index, atomically: true, encoding: .utf8)
      let run = try Hostile.run(
        ["render", Hostile.mail] + Hostile.small
          + ["--templates", templates, "--out", sandbox.path("report")])
      #expect(run.status == 2, "\(depth)")
      let lines = Hostile.errorLines(run)
      #expect(lines.count == 1, "\(run.standardError)")
      if depth == 25 {
        #expect(lines.first == Substring(expected))
      } else {
        // Located at one of the sections, whichever was open when the steps ran out.
        let line = try #require(lines.first)
        let place = try #require(line.firstMatch(of: #/index\.mustache:1:(\d+): error: /#)?.1)
        #expect((Int(place)! - 1) % 12 == 0, "\(line)")
        #expect(
          line.hasSuffix(
            "steps that write nothing: a section repeats its lists too many times \(expected)"))
      }
      #expect(!FileManager.default.fileExists(atPath: sandbox.path("report")))
    }
  }
}
