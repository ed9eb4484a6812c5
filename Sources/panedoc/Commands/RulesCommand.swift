import ArgumentParser
import PaneDocLayout

/// `panedoc rules`: the catalog's layout numbers as Markdown tables, each with its source. The
/// README's tables are this output, checked by a test.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "Print the layout numbers per profile and device, with their sources (Markdown).")

  func run() {
    print(RuleTables.markdown(), terminator: "")
  }
}
