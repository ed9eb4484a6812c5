import ArgumentParser
import PaneDocRender

/// `--format NAME`: one of the formats of what a command prints. The values, the default shown in
/// the help and the completions are the format list's (`Formattable.formats`), so a new format is
/// offered everywhere once it is in that list.
struct FormatOption<Subject: Formattable>: ExpressibleByArgument {
  var format: OutputFormat<Subject>

  /// The subject's first format.
  init() { format = Subject.formats[0] }

  init?(argument: String) {
    guard let format = Subject.format(named: argument) else { return nil }
    self.format = format
  }

  static var allValueStrings: [String] { Subject.formats.map(\.name) }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

  var defaultValueDescription: String { format.name }

  /// The subject in the chosen format.
  func render(_ subject: Subject) -> String { format.render(subject) }
}
