import Foundation
import PaneDocModel
import PaneDocTestSupport
import PaneDocXML
import Testing

@testable import PaneDocInput

@Suite("Own-format diagnostics")
struct OwnFormatDiagnosticTests {
  /// Each invalid fixture, named after its code, with the line and column of its one error.
  static let invalidFixtures: [(code: String, line: Int, column: Int)] = [
    ("schema", 5, 5),
    ("unsupported-version", 3, 12),
    ("duplicate-id", 7, 11),
    ("invalid-id", 4, 19),
    ("unknown-reference", 4, 54),
    ("invalid-reference", 7, 34),
    ("contained-twice", 8, 38),
    ("containment-cycle", 6, 51),
    ("invalid-number", 4, 46),
    ("out-of-range", 5, 24),
    ("unknown-value", 5, 24),
    ("invalid-segue", 10, 54),
    ("missing-attribute", 5, 5),
    ("invalid-constraint", 10, 40),
    ("xml-malformed", 6, 20),
    ("doctype-refused", 3, 1),
  ]

  @Test("each invalid fixture has exactly its error", arguments: invalidFixtures)
  func invalidFixture(code: String, line: Int, column: Int) {
    let path = OwnFormatFixtures.path("invalid/\(code).xml")
    let result = InterfaceLoader.load(path)
    #expect(result.interface == nil)
    #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.description))")
    let diagnostic = result.diagnostics.first
    #expect(diagnostic?.code.rawValue == code)
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.location == SourceLocation(file: path, line: line, column: column))
  }

  @Test("every reader code but the warning, and the schema's, has an invalid fixture")
  func everyCodeHasAFixture() {
    let covered = Set(Self.invalidFixtures.map(\.code))
    let codes =
      OwnFormatCode.allCases.filter { $0.severity == .error }.map(\.rawValue)
      + [XMLCode.schema.rawValue]
    #expect(codes.allSatisfy { covered.contains($0) })
  }

  @Test("unknown-reference names both ids and suggests the near one")
  func unknownReferenceMessage() throws {
    let result = InterfaceLoader.load(OwnFormatFixtures.path("invalid/unknown-reference.xml"))
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.message.contains("'mail'"))
    #expect(diagnostic.message.contains("'mesageNav'"))
    #expect(diagnostic.hint == "did you mean 'messageNav'?")
  }

  @Test("contained-twice names both containers")
  func containedTwiceMessage() throws {
    let result = InterfaceLoader.load(OwnFormatFixtures.path("invalid/contained-twice.xml"))
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.message.contains("'split'"))
    #expect(diagnostic.message.contains("'listNav'"))
  }

  @Test("a containment cycle names the controllers around it")
  func cycleMessage() throws {
    let result = InterfaceLoader.load(OwnFormatFixtures.path("invalid/containment-cycle.xml"))
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.message.hasSuffix("'outer' → 'inner' → 'outer'"))
  }

  @Test("a navigation controller that is its own root is a cycle of one")
  func selfContainment() {
    let result = OwnFormatFixtures.read(body: #"<navigationController id="nav" root="nav"/>"#)
    #expect(result.locatedCodes == ["2:32 containment-cycle"])
    #expect(result.diagnostics.first?.message.hasSuffix("'nav' → 'nav'") == true)
  }

  @Test("a tab listed twice by one tab bar controller")
  func listedTwice() {
    let result = OwnFormatFixtures.read(
      body: """
        <tabBarController id="tabs" viewControllers="a a"/>
        <viewController id="a"/>
        """)
    #expect(result.locatedCodes == ["2:29 contained-twice"])
    #expect(result.diagnostics.first?.message.contains("listed twice") == true)
  }

  @Test("all problems of a file are reported at once, sorted by location")
  func everyProblemAtOnce() {
    let result = OwnFormatFixtures.read(
      body: """
        <segue id="s" kind="popover" source="nowhere" destination="page"/>
        <viewController id="page" preferredContentSize="-1x20" modalInPopover="yes"/>
        <viewController id="page"/>
        <splitViewController id="split" primary="page" preferredDisplayMode="allvisible"/>
        """)
    #expect(
      result.locatedCodes == [
        "2:30 unknown-reference", "3:27 invalid-number", "3:56 unknown-value",
        "4:17 duplicate-id", "5:48 unknown-value",
      ])
    #expect(result.interface == nil)
    #expect(result.diagnostics.last?.hint == "did you mean 'allVisible'?")
  }

  @Test("a version other than 1 is unsupported, whatever the content")
  func unsupportedVersion() {
    let result = OwnFormatFixtures.read(#"<interface version="1.1"><anything/></interface>"#)
    #expect(result.locatedCodes == ["1:12 unsupported-version"])
  }

  @Test("schema errors point at the innermost spot (here the attribute), without libxml2's echoes")
  func schemaError() {
    let result = OwnFormatFixtures.read(
      body: """
        <viewController id="a"/>
        <viewController id="b" colour="red"/>
        """)
    #expect(result.locatedCodes == ["3:24 schema"])
    #expect(result.diagnostics.first?.message == "<viewController> has no attribute 'colour'")
  }

  @Test("an unknown root attribute is a schema error")
  func schemaRootAttribute() {
    let result = OwnFormatFixtures.read(#"<interface version="1" profil="ios6"/>"#)
    #expect(result.locatedCodes == ["1:24 schema"])
    #expect(result.diagnostics.first?.message.contains("profil") == true)
    #expect(result.diagnostics.first?.hint == "did you mean 'profile'?")
  }

  @Test("invalid-id and a reference that is not a controller")
  func initialViewControllerMustBeAController() {
    let result = OwnFormatFixtures.read(
      """
      <interface version="1" initialViewController="banner">
        <viewController id="page"><view id="banner" frame="0 0 10 10"/></viewController>
        <viewController id="two words"/>
      </interface>
      """)
    #expect(result.locatedCodes == ["1:24 invalid-reference", "3:19 invalid-id"])
  }

  @Test("out-of-range selected index and min above max")
  func outOfRange() {
    let result = OwnFormatFixtures.read(
      body: """
        <tabBarController id="tabs" viewControllers="a b" selected="2"/>
        <viewController id="a"/><viewController id="b"/>
        <splitViewController id="split" minimumPrimaryColumnWidth="400" maximumPrimaryColumnWidth="300"/>
        """)
    #expect(result.locatedCodes == ["2:51 out-of-range", "4:33 out-of-range"])
    #expect(result.diagnostics.first?.hint == "the first tab is 0, the last 1")
  }

  @Test("invalid numbers: not finite, negative, malformed")
  func invalidNumbers() {
    let result = OwnFormatFixtures.read(
      body: """
        <viewController id="a">
          <view id="v1" frame="0 0 nan 10"/>
          <view id="v2" frame="-10 -10 20 20"/>
          <view id="v3" frame="0 0 -20 20"/>
          <view id="v4" frame="0 0 20"/>
        </viewController>
        <splitViewController id="split" preferredPrimaryColumnWidth="1e400"/>
        <tabBarController id="tabs" viewControllers="a" selected="first"/>
        """)
    #expect(
      result.locatedCodes == [
        "3:17 invalid-number", "5:17 invalid-number", "6:17 invalid-number",
        "8:33 invalid-number", "9:49 invalid-number",
      ])
  }

  @Test("the schema is applied to version 1 documents only")
  func schemaForVersion() {
    let location = SourceLocation(file: "test.xml", line: 1, column: 1)
    func root(version: String) -> ParsedElement {
      ParsedElement(
        name: "interface",
        attributes: [ParsedAttribute(name: "version", value: version, location: location)],
        location: location)
    }
    #expect(OwnFormatReader.schema(for: root(version: "2")) == nil)
    #expect(OwnFormatReader.schema(for: root(version: "1")) != nil)
  }

  @Test("a schema that cannot be loaded is an internal error, not a crash")
  func brokenSchema() {
    let missing = OwnFormatReader.loadSchema(nil)
    let broken = OwnFormatReader.compileSchema("<grammar/>")
    let root = ParsedElement(
      name: "interface", location: SourceLocation(file: "test.xml", line: 1, column: 1))
    for schema in [missing, broken] {
      let result = OwnFormatReader.read(root, file: "test.xml", schema: schema)
      #expect(result.interface == nil)
      #expect(result.diagnostics.map(\.code.rawValue) == ["internal"])
    }
  }

  @Test("the bundled schema loads")
  func bundledSchema() {
    #expect((try? OwnFormatReader.compiledSchema.get()) != nil)
  }
}
