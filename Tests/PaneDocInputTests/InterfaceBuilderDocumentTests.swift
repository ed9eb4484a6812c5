import PaneDocModel
import PaneDocTestSupport
import Testing

@testable import PaneDocInput

/// Which documents the Interface Builder reader accepts, and how it refuses the rest.
@Suite struct InterfaceBuilderDocumentTests {
  @Test func storyboardAndXibTypesRead() throws {
    #expect(
      try InterfaceBuilderFixtures.interface("MasterDetail-2182.storyboard").format == .storyboard)
    #expect(try InterfaceBuilderFixtures.interface("Toolbar.xib").format == .xib)
  }

  @Test func iPadRuntimeMakesAnIPadOnlyInterface() throws {
    #expect(
      try InterfaceBuilderFixtures.interface("MasterDetail-2182.storyboard").deviceFamily == .iPad)
    #expect(
      try InterfaceBuilderFixtures.interface("MasterDetail-21701.storyboard").deviceFamily
        == .universal)
    #expect(try InterfaceBuilderFixtures.interface("Toolbar.xib").deviceFamily == .universal)
  }

  @Test func macStoryboardIsRefusedAtItsType() {
    let result = InterfaceLoader.load(InterfaceBuilderFixtures.path("CocoaMac.storyboard"))
    #expect(result.interface == nil)
    let diagnostic = result.diagnostics.first
    #expect(result.diagnostics.count == 1)
    #expect(diagnostic?.code.rawValue == "unsupported-document")
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.location.line == 2)
    #expect(diagnostic?.location.column == 11)
    #expect(diagnostic?.message.contains("macOS") == true)
  }

  @Test(arguments: [
    ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", "watchOS"),
    ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", "tvOS"),
    ("com.example.Unknown", "iOS.CocoaTouch", "com.example.Unknown"),
    ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "MacOSX.Cocoa", "macOS"),
  ])
  func otherDocumentsAreRefused(type: String, runtime: String, named: String) {
    let result = InterfaceBuilderFixtures.read(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="\(type)" version="3.0" toolsVersion="21701" targetRuntime="\(runtime)">
        <scenes/>
      </document>
      """)
    #expect(result.interface == nil)
    #expect(result.diagnostics.map(\.code.rawValue) == ["unsupported-document"])
    #expect(result.diagnostics.first?.message.contains(named) == true)
  }

  @Test func documentWithoutRuntimeIsTakenAsIOS() throws {
    let result = InterfaceBuilderFixtures.read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s1"><objects>
          <viewController title="Only" id="v1" sceneMemberID="viewController"/>
        </objects></scene></scenes>
      </document>
      """)
    let interface = try #require(result.interface)
    #expect(interface.controllers.map(\.id) == ["v1"])
    #expect(interface.controller("v1")?.title == "Only")
    #expect(interface.initialViewController == nil)
    #expect(interface.profile == nil)
  }

  @Test func deviceAndAdaptationIDsNameNoObject() throws {
    let result = InterfaceBuilderFixtures.read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
                toolsVersion="12120" targetRuntime="iOS.CocoaTouch" initialViewController="ipad9_7">
        <device id="ipad9_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <scenes><scene sceneID="s"><objects>
          <viewController id="fullscreen" sceneMemberID="viewController"/>
        </objects></scene></scenes>
      </document>
      """)
    let interface = try #require(result.interface)
    // The controller that happens to share the adaptation's id is not a duplicate.
    #expect(interface.controllers.map(\.id) == ["fullscreen"])
    #expect(interface.initialViewController == nil)
    #expect(interface.codes == ["ib-dangling-reference"])
    #expect(interface.diagnostics.first?.message.contains("names no object") == true)
  }

  @Test func readableClassNamesSplitWordsAsInterfaceBuilderDoes() {
    #expect(
      IBValues.readableName(ofClass: "PhotomaniaURLPopupViewController")
        == "Photomania URL Popup View Controller")
    #expect(
      IBValues.readableName(ofClass: "Mail.MessageListViewController")
        == "Message List View Controller")
    #expect(IBValues.readableName(ofClass: "CDTVC") == "CDTVC")
  }

  @Test("'Item', a new tab item's title, names no controller; its storyboard id does")
  func defaultTabItemTitle() throws {
    let result = InterfaceBuilderFixtures.read(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
                toolsVersion="17701" targetRuntime="iOS.CocoaTouch" initialViewController="a">
        <scenes>
          <scene sceneID="s0"><objects>
            <viewController storyboardIdentifier="Downloads" id="a" sceneMemberID="viewController">
              <tabBarItem key="tabBarItem" title="Item" id="t0"/>
            </viewController>
          </objects></scene>
          <scene sceneID="s1"><objects>
            <viewController id="b" sceneMemberID="viewController">
              <tabBarItem key="tabBarItem" title="Bookmarks" id="t1"/>
            </viewController>
          </objects></scene>
        </scenes>
      </document>
      """)
    let interface = try #require(result.interface)
    #expect(interface.controller("a")?.title == "Downloads")
    #expect(interface.controller("b")?.title == "Bookmarks")
  }
}
