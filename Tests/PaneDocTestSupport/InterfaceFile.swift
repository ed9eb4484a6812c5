import Foundation
import PaneDocInput
import PaneDocXML
import Testing

extension InterfaceLoader {
  /// The interface file at `path` read: the libraries read no files (the command line does,
  /// refusing hostile ones), so tests read their fixtures here. A file that cannot be read fails
  /// the test.
  public static func load(_ path: String, limits: XMLLimits = .default) -> ReadResult {
    guard let data = FileManager.default.contents(atPath: path) else {
      Issue.record("cannot read \(path)")
      return ReadResult(interface: nil, diagnostics: [])
    }
    return read(Array(data), file: path, limits: limits)
  }
}
