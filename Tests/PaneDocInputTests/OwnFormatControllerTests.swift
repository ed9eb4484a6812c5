import PaneDocModel
import Testing

@testable import PaneDocInput

@Suite("Own-format controllers")
struct OwnFormatControllerTests {
  @Test(
    "content controller kinds",
    arguments: [
      ("viewController", ContentController.Style.viewController),
      ("tableViewController", .tableViewController),
      ("collectionViewController", .collectionViewController),
    ])
  func contentKinds(element: String, style: ContentController.Style) throws {
    let interface = try OwnFormatFixtures.interface(
      body: """
        <\(element) id="c" title="Things" preferredContentSize="320x480" modalInPopover="true"
                    prefersLargeTitles="true">
          <navigationItem title="All Things">
            <barButtonItem id="add" systemItem="add"/>
            <barButtonItem id="edit" title="Edit" placement="left" width="60"/>
          </navigationItem>
          <toolbar>
            <barButtonItem id="share" systemItem="action"/>
            <flexibleSpace/>
            <fixedSpace width="12"/>
          </toolbar>
          <view id="outer" frame="10 20 300 200" label="Card">
            <view id="inner" frame="5 5 44 44"/>
          </view>
          <searchBar id="find" placement="content" frame="0 0 320 56"/>
        </\(element)>
        """)
    let controller = try #require(interface.controller("c"))
    #expect(controller.title == "Things")
    #expect(controller.kindName == element)
    let content = try #require(controller.contentKind)
    #expect(content.style == style)
    #expect(content.preferredContentSize == Size(width: 320, height: 480))
    #expect(content.modalInPopover)
    #expect(content.prefersLargeTitles)
    #expect(content.navigationItem?.title == "All Things")
    #expect(content.navigationItem?.rightItems.map(\.id) == ["add"])
    #expect(content.navigationItem?.leftItems.first?.width == 60)
    #expect(content.navigationItem?.leftItems.first?.title == "Edit")
    #expect(content.toolbar?.items.map(\.systemItem) == [.action, .flexibleSpace, .fixedSpace])
    #expect(content.toolbar?.items.last?.width == 12)
    #expect(content.views.first?.frame == Rect(x: 10, y: 20, width: 300, height: 200))
    #expect(content.views.first?.label == "Card")
    #expect(content.views.first?.subviews.map(\.id) == ["inner"])
    #expect(content.searchBars.first?.frame == Rect(x: 0, y: 0, width: 320, height: 56))
  }

  @Test("a bar button item names the image it shows")
  func barButtonItemImage() throws {
    let interface = try OwnFormatFixtures.interface(
      body: """
        <viewController id="c">
          <toolbar><barButtonItem id="sort" title="Sort" image="arrow.up.arrow.down"/></toolbar>
        </viewController>
        """)
    let item = try #require(interface.controller("c")?.contentKind?.toolbar?.items.first)
    #expect(item.image == "arrow.up.arrow.down")
    #expect(item.title == "Sort")
  }

  @Test("defaults of a bare view controller")
  func contentDefaults() throws {
    let interface = try OwnFormatFixtures.interface(body: #"<viewController id="c"/>"#)
    let content = try #require(interface.controller("c")?.contentKind)
    #expect(content == ContentController())
    #expect(interface.controller("c")?.title == nil)
    #expect(interface.profile == nil)
  }

  @Test("contentSizeForViewInPopover is an alias of preferredContentSize")
  func contentSizeAlias() throws {
    let interface = try OwnFormatFixtures.interface(
      body: #"<viewController id="c" contentSizeForViewInPopover="320x600"/>"#)
    let content = try #require(interface.controller("c")?.contentKind)
    #expect(content.preferredContentSize == Size(width: 320, height: 600))
  }

  @Test("both size attributes: preferredContentSize wins, with a warning")
  func bothSizes() throws {
    let result = OwnFormatFixtures.read(
      body:
        #"<viewController id="c" preferredContentSize="1x2" contentSizeForViewInPopover="3x4"/>"#)
    #expect(result.locatedCodes == ["2:51 ignored-attribute"])
    let content = try #require(result.interface?.controller("c")?.contentKind)
    #expect(content.preferredContentSize == Size(width: 1, height: 2))
  }

  @Test("navigation controller")
  func navigation() throws {
    let interface = try OwnFormatFixtures.interface(
      body: """
        <navigationController id="nav" root="a" stack="b c" navigationBarHidden="true"
                              toolbarHidden="false"/>
        <viewController id="a"/><viewController id="b"/><viewController id="c"/>
        """)
    let controller = try #require(interface.controller("nav"))
    #expect(controller.containedIDs == ["a", "b", "c"])
    guard case .navigation(let navigation) = controller.kind else {
      Issue.record("not a navigation controller")
      return
    }
    #expect(navigation.navigationBarHidden)
    #expect(!navigation.toolbarHidden)
  }

  @Test("tab bar controller")
  func tabBar() throws {
    let interface = try OwnFormatFixtures.interface(
      body: """
        <tabBarController id="tabs" viewControllers="a b" selected="1"/>
        <viewController id="a"/><viewController id="b"/>
        """)
    guard case .tabBar(let tabs)? = interface.controller("tabs")?.kind else {
      Issue.record("not a tab bar controller")
      return
    }
    #expect(tabs == TabBarController(viewControllers: ["a", "b"], selected: 1))
  }

  @Test("a tab bar controller with no tabs")
  func emptyTabBar() {
    let result = OwnFormatFixtures.read(body: #"<tabBarController id="tabs" viewControllers=" "/>"#)
    #expect(result.locatedCodes == ["2:29 missing-attribute"])
  }

  @Test("split view controller: every attribute", .timeLimit(.minutes(1)))
  func split() throws {
    let interface = try OwnFormatFixtures.interface(
      body: """
        <splitViewController id="s" style="tripleColumn" primary="p" supplementary="m"
          secondary="d" compact="c" preferredDisplayMode="twoOverSecondary"
          preferredSplitBehavior="overlay"
          preferredPrimaryColumnWidthFraction="0.2" preferredPrimaryColumnWidth="300"
          minimumPrimaryColumnWidth="250" maximumPrimaryColumnWidth="350"
          preferredSupplementaryColumnWidthFraction="0.4" preferredSupplementaryColumnWidth="320"
          minimumSupplementaryColumnWidth="280" maximumSupplementaryColumnWidth="500"
          primaryEdge="trailing" presentsWithGesture="false" showsSecondaryOnlyButton="true"
          collapseSecondaryOntoPrimary="false" hidesPrimaryInPortrait="false"
          masterPresentation="popover"/>
        <viewController id="p"/><viewController id="m"/><viewController id="d"/>
        <viewController id="c"/>
        """)
    let split = try #require(interface.controller("s")?.splitKind)
    #expect(
      split
        == SplitViewController(
          style: .tripleColumn, primary: "p", supplementary: "m", secondary: "d", compact: "c",
          preferredDisplayMode: .twoOverSecondary, preferredSplitBehavior: .overlay,
          primaryColumn: ColumnWidthPreference(
            fraction: 0.2, width: 300, minimum: 250, maximum: 350),
          supplementaryColumn: ColumnWidthPreference(
            fraction: 0.4, width: 320, minimum: 280, maximum: 500),
          primaryEdge: .trailing, presentsWithGesture: false, showsSecondaryOnlyButton: true,
          collapseSecondaryOntoPrimary: false, hidesPrimaryInPortrait: false,
          masterPresentation: .popover))
    #expect(interface.controller("s")?.containedIDs == ["p", "m", "d", "c"])
  }

  @Test("split defaults")
  func splitDefaults() throws {
    let interface = try OwnFormatFixtures.interface(body: #"<splitViewController id="s"/>"#)
    #expect(interface.controller("s")?.splitKind == SplitViewController())
  }

  @Test(
    "iOS 8 display-mode names are aliases of the iOS 14 names",
    arguments: [
      ("primaryHidden", DisplayMode.secondaryOnly),
      ("allVisible", .oneBesideSecondary),
      ("primaryOverlay", .oneOverSecondary),
      ("oneBesideSecondary", .oneBesideSecondary),
    ])
  func displayModeAliases(name: String, mode: DisplayMode) throws {
    let interface = try OwnFormatFixtures.interface(
      body: #"<splitViewController id="s" preferredDisplayMode="\#(name)"/>"#)
    #expect(interface.controller("s")?.splitKind?.preferredDisplayMode == mode)
  }

  @Test("supplementary and compact columns outside their styles are warned about")
  func unusedColumns() throws {
    let result = OwnFormatFixtures.read(
      body: """
        <splitViewController id="s" supplementary="m" compact="c"
          preferredSupplementaryColumnWidth="300"/>
        <viewController id="m"/><viewController id="c"/>
        """)
    #expect(
      result.locatedCodes == [
        "2:29 ignored-attribute", "2:47 ignored-attribute", "3:3 ignored-attribute",
      ])
    #expect(result.interface != nil)
  }

  @Test("custom split view controller: attributes and defaults")
  func customSplit() throws {
    let interface = try OwnFormatFixtures.interface(
      body: """
        <customSplitViewController id="a" side="s1" main="m1"/>
        <customSplitViewController id="b" side="s2" main="m2" splitPoint="320.5"
          hideSideViewControllerInPortraitOrientation="true" listButtonTitle="Folders"
          listButtonHost="toolbar"/>
        <viewController id="s1"/><viewController id="m1"/>
        <viewController id="s2"/><viewController id="m2"/>
        """)
    guard case .customSplit(let a)? = interface.controller("a")?.kind,
      case .customSplit(let b)? = interface.controller("b")?.kind
    else {
      Issue.record("not custom splits")
      return
    }
    #expect(a == CustomSplitViewController(side: "s1", main: "m1"))
    #expect(
      b
        == CustomSplitViewController(
          side: "s2", main: "m2", splitPoint: 320.5,
          hideSideViewControllerInPortraitOrientation: true, listButtonTitle: "Folders",
          listButtonHost: .toolbar))
    #expect(interface.controller("b")?.containedIDs == ["s2", "m2"])
  }

  @Test("controllers keep document order and their locations")
  func documentOrder() throws {
    let interface = try OwnFormatFixtures.interface(
      body: """
        <viewController id="z"/>
          <viewController id="a"/>
        """)
    #expect(interface.controllers.map(\.id) == ["z", "a"])
    #expect(interface.controllers.map(\.location.line) == [2, 3])
    #expect(interface.controllers.map(\.location.column) == [1, 3])
  }

  @Test("a search bar in a bar ignores a frame; an unknown placement asks for nothing more")
  func searchBarPlacement() {
    let result = OwnFormatFixtures.read(
      body: """
        <viewController id="c">
          <searchBar id="a" placement="toolbar" frame="0 0 200 44"/>
          <searchBar id="b" placement="tolbar"/>
        </viewController>
        """)
    #expect(result.locatedCodes == ["3:41 ignored-attribute", "4:21 unknown-value"])
    #expect(result.diagnostics.last?.hint == "did you mean 'toolbar'?")
  }
}
