import PaneDocModel
import Testing

@testable import PaneDocInput

/// Design-time frames moved into the controller's content area, era by era.
@Suite struct InterfaceBuilderViewTreeTests {
  /// The frame of a button at y = 100 on a full-screen root view, with the controller inside a
  /// navigation controller when `navigation` (its attributes) is given.
  private func buttonFrame(
    toolsVersion: String, navigation: String?, navigationBar: String = "",
    controllerExtra: String = ""
  ) throws -> Rect {
    let scenes =
      (navigation.map {
        """
        <scene sceneID="n"><objects>
          <navigationController id="nav" \($0) sceneMemberID="viewController">
            \(navigationBar)
            <connections>
              <segue destination="vc" kind="relationship" relationship="rootViewController" id="r"/>
            </connections>
          </navigationController>
        </objects></scene>
        """
      } ?? "")
        + """
        <scene sceneID="v"><objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root">
              <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
              <subviews>
                <button id="b"><rect key="frame" x="10" y="100" width="80" height="30"/></button>
              </subviews>
            </view>
            \(controllerExtra)
          </viewController>
        </objects></scene>
        """
    let result = InterfaceBuilderFixtures.read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
                toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch">
        <scenes>\(scenes)</scenes>
      </document>
      """)
    let interface = try #require(result.interface)
    return try #require(interface.content("vc")?.views.first?.frame)
  }

  @Test func navigationBarWithoutAFrameTakesTheIOS7Bars() throws {
    #expect(try buttonFrame(toolsVersion: "5056", navigation: "").y == 36)
  }

  @Test func navigationBarFrameAtTheTopSitsBelowAStatusBar() throws {
    let bar = """
      <navigationBar key="navigationBar" id="nb">
        <rect key="frame" x="0.0" y="0.0" width="768" height="50"/>
      </navigationBar>
      """
    #expect(try buttonFrame(toolsVersion: "17701", navigation: "", navigationBar: bar).y == 30)
  }

  @Test func hiddenNavigationBarLeavesFramesAlone() throws {
    #expect(
      try buttonFrame(toolsVersion: "5056", navigation: "navigationBarHidden=\"YES\"").y == 100)
  }

  @Test func simulatedNavigationBarOutsideANavigationController() throws {
    let frame = try buttonFrame(
      toolsVersion: "5056", navigation: nil,
      controllerExtra: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\"/>")
    #expect(frame.y == 36)
  }

  @Test func noBarsNoMove() throws {
    #expect(try buttonFrame(toolsVersion: "5056", navigation: nil).y == 100)
  }

  @Test func iOS6CanvasesAreNotMoved() throws {
    #expect(try buttonFrame(toolsVersion: "2549", navigation: "").y == 100)
  }

  @Test func searchBarsInTheTitleViewAndTheTableHeader() throws {
    let result = InterfaceBuilderFixtures.read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
                toolsVersion="4514" targetRuntime="iOS.CocoaTouch.iPad">
        <scenes><scene sceneID="n"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <connections>
              <segue destination="t" kind="relationship" relationship="rootViewController" id="r"/>
            </connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="s"><objects>
          <tableViewController id="t" sceneMemberID="viewController">
            <tableView key="view" dataMode="prototypes" id="tv">
              <rect key="frame" x="0.0" y="0.0" width="320" height="852"/>
              <searchBar key="tableHeaderView" contentMode="redraw" id="hs">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
              </searchBar>
            </tableView>
            <navigationItem key="navigationItem" id="ni">
              <searchBar key="titleView" contentMode="redraw" id="ts">
                <rect key="frame" x="0.0" y="0.0" width="300" height="44"/>
              </searchBar>
            </navigationItem>
          </tableViewController>
        </objects></scene></scenes>
      </document>
      """)
    let interface = try #require(result.interface)
    let bars = try #require(interface.content("t")?.searchBars)
    #expect(bars.map(\.id) == ["ts", "hs"])
    #expect(bars.map(\.placement) == [.navigationBar, .content])
    // The header sits in the table's content, which starts below the navigation bar already.
    #expect(bars.last?.frame == Rect(x: 0, y: 0, width: 320, height: 44))
  }
}
