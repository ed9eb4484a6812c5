import ArgumentParser
import PaneDocLayout
import PaneDocRender

/// `panedoc rules`: the catalog's layout numbers as tables, each with its source. The tables
/// of docs/layout-rules.md are the Markdown output, checked by a test.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "Print the layout numbers per profile and device, with their sources.")

  @Option(help: "The output format.")
  var format = FormatOption<RuleList>()

  func run() throws {
    try StandardOutput.write(format.render(RuleList()))
  }

  /// `{"tables": [{"title", "columns", "rows": [[{"value", "source"}]]}]}`: a cell that is a
  /// catalog value carries its `source` (`tag`, `citation`), a label has only its `value`.
  static func json() -> JSONValue {
    .object([
      (
        "tables",
        .array(
          RuleTables.tables().map { table in
            .object([
              ("title", .string(table.title)),
              ("columns", .array(table.columns.map { .string($0.text) })),
              ("rows", .array(table.rows.map { row in .array(row.map(cell)) })),
            ])
          })
      )
    ])
  }

  private static func cell(_ cell: RuleCell) -> JSONValue {
    guard let source = cell.source else { return .object([("value", .string(cell.text))]) }
    return .object([("value", .string(cell.text)), ("source", source.json)])
  }
}

/// The rule tables as `panedoc rules` prints them (`RuleTables`).
struct RuleList: Formattable {
  static let formats = [
    OutputFormat<RuleList>(name: "markdown", summary: "Markdown tables") {
      _ in RuleTables.markdown()
    },
    OutputFormat<RuleList>(name: "json", summary: "JSON") { _ in
      RulesCommand.json().serialized()
    },
  ]
}
