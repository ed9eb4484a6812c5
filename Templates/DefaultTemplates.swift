// The templates themselves live in html/ as resources.
import Foundation

/// The bundled Mustache templates and stylesheet of the HTML report.
public enum DefaultTemplates {
  /// The folder that holds the bundled templates.
  public static var directory: URL? { Bundle.module.url(forResource: "html", withExtension: nil) }

  /// The bundled template `file` (`index.mustache`): where it is and its text, or nil when the
  /// bundle lacks it. The bundle is the templates' own; a `--templates` folder is read by the
  /// command line.
  public static func template(_ file: String) -> (path: String, text: String)? {
    guard let path = directory?.appendingPathComponent(file).path,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    return (path, String(decoding: data, as: UTF8.self))
  }
}
