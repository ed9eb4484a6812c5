import PaneDocModel
import Testing

@testable import PaneDocXML

@Suite("XML document reader")
struct XMLDocumentReaderTests {
  static func parse(_ text: String, limits: XMLLimits = .default) -> XMLDocumentReader.Result {
    XMLDocumentReader.parse(Array(text.utf8), file: "test.xml", limits: limits)
  }

  static func located(_ result: XMLDocumentReader.Result) -> [String] {
    result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" }
  }

  @Test("a mismatched end tag is reported where libxml2 finds it, not at the end of the file")
  func mismatchedTag() {
    let result = Self.parse("<a>\n  <b>\n</a>\n<!-- trailing -->\n")
    #expect(result.root == nil)
    #expect(Self.located(result) == ["3:5 xml-malformed"])
    #expect(result.diagnostics.first?.message.contains("mismatch") == true)
  }

  @Test("an attribute without quotes is located on its line")
  func unquotedAttribute() {
    let result = Self.parse("<a>\n  <b c=d/>\n</a>\n")
    #expect(Self.located(result) == ["2:8 xml-malformed"])
  }

  @Test("an empty document")
  func empty() {
    #expect(Self.located(Self.parse("")) == ["0:0 xml-malformed"])
  }

  @Test("entity declarations (billion laughs) are refused before any is expanded")
  func billionLaughs() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE lolz [
        <!ENTITY lol "lol">
        <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
      ]>
      <lolz>&lol3;</lolz>
      """
    let result = Self.parse(text)
    #expect(result.root == nil)
    #expect(Self.located(result) == ["2:1 doctype-refused"])
  }

  @Test("an external DTD is refused and never read")
  func externalDTD() {
    let result = Self.parse(
      "<?xml version=\"1.0\"?>\n<!DOCTYPE x SYSTEM \"file:///etc/passwd\">\n<x>&xxe;</x>\n")
    #expect(result.root == nil)
    #expect(Self.located(result) == ["2:1 doctype-refused"])
    #expect(result.diagnostics.first?.message.contains("external DTD") == true)
  }

  @Test("nesting past the depth limit is refused at the first element too deep")
  func depthLimit() {
    let limits = XMLLimits(maximumDepth: 3)
    #expect(Self.parse("<a><b><c/></b></a>", limits: limits).root != nil)
    let result = Self.parse("<a>\n<b>\n<c>\n<d/>\n</c>\n</b>\n</a>", limits: limits)
    #expect(result.root == nil)
    #expect(Self.located(result) == ["4:1 depth-exceeded"])
  }

  @Test("the default depth limit refuses deep nesting")
  func defaultDepthLimit() {
    let depth = XMLLimits.default.maximumDepth + 1
    let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    #expect(Self.parse(text).diagnostics.map(\.code.rawValue) == ["depth-exceeded"])
  }

  @Test("input over the size limit is refused before parsing")
  func sizeLimit() {
    let result = Self.parse("<a>0123456789</a>", limits: XMLLimits(maximumBytes: 10))
    #expect(result.root == nil)
    #expect(result.diagnostics.map(\.code.rawValue) == ["input-too-large"])
    #expect(Self.parse("<a/>", limits: XMLLimits(maximumBytes: 4)).root != nil)
  }

  @Test("an over-long attribute value is refused at the attribute")
  func attributeLength() {
    let result = Self.parse(
      "<a>\n  <b x=\"1234567890\"/>\n</a>", limits: XMLLimits(maximumAttributeLength: 9))
    #expect(Self.located(result) == ["2:6 attribute-too-long"])
  }

  @Test("element and attribute locations are exact: tabs, line breaks, UTF-8, CRLF")
  func locations() throws {
    let text =
      "<?xml version=\"1.0\"?>\r\n<!-- a <comment> -->\r\n<root a=\"1\"\r\n\tb='2'>"
      + "<![CDATA[ <not-an-element> ]]><é c=\"3\"/>  <x\n   d = \"4\" é=\"5\"/></root>"
    let result = Self.parse(text)
    let root = try #require(result.root, "\(result.diagnostics)")
    #expect(root.location == SourceLocation(file: "test.xml", line: 3, column: 1))
    #expect(root.attribute("a")?.location == SourceLocation(file: "test.xml", line: 3, column: 7))
    #expect(root.attribute("b")?.location == SourceLocation(file: "test.xml", line: 4, column: 2))
    #expect(root.children.map(\.name) == ["é", "x"])
    #expect(root.children[0].location.line == 4)
    #expect(root.children[0].location.column == 38)
    #expect(root.children[0].attribute("c")?.location.column == 41)
    let x = root.children[1]
    #expect(x.location == SourceLocation(file: "test.xml", line: 4, column: 50))
    #expect(x.attribute("d")?.location == SourceLocation(file: "test.xml", line: 5, column: 4))
    #expect(x.attribute("é")?.location == SourceLocation(file: "test.xml", line: 5, column: 12))
    #expect(root.text.contains("<not-an-element>"))
  }

  @Test("character references are decoded, undefined entities refused")
  func entities() throws {
    let root = try #require(Self.parse(#"<a t="&lt;&#x41;&amp;"/>"#).root)
    #expect(root["t"] == "<A&")
    #expect(Self.parse("<a>&undefined;</a>").diagnostics.map(\.code.rawValue) == ["xml-malformed"])
  }

  @Test("an ampersand in an attribute comes out once, however it was written")
  func ampersands() throws {
    let root = try #require(
      Self.parse(#"<a t="x &amp; y &#38; z &#x26; &amp;#38; &amp;amp;" u="&#38;#60;"/>"#).root)
    #expect(root["t"] == "x & y & z & &#38; &amp;")
    #expect(root["u"] == "&#60;")
  }

  @Test("an element's text is its text runs joined as written, blank ones included")
  func text() throws {
    let root = try #require(
      Self.parse("<a>\n  <b> one &amp; two </b>\n  <c>  </c>\n  <d>x<e/>y</d>\n</a>\n").root)
    #expect(root.text == "\n  \n  \n  \n")
    #expect(root.children.map(\.text) == [" one & two ", "  ", "xy"])
  }
}
