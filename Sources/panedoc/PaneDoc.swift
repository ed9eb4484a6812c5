import ArgumentParser

/// The root command; `main.swift` starts it once the process's resource limits are checked.
struct PaneDoc: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "panedoc", abstract: "Layout reports for iPad split views and popovers.",
    subcommands: [
      RenderCommand.self, LayoutCommand.self, ValidateCommand.self, DevicesCommand.self,
      RulesCommand.self, DiffCommand.self, SweepCommand.self, MergeCommand.self, InitCommand.self,
    ])

  /// `panedoc` without a command is a usage error: it prints the help to standard error and
  /// exits 64, so a script that lost its command fails instead of passing.
  func run() async throws {
    printError(Self.helpMessage())
    throw ExitStatus.usage
  }
}
