import Foundation
import Mustache
import PaneDocTemplates

/// The Mustache templates of the HTML report: the bundled ones, or a folder's that replace them
/// file by file (`--templates DIR`), so a team can restyle one page without copying the rest.
public struct ReportTemplates: Sendable {
  /// The templates the report uses; a replacement folder may hold any subset of them.
  public static let names = ["index", "scene", "figure", "filters", "stylesheet", "script"]

  let library: MustacheLibrary
  /// The text of each template, in `names` order: part of what a run's output depends on.
  public let texts: [String]

  /// A template that could not be read or parsed, named by its file.
  public struct LoadError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var reason: String
    public var description: String { "\(file): \(reason)" }
  }

  /// The bundled templates, each replaced by `directory/<name>.mustache` where that file exists.
  public init(replacingWith directory: URL? = nil) throws {
    (library, texts) = try Self.load(Self.names, replacingWith: directory)
  }

  /// Registers `names` from the bundled folder, each replaced by `directory/<name>.mustache`
  /// where that file exists; returns the library and each template's text in `names` order. The
  /// diff report's templates load the same way.
  static func load(_ names: [String], replacingWith directory: URL?) throws(LoadError) -> (
    MustacheLibrary, [String]
  ) {
    var library = MustacheLibrary()
    var texts: [String] = []
    for name in names {
      let file = name + ".mustache"
      let candidates = [directory, DefaultTemplates.directory].compactMap {
        $0?.appendingPathComponent(file)
      }
      guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) })
      else {
        throw LoadError(file: file, reason: "no such template, bundled or replaced")
      }
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw LoadError(file: url.path, reason: "cannot be read")
      }
      texts.append(String(decoding: data, as: UTF8.self))
      do {
        try library.register(String(decoding: data, as: UTF8.self), named: name)
      } catch {
        throw LoadError(file: url.path, reason: "not a valid Mustache template (\(error))")
      }
    }
    return (library, texts)
  }

  /// `template` rendered with `context`; Mustache escapes every value for HTML.
  func render(_ template: String, _ context: [String: Any]) -> String {
    library.render(context, withTemplate: template) ?? ""
  }
}
