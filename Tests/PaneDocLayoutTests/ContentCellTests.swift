import PaneDocInput
import PaneDocLayout
import PaneDocModel
import Testing

/// Table and collection view cells read from Interface Builder files and laid out with the rest
/// of a controller: a table's cell is as wide as the table, its content view fills it less the
/// accessory, and the views in it follow their constraints, so a trailing label follows the
/// column at every width.
@Suite("Content layout of cells")
struct ContentCellTests {
  static func document(_ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
              toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
      <scenes>\(scenes)</scenes>
    </document>
    """
  }

  /// A table view controller whose prototype cell (600 wide, a 33 pt accessory) holds a title at
  /// the leading edge and a detail 15 pt from the content view's trailing edge.
  static let prototypes = document(
    """
    <scene sceneID="s"><objects>
      <tableViewController id="tvc" sceneMemberID="viewController">
        <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="table">
          <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
          <prototypes>
            <tableViewCell reuseIdentifier="row" id="cell">
              <rect key="frame" x="0.0" y="22" width="600" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
              <tableViewCellContentView key="contentView" id="content">
                <rect key="frame" x="0.0" y="0.0" width="567" height="43.5"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                  <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="15" y="11" width="39" height="21"/>
                  </label>
                  <label text="Detail" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                    <rect key="frame" x="505" y="11" width="47" height="21"/>
                  </label>
                </subviews>
                <constraints>
                  <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="15" id="c1"/>
                  <constraint firstItem="title" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                  <constraint firstAttribute="trailing" secondItem="detail" secondAttribute="trailing" constant="15" id="c3"/>
                  <constraint firstItem="detail" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c4"/>
                  <constraint firstItem="detail" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="title" secondAttribute="trailing" constant="8" id="c5"/>
                </constraints>
              </tableViewCellContentView>
            </tableViewCell>
          </prototypes>
        </tableView>
      </tableViewController>
    </objects></scene>
    """)

  static func content(_ text: String, _ id: String) throws -> ContentController {
    let result = InterfaceLoader.read(Array(text.utf8), file: "cells.storyboard")
    let interface = try #require(result.interface)
    let controller = try #require(interface.controllers.first { $0.id == id })
    guard case .content(let content) = controller.kind else {
      Issue.record("\(id) is not a content controller")
      throw CancellationError()
    }
    return content
  }

  static func plan(_ content: ContentController, width: Double) throws -> ContentPlan {
    let root = try #require(content.rootView)
    return ContentEngine.plan(
      root: root, views: content.views,
      site: ContentSite(
        rootSize: Size(width: width, height: 600), safeArea: .zero, sideMargin: 16))
  }

  @Test func aPrototypeCellIsReadAsAViewOfItsTable() throws {
    let content = try Self.content(Self.prototypes, "tvc")
    let cell = try #require(content.views.first)
    #expect(cell.id == "cell" && cell.kind == ViewKind(rawValue: "tableViewCell"))
    #expect(cell.layout.autoresizingMask == AutoresizingMask(flexibleWidth: true))
    let contentView = try #require(cell.subviews.first)
    #expect(contentView.id == "content" && contentView.label == nil)
    #expect(
      contentView.layout.autoresizingMask
        == AutoresizingMask(flexibleWidth: true, flexibleHeight: true))
    #expect(contentView.subviews.map(\.id) == ["title", "detail"])
    #expect(try #require(content.rootView).usesConstraints(content.views))
  }

  @Test func theCellsTrailingLabelFollowsTheColumn() throws {
    let content = try Self.content(Self.prototypes, "tvc")
    for width in [320.0, 600, 1024] {
      let plan = try Self.plan(content, width: width)
      #expect(plan.frame(of: "cell") == Rect(x: 0, y: 22, width: width, height: 44))
      // The accessory's 33 pt stay beside the content view.
      #expect(
        plan.frame(of: "content") == Rect(x: 0, y: 22, width: width - 33, height: 43.5))
      #expect(plan.frame(of: "title") == Rect(x: 15, y: 33.25, width: 39, height: 21))
      #expect(
        plan.frame(of: "detail") == Rect(x: width - 33 - 15 - 47, y: 33.25, width: 47, height: 21))
      #expect(plan.broken.isEmpty && plan.ambiguous.isEmpty)
    }
  }

  @Test func cellsWithoutStoredFramesStackUpByTheirRowHeights() throws {
    let text = Self.document(
      """
      <scene sceneID="s"><objects>
        <tableViewController id="tvc" sceneMemberID="viewController">
          <tableView key="view" dataMode="static" style="grouped" rowHeight="50" id="table">
            <rect key="frame" x="0.0" y="0.0" width="400" height="600"/>
            <sections>
              <tableViewSection headerTitle="One" id="s1">
                <cells>
                  <tableViewCell id="a" rowHeight="80">
                    <tableViewCellContentView key="contentView" id="ac">
                      <subviews>
                        <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="al">
                          <rect key="frame" x="20" y="10" width="12" height="21"/>
                        </label>
                      </subviews>
                    </tableViewCellContentView>
                  </tableViewCell>
                  <tableViewCell id="b">
                    <tableViewCellContentView key="contentView" id="bc"/>
                  </tableViewCell>
                </cells>
              </tableViewSection>
              <tableViewSection id="s2">
                <cells>
                  <tableViewCell id="c" rowHeight="ten">
                    <tableViewCellContentView key="contentView" id="cc"/>
                  </tableViewCell>
                </cells>
              </tableViewSection>
            </sections>
          </tableView>
        </tableViewController>
      </objects></scene>
      """)
    let result = InterfaceLoader.read(Array(text.utf8), file: "cells.storyboard")
    let content = try Self.content(text, "tvc")
    #expect(content.views.map(\.id) == ["a", "b", "c"])
    #expect(
      content.views.map(\.frame) == [
        Rect(x: 0, y: 0, width: 400, height: 80), Rect(x: 0, y: 80, width: 400, height: 50),
        Rect(x: 0, y: 130, width: 400, height: 50),
      ])
    #expect(content.views[0].subviews.first?.frame == Rect(x: 0, y: 0, width: 400, height: 80))
    // The cell's unreadable row height is reported where it is written, and the table's applies.
    let line = try #require(
      text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("rowHeight=\"ten\"")
      })
    let warning = try #require(result.diagnostics.first { $0.message.contains("'ten'") })
    #expect(warning.location.line == line + 1)
  }

  @Test func aCollectionViewCellKeepsItsItemFrame() throws {
    let text = Self.document(
      """
      <scene sceneID="s"><objects>
        <viewController id="vc" sceneMemberID="viewController">
          <view key="view" id="root">
            <rect key="frame" x="0.0" y="0.0" width="400" height="600"/>
            <subviews>
              <collectionView dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                <rect key="frame" x="0.0" y="0.0" width="400" height="600"/>
                <cells>
                  <collectionViewCell id="item">
                    <rect key="frame" x="90" y="0.0" width="80" height="80"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <collectionViewCellContentView key="contentView" id="itemContent">
                      <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                      <subviews>
                        <activityIndicatorView translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                          <rect key="frame" x="30" y="30" width="20" height="20"/>
                        </activityIndicatorView>
                      </subviews>
                      <constraints>
                        <constraint firstItem="spinner" firstAttribute="centerX" secondItem="itemContent" secondAttribute="centerX" id="k1"/>
                        <constraint firstItem="spinner" firstAttribute="centerY" secondItem="itemContent" secondAttribute="centerY" id="k2"/>
                      </constraints>
                    </collectionViewCellContentView>
                  </collectionViewCell>
                </cells>
              </collectionView>
            </subviews>
            <constraints>
              <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="g1"/>
              <constraint firstItem="grid" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="g2"/>
              <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" id="g3"/>
              <constraint firstItem="grid" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="g4"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene>
      """)
    let plan = try Self.plan(try Self.content(text, "vc"), width: 900)
    #expect(plan.frame(of: "grid") == Rect(x: 0, y: 0, width: 900, height: 600))
    #expect(plan.frame(of: "item") == Rect(x: 90, y: 0, width: 80, height: 80))
    #expect(plan.frame(of: "spinner") == Rect(x: 120, y: 30, width: 20, height: 20))
  }

  @Test func aSystemStyleLaysItsLabelsOutByTheStyle() throws {
    let text = Self.document(
      """
      <scene sceneID="s"><objects>
        <tableViewController id="tvc" sceneMemberID="viewController">
          <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="table">
            <rect key="frame" x="0.0" y="0.0" width="320" height="600"/>
            <prototypes>
              <tableViewCell textLabel="t" detailTextLabel="d" style="IBUITableViewCellStyleValue1" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" id="content">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <subviews>
                    <label text="Title" id="t">
                      <rect key="frame" x="16" y="12" width="33" height="20"/>
                      <autoresizingMask key="autoresizingMask"/>
                    </label>
                    <label text="Detail" id="d">
                      <rect key="frame" x="260" y="12" width="44" height="20"/>
                      <autoresizingMask key="autoresizingMask"/>
                    </label>
                    <view id="plain">
                      <rect key="frame" x="100" y="0" width="20" height="20"/>
                      <autoresizingMask key="autoresizingMask"/>
                    </view>
                  </subviews>
                </tableViewCellContentView>
              </tableViewCell>
            </prototypes>
          </tableView>
        </tableViewController>
      </objects></scene>
      """)
    let content = try Self.content(text, "tvc")
    let views = content.views[0].subviews[0].subviews
    // Laid out by their masks, as the controller has no constraints: the frame path.
    let size = Size(width: 500, height: 43.5)
    #expect(views[0].resizing?.resized(views[0].frame, in: size) == views[0].frame)
    #expect(
      views[1].resizing?.resized(views[1].frame, in: size)
        == Rect(x: 440, y: 12, width: 44, height: 20))
    // A view of the file's own keeps the file's (empty) mask.
    #expect(views[2].resizing?.resized(views[2].frame, in: size) == views[2].frame)
    #expect(
      content.views[0].resizing?.resized(content.views[0].frame, in: Size(width: 500, height: 600))
        .width == 500)
  }
}
