import ArgumentParser

@main
struct PaneDoc: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "panedoc", abstract: "Layout reports for iPad split views and popovers.",
    subcommands: [
      LayoutCommand.self, ValidateCommand.self, DevicesCommand.self, DiffCommand.self,
    ])
}
