import Foundation
import Testing

/// Golden files beside the tests: compared byte for byte, re-recorded only when `PANEDOC_RECORD=1`.
enum GoldenFile {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static var recording: Bool { ProcessInfo.processInfo.environment["PANEDOC_RECORD"] == "1" }

  /// Records an issue with a readable line diff when `text` differs from the golden file `name`.
  static func check(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    if recording {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? Data(text.utf8).write(to: url)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "Golden file \(name) is missing; run with PANEDOC_RECORD=1 to record it.",
        sourceLocation: sourceLocation)
      return
    }
    guard data != Data(text.utf8) else { return }
    let expected = String(decoding: data, as: UTF8.self)
    let diff = lineDiff(expected: expected, actual: text)
    Issue.record(
      "\(name) differs from its golden file (PANEDOC_RECORD=1 re-records):\n\(diff)",
      sourceLocation: sourceLocation)
  }

  /// The differing lines, `-` expected and `+` actual, with their line numbers (at most 40).
  static func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report: [String] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? String(old[index]) : nil
      let after = index < new.count ? String(new[index]) : nil
      guard before != after else { continue }
      if let before { report.append("\(index + 1) - \(before)") }
      if let after { report.append("\(index + 1) + \(after)") }
      if report.count >= 40 { break }
    }
    return report.joined(separator: "\n")
  }
}
