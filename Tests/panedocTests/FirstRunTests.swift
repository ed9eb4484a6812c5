import Foundation
import Testing

@testable import panedoc

/// What a newcomer meets in the first minutes, through the real executable: the help, a
/// misspelt command, numbers and long values in messages, the version, and `init` followed by a
/// bare `render` in a fresh project.
@Suite struct FirstRunTests {
  @Test("bare panedoc prints its help as help, on standard error, and exits 64")
  func bareCommand() throws {
    let run = try Hostile.run([])
    #expect(run.status == 64)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.hasPrefix("OVERVIEW: Layout reports"))
    #expect(run.standardError.contains("\nUSAGE: panedoc <subcommand>\n"))
    #expect(!run.standardError.contains("\\n"))
  }

  @Test(
    "a misspelt command, and help for one, names the nearest command",
    arguments: [["rendr"], ["help", "rendr"], ["rendr", "Fixtures", "--out", "x"]])
  func misspeltCommand(_ arguments: [String]) throws {
    let run = try Hostile.run(arguments)
    #expect(run.status == 64)
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.standardError.split(separator: "\n") == [
        "error: unknown command 'rendr' (did you mean 'render'?); choose from: render, layout, "
          + "validate, devices, rules, diff, sweep, merge, init",
        "Usage: panedoc <command> [options] (see 'panedoc --help')",
      ])
  }

  @Test("a word far from every command gets the list without a guess")
  func unknownCommand() throws {
    let run = try Hostile.run(["frobnicate"])
    #expect(run.status == 64)
    #expect(run.standardError.hasPrefix("error: unknown command 'frobnicate'; choose from: "))
  }

  @Test("help for a known command, and options before a command, still work")
  func knownCommands() throws {
    let help = try Hostile.run(["help", "render"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("USAGE: panedoc render"))
    let version = try Hostile.run(["--version"], environment: ["PANEDOC_VERSION": "v9.8.7"])
    #expect(version.status == 0)
    #expect(version.standardOutput == "v9.8.7\n")
  }

  @Test(
    "negative numbers are values, which the option's range check refuses",
    arguments: [
      (["sweep", "Fixtures/mail.xml", "--step", "-1"], "--step must be at least 0.5"),
      (["render", "Fixtures/mail.xml", "--depth", "-2"], "--depth must not be negative"),
      (
        [
          "sweep", "Fixtures/mail.xml", "--device", "ipad-pro-13-m4", "--orientation",
          "landscape", "--profile", "ios26", "--from", "-100",
        ],
        "a -100 pt wide window: the window must be from 320x320"
      ),
    ])
  func negativeNumbers(_ arguments: [String], message: String) throws {
    let run = try Hostile.run(arguments)
    #expect(run.status == 64)
    #expect(run.standardError.contains(message), "\(run.standardError)")
    #expect(!run.standardError.contains("Missing value"))
  }

  @Test("a 309-digit number is shortened in the message", arguments: ["--jobs", "--from"])
  func longValues(_ option: String) throws {
    let huge = "1" + String(repeating: "0", count: 308)
    let command = option == "--jobs" ? "render" : "sweep"
    let run = try Hostile.run([command, "Fixtures/mail.xml", option, huge])
    #expect(run.status == 64)
    #expect(!run.standardError.contains(huge.prefix(60)))
    #expect(run.standardError.split(separator: "\n").allSatisfy { $0.count < 200 })
  }

  @Test("diff with one side missing says so once", arguments: [true, false])
  func diffMissingSide(_ oldIsMissing: Bool) throws {
    let sides = ["no-such-version.xml", "Fixtures/mail.xml"]
    let run = try Hostile.run(["diff"] + (oldIsMissing ? sides : sides.reversed()))
    #expect(run.status == 2)
    #expect(
      Hostile.errorLines(run) == [
        "no-such-version.xml: error: no such file or folder [input-missing]"
      ])
  }

  @Test("init skips dependencies and build products, and a bare render then writes the report")
  func initThenRender() throws {
    let box = try Hostile.Sandbox()
    let mail = try Data(contentsOf: Hostile.packageRoot.appendingPathComponent("Fixtures/mail.xml"))
    for folder in [
      "App/Base.lproj", "Pods/Vendor", "Carthage/Checkouts/Kit", "DerivedData/App",
      "App/SourcePackages/checkouts/Lib",
    ] {
      try FileManager.default.createDirectory(
        atPath: box.path(folder), withIntermediateDirectories: true)
      try mail.write(to: URL(fileURLWithPath: box.path(folder + "/mail.xml")))
    }
    let written = try Hostile.run(["init"], directory: box.folder)
    #expect(written.status == 0)
    let config = try String(contentsOfFile: box.path("panedoc.yml"), encoding: .utf8)
    #expect(config.contains("inputs:\n  - App/Base.lproj\n\n"))
    for foreign in ["Pods", "Carthage", "DerivedData", "SourcePackages"] {
      #expect(!config.contains(foreign + "/"), "\(foreign)")
    }
    let render = try Hostile.run(
      ["render", "--devices", "ipad-9.7", "--splits", "full", "--orientations", "landscape"],
      environment: ["PANEDOC_VERSION": "v1.2.3"], directory: box.folder)
    #expect(render.status == 0, "\(render.standardError)")
    let layout = try String(contentsOfFile: box.path("docs/layout/layout.json"), encoding: .utf8)
    #expect(layout.hasPrefix("{\"version\": 1, \"panedoc\": \"v1.2.3\", \"layouts\": [\n"))
    let stamp = try String(contentsOfFile: box.path("docs/layout/.panedoc-report"), encoding: .utf8)
    #expect(stamp.split(separator: "\n").dropFirst().first == "panedoc v1.2.3")
  }

  @Test("init in a folder without interface files says where to list them")
  func initWithoutInterfaces() throws {
    let box = try Hostile.Sandbox()
    let run = try Hostile.run(["init"], directory: box.folder)
    #expect(run.status == 0)
    #expect(run.standardOutput == "wrote panedoc.yml: 0 inputs\n")
    #expect(
      run.standardError
        == "note: no storyboards, xibs or PaneDoc files were found; list the interface files or"
        + " folders to render under inputs: in panedoc.yml\n")
  }

  @Test("the folders above --out are made, and a file in the way is still refused")
  func outputParents() throws {
    let box = try Hostile.Sandbox()
    let made = try Hostile.run(
      ["render", "Fixtures/mail.xml", "--out", box.path("a/b/report")] + Hostile.small)
    #expect(made.status == 0, "\(made.standardError)")
    #expect(FileManager.default.fileExists(atPath: box.path("a/b/report/index.html")))
    let diff = try Hostile.run(
      ["diff", Hostile.mail, Hostile.mail, "--out", box.path("c/diff")] + Hostile.small)
    #expect(diff.status == 0, "\(diff.standardError)")
    #expect(FileManager.default.fileExists(atPath: box.path("c/diff/index.html")))
    try Data("x".utf8).write(to: URL(fileURLWithPath: box.path("file")))
    let blocked = try Hostile.run(
      ["render", "Fixtures/mail.xml", "--out", box.path("file/c/report")] + Hostile.small)
    #expect(blocked.status == 2)
    #expect(try box.snapshot().keys.filter { $0.hasPrefix("file") } == ["file"])
  }

  @Test("exclude globs leave files out, from the command line and from the config file")
  func exclude() throws {
    let box = try Hostile.Sandbox()
    let mail = try Data(contentsOf: Hostile.packageRoot.appendingPathComponent("Fixtures/mail.xml"))
    for file in ["App/Main/mail.xml", "App/Legacy/old.xml", "App/Legacy/Deep/older.xml"] {
      try FileManager.default.createDirectory(
        atPath: box.path((file as NSString).deletingLastPathComponent),
        withIntermediateDirectories: true)
      try mail.write(to: URL(fileURLWithPath: box.path(file)))
    }
    let all = try Hostile.run(["validate", "App", "--no-config"], directory: box.folder)
    #expect(all.standardOutput.contains("3 files"), "\(all.standardOutput)")
    let option = try Hostile.run(
      ["validate", "App", "--exclude", "**/Legacy"], directory: box.folder)
    #expect(option.standardOutput.contains("1 file"), "\(option.standardOutput)")
    try Data("inputs: App\nexclude: ['App/Legacy/*.xml']\n".utf8).write(
      to: URL(fileURLWithPath: box.path("panedoc.yml")))
    let config = try Hostile.run(["validate"], directory: box.folder)
    #expect(config.standardOutput.contains("1 file"), "\(config.standardOutput)")
  }

  @Test("the version is what the build read, a bare commit with the fallback before it")
  func versionFromBuild() {
    #expect(PaneDocVersion.version(fromBuild: "v1.2.3") == "v1.2.3")
    #expect(
      PaneDocVersion.version(fromBuild: "v1.2.3-4-gabcdef0-dirty") == "v1.2.3-4-gabcdef0-dirty")
    #expect(PaneDocVersion.version(fromBuild: "abcdef0") == "0.0.0-dev+abcdef0")
    #expect(PaneDocVersion.version(fromBuild: "abcdef0-dirty") == "0.0.0-dev+abcdef0-dirty")
    #expect(PaneDocVersion.version(fromBuild: "") == "0.0.0-dev")
  }

  @Test("long quoted values are shortened; apostrophes in words are not quotes")
  func shortenedMessages() {
    let long = String(repeating: "9", count: 309)
    #expect(
      MessageText.shortened("The value '\(long)' is invalid for '--jobs <jobs>'")
        == "The value '99999999999999999999…' (309 characters) is invalid for '--jobs <jobs>'")
    let prose = "the file isn't '\(long.prefix(10))' and can't be"
    #expect(MessageText.shortened(prose) == prose)
  }

  @Test("negative numbers are attached to the option before them, and nothing after --")
  func attachingNegativeNumbers() {
    #expect(
      CommandLineArguments.attachingNegativeNumbers(["sweep", "--step", "-1", "--from", "-.5"])
        == ["sweep", "--step=-1", "--from=-.5"])
    #expect(
      CommandLineArguments.attachingNegativeNumbers(["--to", "-1x", "--", "--a", "-1"])
        == ["--to", "-1x", "--", "--a", "-1"])
    #expect(!CommandLineArguments.isNegativeNumber("-"))
    #expect(!CommandLineArguments.isNegativeNumber("-1.2.3"))
  }
}
