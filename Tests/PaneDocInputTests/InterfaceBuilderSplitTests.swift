import PaneDocModel
import Testing

@testable import PaneDocInput

/// Split view controllers of every era: containment by relationship name, style from
/// `allowDoubleColumnStyle`, Interface Builder's short display mode and behavior names, and
/// runtime attributes.
@Suite struct InterfaceBuilderSplitTests {
  @Test func xcode4MasterDetailWithNumericIDs() throws {
    let interface = try InterfaceBuilderFixtures.interface("MasterDetail-2182.storyboard")
    #expect(interface.initialViewController == "5")
    #expect(interface.controllers.map(\.id) == ["5", "14", "19", "42", "16", "60", "80"])
    // The detail relationship comes first in the file; the name decides, not the position.
    let split = try #require(interface.split("5"))
    #expect(split.style == .unspecified)
    #expect(split.primary == "14")
    #expect(split.secondary == "42")
    #expect(split.preferredDisplayMode == .automatic)
    #expect(interface.navigation("14")?.root == "19")
    #expect(interface.navigation("42")?.root == "16")
    #expect(interface.controller("19")?.kindName == "tableViewController")
    #expect(interface.controller("19")?.title == "Recipes")
    #expect(interface.controller("80")?.title == "Share View Controller")
    #expect(interface.diagnostics.isEmpty)
  }

  @Test func iOS6EraRootViewsAlreadyStartBelowTheBars() throws {
    let interface = try InterfaceBuilderFixtures.interface("MasterDetail-2182.storyboard")
    let views = try #require(interface.content("16")?.views)
    #expect(views.map(\.id) == ["9", "70"])
    #expect(views[1].frame == Rect(x: 20, y: 20, width: 120, height: 37))
    #expect(views[1].label == "Ingredients")
    #expect(views[0].label == "Select a recipe")
  }

  @Test func currentMasterDetailIsDoubleColumn() throws {
    let interface = try InterfaceBuilderFixtures.interface("MasterDetail-21701.storyboard")
    let split = try #require(interface.split("H1p-Uh-vWS"))
    #expect(split.style == .doubleColumn)
    #expect(split.primary == "RMx-3f-FxP")
    #expect(split.secondary == "vC3-pB-5Vb")
    #expect(split.supplementary == nil)
    #expect(split.preferredDisplayMode == .oneBesideSecondary)
    #expect(split.preferredSplitBehavior == .tile)
    #expect(interface.controller("RMx-3f-FxP")?.title == "Master")
    #expect(interface.controller("JEX-9P-axG")?.title == "Detail View Controller")
    // Large titles are the master navigation bar's; the detail's bar does not ask for them.
    #expect(interface.content("7bK-jq-Zjz")?.prefersLargeTitles == true)
    #expect(interface.content("JEX-9P-axG")?.prefersLargeTitles == false)
    #expect(interface.diagnostics.isEmpty)
  }

  @Test func iOS7AndLaterFramesMoveBelowTheNavigationBar() throws {
    let interface = try InterfaceBuilderFixtures.interface("MasterDetail-21701.storyboard")
    let label = try #require(interface.content("JEX-9P-axG")?.views.first)
    #expect(label.id == "0XM-y9-sOw")
    // The detail navigation bar's design frame ends at 24 + 50.
    #expect(label.frame == Rect(x: 20, y: 388 - 74, width: 719.5, height: 20.5))
  }

  @Test func tripleColumnSplitWithCompactTabs() throws {
    let interface = try InterfaceBuilderFixtures.interface("TripleColumn.storyboard")
    let split = try #require(interface.split("Spl-it-Vc1"))
    #expect(split.style == .tripleColumn)
    #expect(split.primary == "Box-Nv-001")
    #expect(split.supplementary == "Lst-Cv-001")
    #expect(split.secondary == "Msg-Nv-001")
    #expect(split.compact == "Cmp-Tb-001")
    #expect(split.preferredDisplayMode == .twoBesideSecondary)
    #expect(split.preferredSplitBehavior == .displace)
    #expect(split.supplementaryColumn.fraction == 0.40000000000000002)
    #expect(split.primaryColumn == ColumnWidthPreference())
    #expect(interface.controller("Spl-it-Vc1")?.title == "Mail Split View Controller")
    #expect(interface.controller("Box-Tv-001")?.title == "Mailboxes")
    #expect(interface.controller("Lst-Cv-001")?.kindName == "collectionViewController")
    guard case .tabBar(let tabs)? = interface.controller("Cmp-Tb-001")?.kind else {
      Issue.record("Cmp-Tb-001 is not a tab bar controller")
      return
    }
    #expect(tabs.viewControllers == ["Box-Tv-002", "Box-Tv-003"])
    // A tab without a title of its own is known by its tab bar item's title.
    #expect(interface.controller("Box-Tv-003")?.title == "Settings")
    #expect(interface.diagnostics.isEmpty)
  }

  @Test func runtimeAttributesSetSplitAndPopoverProperties() throws {
    let interface = try InterfaceBuilderFixtures.interface("RuntimeAttributes.storyboard")
    let split = try #require(interface.split("Rta-Sp-001"))
    #expect(split.primaryColumn.fraction == 0.40000000000000002)
    #expect(split.primaryColumn.minimum == 280)
    #expect(split.primaryColumn.maximum == 400)
    #expect(split.preferredDisplayMode == .oneBesideSecondary)
    #expect(split.presentsWithGesture == false)
    #expect(split.primaryEdge == .trailing)
    #expect(split.supplementaryColumn.maximum == nil)
    let topics = try #require(interface.content("Rta-Vc-001"))
    #expect(topics.preferredContentSize == Size(width: 300, height: 420))
    #expect(topics.modalInPopover)
    #expect(interface.controller("Rta-Vc-001")?.title == "TopicsController")
    // Only the unusable split value is reported; colours and app key paths are ignored.
    #expect(interface.codes == ["ib-invalid-value"])
    #expect(interface.diagnostics.first?.location.line == 29)
  }

  @Test(arguments: [
    ("beside", DisplayMode.oneBesideSecondary), ("twoBeside", .twoBesideSecondary),
    ("secondaryOnly", .secondaryOnly), ("oneOver", .oneOverSecondary),
    ("twoOver", .twoOverSecondary), ("twoDisplace", .twoDisplaceSecondary),
    ("allVisible", .oneBesideSecondary), ("primaryHidden", .secondaryOnly),
    ("automatic", .automatic),
  ])
  func displayModeNames(name: String, mode: DisplayMode) {
    #expect(IBSplitAttributes.displayMode(named: name) == mode)
  }

  @Test func behaviorNames() {
    #expect(IBSplitAttributes.behavior(named: "tile") == .tile)
    #expect(IBSplitAttributes.behavior(named: "overlay") == .overlay)
    #expect(IBSplitAttributes.behavior(named: "displace") == .displace)
    #expect(IBSplitAttributes.behavior(named: "sideways") == nil)
  }

  @Test func columnWidthAttributesOnTheElementAreRead() throws {
    let interface = try #require(
      InterfaceBuilderFixtures.read(
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
                  toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="sp">
          <scenes><scene sceneID="s1"><objects>
            <splitViewController allowDoubleColumnStyle="YES" preferredPrimaryColumnWidthFraction="0.3"
                minimumPrimaryColumnWidth="250" maximumPrimaryColumnWidth="420" primaryEdge="trailing"
                presentsWithGesture="NO" showsSecondaryOnlyButton="YES" id="sp" sceneMemberID="viewController">
              <connections>
                <segue destination="a" kind="relationship" relationship="masterViewController" id="r1"/>
                <segue destination="b" kind="relationship" relationship="detailViewController" id="r2"/>
              </connections>
            </splitViewController>
          </objects></scene>
          <scene sceneID="s2"><objects><viewController id="a" sceneMemberID="viewController"/></objects></scene>
          <scene sceneID="s3"><objects><viewController id="b" sceneMemberID="viewController"/></objects></scene>
          </scenes>
        </document>
        """
      ).interface)
    let split = try #require(interface.split("sp"))
    #expect(split.style == .doubleColumn)
    #expect(split.primaryColumn == ColumnWidthPreference(fraction: 0.3, minimum: 250, maximum: 420))
    #expect(split.primaryEdge == .trailing)
    #expect(!split.presentsWithGesture)
    #expect(split.showsSecondaryOnlyButton)
  }

  @Test func outOfRangeEnumValuesAreReportedNotTrapped() throws {
    let result = InterfaceBuilderFixtures.read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
                toolsVersion="7706" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="s"><objects>
          <splitViewController id="sp" sceneMemberID="viewController">
            <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="number" keyPath="preferredDisplayMode">
                <real key="value" value="1e300"/>
              </userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="number" keyPath="preferredSplitBehavior">
                <real key="value" value="1.5"/>
              </userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="number" keyPath="primaryEdge">
                <integer key="value" value="-3"/>
              </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
          </splitViewController>
        </objects></scene></scenes>
      </document>
      """)
    let interface = try #require(result.interface)
    #expect(interface.split("sp")?.preferredDisplayMode == .automatic)
    #expect(interface.split("sp")?.primaryEdge == .leading)
    #expect(interface.codes == ["ib-invalid-value", "ib-invalid-value", "ib-invalid-value"])
  }
}
