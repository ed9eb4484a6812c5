import ArgumentParser
import Foundation

/// The root command; `main.swift` starts it once the process's resource limits are checked.
struct PaneDoc: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "panedoc", abstract: "Layout reports for iPad split views and popovers.",
    version: PaneDocVersion.current,
    subcommands: [
      RenderCommand.self, LayoutCommand.self, ValidateCommand.self, DevicesCommand.self,
      RulesCommand.self, DiffCommand.self, SweepCommand.self, MergeCommand.self, InitCommand.self,
    ])

  /// `panedoc` without a command is a usage error: it prints the help to standard error and
  /// exits 64, so a script that lost its command fails instead of passing. The help is the
  /// program's own text, printed as it is (only messages quoting input are escaped).
  func run() async throws {
    FileHandle.standardError.write(Data((Self.helpMessage() + "\n").utf8))
    throw ExitStatus.usage
  }

  /// Runs the command `arguments` name, as swift-argument-parser's `main` does, with two
  /// changes: an unknown command is named with the nearest one, and negative numbers are
  /// values (`CommandLineArguments`); and every error's long quoted values are shortened.
  static func start(_ arguments: [String]) async {
    if let problem = CommandLineArguments.unknownCommand(in: arguments, root: self) {
      problem.forEach(printError)
      Foundation.exit(ExitStatus.usage.rawValue)
    }
    do {
      var command = try parseAsRoot(CommandLineArguments.attachingNegativeNumbers(arguments))
      if var asynchronous = command as? AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
    } catch {
      let status = exitCode(for: error)
      let text = fullMessage(for: error)
      if status.isSuccess {
        if !text.isEmpty { print(text) }
      } else if !text.isEmpty {
        FileHandle.standardError.write(Data((MessageText.shortened(text) + "\n").utf8))
      }
      Foundation.exit(status.rawValue)
    }
  }
}
