import ArgumentParser

/// The root command; `main.swift` starts it once the process's resource limits are checked.
struct PaneDoc: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "panedoc", abstract: "Layout reports for iPad split views and popovers.",
    subcommands: [
      RenderCommand.self, LayoutCommand.self, ValidateCommand.self, DevicesCommand.self,
      DiffCommand.self,
    ])
}
