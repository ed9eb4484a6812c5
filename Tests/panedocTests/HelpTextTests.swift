import ArgumentParser
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

  @Test func everyCommandHasItsHelpText() {
    #expect(Self.commands.count == 6)
  }
}
