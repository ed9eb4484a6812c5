import Foundation
import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocCore
@testable import PaneDocRender

@Suite("Layout JSON")
struct LayoutJSONTests {
  static let sample = Layout(
    scene: "mail", state: [.segue("composeSegue")],
    environment: EnvironmentInfo(
      profile: .ios17, device: "ipad-9.7", orientation: .landscape, windowName: .named(.full),
      screen: Size(width: 1024, height: 768), window: Rect(x: 0, y: 0, width: 1024, height: 768),
      safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), scale: 2,
      horizontalSizeClass: .regular, verticalSizeClass: .regular),
    nodes: [
      Node(
        id: "mail", kind: .splitViewController, frame: Rect(x: 0, y: 0, width: 1024, height: 768),
        split: SplitInfo(
          collapsed: false, behavior: .tile, displayMode: .oneBesideSecondary,
          primaryColumnWidth: 320, supplementaryColumnWidth: 0)),
      Node(
        id: "messageNav", kind: .navigationController, parent: "mail", column: .secondary,
        frame: Rect(x: 320.5, y: 0, width: 703.5, height: 768), title: "Message <b>\"x\"</b>",
        dimmed: true),
      Node(id: "hidden", kind: .viewController, frame: nil, visible: false),
    ],
    presentations: [
      PresentationLayout(
        segue: "composeSegue", content: "composer", presentation: .popover,
        anchor: Rect(x: 100, y: 100, width: 44, height: 44),
        frame: Rect(x: 19, y: 144, width: 320, height: 493),
        contentFrame: Rect(x: 19, y: 157, width: 320, height: 480), arrowDirection: .up,
        arrowOffset: -57, arrowBase: 26, arrowHeight: 13, cornerRadius: 13)
    ],
    warnings: [LayoutWarning(code: .layout(.fractionCapped), subject: "mail", message: "capped")],
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
    #expect(try JSONDecoder().decode(String.self, from: Data(expected.utf8)) == value)
  }

  @Test("decodes what it encodes")
  func roundTrip() throws {
    let text = LayoutJSON.document([Self.sample, Self.sample], producer: "v1.0.0").serialized()
    #expect(try LayoutJSON.decodeDocument(Data(text.utf8)) == [Self.sample, Self.sample])
  }

  @Test("layout.json holds one compact layout per line and decodes to the same layouts")
  func documentText() throws {
    let text = LayoutJSON.documentText([Self.sample, Self.sample], producer: "v1.2.3-4-gabcdef0")
    let lines = text.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0] == "{\"version\": 1, \"panedoc\": \"v1.2.3-4-gabcdef0\", \"layouts\": [")
    #expect(lines[1].hasPrefix("{\"scene\":\"mail\",") && lines[1].hasSuffix("},"))
    #expect(lines[3] == "]}")
    #expect(try LayoutJSON.decodeDocument(Data(text.utf8)) == [Self.sample, Self.sample])
    #expect(
      LayoutJSON.documentText([], producer: "v1.0.0")
        == "{\"version\": 1, \"panedoc\": \"v1.0.0\", \"layouts\": []}\n")
  }

  @Test(
    "names the path of the first decoding problem",
    arguments: [
      (#"{"version": 1, "layouts": [{"scene": 3}]}"#, "layouts[0].scene", "expected a string"),
      (
        #"{"version": 1, "layouts": [{"scene": "a", "state": []}]}"#, "layouts[0].environment",
        "missing"
      ),
      (#"{"version": 2, "layouts": []}"#, "version", "unsupported layout.json version"),
      (#"{"version": 1, "layouts": 3}"#, "layouts", "expected an array"),
      (#"{"version": 1}"#, "layouts", "missing"),
      (#"[1]"#, "(root)", "expected an object"),
    ] as [(String, String, String)])
  func decodingErrorPath(_ text: String, _ path: String, _ message: String) {
    #expect(throws: LayoutJSON.DecodingError(path: path, message: message)) {
      try LayoutJSON.decodeDocument(Data(text.utf8))
    }
  }

  @Test("names the path of a bad value deep in a layout")
  func deepDecodingErrors() throws {
    let line = LayoutJSON.encode(Self.sample).serialized(pretty: false)
    func document(_ layout: String) -> Data {
      Data(#"{"version": 1, "layouts": [\#(line), \#(layout)]}"#.utf8)
    }
    let badOrientation = line.replacingOccurrences(of: "\"landscape\"", with: "\"sideways\"")
    #expect(
      throws: LayoutJSON.DecodingError(
        path: "layouts[1].environment.orientation", message: "unknown value")
    ) {
      try LayoutJSON.decodeDocument(document(badOrientation))
    }
    let shortWindow = line.replacingOccurrences(
      of: "\"window\":[0,0,1024,768]", with: "\"window\":[0,0,1024]")
    #expect(shortWindow != line)
    #expect(
      throws: LayoutJSON.DecodingError(
        path: "layouts[1].environment.window", message: "expected 4 numbers")
    ) {
      try LayoutJSON.decodeDocument(document(shortWindow))
    }
  }

  @Test(
    "refuses an unknown name of a kind, a column, a code, a window, a behavior or a display mode",
    arguments: [
      (#""kind":"navigationController""#, #""kind":"navigationView""#, "nodes[1].kind"),
      (#""column":"secondary""#, #""column":"detail""#, "nodes[1].column"),
      (#""code":"fraction-capped""#, #""code":"fraction-kapped""#, "warnings[0].code"),
      (#""split":"full""#, #""split":"quarter""#, "environment.split"),
      (#""split":"full""#, #""split":"0x768""#, "environment.split"),
      (#""behavior":"tile""#, #""behavior":"stack""#, "nodes[0].split.behavior"),
      (
        #""displayMode":"oneBesideSecondary""#, #""displayMode":"allVisible""#,
        "nodes[0].split.displayMode"
      ),
    ] as [(String, String, String)])
  func unknownNames(_ written: String, _ unknown: String, _ path: String) {
    let line = LayoutJSON.encode(Self.sample).serialized(pretty: false)
    let bad = line.replacingOccurrences(of: written, with: unknown)
    #expect(bad != line)
    #expect(
      throws: LayoutJSON.DecodingError(path: "layouts[1]." + path, message: "unknown value")
    ) {
      try LayoutJSON.decodeDocument(Data(#"{"version": 1, "layouts": [\#(line), \#(bad)]}"#.utf8))
    }
  }

  @Test("reads back derived steps and a free-form window as the values they were written from")
  func derivedStepsAndWindowsRoundTrip() throws {
    var layout = Self.sample
    layout.state = [.reveal(split: "mail"), .search(searchBar: "find"), .segue("composeSegue")]
    layout.environment.windowName = .freeForm(Size(width: 702.5, height: 1032))
    let text = LayoutJSON.documentText([layout], producer: "v1.0.0")
    #expect(text.contains(#""state":["mail#reveal","find#search","composeSegue"]"#))
    #expect(text.contains(#""split":"702.5x1032""#))
    #expect(try LayoutJSON.decodeDocument(Data(text.utf8)) == [layout])
  }

  @Test(
    "refuses text that is not JSON, with where it stops being JSON",
    arguments: [
      "{", "\"a", "01x", "nul", #"{"version": +1, "layouts": []}"#,
      #"{"version": 01, "layouts": []}"#, #"{"version": .5, "layouts": []}"#,
      String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000),
    ])
  func malformed(_ text: String) {
    let error = #expect(throws: LayoutJSON.DecodingError.self) {
      try LayoutJSON.decodeDocument(Data(text.utf8))
    }
    #expect(error?.path == "")
    #expect(error?.message.hasPrefix("not JSON: ") == true)
  }

  @Test("reads escapes and surrogate pairs")
  func stringEscapesRead() throws {
    let text = #"["a\u003cb", "\ud83d\ude00", "\n\t"]"#
    #expect(try JSONDecoder().decode([String].self, from: Data(text.utf8)) == ["a<b", "😀", "\n\t"])
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
