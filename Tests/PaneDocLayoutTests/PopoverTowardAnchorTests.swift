import PaneDocModel
import Testing

@testable import PaneDocLayout

/// Popovers whose arrow must point at their button: the custom split's list popover from a
/// bottom toolbar, and a search bar's results popover in the `searching` state.
@Suite struct PopoverTowardAnchorTests {
  @Test("ios6 portrait: a bottom-toolbar List button gets the side popover above it, arrow down")
  func listPopoverFromABottomToolbar() throws {
    let interface = ClassicAndCustomSplitTests.customSplit(host: .toolbar)
    let result = try #require(
      layout(interface, .iPad97(.portrait(), profile: .ios6), steps: [.reveal(split: "root")]))
    let button = try #require(result.frame("root#listButton"))
    let popover = try #require(result.presentations.first)
    #expect(popover.arrowDirection == .down)
    #expect(popover.frame.maxY == button.minY)
    #expect(popover.frame.intersection(button) == nil)
    // The tip is over the button.
    let tip = popover.frame.midX + popover.arrowOffset
    #expect(tip >= button.minX && tip <= button.maxX)
    #expect(result.warnings.isEmpty)
  }

  @Test("a List button in the navigation bar keeps the arrow up, beneath it")
  func listPopoverFromTheNavigationBar() throws {
    let interface = ClassicAndCustomSplitTests.customSplit(host: .navigationBar)
    let result = try #require(
      layout(interface, .iPad97(.portrait(), profile: .ios6), steps: [.reveal(split: "root")]))
    let button = try #require(result.frame("root#listButton"))
    let popover = try #require(result.presentations.first)
    #expect(popover.arrowDirection == .up)
    #expect(popover.frame.minY == button.maxY)
  }

  /// A document browser with Sort and a search bar in its own top toolbar (`Fixtures/search.xml`).
  static func browser() -> Interface {
    let content = ContentController(
      toolbar: Toolbar(items: [Build.item("sort", "Sort")], position: .top, location: Build.here),
      searchBars: [
        SearchBar(id: "find", placement: .toolbar, resultsPopover: true, location: Build.here)
      ])
    return Build.interface(
      [
        Controller(id: "browser", title: "Documents", kind: .content(content), location: Build.here)
      ],
      profile: .ios6)
  }

  @Test("a search bar with resultsPopover gives its scene a searching state")
  func searchingState() {
    let interface = Self.browser()
    let scene = LayoutEngine.scenes(in: interface)[0]
    let states = LayoutEngine.states(of: scene, in: interface, depth: 1)
    #expect(states.map(\.id) == ["initial", "searching"])
    #expect(states[1].steps == [.search(searchBar: "find")])
  }

  @Test("searching: the results in a popover below the top toolbar's search bar, keyboard up")
  func searchingLayout() throws {
    let interface = Self.browser()
    let result = try #require(
      layout(interface, .iPad97(.portrait(), profile: .ios6), steps: [.search(searchBar: "find")]))
    let bar = try #require(result.frame("find"))
    let popover = try #require(result.presentations.first)
    #expect(popover.segue == "find#search")
    #expect(popover.arrowDirection == .up)
    #expect(popover.frame.minY == bar.maxY)
    #expect(popover.contentFrame.width == 320)
    // The keyboard (264 pt in portrait) is up, and the popover ends 10 pt above it.
    #expect(result.environment.keyboard == 264)
    #expect(popover.frame.maxY == 1024 - 264 - 10)
    let results = try #require(result.node("find#results"))
    #expect(results.kind == .searchResults)
    #expect(results.frame == popover.contentFrame)
    // Without the step nothing is presented and no keyboard is shown.
    let initial = try #require(layout(interface, .iPad97(.portrait(), profile: .ios6)))
    #expect(initial.presentations.isEmpty)
    #expect(initial.environment.keyboard == nil)
  }
}
