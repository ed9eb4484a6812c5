import ArgumentParser
import Foundation

/// Usage checks shared by the commands that take the same options.
enum OptionChecks {
  /// `--templates DIR` must name a folder: a typo is a usage error, not a silent fallback to the
  /// bundled templates.
  static func templatesFolder(_ path: String?) throws {
    guard let path else { return }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw ValidationError("--templates \(path) is not a folder") }
  }
}
