import Foundation
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import PaneDocRender
import PaneDocReport
import PaneDocRun
import PaneDocXML

/// What a diff learns from the input files themselves: the edits between the two versions, and
/// where each element of the new version is written.
enum DiffInputs {
  /// The edits between the files of OLD and NEW (each a file or a folder): a file against a file,
  /// else files paired by their path inside each folder. Locations use the report's way of
  /// naming files (`DisplayPath`).
  static func edits(old: String, new: String, limits: XMLLimits) -> [InputEdit] {
    let before = files(old)
    let after = files(new)
    let single = before.count == 1 && after.count == 1 && !isFolder(old) && !isFolder(new)
    var edits: [InputEdit] = []
    for (key, newFile) in after {
      guard
        let oldFile = single ? before.first?.file : before.first(where: { $0.key == key })?.file,
        case .success(let oldBytes) = InterfaceLoader.bytes(of: oldFile, limits: limits),
        case .success(let newBytes) = InterfaceLoader.bytes(of: newFile, limits: limits)
      else { continue }
      edits += InputComparison.edits(
        old: oldBytes, oldFile: DisplayPath.of(oldFile), new: newBytes,
        newFile: DisplayPath.of(newFile), limits: limits)
    }
    return edits
  }

  /// Where each id is written in the files `layouts` name (`DisplayPath`s): read from the
  /// inputs at `inputs` when the new version is inputs, else from the current folder, where a
  /// report's files are found when the diff runs where the report was made. A report's
  /// `layout.json` is input like any other, so a file it names is read only when it is an
  /// interface file (`.xml`, `.storyboard`, `.xib`) inside the current folder, reached without
  /// `..` or a symbolic link: a report cannot make the diff read another file.
  static func locations(of layouts: [Layout], inputs: String?, limits: XMLLimits) -> [String:
    [String: SourceLocation]]
  {
    var actual: [String: String] = [:]
    for input in inputs.map(files) ?? [] { actual[DisplayPath.of(input.file)] = input.file }
    var found: [String: [String: SourceLocation]] = [:]
    for file in Set(layouts.map(\.file)) where !file.isEmpty {
      guard let path = actual[file] ?? (isReadableByName(file) ? file : nil),
        case .success(let bytes) = InterfaceLoader.bytes(of: path, limits: limits)
      else { continue }
      found[file] = InputComparison.locations(bytes, file: file, limits: limits)
    }
    return found
  }

  /// Whether a file a report names may be read: a relative path of an interface file, without
  /// `..`, with no symbolic link on the way.
  static func isReadableByName(_ file: String) -> Bool {
    let parts = file.split(separator: "/", omittingEmptySubsequences: false)
    guard !file.hasPrefix("/"), !file.hasPrefix("…"), !parts.contains(".."),
      ["xml", "storyboard", "xib"].contains(URL(fileURLWithPath: file).pathExtension.lowercased())
    else { return false }
    var path = ""
    for part in parts {
      path += (path.isEmpty ? "" : "/") + part
      let type =
        try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
      guard type != .typeSymbolicLink else { return false }
    }
    return true
  }

  /// The interface files at `path`, each with its path inside `path` (its name for a file).
  private static func files(_ path: String) -> [(key: String, file: String)] {
    let prefix = path.hasSuffix("/") ? path : path + "/"
    return InterfaceLoader.expand([path]).files.map { file in
      (file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file, file)
    }
  }

  private static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }
}
