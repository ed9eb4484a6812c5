import Foundation
import PaneDocConfig

/// Finding and reading the config file: the command line's part, the checking of its text is
/// `ConfigReader.parse`'s.
extension ConfigReader {
  /// The config file in `folder`: the first of `fileNames` there, as a path relative to it.
  static func find(in folder: String = ".") -> String? {
    for name in fileNames {
      let path = folder == "." ? name : folder + "/" + name
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return path
      }
    }
    return nil
  }

  /// Reads and checks the config file at `file`.
  static func read(file: String) -> Result {
    let url = URL(fileURLWithPath: file)
    let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
    guard size <= maximumBytes else {
      return unreadable(file, "the config file is larger than \(maximumBytes) bytes")
    }
    guard let data = try? Data(contentsOf: url) else {
      return unreadable(file, "the config file cannot be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return unreadable(file, "the config file is not UTF-8 text")
    }
    return parse(text, file: file)
  }
}
