import Foundation
import PaneDocInput
import PaneDocModel

/// The package's Fixtures folder, found from this file's path so tests run from any directory.
let fixturesFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fixtures")

/// The path of a fixture, such as `mail.xml` or `invalid/duplicate-id.xml`.
func fixture(_ name: String) -> String {
  fixturesFolder.appendingPathComponent(name).path
}

/// Reads a document given as text, the way the loader reads a file, naming it `test.xml`.
func read(_ text: String) -> ReadResult {
  InterfaceLoader.read(Array(text.utf8), file: "test.xml")
}

/// Reads an `<interface version="1">` document whose body is `body`; the body starts on line 2.
func readBody(_ body: String, profile: String? = nil) -> ReadResult {
  let profileAttribute = profile.map { " profile=\"\($0)\"" } ?? ""
  return read("<interface version=\"1\"\(profileAttribute)>\n\(body)\n</interface>\n")
}

extension ReadResult {
  /// The diagnostics as `line:column code` strings, for compact assertions.
  var summary: [String] {
    diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" }
  }

  /// The codes of the diagnostics, in order.
  var codes: [String] { diagnostics.map(\.code) }
}
