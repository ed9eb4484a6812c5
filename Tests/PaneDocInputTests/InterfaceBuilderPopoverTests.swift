import PaneDocModel
import Testing

@testable import PaneDocInput

/// Popover segues: anchors from the anchor attributes or the trigger, arrow directions from the
/// `<popoverArrowDirection>` child, sizes from the destination's `contentSizeForViewInPopover`.
@Suite struct InterfaceBuilderPopoverTests {
  @Test func barButtonItemAnchor() throws {
    let interface = try InterfaceBuilderFixtures.interface("Popovers.storyboard")
    let segue = try #require(interface.segue("Alb-Sg-001"))
    #expect(segue.kind == .popover)
    #expect(segue.source == "Alb-Bb-001")
    #expect(segue.destination == "Alb-Nv-001")
    #expect(segue.identifier == "albums")
    #expect(segue.popover.permittedArrowDirections == .any)
    // The size is set on the navigation controller; its root shows it.
    #expect(interface.content("Alb-Tv-001")?.preferredContentSize == Size(width: 320, height: 540))
    let item = try #require(interface.content("Ctl-Pv-001")?.navigationItem?.leftItems.first)
    #expect(item.id == "Alb-Bb-001")
    #expect(item.title == "Albums")
    #expect(item.placement == .left)
  }

  @Test func anchorViewOfAManualSegueWithRestrictedArrows() throws {
    let interface = try InterfaceBuilderFixtures.interface("Popovers.storyboard")
    let segue = try #require(interface.segue("Pin-Sg-001"))
    #expect(segue.source == "Pin-Vw-001")
    #expect(segue.popover.permittedArrowDirections == [.left, .right])
    #expect(interface.content("Pin-Vc-001")?.preferredContentSize == Size(width: 240, height: 128))
    let pin = try #require(interface.content("Ctl-Pv-001")?.views.first { $0.id == "Pin-Vw-001" })
    #expect(pin.label == "Map Pin")
    // Root view at y = 0 under a navigation bar whose design frame ends at 20 + 50: the frame
    // moves up by 70 points.
    #expect(pin.frame == Rect(x: 364, y: 494, width: 40, height: 40))
  }

  @Test func nestedButtonAnchorsItsOwnPopover() throws {
    let interface = try InterfaceBuilderFixtures.interface("Popovers.storyboard")
    let segue = try #require(interface.segue("Flt-Sg-001"))
    #expect(segue.source == "Flt-Bt-001")
    #expect(segue.popover.permittedArrowDirections == .down)
    let panel = try #require(interface.content("Ctl-Pv-001")?.views.first)
    #expect(panel.id == "Pnl-Vw-001")
    #expect(panel.frame == Rect(x: 20, y: 14, width: 300, height: 200))
    // Nested frames stay relative to their parent.
    #expect(panel.subviews.map(\.id) == ["Flt-Bt-001"])
    #expect(panel.subviews.first?.frame == Rect(x: 16, y: 150, width: 80, height: 34))
    #expect(panel.subviews.first?.label == "Filter")
  }

  @Test func missingAnchorFallsBackToTheTrigger() throws {
    let interface = try InterfaceBuilderFixtures.interface("Popovers.storyboard")
    let segue = try #require(interface.segue("Shr-Sg-001"))
    #expect(segue.source == "Shr-Bb-001")
    #expect(segue.destination == "Shr-Vc-001")
    #expect(segue.popover.permittedArrowDirections == .any)
    guard case .placeholder(let reference)? = interface.controller("Shr-Vc-001")?.kind else {
      Issue.record("Shr-Vc-001 is not a placeholder")
      return
    }
    #expect(reference.storyboardName == "Sharing")
    #expect(reference.referencedIdentifier == "ShareSheet")
    #expect(interface.controller("Shr-Vc-001")?.title == "ShareSheet")
  }

  @Test func anchorOutsideTheModelIsApproximatedWithANote() throws {
    let interface = try InterfaceBuilderFixtures.interface("Popovers.storyboard")
    let segue = try #require(interface.segue("Seg-Sg-001"))
    #expect(segue.source == "Ctl-Pv-001")
    #expect(segue.popover.permittedArrowDirections == .up)
    let note = try #require(
      interface.diagnostics.first { $0.code.rawValue == "ib-anchor-approximated" })
    #expect(note.severity == .note)
    #expect(note.location.line == 84)
    #expect(note.message.contains("Seg-Ct-001"))
    #expect(interface.codes == ["ib-anchor-approximated", "ib-storyboard-reference"])
  }

  @Test func searchBarInTheContentIsKept() throws {
    let interface = try InterfaceBuilderFixtures.interface("Popovers.storyboard")
    let bar = try #require(interface.content("Ctl-Pv-001")?.searchBars.first)
    #expect(bar.id == "Sch-Br-001")
    #expect(bar.placement == .content)
    #expect(bar.frame == Rect(x: 0, y: 890, width: 768, height: 56))
  }

  @Test func oldPopoverSegueFromABarButtonItem() throws {
    let interface = try InterfaceBuilderFixtures.interface("MasterDetail-2182.storyboard")
    let segue = try #require(interface.segue("55"))
    #expect(segue.kind == .popover)
    #expect(segue.source == "54")
    #expect(segue.destination == "80")
    #expect(segue.presentsPopover)
    #expect(interface.content("16")?.navigationItem?.rightItems.first?.systemItem == .action)
    #expect(interface.content("80")?.preferredContentSize == Size(width: 320, height: 220))
  }

  @Test func newPopoverPresentationFromAnItemList() throws {
    let interface = try InterfaceBuilderFixtures.interface("MasterDetail-21701.storyboard")
    let segue = try #require(interface.segue("Pop-Sg-001"))
    #expect(segue.kind == .popover)
    #expect(segue.source == "Y2n-bb-mxT")
    #expect(segue.popover.permittedArrowDirections == .up)
    let items = try #require(interface.content("7bK-jq-Zjz")?.navigationItem?.rightItems)
    #expect(items.map(\.id) == ["Y2n-bb-mxT", "Srt-bb-002"])
    #expect(items.map(\.systemItem) == [.add, nil])
    #expect(items.last?.title == "Sort")
    #expect(interface.content("Cmp-Vc-001")?.preferredContentSize == Size(width: 375, height: 300))
  }

  @Test func itemOfATableHeaderBarIsApproximatedByTheBar() throws {
    let result = InterfaceBuilderFixtures.read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0"
                toolsVersion="3084" targetRuntime="iOS.CocoaTouch.iPad" initialViewController="t">
        <scenes><scene sceneID="s"><objects>
          <tableViewController id="t" sceneMemberID="viewController">
            <tableView key="view" dataMode="prototypes" style="grouped" id="tv">
              <rect key="frame" x="0.0" y="20" width="768" height="960"/>
              <navigationBar key="tableHeaderView" contentMode="scaleToFill" id="hb">
                <rect key="frame" x="0.0" y="0.0" width="768" height="44"/>
                <items><navigationItem title="Options" id="ni">
                  <barButtonItem key="rightBarButtonItem" title="More" id="bb">
                    <connections>
                      <segue destination="m" kind="popover" popoverAnchorBarButtonItem="bb" id="p">
                        <popoverArrowDirection key="popoverArrowDirection" up="YES" right="YES"/>
                      </segue>
                    </connections>
                  </barButtonItem>
                </navigationItem></items>
              </navigationBar>
            </tableView>
          </tableViewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController id="m" sceneMemberID="viewController">
            <value key="contentSizeForViewInPopover" type="size" width="320" height="480"/>
          </viewController>
        </objects></scene></scenes>
      </document>
      """)
    let interface = try #require(result.interface)
    let header = try #require(interface.content("t")?.views.first)
    #expect(header.id == "hb")
    #expect(header.label == "Navigation Bar")
    #expect(header.frame == Rect(x: 0, y: 0, width: 768, height: 44))
    let segue = try #require(interface.segue("p"))
    #expect(segue.source == "hb")
    #expect(segue.popover.permittedArrowDirections == [.up, .right])
    #expect(interface.codes == ["ib-anchor-approximated"])
    #expect(interface.content("m")?.preferredContentSize == Size(width: 320, height: 480))
  }

  @Test func referenceToASceneOfTheSameStoryboardIsResolved() throws {
    let result = InterfaceBuilderFixtures.read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
                toolsVersion="17701" targetRuntime="iOS.CocoaTouch" initialViewController="ref0">
        <scenes>
          <scene sceneID="s0"><objects>
            <viewControllerPlaceholder referencedIdentifier="Home" id="ref0" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s1"><objects>
            <viewController storyboardIdentifier="Home" id="home" sceneMemberID="viewController">
              <navigationItem key="navigationItem" id="ni">
                <barButtonItem key="rightBarButtonItem" title="Info" id="info">
                  <connections>
                    <segue destination="ref1" kind="popoverPresentation" popoverAnchorBarButtonItem="info" id="p"/>
                  </connections>
                </barButtonItem>
              </navigationItem>
            </viewController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="About" id="ref1" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s3"><objects>
            <viewController storyboardIdentifier="About" id="about" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s4"><objects>
            <viewControllerPlaceholder storyboardName="Settings" id="ref2" sceneMemberID="viewController"/>
          </objects></scene>
        </scenes>
      </document>
      """, file: "App/Base.lproj/Main.storyboard")
    let interface = try #require(result.interface)
    #expect(interface.controllers.map(\.id) == ["home", "about", "ref2"])
    #expect(interface.initialViewController == "home")
    #expect(interface.segue("p")?.destination == "about")
    #expect(interface.codes == ["ib-storyboard-reference"])
    #expect(
      interface.diagnostics.first?.message.contains("initial scene of storyboard 'Settings'")
        == true)
  }
}
