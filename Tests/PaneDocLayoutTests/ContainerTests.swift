import PaneDocLayout
import PaneDocModel
import Testing

@Suite("Containers inside columns")
struct ContainerTests {
  @Test("navigation bars sit below the shared status bar band; items from both edges")
  func navigationBars() throws {
    let result = try #require(layout(Build.mail(), .iPad97(.landscape())))
    #expect(result.frame("#statusBar") == Rect(x: 0, y: 0, width: 1024, height: 20))
    #expect(result.frame("listNav#navigationBar") == Rect(x: 0, y: 20, width: 320, height: 50))
    #expect(
      result.frame("detailNav#navigationBar") == Rect(x: 320.5, y: 20, width: 703.5, height: 50))
    #expect(result.node("detailNav#navigationBar")?.title == "Message")
    // "Edit": 4 characters → 56 wide, 8 from the trailing edge.
    #expect(result.frame("editItem") == Rect(x: 256, y: 23, width: 56, height: 44))
    #expect(result.node("editItem")?.parent == "listNav#navigationBar")
    #expect(result.frame("composeItem") == Rect(x: 972, y: 23, width: 44, height: 44))
    #expect(result.assumptions.contains(Assumptions.barItemWidths))
  }

  @Test("views are offset into the content area, subviews relative to their parent")
  func views() throws {
    let interface = Build.interface([
      Build.nav("nav", root: "screen"),
      Build.content(
        "screen", title: "Screen",
        views: [
          Build.view(
            "panel", Rect(x: 10, y: 10, width: 300, height: 200),
            subviews: [Build.view("button", Rect(x: 5, y: 6, width: 40, height: 30))])
        ]),
    ])
    let result = try #require(layout(interface, .iPad97(.portrait())))
    #expect(result.frame("panel") == Rect(x: 10, y: 80, width: 300, height: 200))
    #expect(result.node("panel")?.parent == "screen")
    #expect(result.frame("button") == Rect(x: 15, y: 86, width: 40, height: 30))
    #expect(result.node("button")?.parent == "panel")
  }

  @Test("a view wider than its content area is clipped with view-clipped; one outside is hidden")
  func clippedViews() throws {
    let interface = Build.interface([
      Build.content(
        "screen", title: "Screen",
        views: [
          Build.view("header", Rect(x: 0, y: 0, width: 700, height: 96)),
          Build.view("far", Rect(x: 400, y: 0, width: 50, height: 50)),
        ])
    ])
    let result = try #require(layout(interface, .iPad97(.landscape(.oneThird))))
    #expect(result.frame("header") == Rect(x: 0, y: 20, width: 320, height: 96))
    #expect(result.node("far")?.visible == false)
    #expect(result.node("far")?.frame == nil)
    #expect(result.warnings.map(\.subject) == ["header", "far"])
    #expect(Set(result.warningCodes) == ["view-clipped"])
    let wide = try #require(layout(interface, .iPad97(.landscape())))
    #expect(wide.warnings.isEmpty)
    #expect(wide.frame("header") == Rect(x: 0, y: 20, width: 700, height: 96))
  }

  @Test("a clipped view's message rounds its sizes to two decimals, as every message does")
  func clippedViewMessageRounds() throws {
    let interface = Build.interface([
      Build.content(
        "screen", title: "Screen",
        views: [Build.view("header", Rect(x: 0, y: 0, width: 1919.0 / 3, height: 96))])
    ])
    let result = try #require(layout(interface, .iPad97(.landscape(.oneThird))))
    let message = try #require(result.warnings.first { $0.code == .layout(.viewClipped) }?.message)
    #expect(
      message
        == "'header' (639.67×96 pt) does not fit in its 320×748 pt content area and is clipped")
  }

  @Test("an Interface Builder frame that does not fit is clipped as an assumption, not a warning")
  func clippedStoryboardViews() throws {
    var interface = Build.interface([
      Build.content(
        "screen", title: "Screen",
        views: [Build.view("header", Rect(x: 0, y: 0, width: 700, height: 96))])
    ])
    interface.format = .storyboard
    let result = try #require(layout(interface, .iPad97(.landscape(.oneThird))))
    #expect(result.frame("header") == Rect(x: 0, y: 20, width: 320, height: 96))
    #expect(result.warnings.isEmpty)
    #expect(result.assumptions.contains(Assumptions.designTimeFrames))
  }

  @Test("large titles add 52; a pushed controller gets a back button titled with the previous one")
  func largeTitlesAndBackButton() throws {
    let interface = Build.interface([
      Build.nav("nav", root: "first", stack: ["second"]),
      Build.content("first", title: "Inbox"),
      Build.content("second", title: "Message", largeTitles: true),
    ])
    let result = try #require(layout(interface, .iPhone12(.portrait())))
    #expect(result.frame("nav#navigationBar") == Rect(x: 0, y: 47, width: 390, height: 96))
    #expect(result.node("nav#backButton")?.title == "Inbox")
    #expect(result.node("first")?.visible == false)
    #expect(result.node("first")?.frame == nil)
    #expect(result.node("second")?.visible == true)
    let classic = try #require(layout(interface, .iPad97(.portrait(), profile: .ios6)))
    #expect(classic.frame("nav#navigationBar") == Rect(x: 0, y: 20, width: 768, height: 44))
  }

  @Test("toolbar at the bottom above the safe area; flexible spaces share the rest")
  func toolbar() throws {
    let interface = Build.interface([
      Build.nav("nav", root: "screen"),
      Build.content(
        "screen", title: "Screen",
        toolbar: [
          Build.item("left", system: .refresh), Build.item(nil, system: .flexibleSpace),
          Build.item("right", "Done"),
        ]),
    ])
    let result = try #require(layout(interface, .iPadPro11(.portrait())))
    let bar = try #require(result.frame("nav#toolbar"))
    #expect(bar == Rect(x: 0, y: 1124, width: 834, height: 50))
    #expect(result.frame("left") == Rect(x: 8, y: 1127, width: 44, height: 44))
    #expect(result.frame("right") == Rect(x: 770, y: 1127, width: 56, height: 44))
  }

  @Test("a stand-alone toolbar with barPosition top sits under the status bar, views below it")
  func topToolbar() throws {
    var board = Build.content(
      "board", title: "Board", toolbar: [Build.item("newGame", "New Game")],
      views: [
        View(id: "grid", frame: Rect(x: 24, y: 24, width: 100, height: 100), location: Build.here)
      ])
    guard case .content(var content) = board.kind else {
      Issue.record("not a content controller")
      return
    }
    content.toolbar?.position = .top
    board.kind = .content(content)
    let result = try #require(
      layout(Build.interface([board]), .iPad97(.landscape(), profile: .ios6)))
    #expect(result.frame("board#toolbar") == Rect(x: 0, y: 20, width: 1024, height: 44))
    #expect(result.frame("grid") == Rect(x: 24, y: 88, width: 100, height: 100))
    #expect(!result.assumptions.contains { $0.contains("toolbar") })
  }

  @Test("tab bar: 49 plus the bottom inset on iPhones, the selected child above it")
  func tabBar() throws {
    let interface = Build.interface([
      Build.tabs("tabs", ["firstNav", "second"], selected: 0),
      Build.nav("firstNav", root: "first"),
      Build.content("first", title: "First"),
      Build.content("second", title: "Second"),
    ])
    let result = try #require(layout(interface, .iPhone12(.portrait())))
    #expect(result.frame("tabs#tabBar") == Rect(x: 0, y: 761, width: 390, height: 83))
    #expect(result.frame("firstNav") == Rect(x: 0, y: 0, width: 390, height: 761))
    #expect(result.frame("firstNav#navigationBar") == Rect(x: 0, y: 47, width: 390, height: 44))
    #expect(result.node("second")?.visible == false)
    let pad = try #require(layout(interface, .iPad97(.landscape())))
    #expect(pad.frame("tabs#tabBar")?.height == 50)
  }

  @Test(
    "search bars: in the navigation bar (below the title from ios12, between the items in ios6), in the toolbar, in the content"
  )
  func searchBars() throws {
    let interface = Build.interface([
      Build.nav("nav", root: "screen"),
      Build.content(
        "screen", title: "Screen", right: [Build.item("add", system: .add)],
        searchBars: [
          SearchBar(id: "top", placement: .navigationBar, location: Build.here),
          SearchBar(id: "bottom", placement: .toolbar, location: Build.here),
          SearchBar(
            id: "inline", placement: .content, frame: Rect(x: 0, y: 0, width: 300, height: 44),
            location: Build.here),
        ]),
    ])
    let result = try #require(layout(interface, .iPad97(.portrait())))
    // A 50 pt bar and a 44 pt band below it for the search bar.
    #expect(result.frame("top") == Rect(x: 8, y: 70, width: 752, height: 44))
    #expect(result.node("top")?.parent == "nav#navigationBar")
    #expect(result.frame("bottom") == Rect(x: 8, y: 977, width: 200, height: 44))
    #expect(result.node("bottom")?.kind == .searchBar)
    #expect(result.frame("inline") == Rect(x: 0, y: 114, width: 300, height: 44))
    // iOS 6: the search bar is the title view, between the items.
    let ios6 = try #require(layout(interface, .iPad97(.portrait(), profile: .ios6)))
    #expect(ios6.frame("top") == Rect(x: 8, y: 20, width: 708, height: 44))
  }

  @Test("nodes list parents before children, each id once")
  func nodeOrder() throws {
    let result = try #require(
      layout(Build.mail(), .iPad97(.portrait()), steps: [.segue("infoSegue")]))
    var seen: Set<String> = []
    for node in result.nodes {
      #expect(seen.insert(node.id).inserted, "\(node.id) twice")
      if let parent = node.parent, result.node(parent) != nil {
        #expect(seen.contains(parent), "\(node.id) before its parent \(parent)")
      }
    }
  }
}

/// [doc] the iOS 7 UI Transition Guide (`edgesForExtendedLayout` arrived with
/// iOS 7): an iOS 5/6 controller's view starts below its navigation bar and ends above its
/// toolbar; later views reach under both.
@Suite("Views and bars by era")
struct ViewsUnderBarsTests {
  static let interface = Build.interface([
    Build.nav("nav", root: "page", toolbarHidden: false),
    Build.content("page", title: "Page"),
  ])

  @Test("ios6: the view lies between the navigation bar and the toolbar")
  func classicViewsBetweenBars() throws {
    let result = try #require(layout(Self.interface, .iPad97(.portrait(), profile: .ios6)))
    // Status bar 20, navigation bar 44, toolbar 44 at the bottom of 1024.
    #expect(result.frame("nav#navigationBar") == Rect(x: 0, y: 20, width: 768, height: 44))
    #expect(result.frame("nav#toolbar") == Rect(x: 0, y: 980, width: 768, height: 44))
    #expect(result.frame("page") == Rect(x: 0, y: 64, width: 768, height: 916))
  }

  @Test("ios12 and ios17: the view reaches under both bars", arguments: [Profile.ios12, .ios17])
  func viewsUnderBars(profile: Profile) throws {
    let result = try #require(layout(Self.interface, .iPad97(.portrait(), profile: profile)))
    #expect(result.frame("page") == Rect(x: 0, y: 0, width: 768, height: 1024))
  }
}
