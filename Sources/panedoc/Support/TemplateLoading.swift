import Foundation
import PaneDocRender

extension ReportTemplates {
  /// The bundled templates, replaced file by file by those in `folder` (`--templates`); a
  /// template that cannot be read or does not parse is printed with its location and ends the
  /// run (exit 2).
  static func load(replacingWith folder: String?) throws -> ReportTemplates {
    do {
      return try ReportTemplates(replacing: replacements(in: folder, names: names))
    } catch {
      printError("\(error)")
      throw ExitStatus.failure
    }
  }

  /// The templates of `folder` that replace bundled ones: each of `names` whose
  /// `<name>.mustache` the folder holds. Each is read by `TemplateFile.text(at:)`, which refuses
  /// links, anything but a regular file and an oversized file before reading a byte.
  static func replacements(in folder: String?, names: [String]) throws(LoadError) -> [String:
    TemplateFile]
  {
    guard let folder else { return [:] }
    let directory = URL(fileURLWithPath: folder, isDirectory: true)
    var found: [String: TemplateFile] = [:]
    for name in names {
      let path = directory.appendingPathComponent(name + ".mustache").path
      guard let text = try TemplateFile.text(at: path) else { continue }
      found[name] = TemplateFile(path: path, text: text)
    }
    return found
  }
}
