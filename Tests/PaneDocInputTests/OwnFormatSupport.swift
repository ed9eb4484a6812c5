import Foundation
import PaneDocModel

@testable import PaneDocInput

/// Fixtures and documents written in tests for the own-format reader.
enum OwnFormatFixtures {
  /// The package's Fixtures folder, found from this file's path so tests run from any directory.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The path of a fixture, such as `mail.xml` or `invalid/duplicate-id.xml`.
  static func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  /// Reads a document given as text, the way the loader reads a file, naming it `test.xml`.
  static func read(_ text: String) -> ReadResult {
    InterfaceLoader.read(Array(text.utf8), file: "test.xml")
  }

  /// Reads `<interface version="1">` around `body`; the body starts on line 2.
  static func read(body: String) -> ReadResult {
    read("<interface version=\"1\">\n\(body)\n</interface>\n")
  }

  /// Reads a body that must read without errors.
  static func interface(body: String) throws -> Interface {
    let result = read(body: body)
    guard let interface = result.interface else {
      throw ReadFailure(diagnostics: result.diagnostics)
    }
    return interface
  }

  /// A read that was expected to succeed did not.
  struct ReadFailure: Error, CustomStringConvertible {
    var diagnostics: [Diagnostic]
    var description: String { diagnostics.map(\.description).joined(separator: "\n") }
  }
}

extension ReadResult {
  /// The diagnostics as `line:column code` strings, for compact assertions.
  var locatedCodes: [String] {
    diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" }
  }
}

extension Controller {
  /// The content part, or `nil` for other kinds.
  var contentKind: ContentController? {
    if case .content(let content) = kind { return content }
    return nil
  }

  var splitKind: SplitViewController? {
    if case .split(let split) = kind { return split }
    return nil
  }
}
