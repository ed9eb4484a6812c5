import PaneDocModel
import Testing

@testable import PaneDocInput

@Suite("Own-format segues")
struct OwnFormatSegueTests {
  /// A controller with a bar button item, a view and a search bar to anchor segues at.
  static let anchors = """
    <viewController id="home">
      <navigationItem><barButtonItem id="item" title="Item"/></navigationItem>
      <view id="card" frame="0 0 100 100"/>
      <searchBar id="find" placement="navigationBar"/>
    </viewController>
    <viewController id="target"/>
    """

  static func segue(_ attributes: String, child: String = "") throws -> Segue {
    let interface = try OwnFormatFixtures.interface(
      body: anchors + "\n<segue id=\"s\" \(attributes)>\(child)</segue>")
    return try #require(interface.segues.first)
  }

  @Test("every kind", arguments: Segue.Kind.allCases)
  func kinds(kind: Segue.Kind) throws {
    let destination = kind == .unwind ? "" : #"destination="target""#
    let segue = try Self.segue(#"kind="\#(kind.rawValue)" source="home" \#(destination)"#)
    #expect(segue.kind == kind)
    #expect(segue.source == "home")
    #expect(segue.destination == (kind == .unwind ? nil : "target"))
  }

  @Test(
    "sources: controller, view, bar button item, search bar",
    arguments: ["home", "card", "item", "find"])
  func sources(source: String) throws {
    let segue = try Self.segue(#"kind="popover" source="\#(source)" destination="target""#)
    #expect(segue.source == source)
  }

  @Test("every popover attribute is mapped")
  func popoverAttributes() throws {
    let segue = try Self.segue(
      """
      kind="popover" source="item" destination="target" identifier="showTarget"
      permittedArrowDirections="left right" popoverContentSize="400x300"
      popoverLayoutMargins="1 2 3 4" passthroughViews="card find"
      canOverlapSourceViewRect="true" adaptivePresentationStyle="none" keyboardVisible="true"
      """,
      child: """
        <popoverBackground arrowHeight="20" arrowBase="30" contentViewInsets="5 6 7 8"
          minimumCornerDistance="22"/>
        """)
    #expect(segue.identifier == "showTarget")
    #expect(
      segue.popover
        == PopoverOptions(
          permittedArrowDirections: [.left, .right],
          popoverContentSize: Size(width: 400, height: 300),
          popoverLayoutMargins: Insets(top: 1, left: 2, bottom: 3, right: 4),
          passthroughViews: ["card", "find"], canOverlapSourceViewRect: true,
          adaptivePresentationStyle: .none, keyboardVisible: true,
          background: PopoverBackground(
            arrowHeight: 20, arrowBase: 30,
            contentViewInsets: Insets(top: 5, left: 6, bottom: 7, right: 8),
            minimumCornerDistance: 22)))
    #expect(segue.presentsPopover)
  }

  @Test("popover defaults")
  func popoverDefaults() throws {
    let segue = try Self.segue(#"kind="popover" source="item" destination="target""#)
    #expect(segue.popover == PopoverOptions())
    #expect(segue.popover.permittedArrowDirections == .any)
  }

  @Test(
    "modal presentation styles",
    arguments: ModalPresentationStyle.allCases)
  func presentationStyles(style: ModalPresentationStyle) throws {
    let segue = try Self.segue(
      #"kind="present" source="card" destination="target" modalPresentationStyle="\#(style.rawValue)""#
    )
    #expect(segue.modalPresentationStyle == style)
    #expect(segue.presentsPopover == (style == .popover || style == .actionSheet))
  }

  @Test("a present segue with the popover style takes the popover attributes")
  func presentAsPopover() throws {
    let segue = try Self.segue(
      #"kind="present" modalPresentationStyle="popover" source="card" destination="target" permittedArrowDirections="down""#
    )
    #expect(segue.popover.permittedArrowDirections == .down)
  }

  @Test("replace with splitViewDetail")
  func replace() throws {
    let segue = try Self.segue(
      #"kind="replace" source="card" destination="target" splitViewDetail="true""#)
    #expect(segue.splitViewDetail)
  }

  @Test("attributes that do nothing for the kind are warned about")
  func ignoredAttributes() {
    let result = OwnFormatFixtures.read(
      body: Self.anchors + """

        <segue id="a" kind="show" source="card" destination="target" splitViewDetail="true"
               modalPresentationStyle="formSheet" keyboardVisible="true">
          <popoverBackground arrowHeight="1" arrowBase="1"/>
        </segue>
        """)
    #expect(
      result.locatedCodes == [
        "8:62 ignored-attribute", "9:8 ignored-attribute", "9:43 ignored-attribute",
        "10:3 ignored-attribute",
      ])
    #expect(result.interface?.diagnostics.count == 4)
  }

  @Test("invalid segues")
  func invalidSegues() {
    let result = OwnFormatFixtures.read(
      body: Self.anchors + """

        <segue id="a" kind="unwind" source="item" destination="target"/>
        <segue id="b" kind="popover" source="item"/>
        <segue id="c" kind="popover" source="a" destination="target"/>
        <segue id="d" kind="show" source="card" destination="card"/>
        """)
    #expect(
      result.locatedCodes == [
        "8:43 invalid-segue", "9:1 invalid-segue", "10:30 invalid-segue", "11:41 invalid-segue",
      ])
  }

  @Test("arrow directions: unknown words get a hint, each on its own")
  func arrowDirections() {
    let result = OwnFormatFixtures.read(
      body: Self.anchors + """

        <segue id="a" kind="popover" source="item" destination="target"
               permittedArrowDirections="up dwon lef"/>
        """)
    #expect(result.codes == ["unknown-value", "unknown-value"])
    #expect(result.diagnostics.map(\.hint) == ["did you mean 'down'?", "did you mean 'left'?"])
  }

  @Test("an unknown kind gets a hint")
  func unknownKind() {
    let result = OwnFormatFixtures.read(
      body: Self.anchors + """

        <segue id="a" kind="showDetial" source="item" destination="target"/>
        """)
    #expect(result.locatedCodes == ["8:15 unknown-value"])
    #expect(result.diagnostics.first?.hint == "did you mean 'showDetail'?")
  }

  @Test("passthrough views must exist and not be segues")
  func passthroughViews() {
    let result = OwnFormatFixtures.read(
      body: Self.anchors + """

        <segue id="a" kind="popover" source="item" destination="target" passthroughViews="a crad"/>
        """)
    #expect(result.codes == ["invalid-reference", "unknown-reference"])
    #expect(result.diagnostics.last?.hint == "did you mean 'card'?")
  }
}

extension ReadResult {
  fileprivate var codes: [String] { diagnostics.map(\.code.rawValue) }
}
