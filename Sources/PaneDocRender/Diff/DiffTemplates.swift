import Foundation
import Mustache
import PaneDocTemplates

/// The Mustache templates of the diff report: `diff.mustache` and its partials
/// (`diff-stylesheet`, `diff-script`), bundled, each replaceable by a file of the same name in a
/// `--templates` folder.
public struct DiffTemplates: Sendable {
  public static let names = ["diff", "diff-stylesheet", "diff-script"]

  public struct LoadError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var message: String
    public var description: String { "\(file): \(message)" }
  }

  let library: MustacheLibrary

  /// The bundled templates, each overridden by `directory/<name>.mustache` when that exists.
  public init(overrides directory: String? = nil) throws(LoadError) {
    var library = MustacheLibrary()
    for name in Self.names {
      var file = DefaultTemplates.directory?.appendingPathComponent(name + ".mustache").path
      if let directory {
        let override = URL(fileURLWithPath: directory).appendingPathComponent(name + ".mustache")
        if FileManager.default.fileExists(atPath: override.path) { file = override.path }
      }
      guard let file, let data = FileManager.default.contents(atPath: file) else {
        throw LoadError(file: name + ".mustache", message: "template missing")
      }
      do {
        try library.register(String(decoding: data, as: UTF8.self), named: name)
      } catch {
        throw LoadError(file: file, message: "not a valid template: \(error)")
      }
    }
    self.library = library
  }

  func render(_ context: [String: Any]) -> String {
    library.render(context, withTemplate: "diff") ?? ""
  }
}
