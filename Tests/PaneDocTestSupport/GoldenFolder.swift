import Foundation
import PaneDocDiff
import Testing

/// A folder of golden files beside the tests: outputs compared byte for byte, re-recorded only
/// when `PANEDOC_RECORD=1`.
///
/// Recording writes the files and fails the test that recorded them, so a run that re-records
/// never passes by itself: the new files are reviewed (`git diff`), then the tests run again
/// without `PANEDOC_RECORD`.
public struct GoldenFolder: Sendable {
  public let url: URL

  /// The folder `Golden` beside the test file `filePath`.
  public init(beside filePath: StaticString = #filePath) {
    url = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
      .appendingPathComponent("Golden")
  }

  public static var recording: Bool {
    ProcessInfo.processInfo.environment["PANEDOC_RECORD"] == "1"
  }

  /// Records an issue when `text` differs from the golden file `name`, with the differing lines
  /// as `diff -u` hunks; records the file (and an issue) in record mode.
  public func check(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = url.appendingPathComponent(name)
    if Self.recording {
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        Self.recorded(name, sourceLocation: sourceLocation)
      } catch {
        Issue.record("\(name) could not be recorded: \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      Issue.record(
        "Golden file \(name) is missing; run with PANEDOC_RECORD=1 to record it.",
        sourceLocation: sourceLocation)
      return
    }
    guard data != Data(text.utf8) else { return }
    let hunks = Self.hunks(
      expected: String(decoding: data, as: UTF8.self), actual: text, name: name)
    Issue.record(
      "\(name) differs from its golden file (PANEDOC_RECORD=1 re-records):\n\(hunks)",
      sourceLocation: sourceLocation)
  }

  /// The issue every recording records: record mode never passes.
  public static func recorded(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    Issue.record(
      """
      Recorded \(name) (PANEDOC_RECORD=1): review its diff, then run the tests without \
      PANEDOC_RECORD to check it.
      """, sourceLocation: sourceLocation)
  }

  /// How `actual` differs from `expected`, as `diff -u` hunks with three lines of context, at most
  /// `maximumLines` of them.
  public static func hunks(
    expected: String, actual: String, name: String, maximumLines: Int = 60
  ) -> String {
    guard let hunks = TextDiff.hunks(old: expected, new: actual) else {
      return "(more than 1,000 lines differ)"
    }
    let lines = TextDiff.unified(hunks, oldName: "golden/" + name, newName: "actual/" + name)
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    guard lines.count > maximumLines else { return lines.joined(separator: "\n") }
    return (lines.prefix(maximumLines) + ["… \(lines.count - maximumLines) more lines"])
      .joined(separator: "\n")
  }
}
