/// One way to write a value out: the name `--format` takes, the extension of a file of it when
/// PaneDoc names one, what it is (the words of the help text), and the function that renders it.
///
/// A format is a value, as a strategy of swift-snapshot-testing's `Snapshotting` is, not a case
/// of a command's enumeration: a command lists the formats of what it prints (`Formattable`), its
/// help and completions are made from that list, and a new output is one more value in it rather
/// than one more case in every `switch`.
public struct OutputFormat<Subject>: Sendable {
  /// The value `--format` takes (`json`, `sarif`).
  public let name: String
  /// The extension of a file in this format, without the dot (`json`, `sarif`, `txt`): the
  /// formats of what PaneDoc writes to files (the diff's: the diff report's `diff.json` and
  /// `summary.md`) have one; a format only printed (`layout`'s, `sweep`'s) has none.
  public let fileExtension: String?
  /// What the format is, for the help text: "the JSON change list".
  public let summary: String
  private let renderer: @Sendable (Subject) -> String

  public init(
    name: String, fileExtension: String? = nil, summary: String,
    render: @escaping @Sendable (Subject) -> String
  ) {
    self.name = name
    self.fileExtension = fileExtension
    self.summary = summary
    renderer = render
  }

  /// The name of a file `base` in this format: `diff` → `diff.json`.
  public func fileName(_ base: String) -> String {
    fileExtension.map { base + "." + $0 } ?? base
  }

  /// The subject written in this format.
  public func render(_ subject: Subject) -> String { renderer(subject) }
}

/// A value that can be printed in several formats: the list a command's `--format` offers, the
/// first one its default.
public protocol Formattable {
  static var formats: [OutputFormat<Self>] { get }
}

extension Formattable {
  /// The format named `name`, if any.
  public static func format(named name: String) -> OutputFormat<Self>? {
    formats.first { $0.name == name }
  }

  /// The formats' summaries as one phrase: "a text list, the JSON change list, or a Markdown
  /// summary".
  public static var formatSummaries: String {
    let summaries = formats.map(\.summary)
    guard summaries.count > 1, let last = summaries.last else { return summaries.joined() }
    return summaries.dropLast().joined(separator: ", ")
      + (summaries.count > 2 ? "," : "") + " or " + last
  }
}
