import PaneDocModel
import Testing

@testable import PaneDocInput

/// Xibs: the File's Owner becomes the controller whose view the xib holds.
@Suite struct InterfaceBuilderXibTests {
  @Test func filesOwnerIsTheControllerAndTheInitialOne() throws {
    let interface = try InterfaceBuilderFixtures.interface("Toolbar.xib")
    #expect(interface.controllers.map(\.id) == ["-1"])
    #expect(interface.initialViewController == "-1")
    #expect(interface.controller("-1")?.title == "Reader View Controller")
    #expect(interface.segues.isEmpty)
  }

  @Test func standAloneToolbarGivesTheControllerItsToolbar() throws {
    let interface = try InterfaceBuilderFixtures.interface("Toolbar.xib")
    let content = try #require(interface.content("-1"))
    let items = try #require(content.toolbar?.items)
    #expect(items.map(\.id) == ["Rdr-Bb-001", nil, "Rdr-Bb-002", nil, "Rdr-Bb-003"])
    #expect(items.map(\.systemItem) == [.reply, .flexibleSpace, nil, .fixedSpace, nil])
    #expect(items[2].title == "font")
    #expect(items[2].width == 32)
    #expect(items[3].width == 20)
    // A custom view item is as wide as its view.
    #expect(items[4].width == 140)
    #expect(items[4].title == "Day | Night")
    #expect(content.views.map(\.id) == ["Rdr-Wv-001"])
    #expect(content.views.first?.label == "Web View")
    let warning = try #require(interface.diagnostics.first)
    #expect(interface.codes == ["ib-extra-toolbar"])
    #expect(warning.location.line == 40)
  }

  @Test func xibWithoutAViewOutletHasNoController() throws {
    let result = InterfaceBuilderFixtures.read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="4514"
                targetRuntime="iOS.CocoaTouch">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Cell"/>
          <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
          <view contentMode="scaleToFill" id="1"><rect key="frame" x="0" y="0" width="320" height="44"/></view>
        </objects>
      </document>
      """, file: "Cell.xib")
    let interface = try #require(result.interface)
    #expect(interface.format == .xib)
    #expect(interface.controllers.isEmpty)
    #expect(interface.initialViewController == nil)
    #expect(interface.codes == ["ib-no-controller"])
    #expect(interface.diagnostics.first?.severity == .note)
  }

  @Test func tableViewOwnerIsATableViewController() throws {
    let result = InterfaceBuilderFixtures.read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="4514"
                targetRuntime="iOS.CocoaTouch">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ListController">
            <connections><outlet property="view" destination="9" id="10"/></connections>
          </placeholder>
          <tableView style="plain" id="9"><rect key="frame" x="0" y="0" width="320" height="480"/></tableView>
        </objects>
      </document>
      """, file: "List.xib")
    let interface = try #require(result.interface)
    #expect(interface.controller("-1")?.kindName == "tableViewController")
    #expect(interface.controller("-1")?.title == "List Controller")
  }
}
