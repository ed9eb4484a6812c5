import Foundation
import Testing

/// The arguments both plugins take, on both hosts: `--target` picked out, the rest panedoc's.
@Suite struct PluginArgumentsTests {
  static let targets = [
    PluginTarget(
      name: "App", interfaceFiles: ["/p/App/Base.lproj/Main.storyboard", "/p/App/Cell.xib"]),
    PluginTarget(name: "Kit", interfaceFiles: ["/p/Kit/Sheet.xib"]),
    PluginTarget(name: "AppTests", interfaceFiles: []),
  ]

  @Test("--target NAME and --target=NAME are taken out, in order; the rest is panedoc's")
  func targetsAreTakenOut() throws {
    let arguments = try PluginArguments([
      "--target", "Kit", "render", "--out", "docs/layout", "--target=App", "--strict",
    ])
    #expect(arguments.targets == ["Kit", "App"])
    #expect(arguments.panedoc == ["render", "--out", "docs/layout", "--strict"])
  }

  @Test("after --, everything is panedoc's, --target included")
  func doubleDashEndsThePluginsOptions() throws {
    let arguments = try PluginArguments(["validate", "--", "--target", "x.xml"])
    #expect(arguments.targets.isEmpty)
    #expect(arguments.panedoc == ["validate", "--", "--target", "x.xml"])
  }

  @Test(
    "--target without a name is an error",
    arguments: [["--target"], ["--target", "--strict"], ["--target="]])
  func targetNeedsAName(arguments: [String]) {
    #expect(throws: PluginError("--target needs the name of a target")) {
      try PluginArguments(arguments)
    }
  }

  @Test("without --target the writing plugin passes the arguments as given")
  func writingWithoutTargets() throws {
    let command = try PluginArguments(["render", "--out", "r"]).writingCommand(Self.targets)
    #expect(command == ["render", "--out", "r"])
    #expect(try PluginArguments([]).writingCommand(Self.targets) == [])
  }

  @Test("with --target the writing plugin adds the targets' files, after render by default")
  func writingWithTargets() throws {
    let named = try PluginArguments(["diff", "old", "--target", "Kit"]).writingCommand(Self.targets)
    #expect(named == ["diff", "old", "/p/Kit/Sheet.xib"])
    let bare = try PluginArguments(["--target", "App"]).writingCommand(Self.targets)
    #expect(bare == ["render", "/p/App/Base.lproj/Main.storyboard", "/p/App/Cell.xib"])
  }

  @Test("validate is strict, on every target with interface files unless some are named")
  func validateCommand() throws {
    #expect(
      try PluginArguments(["--summary"]).validateCommand(Self.targets) == [
        "validate", "--strict", "--summary", "/p/App/Base.lproj/Main.storyboard", "/p/App/Cell.xib",
        "/p/Kit/Sheet.xib",
      ])
    #expect(
      try PluginArguments(["--target", "Kit", "--target", "AppTests"]).validateCommand(Self.targets)
        == ["validate", "--strict", "/p/Kit/Sheet.xib"])
    // No interface files anywhere: panedoc's config decides (and says so when there is none).
    #expect(try PluginArguments([]).validateCommand([]) == ["validate", "--strict"])
  }

  @Test("a target named twice gives its files once")
  func repeatedTarget() throws {
    let command = try PluginArguments(["--target", "Kit", "--target", "Kit"]).validateCommand(
      Self.targets)
    #expect(command == ["validate", "--strict", "/p/Kit/Sheet.xib"])
  }

  @Test("an unknown target is an error that lists the targets")
  func unknownTarget() {
    #expect(throws: PluginError("no target is named Ap; the targets are: App, AppTests, Kit")) {
      try PluginArguments(["--target", "Ap"]).validateCommand(Self.targets)
    }
  }

  @Test("named targets without interface files are an error")
  func targetsWithoutInterfaceFiles() {
    #expect(throws: PluginError("no .storyboard or .xib file in the target AppTests")) {
      try PluginArguments(["--target", "AppTests", "render"]).writingCommand(Self.targets)
    }
  }
}
