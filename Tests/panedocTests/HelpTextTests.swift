import ArgumentParser
import Foundation
import Testing

@testable import panedoc

/// What `panedoc --help` and each command's `--help` print, whole, as golden text: a changed
/// option, default or explanation is a reviewed diff, and the README's command list can be read
/// beside it.
@Suite struct HelpTextTests {
  static let commands: [[String]] =
    [[]] + PaneDoc.configuration.subcommands.map { [$0._commandName] }

  @Test(arguments: commands)
  func helpIsTheGoldenText(_ command: [String]) throws {
    let run = try ValidateExecutableTests.run(command + ["--help"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    let name = (["panedoc"] + command).joined(separator: "-")
    goldenFiles.check(run.standardOutput, named: "help/\(name).txt")
  }

  /// No golden help text is left for a command that is gone.
  @Test func everyHelpTextIsACommands() throws {
    let folder = goldenFiles.url.appendingPathComponent("help")
    let stored = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let expected = Self.commands.map { (["panedoc"] + $0).joined(separator: "-") + ".txt" }
    #expect(Set(stored) == Set(expected))
  }
}
