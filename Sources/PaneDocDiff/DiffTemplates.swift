import PaneDocModel
import PaneDocMustache
import PaneDocRender

/// The Mustache templates of the diff report: `diff.mustache` (the page with the pictures),
/// `diff-changes.mustache` (the compact list of what changed) and their partials
/// (`diff-stylesheet`, `diff-script`, `diff-overview`, `diff-sides`), bundled, each replaceable by a file of
/// the same name in a `--templates` folder.
public struct DiffTemplates: Sendable {
  public static let names = [
    "diff", "diff-changes", "diff-overview", "diff-sides", "diff-stylesheet", "diff-script",
  ]

  /// A template that could not be read or parsed, named by its file.
  public typealias LoadError = ReportTemplates.LoadError

  let library: MustacheLibrary
  let files: [String: String]

  /// The bundled templates, each replaced by the one `replacements` holds under its name (read
  /// from a `--templates` folder by the command line).
  public init(replacing replacements: [String: TemplateFile] = [:]) throws(LoadError) {
    (library, _, files) = try ReportTemplates.load(Self.names, replacing: replacements)
  }

  /// A rendering stopped by a limit is an error located at its template's file.
  func render(_ template: String, _ context: [String: Any]) throws(Diagnostic) -> String {
    do {
      return String(decoding: try library.render(template, context), as: UTF8.self)
    } catch {
      throw ReportTemplates.diagnostic(error, files: files)
    }
  }
}
