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
    #expect(result?.diagnostics.map(\.code.rawValue) == ["xml-malformed"])
    #expect(!printed.contains("input conversion failed"))
    #expect(!printed.contains("encoder error"))
  }

  /// A limit stops libxml2, which frees its input at once; the tree built for a schema must not
  /// be handed the attributes that pointed into it (a use after free that AddressSanitizer found
  /// on the deeply nested hostile fixture).
  @Test(
    "a limit met in a document a schema validates stops the parse cleanly",
    arguments: [
      (
        "<a>" + String(repeating: "<a x=\"1\">", count: 5), XMLLimits(maximumDepth: 4),
        "depth-exceeded"
      ),
      ("<a>\n<a x=\"1234567890\">", XMLLimits(maximumAttributeLength: 4), "attribute-too-long"),
    ])
  func limitInSchemaDocument(text: String, limits: XMLLimits, code: String) throws {
    let schema = try RelaxNGSchema(
      text: """
        <grammar xmlns="http://relaxng.org/ns/structure/1.0">
          <start><ref name="a"/></start>
          <define name="a">
            <element name="a"><optional><attribute name="x"/></optional>
              <zeroOrMore><ref name="a"/></zeroOrMore></element>
          </define>
        </grammar>
        """)
    let result = XMLDocumentReader.parse(Array(text.utf8), file: "limit.xml", limits: limits) {
      _ in schema
    }
    #expect(result.root == nil)
    #expect(result.diagnostics.map(\.code.rawValue) == [code])
  }
}
