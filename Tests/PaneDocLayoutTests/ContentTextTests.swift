import PaneDocInput
import PaneDocLayout
import PaneDocModel
import Testing

/// A label of several lines wraps at the width the constraints give it: at its design width it
/// keeps its design height, in a narrower column it grows by a line for each line more, and what
/// hangs below it moves down; a sweep by edit systems gives the same frames.
@Suite("Content layout of wrapping text")
struct ContentTextTests {
  typealias Engine = ContentEngineTests

  /// Twenty words of four characters at 10 pt (19.2 pt each, 4.8 a space, 12 a line) in a
  /// label pinned to the root's margins, designed 360 wide (15 words a line: two lines, 29 tall),
  /// and a box 8 pt below it.
  static func form(lines: Int = 0) -> (RootView, [View]) {
    var label = Engine.view("text", Rect(x: 20, y: 20, width: 360, height: 29), kind: .label)
    label.layout.wrappingText = WrappingText(
      text: Array(repeating: "abcd", count: 20).joined(separator: " "), pointSize: 10,
      numberOfLines: lines)
    let views = [label, Engine.view("box", Rect(x: 20, y: 57, width: 360, height: 40))]
    let root = Engine.root([
      Engine.constraint("c1", "text", .leading, .equal, "root", .leadingMargin),
      Engine.constraint("c2", "root", .trailingMargin, .equal, "text", .trailing),
      Engine.constraint("c3", "text", .top, .equal, "root", .top, constant: 20),
      Engine.constraint("c4", "box", .top, .equal, "text", .bottom, constant: 8),
      Engine.constraint("c5", "box", .leading, .equal, "text", .leading),
      Engine.constraint("c6", "box", .trailing, .equal, "text", .trailing),
      Engine.constraint("c7", "box", .height, constant: 40),
    ])
    return (root, views)
  }

  @Test func atTheDesignWidthTheLabelKeepsItsDesignHeight() {
    let (root, views) = Self.form()
    let plan = ContentEngine.plan(root: root, views: views, site: Engine.site(width: 400))
    #expect(plan.frame(of: "text") == Rect(x: 20, y: 20, width: 360, height: 29))
    #expect(plan.frame(of: "box") == Rect(x: 20, y: 57, width: 360, height: 40))
    #expect(!plan.assumptions.contains(Assumptions.textEstimate))
  }

  @Test func inANarrowerColumnItWrapsAndGrows() {
    let (root, views) = Self.form()
    // 160 wide: six words a line (139.2), so four lines, two more than at 360.
    let plan = ContentEngine.plan(root: root, views: views, site: Engine.site(width: 200))
    #expect(plan.frame(of: "text") == Rect(x: 20, y: 20, width: 160, height: 53))
    #expect(plan.frame(of: "box") == Rect(x: 20, y: 81, width: 160, height: 40))
    #expect(plan.assumptions.contains(Assumptions.textEstimate))
    #expect(plan.broken.isEmpty && plan.ambiguous.isEmpty)
    // 760 wide, one line: a line less.
    let wide = ContentEngine.plan(root: root, views: views, site: Engine.site(width: 800))
    #expect(wide.frame(of: "text") == Rect(x: 20, y: 20, width: 760, height: 17))
  }

  @Test func aLimitOfLinesStopsTheGrowth() {
    let (root, views) = Self.form(lines: 2)
    let plan = ContentEngine.plan(root: root, views: views, site: Engine.site(width: 200))
    #expect(plan.frame(of: "text") == Rect(x: 20, y: 20, width: 160, height: 29))
  }

  @Test func aSweepByEditsGivesTheFreshFrames() throws {
    let (root, views) = Self.form()
    let sizes = stride(from: 200.0, through: 900, by: 50).map { Size(width: $0, height: 800) }
    let (answered, _) = try ContentEditSystemTests.sweep(
      root, views, site: Engine.site(width: 400), sizes: sizes, name: "form")
    // Only the sizes where the label keeps its two lines (10 to 19 words a line: 300 to 500)
    // are answered by suggestion; the others are solved afresh.
    #expect(answered == 5)
  }

  /// The labels of a view controller, read from a storyboard.
  static func labels(_ labels: String) throws -> (views: [View], diagnostics: [Diagnostic]) {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
                toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="s"><objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root">
              <rect key="frame" x="0.0" y="0.0" width="400" height="600"/>
              <subviews>\(labels)</subviews>
            </view>
          </viewController>
        </objects></scene></scenes>
      </document>
      """
    let result = InterfaceLoader.read(Array(text.utf8), file: "text.storyboard")
    let interface = try #require(result.interface)
    let controller = try #require(interface.controllers.first { $0.id == "vc" })
    guard case .content(let content) = controller.kind else { throw CancellationError() }
    return (content.views, result.diagnostics)
  }

  @Test func aLabelsLinesAndFontAreRead() throws {
    let (views, diagnostics) = try Self.labels(
      """
      <label numberOfLines="0" text="Two words" id="body">
        <rect key="frame" x="0" y="0" width="100" height="21"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
      </label>
      <label numberOfLines="3" id="attributed">
        <rect key="frame" x="0" y="30" width="100" height="21"/>
        <attributedString key="attributedText">
          <fragment content="One "/><fragment content="two"/>
        </attributedString>
        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="13"/>
      </label>
      <label numberOfLines="0" id="element">
        <rect key="frame" x="0" y="150" width="100" height="42"/>
        <string key="text">First line
      second line</string>
      </label>
      <label text="One line" id="single">
        <rect key="frame" x="0" y="60" width="100" height="21"/>
      </label>
      <label numberOfLines="-3" text="Broken" id="negative">
        <rect key="frame" x="0" y="90" width="100" height="21"/>
      </label>
      <label numberOfLines="0" text="Huge" id="huge">
        <rect key="frame" x="0" y="120" width="100" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="1e9"/>
      </label>
      """)
    #expect(
      views[0].layout.wrappingText
        == WrappingText(text: "Two words", pointSize: 17, isBold: true, numberOfLines: 0))
    #expect(
      views[1].layout.wrappingText
        == WrappingText(text: "One two", pointSize: 13, isBold: true, numberOfLines: 3))
    #expect(views[2].layout.wrappingText?.text == "First line\nsecond line")
    #expect(views[2].layout.wrappingText?.lines(at: 1000) == 2)
    #expect(views[3].layout.wrappingText == nil)
    #expect(views[4].layout.wrappingText == nil)
    // An impossible size is reported, and the label's default font stands in.
    #expect(views[5].layout.wrappingText?.pointSize == 17)
    let messages = diagnostics.map(\.message)
    #expect(messages.contains { $0.contains("'-3' is not a valid numberOfLines") })
    #expect(messages.contains { $0.contains("'1e9' is not a valid pointSize") })
  }
}
