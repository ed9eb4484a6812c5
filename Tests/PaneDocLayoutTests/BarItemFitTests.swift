import PaneDocModel
import Testing

@testable import PaneDocLayout

/// Bar button items: glyphs for images and system items, toolbars that fit their bar, search
/// bars in a navigation bar that keep its title.
@Suite struct BarItemFitTests {
  private func toolbarInterface(_ items: [BarButtonItem]) -> Interface {
    Build.interface([Build.content("page", title: "Page", toolbar: items)])
  }

  @Test("an image item is glyph-sized and named by its image; a glyph system item by its name")
  func glyphItems() throws {
    let image = BarButtonItem(
      id: "sort", title: "Sort", image: "arrow.up.arrow.down", location: Build.here)
    let interface = toolbarInterface([
      image, Build.item("add", system: .add), Build.item("done", system: .done),
    ])
    let result = try #require(layout(interface, .iPad97(.portrait())))
    #expect(result.node("sort")?.glyph == "arrow.up.arrow.down")
    #expect(result.frame("sort")?.width == 44)
    #expect(result.node("add")?.glyph == "add")
    #expect(result.frame("add")?.width == 44)
    // Done is a word in UIKit: no glyph, as wide as its title.
    #expect(result.node("done")?.glyph == nil)
    #expect(result.node("done")?.title == "Done")
  }

  @Test("items past a toolbar's end become one overflow item at its end, with bar-overflow")
  func toolbarOverflow() throws {
    // Eight 200 pt titled items on an iPhone 12 (390 wide): only one fits beside the overflow.
    let items = (0..<8).map { Build.item("item\($0)", String(repeating: "W", count: 30)) }
    let interface = toolbarInterface(items)
    let result = try #require(layout(interface, .iPhone12(.portrait())))
    let bar = try #require(result.node("page#toolbar")?.frame)
    let overflow = try #require(result.node("page#toolbar#overflow-end"))
    #expect(overflow.glyph == "overflow")
    #expect(overflow.title?.hasPrefix("More: item1") == true)
    #expect(result.node("item0")?.visible == true)
    for index in 1..<8 { #expect(result.node("item\(index)")?.visible == false) }
    for node in result.nodes where node.parent == "page#toolbar" && node.visible {
      let frame = try #require(node.frame)
      #expect(frame.minX >= bar.minX && frame.maxX <= bar.maxX, "\(node.id) is off the bar")
    }
    #expect(result.warningCodes == ["bar-overflow"])
    #expect(result.warnings.first?.subject == "page#toolbar")
  }

  @Test("a bar squeezed narrower than one glyph hides its items, the overflow item included")
  func noRoomForOverflow() throws {
    // A custom split's fixed 384 pt side fills a 320 pt window: the main column is 0 pt wide.
    let interface = Build.interface([
      Build.custom(
        "root",
        CustomSplitViewController(side: "side", main: "main", listButtonHost: .toolbar)),
      Build.content("side", title: "Side"),
      Build.content(
        "main", title: "Main",
        toolbar: [Build.item("share", system: .action), Build.item("add", system: .add)]),
    ])
    let result = try #require(layout(interface, .iPad97(.landscape(.oneThird))))
    let window = result.environment.window
    #expect(result.node("main#toolbar#overflow-end")?.visible == false)
    #expect(result.node("share")?.visible == false)
    for node in result.nodes where node.kind == .barButtonItem && node.visible {
      let frame = try #require(node.frame)
      #expect(frame.maxX <= window.width, "\(node.id) is off the window")
    }
    #expect(result.warningCodes.contains("bar-overflow"))
  }

  @Test("flexible spaces share what is left when everything fits; no overflow")
  func flexibleSpacesShare() throws {
    let flexible = BarButtonItem(systemItem: .flexibleSpace, location: Build.here)
    let interface = toolbarInterface([
      Build.item("a", system: .add), flexible, Build.item("b", system: .trash), flexible,
      Build.item("c", system: .action),
    ])
    let result = try #require(layout(interface, .iPad97(.portrait())))
    // 768 − 16 margins − 3 × 44 = 620, 310 per flexible space.
    #expect(result.frame("a")?.minX == 8)
    #expect(abs((result.frame("b")?.minX ?? 0) - (8 + 44 + 310)) < 0.001)
    #expect(result.frame("c")?.maxX == 760)
    #expect(result.warnings.isEmpty)
  }

  @Test("ios17: a search bar in the navigation bar sits below the title, which stays")
  func searchBarKeepsTheTitle() throws {
    let interface = Build.interface([
      Build.nav("nav", root: "list"),
      Build.content(
        "list", title: "Inbox", right: [Build.item("add", system: .add)],
        searchBars: [SearchBar(id: "find", placement: .navigationBar, location: Build.here)]),
    ])
    let result = try #require(layout(interface, .iPad97(.landscape())))
    // Status bar 20, navigation bar 50 + a 44 pt band.
    #expect(result.frame("nav#navigationBar") == Rect(x: 0, y: 20, width: 1024, height: 94))
    #expect(result.frame("find") == Rect(x: 8, y: 70, width: 1008, height: 44))
    #expect(result.node("nav#navigationBar")?.title == "Inbox")
    // The items stay in the title's row.
    #expect(result.frame("add")?.maxY ?? 0 <= 70)
    let ios6 = try #require(layout(interface, .iPad97(.landscape(), profile: .ios6)))
    #expect(ios6.frame("nav#navigationBar")?.height == 44)
  }
}
