import PaneDocModel
import Testing

@testable import PaneDocXML

/// The attributes-per-element limit, checked before libxml2 parses (its duplicate-attribute
/// check costs the square of an element's attributes).
@Suite("XML attribute limit")
struct AttributeLimitTests {
  static func element(_ count: Int) -> String {
    "<a " + (0..<count).map { "a\($0)=\"\"" }.joined(separator: " ") + "/>"
  }

  static func parse(_ text: String, limit: Int) -> XMLDocumentReader.Result {
    XMLDocumentReader.parse(
      Array(text.utf8), file: "test.xml", limits: XMLLimits(maximumAttributes: limit))
  }

  @Test("an element over the limit is refused at its start tag; one at the limit is read")
  func limit() {
    let text = "<root>\n  " + Self.element(4) + "\n  " + Self.element(5) + "\n</root>"
    let refused = Self.parse(text, limit: 4)
    #expect(refused.root == nil)
    #expect(
      refused.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" }
        == ["3:3 too-many-attributes"])
    #expect(refused.diagnostics.first?.hint == "raise it with --max-attributes")
    #expect(Self.parse(text, limit: 5).root?.children.count == 2)
  }

  @Test("= in quotes, comments, CDATA, processing instructions and text is not counted")
  func onlyAttributesCount() {
    let text = """
      <?xml version="1.0"?><?pi a=b c=d?>
      <root a="x=y=z" b='=>='>
        <!-- a=1 b=2 c=3 --><![CDATA[ <x a=1 b=2 c=3> ]]>
        text = more = text
      </root>
      """
    #expect(Self.parse(text, limit: 2).root?.attributes.count == 2)
  }

  @Test("a million attributes are refused in linear time", .timeLimit(.minutes(1)))
  func million() {
    let result = XMLDocumentReader.parse(
      Array(Self.element(1_000_000).utf8), file: "test.xml",
      limits: XMLLimits(maximumBytes: 64 * 1024 * 1024))
    #expect(result.diagnostics.map(\.code.rawValue) == ["too-many-attributes"])
  }
}
