import PaneDocInput
import PaneDocModel
import Testing

@testable import PaneDocLayout

/// Interface Builder views in a column wider than their canvas: what is pinned to the superview's
/// edges stretches with it, the rest keeps its design-time frame and the layout says so.
@Suite struct DesignTimeFrameTests {
  /// A detail scene designed on a 414-wide canvas: a web view pinned by constraints to the safe
  /// area on all four sides, a button kept at the trailing edge by its autoresizing mask, a label
  /// that uses constraints but has none to its superview's edges, and a badge without either.
  static let storyboard = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
              toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <scenes><scene sceneID="s"><objects>
        <viewController id="vc" title="Page" sceneMemberID="viewController">
          <view key="view" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
              <webView translatesAutoresizingMaskIntoConstraints="NO" id="web">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
              </webView>
              <button id="close">
                <rect key="frame" x="354" y="20" width="44" height="44"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
              </button>
              <label text="Caption" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                <rect key="frame" x="20" y="800" width="200" height="21"/>
              </label>
              <view id="badge"><rect key="frame" x="20" y="20" width="60" height="30"/></view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
              <constraint firstItem="web" firstAttribute="leading" secondItem="safe"
                          secondAttribute="leading" id="c1"/>
              <constraint firstItem="safe" firstAttribute="trailing" secondItem="web"
                          secondAttribute="trailing" id="c2"/>
              <constraint firstItem="web" firstAttribute="top" secondItem="root"
                          secondAttribute="top" id="c3"/>
              <constraint firstAttribute="bottom" secondItem="web" secondAttribute="bottom"
                          id="c4"/>
              <constraint firstItem="caption" firstAttribute="width" constant="200" id="c5"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
    </document>
    """

  private func interface() throws -> Interface {
    let result = InterfaceLoader.read(Array(Self.storyboard.utf8), file: "page.storyboard")
    return try #require(result.interface)
  }

  @Test("constraints to the superview or its safe area, and autoresizing masks, are read")
  func readsHowViewsResize() throws {
    let interface = try interface()
    guard case .content(let content) = interface.controller("vc")?.kind else {
      Issue.record("vc is not a content controller")
      return
    }
    let views = Dictionary(uniqueKeysWithValues: content.views.map { ($0.id, $0) })
    let web = try #require(views["web"]?.resizing)
    #expect(web.flexibleWidth && web.flexibleHeight)
    #expect(!web.flexibleLeftMargin && !web.flexibleRightMargin)
    #expect(web.designSuperviewSize == Size(width: 414, height: 896))
    let close = try #require(views["close"]?.resizing)
    #expect(close.flexibleLeftMargin && close.flexibleBottomMargin && !close.flexibleWidth)
    #expect(views["caption"]?.resizing == nil)
    #expect(views["badge"]?.resizing == nil)
  }

  @Test("in a 1024-wide window the pinned web view fills it, the button keeps to the trailing edge")
  func stretchesWhatIsPinned() throws {
    let result = try #require(layout(try interface(), .iPad97(.landscape())))
    // Auto Layout places them in the root view, which fills the 1024 × 768 window under the
    // status bar: the web view is pinned to the root's top and bottom, not the safe area's.
    #expect(result.frame("web") == Rect(x: 0, y: 0, width: 1024, height: 768))
    // Autoresizing keeps the button 20 pt from the root's top and trailing edge.
    #expect(result.frame("close") == Rect(x: 964, y: 20, width: 44, height: 44))
    // The caption keeps its design place, 800 pt down: below the 768 pt root view, not shown.
    #expect(result.node("caption")?.visible == false)
    #expect(result.frame("badge") == Rect(x: 20, y: 20, width: 60, height: 30))
    #expect(result.assumptions.contains(Assumptions.intrinsicFromDesign))
    // The caption, designed inside the root view, leaves it at this size.
    #expect(
      result.warnings.contains {
        $0.code == .layout(.contentOutsideColumn) && $0.subject == "caption"
      })
  }

  @Test("autoresizing shares a change among the flexible parts by their lengths")
  func sharesTheChange() {
    let resizing = ViewResizing(
      flexibleLeftMargin: true, flexibleRightMargin: true,
      designSuperviewSize: Size(width: 400, height: 100))
    // Margins 100 and 200: of 300 more points, 100 go left and 200 right; the width stays.
    let frame = resizing.resized(
      Rect(x: 100, y: 0, width: 100, height: 100), in: Size(width: 700, height: 100))
    #expect(frame == Rect(x: 200, y: 0, width: 100, height: 100))
    // Nothing flexible: the frame stays whatever the superview does.
    let fixed = ViewResizing(designSuperviewSize: Size(width: 400, height: 100))
    #expect(
      fixed.resized(Rect(x: 10, y: 10, width: 50, height: 50), in: Size(width: 900, height: 50))
        == Rect(x: 10, y: 10, width: 50, height: 50))
    // Lengths near the largest Double: the shares are fractions of the change (0.4 and 0.6 of
    // 1e308), never products of two lengths, so nothing overflows.
    let huge = ViewResizing(
      flexibleLeftMargin: true, flexibleWidth: true,
      designSuperviewSize: Size(width: 5e307, height: 10))
    let hugeFrame = Rect(x: 2e307, y: 0, width: 3e307, height: 10)
    let shared = huge.resized(hugeFrame, in: Size(width: 1.5e308, height: 10))
    #expect(abs(shared.minX / 6e307 - 1) < 1e-12 && abs(shared.width / 9e307 - 1) < 1e-12)
    // A flexible width in a narrower superview shrinks, never below zero.
    let wide = ViewResizing(flexibleWidth: true, designSuperviewSize: Size(width: 400, height: 100))
    #expect(
      wide.resized(Rect(x: 0, y: 0, width: 100, height: 10), in: Size(width: 100, height: 100))
        .width == 0)
  }
}

/// A constraint that holds in a wide window and breaks in a narrow one: the layout warns, and a
/// sweep's structure changes with it.
@Suite struct ContentConflictAcrossWidthsTests {
  static let storyboard = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
              toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <scenes><scene sceneID="s"><objects>
        <viewController id="vc" title="Page" sceneMemberID="viewController">
          <view key="view" id="root">
            <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                <rect key="frame" x="0.0" y="0.0" width="1024" height="100"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="wide" firstAttribute="leading" secondItem="root"
                          secondAttribute="leading" id="c1"/>
              <constraint firstItem="root" firstAttribute="trailing" secondItem="wide"
                          secondAttribute="trailing" id="c2"/>
              <constraint firstItem="wide" firstAttribute="top" secondItem="root"
                          secondAttribute="top" id="c3"/>
              <constraint firstItem="wide" firstAttribute="height" constant="100" id="c4"/>
              <constraint firstItem="wide" firstAttribute="width" relation="greaterThanOrEqual"
                          constant="900" id="minimum"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
    </document>
    """

  @Test func theConflictStartsInTheNarrowWindow() throws {
    let result = InterfaceLoader.read(Array(Self.storyboard.utf8), file: "wide.storyboard")
    let interface = try #require(result.interface)
    let landscape = try #require(layout(interface, .iPad97(.landscape())))
    let portrait = try #require(layout(interface, .iPad97(.portrait())))
    #expect(landscape.warnings.isEmpty)
    #expect(landscape.frame("wide") == Rect(x: 0, y: 0, width: 1024, height: 100))
    let warning = try #require(portrait.warnings.first)
    #expect(warning.code == .layout(.constraintsUnsatisfiable) && warning.subject == "minimum")
    #expect(warning.message.contains("wide.storyboard:"))
    #expect(portrait.frame("wide") == Rect(x: 0, y: 0, width: 768, height: 100))
    let problems = LayoutStructure(portrait).contentProblems
    #expect(problems.map(\.code) == [.constraintsUnsatisfiable])
    #expect(LayoutStructure(landscape).contentProblems.isEmpty)
  }
}
