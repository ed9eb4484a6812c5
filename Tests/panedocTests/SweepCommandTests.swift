import ArgumentParser
import Foundation
import Testing

@testable import panedoc

@Suite("sweep command and --window")
struct SweepCommandTests {
  static let mail = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/mail.xml").path

  /// Runs a parsed command and returns its exit status.
  static func status<Command: AsyncParsableCommand>(_ type: Command.Type, _ arguments: [String])
    async -> Int32
  {
    do {
      var command = try type.parse(arguments)
      try await command.run()
      return 0
    } catch {
      return type.exitCode(for: error).rawValue
    }
  }

  /// Runs a parsed synchronous command and returns its exit status.
  static func status<Command: ParsableCommand>(_ type: Command.Type, _ arguments: [String]) -> Int32
  {
    do {
      var command = try type.parse(arguments)
      try command.run()
      return 0
    } catch {
      return type.exitCode(for: error).rawValue
    }
  }

  @Test("a sweep of the mail example runs; a range the device cannot have is a usage error")
  func sweepStatuses() async {
    let base = [Self.mail, "--device", "ipad-pro-13-m4", "--profile", "ios26"]
    #expect(await Self.status(SweepCommand.self, base + ["--format", "json"]) == 0)
    #expect(await Self.status(SweepCommand.self, base + ["--from", "100"]) == 64)
    #expect(await Self.status(SweepCommand.self, base + ["--to", "1400"]) == 64)
    #expect(await Self.status(SweepCommand.self, base + ["--from", "900", "--to", "800"]) == 64)
    #expect(await Self.status(SweepCommand.self, base + ["--step", "0.1"]) == 64)
    #expect(await Self.status(SweepCommand.self, base + ["--step", "nan"]) == 64)
    // An iPhone has one width: sweeping it is allowed only at that width.
    #expect(
      await Self.status(SweepCommand.self, [Self.mail, "--device", "iphone-12", "--from", "400"])
        == 64)
    #expect(await Self.status(SweepCommand.self, [Self.mail, "--device", "iphone-12"]) == 0)
    // ios6 knows only the classic iPads: no sweep of a profile the device cannot have.
    let classic = [Self.mail, "--device", "ipad-pro-13-m4", "--profile", "ios6"]
    #expect(await Self.status(SweepCommand.self, classic) == 64)
    #expect(await Self.status(SweepCommand.self, [Self.mail, "--device", "ipad-99"]) == 64)
    // Sweeps past the layout limit are refused before any layout is made.
    #expect(await Self.status(SweepCommand.self, base + ["--max-sweep-layouts", "100"]) == 1)
  }

  @Test("layout --window takes any size the device allows and refuses others with 64")
  func layoutWindow() {
    let base = [Self.mail, "--device", "ipad-pro-13-m4", "--orientation", "landscape"]
    #expect(Self.status(LayoutCommand.self, base + ["--window", "702x1032"]) == 0)
    #expect(Self.status(LayoutCommand.self, base + ["--window", "2000x1032"]) == 64)
    #expect(Self.status(LayoutCommand.self, base + ["--window", "702"]) == 64)
    #expect(Self.status(LayoutCommand.self, base + ["--window", "-702x1032"]) == 64)
    #expect(
      Self.status(LayoutCommand.self, base + ["--window", "702x1032", "--split", "half"])
        == 64)
  }

  @Test("render --window: a window no environment can have is a usage error")
  func renderWindow() async throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "panedoc-sweep-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let arguments = [Self.mail, "--out", out.path, "--devices", "ipad-pro-13-m4"]
    #expect(await Self.status(RenderCommand.self, arguments + ["--window", "99999x1"]) == 64)
    #expect(!FileManager.default.fileExists(atPath: out.path))
    #expect(
      await Self.status(
        RenderCommand.self,
        arguments + ["--window", "702x1032", "--orientations", "landscape", "--profiles", "ios26"])
        == 0)
    let svg = out.appendingPathComponent("mail/initial/ios26-ipad-pro-13-m4-landscape-702x1032.svg")
    #expect(FileManager.default.fileExists(atPath: svg.path))
  }

  @Test("diff --sweep compares inputs' breakpoints; a report folder cannot be swept")
  func diffSweep() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "panedoc-sweep-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("layout.json")
    try Data(#"{"version": 1, "layouts": []}"#.utf8).write(to: report)
    let matrix = ["--devices", "ipad-pro-13-m4", "--orientations", "landscape"]
    let same = [Self.mail, Self.mail, "--sweep", "--fail-on-change", "--profiles", "ios26"]
    #expect(await Self.status(DiffCommand.self, same + matrix) == 0)
    #expect(await Self.status(DiffCommand.self, [report.path, Self.mail, "--sweep"]) == 64)
  }
}
