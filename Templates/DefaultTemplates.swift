// The templates themselves live in html/; the PaneDocEmbed plugin compiles them in.
import Foundation

/// The bundled Mustache templates and stylesheet of the HTML report, compiled into the
/// executable from `Templates/html` (so it needs no files beside it).
public enum DefaultTemplates {
  /// Each template's text by file name, decoded once.
  static let texts: [String: String] = Dictionary(
    embeddedFiles.compactMap { file in
      Data(base64Encoded: file.base64).map { (file.name, String(decoding: $0, as: UTF8.self)) }
    },
    uniquingKeysWith: { first, _ in first })

  /// The bundled template `file` (`index.mustache`): the place its errors name — its source,
  /// `Templates/html/index.mustache`, where a `--templates` folder starts from — and its text,
  /// or nil when there is none by that name. A `--templates` folder is read by the command line.
  public static func template(_ file: String) -> (path: String, text: String)? {
    texts[file].map { ("Templates/html/" + file, $0) }
  }
}
