import ArgumentParser

@main
struct PaneDoc: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "panedoc", abstract: "Layout reports for iPad split views and popovers.",
    subcommands: [
      RenderCommand.self, LayoutCommand.self, ValidateCommand.self, DevicesCommand.self,
      RulesCommand.self, DiffCommand.self, MergeCommand.self, InitCommand.self,
    ])
}
