import PaneDocLayout
import PaneDocModel
import Testing

/// The split engine's side of presentations: anchors, content metrics, and the presented
/// controller laid out inside the presentation's content frame.
@Suite("Presentation states")
struct PresentationStateTests {
  @Test("the worked example of 3.3: the anchor is the source view's frame in the window")
  func workedExample() throws {
    let interface = Build.interface(
      [
        Build.content(
          "home", title: "Home",
          views: [Build.view("anchor", Rect(x: 100, y: 80, width: 44, height: 44))]),
        Build.content("card", title: "Card", preferredSize: Size(width: 320, height: 480)),
      ],
      segues: [Build.segue("cardSegue", .popover, from: "anchor", to: "card")])
    let result = try #require(
      layout(interface, .iPad97(.landscape()), steps: [.segue("cardSegue")]))
    let popover = try #require(result.presentations.first)
    #expect(popover.segue == "cardSegue")
    #expect(popover.anchor == Rect(x: 100, y: 100, width: 44, height: 44))
    #expect(popover.frame == Rect(x: 19, y: 144, width: 320, height: 493))
    #expect(popover.contentFrame == Rect(x: 19, y: 157, width: 320, height: 480))
    #expect(popover.arrowDirection == .up)
    #expect(popover.arrowOffset == -57)
    let card = try #require(result.node("card"))
    #expect(card.parent == "cardSegue")
    #expect(card.frame == popover.contentFrame)
  }

  @Test("a popover from a bar button item is anchored at the item, its bar named")
  func barButtonAnchor() throws {
    let result = try #require(
      layout(Build.mail(), .iPad97(.landscape()), steps: [.segue("composeSegue")]))
    let popover = try #require(result.presentations.first)
    #expect(popover.anchor == result.frame("composeItem"))
    #expect(popover.content == "compose")
    #expect(result.frame("compose") == popover.contentFrame)
    #expect(result.node("compose")?.parent == "composeSegue")
  }

  @Test("compact iPhone: the popover adapts and the content fills what it adapted to")
  func adaptedOnPhone() throws {
    let result = try #require(
      layout(Build.mail(), .iPhone12(.portrait()), steps: [.segue("composeSegue")]))
    let presentation = try #require(result.presentations.first)
    #expect(presentation.presentation != .popover)
    #expect(result.frame("compose") == presentation.contentFrame)
  }

  @Test("the classic reveal presents the master from its bar button item")
  func classicReveal() throws {
    for (style, expected) in [
      (SplitViewController.MasterPresentation.slideOver, PresentationLayout.Presentation.slideOver),
      (.popover, .popover),
    ] {
      let interface = Build.mail { $0.masterPresentation = style }
      let result = try #require(
        layout(interface, .iPad97(.portrait(), profile: .ios6), steps: [.reveal(split: "mail")]))
      let presentation = try #require(result.presentations.first)
      #expect(presentation.segue == "mail#reveal")
      #expect(presentation.presentation == expected)
      #expect(presentation.content == "listNav")
      #expect(result.node("listNav")?.parent == "mail#reveal")
      #expect(result.frame("listNav") == presentation.contentFrame)
      if expected == .popover {
        #expect(presentation.anchor == result.frame("mail#displayModeButton"))
      }
    }
  }

  @Test("the custom split's list button shows the side in a popover beneath it")
  func customReveal() throws {
    let interface = ClassicAndCustomSplitTests.customSplit(host: .navigationBar)
    let result = try #require(
      layout(interface, .iPad97(.portrait()), steps: [.reveal(split: "root")]))
    let popover = try #require(result.presentations.first)
    #expect(popover.anchor == result.frame("root#listButton"))
    #expect(popover.arrowDirection == .up)
    #expect(result.node("sideNav")?.parent == "root#reveal")
    #expect(result.frame("sideNav") == popover.contentFrame)
  }

  @Test("depth 2: a segue from inside a presented controller is anchored in its content")
  func chainedPresentation() throws {
    let interface = Build.interface(
      [
        Build.nav("nav", root: "home"),
        Build.content("home", title: "Home", right: [Build.item("open", "Open")]),
        Build.nav("panelNav", root: "panel"),
        Build.content(
          "panel", title: "Panel", right: [Build.item("more", "More")],
          preferredSize: Size(width: 320, height: 400)),
        Build.content("detail", title: "Detail", preferredSize: Size(width: 320, height: 200)),
      ],
      segues: [
        Build.segue("first", .popover, from: "open", to: "panelNav"),
        Build.segue("second", .popover, from: "more", to: "detail"),
      ])
    let scene = LayoutEngine.scenes(in: interface)[0]
    let states = LayoutEngine.states(of: scene, in: interface, depth: 2)
    #expect(states.map(\.id) == ["initial", "first", "first+second"])
    let result = try #require(
      layout(interface, .iPad97(.landscape()), steps: [.segue("first"), .segue("second")]))
    #expect(result.presentations.count == 2)
    #expect(result.presentations[1].anchor == result.frame("more"))
    #expect(result.node("more")?.parent == "panelNav#navigationBar")
    #expect(result.node("detail")?.parent == "second")
  }
}
