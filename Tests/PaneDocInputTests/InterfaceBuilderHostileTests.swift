import PaneDocModel
import Testing

@testable import PaneDocInput

/// Broken and hostile documents: every problem is a located warning, nothing crashes, and the
/// model that comes out is consistent (every contained id is a controller, no loops).
@Suite struct InterfaceBuilderHostileTests {
  @Test func everyProblemIsReportedWithItsLocation() throws {
    let interface = try InterfaceBuilderFixtures.interface("Hostile.storyboard")
    let found = interface.diagnostics.map {
      "\($0.location.line):\($0.location.column) \($0.code)"
    }
    #expect(
      found == [
        "2:187 ib-dangling-reference",
        "7:17 ib-supplementary-ignored",
        "7:38 ib-invalid-value",
        "12:25 ib-dangling-reference",
        "22:25 ib-contained-twice",
        "23:25 ib-unknown-relationship",
        "30:17 ib-empty-container",
        "32:25 ib-contained-twice",
        "50:25 ib-containment-cycle",
        "66:81 ib-dangling-reference",
        "67:41 ib-invalid-value",
        "71:75 ib-duplicate-id",
        "92:17 ib-empty-container",
        "95:17 ib-unsupported-controller",
        "98:9 ib-unexpected-element",
      ])
    #expect(interface.diagnostics.allSatisfy { $0.location.file.hasSuffix("Hostile.storyboard") })
    #expect(!interface.diagnostics.containsErrors)
  }

  @Test func containmentIsAForestAfterRepairs() throws {
    let interface = try InterfaceBuilderFixtures.interface("Hostile.storyboard")
    InterfaceBuilderFixtures.expectConsistent(interface)
    #expect(interface.split("Hx-Sp-1")?.primary == "Hx-Nv-1")
    #expect(interface.split("Hx-Sp-1")?.supplementary == nil)
    #expect(interface.split("Hx-Sp-1")?.compact == nil)
    #expect(interface.navigation("Hx-Nv-1")?.root == "Hx-Vc-1")
    #expect(interface.controller("Hx-Nv-2")?.kindName == "viewController")
    #expect(interface.controller("Hx-Pg-1")?.kindName == "viewController")
    #expect(interface.initialViewController == nil)
    // The second button declared with the same id is left out of the model.
    #expect(interface.content("Hx-Vc-1")?.views.map(\.label) == ["One"])
  }

  @Test func danglingAnchorFallsBackToTheTrigger() throws {
    let interface = try InterfaceBuilderFixtures.interface("Hostile.storyboard")
    let segue = try #require(interface.segue("Hx-Sg-1"))
    #expect(segue.source == "Hx-Dup-1")
    #expect(segue.popover.permittedArrowDirections == .any)
  }

  @Test func selfContainmentAndLongLoopsAreBroken() throws {
    var scenes = ""
    let count = 200
    for index in 0..<count {
      scenes += """
        <scene sceneID="s\(index)"><objects>
          <navigationController id="n\(index)" sceneMemberID="viewController"><connections>
            <segue destination="n\((index + 1) % count)" kind="relationship" relationship="rootViewController" id="r\(index)"/>
            <segue destination="n\(index)" kind="relationship" relationship="rootViewController" id="q\(index)"/>
          </connections></navigationController>
        </objects></scene>
        """
    }
    let result = InterfaceBuilderFixtures.read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
                toolsVersion="17701" targetRuntime="iOS.CocoaTouch"><scenes>\(scenes)</scenes></document>
      """)
    let interface = try #require(result.interface)
    #expect(interface.controllers.count == count)
    // One loop through all of them, and each one naming itself.
    #expect(interface.codes.filter { $0 == "ib-containment-cycle" }.count == count + 1)
    #expect(!interface.codes.contains("ib-contained-twice"))
    #expect(interface.codes.filter { $0 == "ib-empty-container" }.count == 1)
  }

  @Test func segueToANonControllerIsDropped() throws {
    let result = InterfaceBuilderFixtures.read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
                toolsVersion="17701" targetRuntime="iOS.CocoaTouch" initialViewController="a">
        <scenes><scene sceneID="s"><objects>
          <viewController id="a" sceneMemberID="viewController">
            <view key="view" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            <connections><segue destination="v" kind="show" id="g"/></connections>
          </viewController>
        </objects></scene></scenes>
      </document>
      """)
    let interface = try #require(result.interface)
    #expect(interface.segues.isEmpty)
    #expect(interface.codes == ["ib-dangling-reference"])
    #expect(interface.diagnostics.first?.message.contains("<view>") == true)
  }
}
