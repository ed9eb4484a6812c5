import Foundation
import PaneDocCore
import PaneDocLayout
import PaneDocReport
import PaneDocRun

/// What `diff` checks of its outputs before it reads or writes anything: the report folder must
/// not be, hold or lie inside a report it compares (the swap would replace the very report it
/// read, or change it), and the JUnit file must be a file that is neither an input nor inside
/// the report folder. A check that fails after the report is swapped in would leave half a run.
enum DiffOutputChecks {
  /// The absolute path of `path` with every link resolved; for a path not there yet, that of its
  /// nearest folder that is, followed by the rest of the path as written.
  static func resolved(_ path: String) -> String? {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    var rest: [String] = []
    while true {
      if let real = ReportWriter.realPath(url.path) {
        return ([real == "/" ? "" : real] + rest.reversed()).joined(separator: "/")
      }
      guard url.pathComponents.count > 1 else { return nil }
      rest.append(url.lastPathComponent)
      url.deleteLastPathComponent()
    }
  }

  /// Whether `inner` is `outer` or lies inside it (both resolved).
  static func contains(_ outer: String, _ inner: String) -> Bool {
    inner == outer || inner.hasPrefix(outer == "/" ? "/" : outer + "/")
  }

  /// Refuses an `out` that is an input or holds one, or lies inside a report given as input
  /// (`reports`, the folders OLD and NEW name when they are reports); each refusal is one
  /// located line with `input-inside-output`.
  static func check(out: String?, junit: String?, inputs: [String], reports: [String]) throws {
    let code = RunCode.inputInsideOutput.bracketed
    if let out, let target = resolved(out) {
      for input in inputs where input != "-" {
        guard let source = resolved(input) else { continue }
        if contains(target, source) {
          printError(
            "\(input): error: this input is inside the report folder \(out), which the run"
              + " replaces (write the report into another folder) \(code)")
          throw ExitStatus.failure
        }
      }
      for report in reports {
        guard let source = resolved(report), contains(source, target) else { continue }
        printError(
          "\(out): error: the report folder is inside the input \(report), which the run would"
            + " change (write the report into another folder) \(code)")
        throw ExitStatus.failure
      }
    }
    guard let junit else { return }
    let refused = ReportCode.outputRefused.bracketed
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: junit, isDirectory: &isFolder), isFolder.boolValue {
      printError("error: \(junit): is a folder; --junit names a file \(refused)")
      throw ExitStatus.failure
    }
    guard let file = resolved(junit) else { return }
    for input in inputs where input != "-" && resolved(input) == file {
      printError(
        "\(input): error: this input would be replaced by the JUnit file (name another file)"
          + " \(code)")
      throw ExitStatus.failure
    }
    if let out, let target = resolved(out), contains(target, file) {
      printError(
        "error: \(junit): is inside the report folder \(out), which the run replaces; --junit"
          + " names a file outside it \(refused)")
      throw ExitStatus.failure
    }
  }
}
