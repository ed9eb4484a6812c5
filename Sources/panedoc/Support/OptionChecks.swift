import ArgumentParser
import Foundation
import PaneDocCore
import PaneDocLayout
import PaneDocModel

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

  /// `--jobs N` (or the config file's `jobs`): from 1 to `OrderedParallel.maximumJobs`.
  static func jobs(_ value: Int?) throws {
    guard let value else { return }
    guard (1...OrderedParallel.maximumJobs).contains(value) else {
      throw ValidationError("--jobs must be from 1 to \(OrderedParallel.maximumJobs)")
    }
  }

  /// The layout warning codes of a `--fail-on-warnings` list (`all` is every code), or `nil`
  /// when the option is not given; a misspelt code is a usage error with the nearest code.
  static func warningCodes(_ text: String?) throws -> [String]? {
    guard let text else { return nil }
    let codes = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    if codes == ["all"] { return LayoutWarning.codes }
    for code in codes where !LayoutWarning.codes.contains(code) {
      let hint = Suggestion.hint(for: code, in: LayoutWarning.codes + ["all"]).map { " (\($0))" }
      throw ValidationError(
        "unknown warning code '\(code)'\(hint ?? ""); choose from: "
          + LayoutWarning.codes.joined(separator: ", ") + ", all")
    }
    return codes
  }
}
