import PaneDocModel
import Testing

@testable import PaneDocLayout

@Suite("Column-style split")
struct ColumnSplitTests {
  @Test("11\" landscape triple column: 1194 is not above T = 1194, so it displaces")
  func tripleDisplacesOnThe11Inch() throws {
    let result = try #require(layout(Build.tripleMail(), .iPadPro11(.landscape())))
    let split = try #require(result.node("mail")?.split)
    #expect(split.behavior == .displace)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.supplementaryColumnWidth == 375)
    #expect(result.frame("listNav") == Rect(x: 0, y: 0, width: 375, height: 834))
    #expect(result.frame("mail#divider.0") == Rect(x: 375, y: 0, width: 0.5, height: 834))
    #expect(result.frame("detailNav") == Rect(x: 375.5, y: 0, width: 818.5, height: 834))
    #expect(result.node("sidebarNav")?.visible == false)
    #expect(result.node("mail#displayModeButton")?.visible == true)
    #expect(result.node("mail#displayModeButton")?.title == "Sidebar")
    #expect(result.node("mail#displayModeButton")?.frame?.width == 44)
  }

  @Test("each column's content controller gets a navigation controller; the sidebar its toggle")
  func columnsWrapInNavigation() throws {
    let interface = Build.interface([
      Build.split(
        "split",
        SplitViewController(
          style: .doubleColumn, primary: "accounts", secondary: "message",
          preferredDisplayMode: .oneBesideSecondary, preferredSplitBehavior: .tile)),
      Build.content("accounts", title: "Accounts"),
      Build.content("message", title: "Message"),
    ])
    let result = try #require(layout(interface, .iPadPro129(.landscape())))
    #expect(result.node("accounts#navigation")?.kind == .navigationController)
    #expect(result.node("accounts#navigation")?.column == .primary)
    #expect(result.node("accounts#navigation#navigationBar")?.title == "Accounts")
    #expect(result.node("message#navigation#navigationBar")?.title == "Message")
    let toggle = try #require(result.node("split#displayModeButton"))
    #expect(toggle.parent == "accounts#navigation#navigationBar")
    #expect(toggle.glyph == "sidebar")
    #expect(toggle.visible)
    #expect(result.assumptions.contains(Assumptions.columnsWrapInNavigation))
  }

  @Test("revealing the primary of a displacing split pushes and clips the dimmed secondary")
  func displaceReveal() throws {
    let result = try #require(
      layout(Build.tripleMail(), .iPadPro11(.landscape()), steps: [.reveal(split: "mail")]))
    #expect(result.node("mail")?.split?.displayMode == .twoDisplaceSecondary)
    #expect(result.frame("sidebarNav") == Rect(x: 0, y: 0, width: 320, height: 834))
    #expect(result.frame("listNav") == Rect(x: 320.5, y: 0, width: 375, height: 834))
    #expect(result.frame("detailNav") == Rect(x: 696, y: 0, width: 498, height: 834))
    #expect(result.node("detailNav")?.dimmed == true)
  }

  @Test("split behavior by W×H: tile above T, displace up to T, overlay below 1024 and in portrait")
  func behaviors() throws {
    let expectations: [(Environment, SplitInfo.Behavior, SplitInfo.DisplayMode)] = [
      (.iPadPro129(.landscape()), .tile, .oneBesideSecondary),
      (.iPad97(.landscape()), .displace, .oneBesideSecondary),
      (.iPadPro11M4(.landscape()), .displace, .oneBesideSecondary),
      (.iPadPro129(.portrait()), .overlay, .secondaryOnly),
      (.iPadPro129(.landscape(.twoThirds)), .overlay, .secondaryOnly),
    ]
    for (environment, behavior, mode) in expectations {
      let split = try #require(layout(Build.tripleMail(), environment)?.node("mail")?.split)
      #expect(split.behavior == behavior, "\(environment.slug)")
      #expect(split.displayMode == mode, "\(environment.slug)")
    }
  }

  /// [src] `UISplitViewControllerPanelImpl defaultDisplayModeForSplitBehavior:`: tile
  /// and displace → oneBesideSecondary, overlay → secondaryOnly; a tiled triple split therefore
  /// shows one sidebar, the supplementary, beside the secondary — not both.
  @Test("a tiled triple split is automatically oneBeside: the supplementary beside the secondary")
  func tiledTripleAutomaticMode() throws {
    let result = try #require(layout(Build.tripleMail(), .iPadPro129(.landscape())))
    let split = try #require(result.node("mail")?.split)
    #expect(split.behavior == .tile)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(result.node("sidebarNav")?.visible == false)
    #expect(result.frame("listNav")?.width == 375)
  }

  @Test("a double column split tiles where a triple one displaces")
  func doubleColumnTiles() throws {
    let interface = Build.mail { $0.style = .doubleColumn }
    let result = try #require(layout(interface, .iPadPro11(.landscape())))
    #expect(result.node("mail")?.split?.behavior == .tile)
    #expect(result.frame("listNav")?.width == 320)
    #expect(result.frame("detailNav") == Rect(x: 320.5, y: 0, width: 873.5, height: 834))
  }

  @Test("an explicit two mode tiles primary, supplementary and secondary")
  func twoBeside() throws {
    let interface = Build.tripleMail { $0.preferredDisplayMode = .twoBesideSecondary }
    let result = try #require(layout(interface, .iPadPro129(.landscape())))
    #expect(result.node("mail")?.split?.displayMode == .twoBesideSecondary)
    #expect(result.frame("sidebarNav")?.width == 320)
    #expect(result.frame("listNav") == Rect(x: 320.5, y: 0, width: 375, height: 1024))
    #expect(result.frame("detailNav") == Rect(x: 696, y: 0, width: 670, height: 1024))
  }

  @Test("overlay: the supplementary of a narrower-than-screen split is 320, over the secondary")
  func overlayReveal() throws {
    let environment = Environment.iPadPro129(.landscape(.twoThirds))
    let result = try #require(
      layout(Build.tripleMail(), environment, steps: [.reveal(split: "mail")]))
    let split = try #require(result.node("mail")?.split)
    #expect(split.displayMode == .twoOverSecondary)
    #expect(split.supplementaryColumnWidth == 320)
    #expect(result.frame("detailNav") == Rect(x: 0, y: 0, width: 981, height: 1024))
    #expect(result.node("detailNav")?.dimmed == true)
    #expect(result.frame("listNav") == Rect(x: 320.5, y: 0, width: 320, height: 1024))
  }

  @Test("compact: the compact column when the split names one")
  func compactColumn() throws {
    var interface = Build.tripleMail { $0.compact = "phone" }
    interface = Build.interface(
      interface.controllers + [Build.content("phone", title: "Phone")])
    let result = try #require(layout(interface, .iPhone12(.portrait())))
    #expect(result.node("mail")?.split?.collapsed == true)
    #expect(result.node("phone")?.column == .compact)
    #expect(result.frame("phone") == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(result.node("detailNav")?.visible == false)
  }
}
