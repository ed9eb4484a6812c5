import Foundation
import PaneDocRender

extension ReportTemplates {
  /// The bundled templates, replaced file by file by those in `folder` (`--templates`); a
  /// template that does not parse is printed with its location and ends the run (exit 2).
  static func load(replacingWith folder: String?) throws -> ReportTemplates {
    do {
      return try ReportTemplates(
        replacingWith: folder.map { URL(fileURLWithPath: $0, isDirectory: true) })
    } catch {
      printError("error: \(error)")
      throw ExitStatus.failure
    }
  }
}
