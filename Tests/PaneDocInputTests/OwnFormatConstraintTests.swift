import PaneDocModel
import Testing

@testable import PaneDocInput

@Suite("Own-format constraints and stack views")
struct OwnFormatConstraintTests {
  /// The message scene of the format's documentation: a header pinned to the safe area, a
  /// button inside it, a stack of two buttons below it.
  static let message = """
    <viewController id="message" title="Message">
      <view id="header" label="From, To, Subject" layoutMargins="4 12 4 12">
        <view id="replyButton" label="Reply" intrinsicContentSize="88x44"/>
      </view>
      <stackView id="actions" axis="vertical" distribution="fillEqually" alignment="center"
                 spacing="8" layoutMarginsRelativeArrangement="true">
        <view id="archive" label="Archive" intrinsicContentSize="80x44"/>
        <view id="flag" label="Flag" intrinsicContentSize="80x44" hidden="true"/>
      </stackView>
      <view id="badge" frame="4 4 20 20"/>
      <constraints>
        <constraint first="header.leading" second="safeArea.leading"/>
        <constraint first="header.trailing" second="safeArea.trailing"/>
        <constraint first="header.top" second="safeArea.top" constant="8"/>
        <constraint first="header.height" constant="96"/>
        <constraint id="replyRight" first="replyButton.trailing" second="header.trailingMargin"/>
        <constraint first="replyButton.centerY" second="header.centerY"/>
        <constraint first="actions.top" second="header.bottom" constant="12"
                    relation="greaterThanOrEqual" priority="750"/>
        <constraint first="actions.width" second="header.width" multiplier="1:2"/>
        <constraint first="actions.centerX" second="layoutMargins.centerX"/>
        <constraint first="actions.leading" second="badge.trailing" multiplier="-0.5"/>
      </constraints>
    </viewController>
    """

  @Test("constraints become the root view's, with its guides, in the order written")
  func constraints() throws {
    let interface = try OwnFormatFixtures.interface(body: Self.message)
    let content = try #require(interface.controller("message")?.contentKind)
    let root = try #require(content.rootView)
    #expect(root.id == "view")
    #expect(root.layout.guides.map(\.id) == ["safeArea", "layoutMargins"])
    #expect(root.layout.guides.map(\.kind) == [.safeArea, .layoutMargins])
    // The view that keeps its frame is pinned where the format puts it, below the bars.
    let pins = root.layout.constraints.prefix(4)
    #expect(pins.map(\.id) == ["badge#left", "badge#top", "badge#width", "badge#height"])
    #expect(pins.map(\.secondItem) == ["view", "safeArea", nil, nil])
    #expect(pins.map(\.constant) == [4, 4, 20, 20])
    let constraints = Array(root.layout.constraints.dropFirst(4))
    #expect(
      constraints.map(\.id) == [
        "message#1", "message#2", "message#3", "message#4", "replyRight", "message#6",
        "message#7", "message#8", "message#9", "message#10",
      ])
    let top = constraints[2]
    #expect(top.firstItem == "header" && top.firstAttribute == .top)
    #expect(top.secondItem == "safeArea" && top.secondAttribute == .top)
    #expect(top.constant == 8 && top.multiplier == 1 && top.relation == .equal)
    #expect(top.isRequired)
    let height = constraints[3]
    #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute)
    #expect(height.constant == 96)
    #expect(constraints[4].secondAttribute == .trailingMargin)
    let below = constraints[6]
    #expect(below.relation == .greaterThanOrEqual && below.priority == 750 && !below.isRequired)
    #expect(constraints[7].multiplier == 0.5)
    #expect(constraints[8].secondItem == "layoutMargins")
    #expect(constraints[9].multiplier == -0.5)
    #expect(top.location.line == 15)
  }

  @Test("a view without a frame and a stack view's arranged subviews are placed by Auto Layout")
  func views() throws {
    let interface = try OwnFormatFixtures.interface(body: Self.message)
    let views = try #require(interface.controller("message")?.contentKind?.views)
    #expect(views.map(\.id) == ["header", "actions", "badge"])
    let (header, actions, badge) = (views[0], views[1], views[2])
    #expect(!header.layout.translatesAutoresizingMask)
    #expect(header.layout.layoutMargins == Insets(top: 4, left: 12, bottom: 4, right: 12))
    #expect(header.subviews.first?.layout.intrinsicSize == .fixed(width: 88, height: 44))
    #expect(header.kind == .view && header.label == "From, To, Subject")
    #expect(actions.kind == .stackView)
    #expect(
      actions.layout.stack
        == StackLayout(
          axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 8,
          layoutMarginsRelative: true))
    #expect(actions.subviews.map(\.id) == ["archive", "flag"])
    #expect(actions.subviews.map(\.isHidden) == [false, true])
    #expect(actions.subviews.allSatisfy { !$0.layout.translatesAutoresizingMask })
    #expect(!badge.layout.translatesAutoresizingMask)
    #expect(badge.frame == Rect(x: 4, y: 4, width: 20, height: 20))
    #expect(header.layout.intrinsicSize == .none)
  }

  @Test("a stack view takes UIKit's defaults")
  func stackDefaults() throws {
    let interface = try OwnFormatFixtures.interface(
      body: """
        <viewController id="c">
          <stackView id="s" frame="0 0 300 44"><view id="a"/><view id="b"/></stackView>
        </viewController>
        """)
    let content = try #require(interface.controller("c")?.contentKind)
    #expect(content.views.first?.layout.stack == StackLayout())
    // A stack view needs the content layout even without constraints; its frame is pinned.
    #expect(content.views.first?.layout.translatesAutoresizingMask == false)
    #expect(
      content.rootView?.layout.constraints.map(\.id) == ["s#left", "s#top", "s#width", "s#height"])
    #expect(content.rootView?.layout.constraints.last?.constant == 44)
  }

  @Test("views with frames and no constraints keep the model they always had")
  func framesOnly() throws {
    let interface = try OwnFormatFixtures.interface(
      body: """
        <viewController id="c">
          <view id="outer" frame="10 20 300 200"><view id="inner" frame="5 5 44 44"/></view>
        </viewController>
        """)
    let content = try #require(interface.controller("c")?.contentKind)
    #expect(content.rootView == nil)
    #expect(content.views.first?.layout == ViewLayout())
    #expect(content.views.first?.subviews.first?.layout == ViewLayout())
  }

  @Test("every bundled fixture reads; only the controllers that use Auto Layout have a root view")
  func fixtures() throws {
    let expected = [
      "custom-split.xml": [], "linksame.xml": [], "mail.xml": ["message"],
      "master-detail.xml": ["detail", "chosenDetail"], "player.xml": ["nowPlaying"],
      "search.xml": [], "treeworld.xml": [], "triple-column.xml": [],
    ]
    for (name, controllers) in expected.sorted(by: { $0.key < $1.key }) {
      let result = InterfaceLoader.load(OwnFormatFixtures.path(name))
      let interface = try #require(result.interface, "\(name)")
      #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
      let withRoot = interface.controllers.filter { $0.contentKind?.rootView != nil }.map(\.id)
      #expect(withRoot == controllers, "\(name)")
    }
  }

  /// One wrong constraint or view after a valid header, each with the line:column and code of
  /// its one error; the body's constraint list starts on line 4 of the document.
  static let errors: [(constraint: String, expected: String)] = [
    (#"<constraint first="header.leadin" second="safeArea.leading"/>"#, "6:17 unknown-value"),
    (#"<constraint first="header.width" second="safeArea.leading"/>"#, "6:38 invalid-constraint"),
    (#"<constraint first="header.top" second="view.leading"/>"#, "6:36 invalid-constraint"),
    (#"<constraint first="header.left" second="view.leading"/>"#, "6:37 invalid-constraint"),
    (#"<constraint first="header.top" constant="8"/>"#, "6:17 invalid-constraint"),
    (
      #"<constraint first="header.top" second="view.top" multiplier="0"/>"#,
      "6:54 invalid-constraint"
    ),
    (#"<constraint first="header.height" constant="96" priority="1001"/>"#, "6:53 out-of-range"),
    (#"<constraint first="header.height" constant="96" priority="0"/>"#, "6:53 out-of-range"),
    (#"<constraint first="header.height" constant="1e7"/>"#, "6:39 out-of-range"),
    (
      #"<constraint first="header.height" second="view.height" multiplier="2:0"/>"#,
      "6:60 invalid-number"
    ),
    (#"<constraint first="header.height" constant="ten"/>"#, "6:39 invalid-number"),
    (
      #"<constraint first="header.height" relation="atLeast" constant="9"/>"#,
      "6:39 unknown-value"
    ),
    (#"<constraint first="header" second="view.top"/>"#, "6:17 invalid-constraint"),
    (#"<constraint first="headr.top" second="view.top"/>"#, "6:17 unknown-reference"),
    (
      #"<constraint first="header.top" second="safeArea.topMargin"/>"#,
      "6:36 invalid-constraint"
    ),
    (
      #"<constraint first="header.top" second="view.firstBaseline"/>"#,
      "6:36 invalid-constraint"
    ),
    (#"<constraint first="badge.top" second="safeArea.top"/>"#, "6:5 invalid-constraint"),
    (#"<constraint first="badge.width" constant="20"/>"#, "6:5 invalid-constraint"),
    (#"<constraint first="other.height" constant="20"/>"#, "6:17 invalid-reference"),
    (#"<constraint first="elsewhere.height" constant="20"/>"#, "6:17 invalid-constraint"),
    (#"<constraint id="message" first="header.width" constant="20"/>"#, "6:17 duplicate-id"),
    (#"<constraint first="header.width" constant="20" firstItem="x"/>"#, "6:52 schema"),
  ]

  @Test("each wrong constraint is one located error", arguments: errors)
  func error(constraint: String, expected: String) {
    let result = OwnFormatFixtures.read(
      body: """
        <viewController id="message">
          <view id="header"/><view id="badge" frame="0 0 20 20"/>
          <constraints>
            <constraint first="header.leading" second="safeArea.leading"/>
            \(constraint)
          </constraints>
        </viewController>
        <viewController id="other"><view id="elsewhere"/></viewController>
        """)
    #expect(result.interface == nil)
    #expect(
      result.locatedCodes.filter { $0 != "9:28 missing-attribute" } == [expected],
      "\(result.diagnostics.map(\.description))")
  }

  @Test("the messages name the items and suggest the near ones")
  func messages() {
    func read(_ constraint: String) -> Diagnostic? {
      OwnFormatFixtures.read(
        body: """
          <viewController id="message">
            <view id="header"/><view id="replyButton"/>
            <constraints>
              <constraint first="replyButton.width" constant="44"/>
            <constraint first="header.width" constant="44"/>
              \(constraint)
            </constraints>
          </viewController>
          <viewController id="other"><view id="flag" frame="0 0 1 1"/></viewController>
          """
      ).diagnostics.first
    }
    let unknown = read(#"<constraint first="header.height" second="replyButon.height"/>"#)
    #expect(unknown?.message.contains("'replyButon'") == true)
    #expect(unknown?.hint == "did you mean 'replyButton'?")
    let guide = read(#"<constraint first="header.top" second="safeAria.top"/>"#)
    #expect(guide?.hint == "did you mean 'safeArea'?")
    let attribute = read(#"<constraint first="header.centreX" second="view.centerX"/>"#)
    #expect(attribute?.hint == "did you mean 'centerX'?")
    let foreign = read(#"<constraint first="header.top" second="flag.top"/>"#)
    #expect(foreign?.message.contains("'flag' is a view of the controller 'other'") == true)
    let mismatch = read(#"<constraint first="header.width" second="view.leading"/>"#)
    #expect(
      mismatch?.message.hasPrefix("'header.width' is a size and 'view.leading' a position")
        == true)
  }

  @Test("a view with neither a frame nor a constraint, and a view named like the root view")
  func placement() {
    let result = OwnFormatFixtures.read(
      body: """
        <viewController id="c">
          <view id="lonely" label="Nowhere"/>
          <view id="view"/>
          <constraints><constraint first="view.width" constant="4"/></constraints>
        </viewController>
        <viewController id="d"><stackView id="s"/></viewController>
        """)
    #expect(
      result.locatedCodes == [
        "3:3 missing-attribute", "4:9 invalid-id", "7:24 missing-attribute",
      ])
    #expect(result.diagnostics.first?.message.contains("'lonely' has no frame") == true)
  }

  @Test("a frame on an arranged subview and a multiplier without a second item are warnings")
  func warnings() throws {
    let result = OwnFormatFixtures.read(
      body: """
        <viewController id="c">
          <stackView id="s" frame="0 0 100 44"><view id="a" frame="0 0 10 10"/></stackView>
          <constraints><constraint first="a.width" constant="4" multiplier="2"/></constraints>
        </viewController>
        """)
    #expect(result.locatedCodes == ["3:53 ignored-attribute", "4:57 ignored-attribute"])
    #expect(result.interface != nil)
    let view = try #require(result.interface?.controller("c")?.contentKind?.views.first)
    #expect(view.subviews.first?.layout.translatesAutoresizingMask == false)
  }

  @Test("stack view values are checked")
  func stackValues() {
    let result = OwnFormatFixtures.read(
      body: """
        <viewController id="c">
          <stackView id="s" frame="0 0 100 44" axis="diagonal" distribution="fillEqualy"
                     alignment="middle" spacing="a lot" baselineRelativeArrangement="yes"/>
        </viewController>
        """)
    #expect(
      result.locatedCodes == [
        "3:40 unknown-value", "3:56 unknown-value", "4:14 unknown-value", "4:33 invalid-number",
        "4:49 unknown-value",
      ])
    #expect(result.diagnostics[1].hint == "did you mean 'fillEqually'?")
  }

  @Test("a constraint element is checked by the schema")
  func schema() {
    let outside = OwnFormatFixtures.read(
      body: #"<viewController id="c"><constraint first="a.width"/></viewController>"#)
    #expect(outside.locatedCodes.map { $0.hasSuffix("schema") } == [true])
    let noFirst = OwnFormatFixtures.read(
      body: """
        <viewController id="c"><view id="a"/>
        <constraints><constraint second="a.width"/></constraints></viewController>
        """)
    #expect(noFirst.locatedCodes.map { $0.hasSuffix("schema") } == [true])
    let twoLists = OwnFormatFixtures.read(
      body: """
        <viewController id="c"><view id="a" frame="0 0 1 1"/>
        <constraints/><constraints/></viewController>
        """)
    #expect(twoLists.locatedCodes == ["3:15 schema"])
    #expect(
      twoLists.diagnostics.first?.message
        == "<viewController> has one <constraints>; this is a second one")
    let nested = OwnFormatFixtures.read(
      body: #"<viewController id="c"><view id="a" frame="0 0 1 1" colour="x"/></viewController>"#)
    #expect(nested.locatedCodes == ["2:53 schema"])
  }

  @Test("multipliers: numbers and Interface Builder's ratios")
  func multiplierSyntax() throws {
    #expect(try ValueSyntax.multiplier("0.5").get() == 0.5)
    #expect(try ValueSyntax.multiplier("16:9").get() == 16.0 / 9)
    #expect(try ValueSyntax.multiplier("-2").get() == -2)
    for bad in ["1:0", "a:b", "1:2:3", "", "nan", "1e400:1"] {
      #expect((try? ValueSyntax.multiplier(bad).get()) == nil, "\(bad)")
    }
  }

  @Test("anchors split at the last dot, since ids may hold dots")
  func anchorSyntax() throws {
    let anchor = try ValueSyntax.anchor("header.v2.leading").get()
    #expect(anchor.item == "header.v2" && anchor.attribute == "leading")
    for bad in ["header", ".leading", "header.", ""] {
      #expect((try? ValueSyntax.anchor(bad).get()) == nil, "\(bad)")
    }
  }
}
