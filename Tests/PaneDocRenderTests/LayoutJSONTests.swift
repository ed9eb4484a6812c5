import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

@Suite("Layout JSON")
struct LayoutJSONTests {
  static let sample = Layout(
    scene: "mail", state: ["composeSegue"],
    environment: EnvironmentInfo(
      profile: .ios17, device: "ipad-9.7", orientation: .landscape, split: "full",
      screen: Size(width: 1024, height: 768), window: Rect(x: 0, y: 0, width: 1024, height: 768),
      safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), scale: 2,
      horizontalSizeClass: .regular, verticalSizeClass: .regular),
    nodes: [
      Node(
        id: "mail", kind: "splitViewController", frame: Rect(x: 0, y: 0, width: 1024, height: 768),
        split: SplitInfo(
          collapsed: false, behavior: "tile", displayMode: "oneBesideSecondary",
          primaryColumnWidth: 320, supplementaryColumnWidth: 0)),
      Node(
        id: "messageNav", kind: "navigationController", parent: "mail", column: "secondary",
        frame: Rect(x: 320.5, y: 0, width: 703.5, height: 768), title: "Message <b>\"x\"</b>",
        dimmed: true),
      Node(id: "hidden", kind: "viewController", frame: nil, visible: false),
    ],
    popovers: [
      PresentationLayout(
        segue: "composeSegue", content: "composer", presentation: .popover,
        anchor: Rect(x: 100, y: 100, width: 44, height: 44),
        frame: Rect(x: 19, y: 144, width: 320, height: 493),
        contentFrame: Rect(x: 19, y: 157, width: 320, height: 480), arrowDirection: .up,
        arrowOffset: -57, arrowBase: 26, arrowHeight: 13, cornerRadius: 13)
    ],
    warnings: [LayoutWarning(code: "fraction-capped", subject: "mail", message: "capped")],
    assumptions: ["keyboard height assumed"])

  @Test("encodes the contract's keys in the contract's order")
  func keyOrder() {
    let json = LayoutJSON.encode(Self.sample)
    guard case .object(let members) = json else {
      Issue.record("not an object")
      return
    }
    #expect(
      members.map(\.0) == [
        "scene", "state", "environment", "nodes", "popovers", "warnings", "assumptions",
      ])
    let text = json.serialized()
    #expect(text.contains("\"window\": [0, 0, 1024, 768]"))
    #expect(text.contains("\"frame\": [320.5, 0, 703.5, 768]"))
    #expect(text.contains("\"arrowOffset\": -57"))
    #expect(text.contains("\"keyboard\": null"))
    #expect(text.hasSuffix("}\n"))
  }

  @Test("escapes markup so the JSON can sit inside a page")
  func escaping() {
    let text = LayoutJSON.encode(Self.sample).serialized()
    #expect(!text.contains("<b>"))
    #expect(text.contains("Message \\u003cb\\u003e\\\"x\\\"\\u003c/b\\u003e"))
  }

  @Test(
    "escapes strings byte for byte as the JSON rules and the page's script element need",
    arguments: [
      ("a\"b\\c", #""a\"b\\c""#), ("\n\r\t", #""\n\r\t""#), ("\u{0}\u{1F}", #""\u0000\u001f""#),
      ("<&>", #""\u003c\u0026\u003e""#), ("\u{2028}\u{2029}", #""\u2028\u2029""#),
      ("\u{2027}\u{202A}é😀", "\"\u{2027}\u{202A}é😀\""), ("\u{7F}", "\"\u{7F}\""),
    ] as [(String, String)])
  func stringEscapes(_ value: String, _ expected: String) throws {
    #expect(JSONValue.string(value).serialized(pretty: false) == expected)
    #expect(try JSONParser.parse(Array(expected.utf8)) == .string(value))
  }

  @Test("decodes what it encodes")
  func roundTrip() throws {
    let text = LayoutJSON.document([Self.sample, Self.sample]).serialized()
    let parsed = try JSONParser.parse(Array(text.utf8))
    let layouts = try LayoutJSON.decodeDocument(parsed)
    #expect(layouts == [Self.sample, Self.sample])
  }

  @Test("layout.json holds one compact layout per line and decodes to the same layouts")
  func documentText() throws {
    let text = LayoutJSON.documentText([Self.sample, Self.sample])
    let lines = text.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0] == "{\"version\": 1, \"layouts\": [")
    #expect(lines[1].hasPrefix("{\"scene\":\"mail\",") && lines[1].hasSuffix("},"))
    #expect(lines[3] == "]}")
    let parsed = try JSONParser.parse(Array(text.utf8))
    #expect(parsed == LayoutJSON.document([Self.sample, Self.sample]))
    #expect(try LayoutJSON.decodeDocument(parsed) == [Self.sample, Self.sample])
    #expect(LayoutJSON.documentText([]) == "{\"version\": 1, \"layouts\": []}\n")
  }

  @Test("names the path of a decoding problem")
  func decodingErrorPath() throws {
    let text = #"{"version": 1, "layouts": [{"scene": 3}]}"#
    let parsed = try JSONParser.parse(Array(text.utf8))
    #expect(throws: LayoutJSON.DecodingError(path: "layouts[0].environment", message: "missing")) {
      try LayoutJSON.decodeDocument(parsed)
    }
  }

  @Test(
    "refuses malformed and too deeply nested JSON", arguments: ["{", "[1,]", "\"a", "01x", "nul"])
  func malformed(_ text: String) {
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(text.utf8)) }
  }

  @Test("bounds nesting depth")
  func depth() {
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(deep.utf8)) }
  }

  @Test("parses escapes and surrogate pairs")
  func stringEscapes() throws {
    let parsed = try JSONParser.parse(Array(#"["a\u003cb", "\ud83d\ude00", "\n\t"]"#.utf8))
    #expect(parsed == .array([.string("a<b"), .string("😀"), .string("\n\t")]))
  }
}

@Suite("Number format")
struct NumberFormatTests {
  @Test(
    "prints at most two decimals, no trailing zeros, never -0",
    arguments: [
      (320, "320"), (320.5, "320.5"), (703.25, "703.25"), (1.0 / 3, "0.33"), (2.0 / 3, "0.67"),
      (-0.004, "0"), (-0.0, "0"), (0.005, "0.01"), (-57, "-57"), (1.10, "1.1"), (0.05, "0.05"),
      (1e20, "100000000000000000000"), (Double.nan, "0"), (Double.infinity, "0"),
    ] as [(Double, String)])
  func format(_ value: Double, _ expected: String) {
    #expect(NumberFormat.string(value) == expected)
  }
}
