import Foundation
import PaneDocLayout
import PaneDocRender

/// What `panedoc diff` was given as OLD or NEW: a report (a folder with `layout.json`, or that
/// file itself) or inputs (interface files or folders of them) to lay out.
enum DiffSource: Equatable {
  /// The path of a report's `layout.json`; `folder` is the report folder when one was named.
  case report(file: String, folder: String?)
  case inputs(String)

  /// A folder with a `layout.json` directly inside is a report; so is a `.json` file. Anything
  /// else is read as inputs.
  init(_ path: String) {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    if exists, isDirectory.boolValue {
      let file = URL(fileURLWithPath: path).appendingPathComponent("layout.json").path
      if FileManager.default.fileExists(atPath: file) {
        self = .report(file: file, folder: path)
        return
      }
    } else if path.lowercased().hasSuffix(".json") {
      self = .report(file: path, folder: nil)
      return
    }
    self = .inputs(path)
  }

  /// A report's layouts, as `panedoc render` wrote them.
  static func readReport(_ file: String) throws(DiffSourceError) -> [Layout] {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw DiffSourceError(path: file, message: "cannot read the report's layout.json")
    }
    do {
      return try LayoutJSON.decodeDocument(data)
    } catch  where error.path.isEmpty {
      throw DiffSourceError(path: file, message: error.message)
    } catch {
      throw DiffSourceError(path: file, message: "not a PaneDoc layout.json: \(error)")
    }
  }
}

/// OLD or NEW could not be read: the run fails (exit 2).
struct DiffSourceError: Error, CustomStringConvertible {
  var path: String
  var message: String
  var description: String { "\(path): error: \(message)" }
}
