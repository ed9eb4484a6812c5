import Foundation
import PaneDocMustache
import PaneDocRender

/// The Mustache templates of the diff report: `diff.mustache` (the page with the pictures),
/// `diff-changes.mustache` (the compact list of what changed) and their partials
/// (`diff-stylesheet`, `diff-script`, `diff-overview`), bundled, each replaceable by a file of
/// the same name in a `--templates` folder.
public struct DiffTemplates: Sendable {
  public static let names = [
    "diff", "diff-changes", "diff-overview", "diff-stylesheet", "diff-script",
  ]

  /// A template that could not be read or parsed, named by its file.
  public typealias LoadError = ReportTemplates.LoadError

  let library: MustacheLibrary

  /// The bundled templates, each overridden by `directory/<name>.mustache` when that exists.
  public init(overrides directory: String? = nil) throws(LoadError) {
    (library, _) = try ReportTemplates.load(
      Self.names, replacingWith: directory.map { URL(fileURLWithPath: $0, isDirectory: true) })
  }

  func render(_ template: String, _ context: [String: Any]) -> String {
    String(decoding: library.render(template, context), as: UTF8.self)
  }
}
