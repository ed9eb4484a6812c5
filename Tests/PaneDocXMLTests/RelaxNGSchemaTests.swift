import PaneDocModel
import Testing

@testable import PaneDocXML

@Suite("RELAX NG schema")
struct RelaxNGSchemaTests {
  static let schemaText = """
    <grammar xmlns="http://relaxng.org/ns/structure/1.0">
      <start>
        <element name="list">
          <zeroOrMore>
            <element name="item">
              <attribute name="id"/>
              <zeroOrMore><element name="note"><empty/></element></zeroOrMore>
            </element>
          </zeroOrMore>
        </element>
      </start>
    </grammar>
    """

  static func validate(_ text: String) throws -> XMLDocumentReader.Result {
    let schema = try RelaxNGSchema(text: schemaText)
    return XMLDocumentReader.parse(Array(text.utf8), file: "test.xml") { root in
      root.name == "list" ? schema : nil
    }
  }

  @Test("a valid document passes")
  func valid() throws {
    let result = try Self.validate("<list><item id=\"a\"><note/></item></list>")
    #expect(result.diagnostics.isEmpty)
    #expect(result.root?.children.count == 1)
  }

  @Test("a violation is reported once, at the innermost element, without the echoes")
  func innermost() throws {
    let result = try Self.validate("<list>\n  <item id=\"a\">\n    <bad/>\n  </item>\n</list>")
    #expect(result.root == nil)
    #expect(result.diagnostics.map(\.location.line) == [3])
    #expect(result.diagnostics.map(\.location.column) == [5])
    #expect(result.diagnostics.map(\.code.rawValue) == ["schema"])
    #expect(result.diagnostics.first?.message.contains("bad") == true)
  }

  @Test("an attribute that is not allowed is named")
  func extraAttribute() throws {
    let result = try Self.validate("<list>\n<item id=\"a\" colour=\"red\"/>\n</list>")
    #expect(result.diagnostics.map(\.location.line) == [2])
    #expect(result.diagnostics.first?.message.contains("colour") == true)
  }

  @Test("a missing required attribute is reported once, with a hint")
  func missingAttribute() throws {
    let result = try Self.validate("<list>\n  <item/>\n</list>")
    #expect(result.diagnostics.map(\.location.line) == [2])
    #expect(result.diagnostics.map(\.location.column) == [3])
    #expect(result.diagnostics.first?.hint?.contains("requires") == true)
  }

  @Test("comments and processing instructions do not disturb validation")
  func commentsAndBlanks() throws {
    let result = try Self.validate(
      "<list>\n  <!-- a comment -->\n  <?note x?>\n  <item id=\"a\">\n    <note/>\n  </item>\n"
        + "  <item id=\"b\"/>\n</list>\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.root?.children.map { $0["id"] } == ["a", "b"])
  }

  @Test("a violation after many valid elements is located at its own element")
  func locatedAfterMany() throws {
    let items = String(repeating: "  <item id=\"a\"><note/></item>\n", count: 200)
    let result = try Self.validate("<list>\n" + items + "  <item id=\"z\"><bad/></item>\n</list>")
    #expect(result.diagnostics.map(\.location.line) == [202])
    #expect(result.diagnostics.map(\.location.column) == [16])
  }

  @Test("a document whose root the caller does not pick a schema for is not validated")
  func noSchema() throws {
    let result = try Self.validate("<other><anything/></other>")
    #expect(result.diagnostics.isEmpty)
    #expect(result.root?.name == "other")
  }

  @Test("a schema that does not compile throws with the compiler's messages")
  func brokenSchema() {
    #expect(throws: SchemaError.self) { try RelaxNGSchema(text: "<grammar/>") }
    #expect(throws: SchemaError.self) { try RelaxNGSchema(text: "not xml") }
  }
}
