import ArgumentParser
import Foundation
import PaneDocConfig
import PaneDocLayout
import PaneDocModel
import Testing

@testable import panedoc

@Suite struct RenderCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// A fresh folder for one test's reports.
  final class Sandbox {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-render-\(UUID().uuidString)")

    init() throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
  }

  /// The exit status `panedoc render arguments…` ends with (0 when `run` returns).
  static func render(_ arguments: [String]) async -> Int32 {
    do {
      var command = try RenderCommand.parseAsRoot(arguments)
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      return 0
    } catch {
      return RenderCommand.exitCode(for: error).rawValue
    }
  }

  static var mail: String { fixtures.appendingPathComponent("mail.xml").path }
  /// The tests that render need the example interfaces of Fixtures/.
  static var hasFixtures: Bool { FileManager.default.fileExists(atPath: mail) }
  static let small = [
    "--devices", "ipad-9.7", "--orientations", "landscape", "--splits", "full,half",
  ]

  /// Every file of a folder with its bytes.
  static func contents(_ folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)!
    while let path = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
      if !isDirectory.boolValue {
        result[path] = FileManager.default.contents(atPath: folder + "/" + path)
      }
    }
    return result
  }

  @Test(.enabled(if: hasFixtures)) func writesTheReportFolder() async throws {
    let box = try Sandbox()
    let out = box.path("report")
    #expect(await Self.render([Self.mail, "--out", out] + Self.small) == 0)
    let files = try Self.contents(out)
    #expect(files["index.html"] != nil)
    #expect(files["layout.json"] != nil)
    #expect(files["mail/index.html"] != nil)
    #expect(files["mail/initial/ios17-ipad-9.7-landscape-full.svg"] != nil)
    #expect(files["mail/initial/ios17-ipad-9.7-landscape-half.svg"] != nil)
  }

  @Test(.enabled(if: hasFixtures)) func checkPassesOnAFreshReportAndFailsOnAStaleOne() async throws
  {
    let box = try Sandbox()
    let out = box.path("report")
    #expect(await Self.render([Self.mail, "--out", out, "--check"] + Self.small) == 1)
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(await Self.render([Self.mail, "--out", out] + Self.small) == 0)
    #expect(await Self.render([Self.mail, "--out", out, "--check"] + Self.small) == 0)
    try Data("changed".utf8).write(to: URL(fileURLWithPath: out + "/index.html"))
    #expect(await Self.render([Self.mail, "--out", out, "--check"] + Self.small) == 1)
    #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8) == "changed")
  }

  @Test(.enabled(if: hasFixtures)) func theReportIsTheSameForEveryJobCount() async throws {
    let box = try Sandbox()
    #expect(
      await Self.render([Self.mail, "--out", box.path("one"), "--jobs", "1"] + Self.small) == 0)
    #expect(
      await Self.render([Self.mail, "--out", box.path("four"), "--jobs", "4"] + Self.small) == 0)
    let one = try Self.contents(box.path("one"))
    #expect(!one.isEmpty)
    #expect(one == (try Self.contents(box.path("four"))))
  }

  @Test(.enabled(if: hasFixtures)) func aFolderPanedocDidNotWriteIsRefused() async throws {
    let box = try Sandbox()
    let out = box.path("mine")
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: URL(fileURLWithPath: out + "/notes.txt"))
    #expect(await Self.render([Self.mail, "--out", out] + Self.small) == 2)
    #expect(try Self.contents(out) == ["notes.txt": Data("keep".utf8)])
  }

  @Test func aMissingInputFailsAndWritesNothing() async throws {
    let box = try Sandbox()
    let out = box.path("report")
    let missing = box.path("missing.xml")
    #expect(await Self.render([Self.mail, missing, "--out", out] + Self.small) == 2)
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test(.enabled(if: hasFixtures)) func inputErrorsAreFindingsAndTheRestIsRendered() async throws {
    let box = try Sandbox()
    let out = box.path("report")
    let invalid = Self.fixtures.appendingPathComponent("invalid/duplicate-id.xml").path
    #expect(await Self.render([Self.mail, invalid, "--out", out] + Self.small) == 1)
    #expect(FileManager.default.fileExists(atPath: out + "/mail/index.html"))
  }

  @Test(.enabled(if: hasFixtures)) func strictTurnsWarningsIntoFindings() async throws {
    let box = try Sandbox()
    let arguments = [Self.mail, "--devices", "ipad-9.7,iphone-12", "--out", box.path("report")]
    let status = await Self.render(arguments)
    let strict = await Self.render(arguments + ["--strict"])
    let layout = try String(contentsOfFile: box.path("report") + "/layout.json", encoding: .utf8)
    let hasWarnings = layout.contains("\"code\"")
    #expect(status == 0)
    #expect(strict == (hasWarnings ? 1 : 0))
  }

  @Test(arguments: [
    ["--devices", "ipad-42"], ["--orientations", "sideways"], ["--splits", "quarter"],
    ["--profiles", "ios99"], ["--jobs", "0"], ["--depth", "-1"],
  ])
  func badOptionsAreUsageErrors(options: [String]) async throws {
    let box = try Sandbox()
    #expect(await Self.render([Self.mail, "--out", box.path("report")] + options) == 64)
    #expect(!FileManager.default.fileExists(atPath: box.path("report")))
  }

  @Test func helpListsTheChoicesAndExitStatuses() {
    let help = RenderCommand.helpMessage()
    for text in ["ipad-pro-11-m4", "slide-over", "ios6", "--check", "--strict", "64 usage"] {
      #expect(help.contains(text), "help does not mention \(text)")
    }
  }

  @Test func allExpandsToEveryChoice() throws {
    let options = try RenderMatrixOptions.parse(["--orientations", "all", "--splits", "all"])
    let matrix = try options.matrix()
    #expect(matrix.orientations.count == 2)
    #expect(matrix.multitaskingWindows.count == 5)
  }

  @Test("the config file's matrix is taken as typed values; an option overrides its dimension")
  func configMatrix() throws {
    let config = try #require(
      ConfigReader.parse(
        "matrix:\n  devices: [iphone-12, ipad-9.7]\n  profiles: all\n  windows: [700.5x1000]\n",
        file: "panedoc.yml"
      ).config)
    var options = try RenderMatrixOptions.parse(["--orientations", "landscape"])
    options.fill(from: config)
    let matrix = try options.matrix()
    #expect(matrix.devices == ["iphone-12", "ipad-9.7"])
    #expect(matrix.profiles == Profile.allCases)
    #expect(matrix.orientations == [.landscape])
    #expect(matrix.windows == [Size(width: 700.5, height: 1000)])
    // Windows without splits lay out only the windows, from the config file as from the option.
    #expect(matrix.multitaskingWindows.isEmpty)
    #expect(options.windowTexts == ["700.5x1000"])
    let written = options.written
    #expect(written.devices == "iphone-12,ipad-9.7")
    #expect(written.profiles == "all")
    #expect(written.orientations == "landscape")
    #expect(written.splits == nil)
    #expect(written.window == "700.5x1000")
    var overridden = try RenderMatrixOptions.parse(["--devices", "ipad-pro-11, ipad-pro-11"])
    overridden.fill(from: config)
    #expect(try overridden.matrix().devices == ["ipad-pro-11"])
    #expect(overridden.written.devices == "ipad-pro-11, ipad-pro-11")
  }
}
