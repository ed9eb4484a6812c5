import Foundation
import PaneDocModel
import Testing

@testable import PaneDocXML

/// Inputs the fuzzer found, each kept as a regression test.
@Suite("XML reader fuzz regressions", .serialized)
struct XMLFuzzRegressionTests {
  /// Runs `body` with the process's standard error sent to a file, and returns what was written.
  /// (C's `stderr` is unbuffered, so nothing is held back when the descriptor is restored.)
  static func standardError(during body: () -> Void) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-stderr-\(UUID().uuidString)")
    try Data().write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forWritingTo: url)
    let saved = dup(2)
    dup2(handle.fileDescriptor, 2)
    body()
    dup2(saved, 2)
    close(saved)
    try handle.close()
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test("bytes invalid in the declared encoding are a located error, and libxml2 prints nothing")
  func invalidBytesInDeclaredEncoding() throws {
    let bytes =
      Array("<?xml version=\"1.0\" encoding=\"EUC-JP\"?>\n<a b=\"".utf8) + [0xFB]
      + Array("\">\n\"/>".utf8)
    var result: XMLDocumentReader.Result?
    let printed = try Self.standardError {
      result = XMLDocumentReader.parse(bytes, file: "encoding.xml")
    }
    #expect(result?.root == nil)
    #expect(result?.diagnostics.map(\.code) == ["xml-malformed"])
    #expect(!printed.contains("input conversion failed"))
    #expect(!printed.contains("encoder error"))
  }
}
