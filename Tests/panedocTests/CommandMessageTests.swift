import Foundation
import Testing

/// The command line answers a mistake as precisely as the XML reader does: the nearest choice for
/// a misspelt value, every missing option at once, a summary when nothing could be rendered, and
/// help (with a usage status) when no command is given.
@Suite("command-line messages")
struct CommandMessageTests {
  static func run(_ arguments: [String]) throws -> ValidateExecutableTests.Run {
    try ValidateExecutableTests.run(arguments)
  }

  static let mailLayout = ["layout", "Fixtures/mail.xml", "--orientation", "landscape"]

  @Test("panedoc alone prints its help on standard error and exits 64")
  func noCommand() throws {
    let run = try Self.run([])
    #expect(run.status == 64)
    #expect(run.standardError.contains("USAGE: panedoc <subcommand>"))
    #expect(run.standardError.contains("render"))
    #expect(run.standardOutput.isEmpty)
  }

  @Test(
    "a misspelt device, split or profile names the nearest choice",
    arguments: [
      (["--device", "ipad-pro11"], "unknown device 'ipad-pro11' (did you mean 'ipad-pro-11'?)"),
      (
        ["--device", "ipad-9.7", "--split", "hlf"],
        "unknown split 'hlf' (did you mean 'half'?)"
      ),
      (
        ["--device", "ipad-9.7", "--profile", "ios71"],
        "unknown profile 'ios71' (did you mean 'ios17'?)"
      ),
    ])
  func misspeltEnvironment(_ options: [String], _ message: String) throws {
    let run = try Self.run(Self.mailLayout + options)
    #expect(run.status == 64)
    #expect(run.standardError.contains(message), "\(run.standardError)")
  }

  @Test("render's comma lists name the nearest choice too")
  func misspeltList() throws {
    let run = try Self.run(["render", "Fixtures/mail.xml", "--orientations", "portrait,landscap"])
    #expect(run.status == 64)
    #expect(
      run.standardError.contains(
        "unknown orientation 'landscap' (did you mean 'landscape'?); choose from: portrait, landscape, all"
      ))
  }

  @Test("a misspelt state or scene names the nearest one and lists them")
  func misspeltStateAndScene() throws {
    let state = try Self.run(Self.mailLayout + ["--device", "ipad-9.7", "--state", "composeSegu"])
    #expect(state.status == 64)
    #expect(
      state.standardError.contains(
        "scene 'mail' has no state 'composeSegu' (did you mean 'composeSegue'?); states: "))
    let scene = try Self.run(Self.mailLayout + ["--device", "ipad-9.7", "--scene", "mali"])
    #expect(scene.status == 64)
    #expect(scene.standardError.contains("no scene 'mali' (did you mean 'mail'?)"))
  }

  @Test("layout refuses an iPhone for an iPad-only storyboard, and render draws none")
  func iPadOnlyStoryboard() throws {
    let file = "Fixtures/storyboards/MasterDetail-2182.storyboard"
    let phone = try Self.run([
      "layout", file, "--device", "iphone-12", "--orientation", "portrait",
    ])
    #expect(phone.status == 64)
    #expect(phone.standardError.contains("iphone-12: the document targets iPad only"))
    let pad = try Self.run(["layout", file, "--device", "ipad-9.7", "--orientation", "portrait"])
    #expect(pad.status == 0)
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-ipad-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let render = try Self.run(["render", file, "--out", out.path])
    #expect(render.status == 0)
    let json = try String(
      contentsOf: out.appendingPathComponent("layout.json"), encoding: .utf8)
    #expect(json.contains("\"ipad-"))
    #expect(!json.contains("\"iphone"))
    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("-iphone-16-pro-max: the document targets iPad only"))
  }

  @Test("layout names every missing option at once")
  func everyMissingOption() throws {
    let run = try Self.run(["layout"])
    #expect(run.status == 64)
    #expect(run.standardError.contains("missing an input file, --device and --orientation"))
    let one = try Self.run(["layout", "Fixtures/mail.xml", "--device", "ipad-9.7"])
    #expect(one.status == 64)
    #expect(one.standardError.contains("missing --orientation ("))
  }

  @Test("a render whose every input is invalid prints its summary and writes nothing")
  func everyInputInvalid() throws {
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-invalid-\(UUID().uuidString)")
    let run = try Self.run(["render", "Fixtures/invalid", "--out", out.path])
    #expect(run.status == 1)
    let count = try FileManager.default.contentsOfDirectory(
      atPath: ValidateCommandTests.packageRoot.appendingPathComponent("Fixtures/invalid").path
    ).count { $0.hasSuffix(".xml") }
    #expect(
      run.standardOutput.contains(
        "0 scenes, 0 environments, 0 files written: all \(count) inputs have errors"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test("a misspelt attribute is named, located at itself, with the nearest attribute")
  func misspeltAttribute() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-attribute-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("typo.xml")
    try Data(
      """
      <interface version="1" initialViewController="split">
        <splitViewController id="split" primary="a" secondary="b" preferedDisplayMode="automatic"/>
        <viewController id="a"/>
        <viewController id="b"/>
      </interface>

      """.utf8
    ).write(to: file)
    let run = try Self.run(["validate", file.path])
    #expect(run.status == 1)
    #expect(
      run.standardError.contains(
        "typo.xml:2:61: error: <splitViewController> has no attribute 'preferedDisplayMode'"
          + " (did you mean 'preferredDisplayMode'?) [schema]"), "\(run.standardError)")
  }

  /// A window a thousandth of a point past the screen is refused, and quoted as written, not as
  /// the rounded `1376x1032` that the device does have.
  @Test("a window past the screen by a fraction is refused quoting it as written")
  func fractionalWindow() throws {
    let device = ["--device", "ipad-pro-13-m4", "--orientation", "landscape", "--profile", "ios26"]
    let reason = "the window must be from 320x320 to 1376x1032 [window-out-of-range]"
    let layout = try Self.run(
      ["layout", "Fixtures/mail.xml"] + device + ["--window=1376.001x1032"])
    #expect(layout.status == 64)
    #expect(layout.standardError == "error: window 1376.001x1032: \(reason)\n")
    let fits = try Self.run(["layout", "Fixtures/mail.xml"] + device + ["--window=1376x1032"])
    #expect(fits.status == 0)
    let sweep = try Self.run(["sweep", "Fixtures/mail.xml"] + device + ["--to", "1376.001"])
    #expect(sweep.status == 64)
    #expect(
      sweep.standardError
        == "error: ios26-ipad-pro-13-m4-landscape: a 1376.001 pt wide window: \(reason)\n")
    let box = try Hostile.Sandbox()
    let render = try Hostile.run([
      "render", Hostile.mail, "--out", box.path("rep"), "--devices", "ipad-pro-13-m4",
      "--orientations", "landscape", "--profiles", "ios26", "--window=1376.001x1032",
    ])
    #expect(render.status == 64)
    #expect(render.standardError.hasPrefix("error: window 1376.001x1032: "))
    #expect(!FileManager.default.fileExists(atPath: box.path("rep")))
  }
}
