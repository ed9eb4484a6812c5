import PaneDocLayout
import PaneDocModel
import Testing

@Suite("Classic and custom splits")
struct ClassicAndCustomSplitTests {
  @Test(
    "ios6 landscape: a 320 master, a 1 pt divider and a 703 detail, even for a style-less split")
  func classicLandscape() throws {
    let result = try #require(layout(Build.mail(), .iPad97(.landscape(), profile: .ios6)))
    #expect(result.node("mail")?.split?.behavior == .classic)
    #expect(result.frame("listNav") == Rect(x: 0, y: 0, width: 320, height: 768))
    #expect(result.frame("mail#divider.0") == Rect(x: 320, y: 0, width: 1, height: 768))
    #expect(result.frame("detailNav") == Rect(x: 321, y: 0, width: 703, height: 768))
    #expect(result.frame("detailNav#navigationBar")?.height == 44)
    #expect(result.assumptions.contains(Assumptions.classicDivider))
  }

  @Test("ios6 portrait hides the master behind a button titled with its title")
  func classicPortrait() throws {
    let result = try #require(layout(Build.mail(), .iPad97(.portrait(), profile: .ios6)))
    #expect(result.frame("detailNav") == Rect(x: 0, y: 0, width: 768, height: 1024))
    #expect(result.node("listNav")?.visible == false)
    let button = try #require(result.node("mail#displayModeButton"))
    #expect(button.title == "Mailboxes")
    #expect(button.frame == Rect(x: 8, y: 20, width: 106, height: 44))
    let revealed = try #require(
      layout(Build.mail(), .iPad97(.portrait(), profile: .ios6), steps: [.reveal(split: "mail")]))
    #expect(revealed.node("mail")?.split?.displayMode == .oneOverSecondary)
  }

  @Test("hidesPrimaryInPortrait=false tiles portrait: detail 768 − 321 = 447")
  func classicPortraitKept() throws {
    let interface = Build.mail { $0.hidesPrimaryInPortrait = false }
    let result = try #require(layout(interface, .iPad97(.portrait(), profile: .ios6)))
    #expect(result.frame("detailNav") == Rect(x: 321, y: 0, width: 447, height: 1024))
    #expect(
      layout(interface, .iPad97(.portrait(), profile: .ios6), steps: [.reveal(split: "mail")])
        == nil)
  }

  @Test("the classic button falls back to the detail's toolbar when it has no navigation bar")
  func classicToolbarButton() throws {
    let interface = Build.interface([
      Build.split("mail", SplitViewController(primary: "list", secondary: "detail")),
      Build.content("list", title: "Mailboxes"),
      Build.content("detail", title: "Message", toolbar: [Build.item("reply", system: .reply)]),
    ])
    let result = try #require(layout(interface, .iPad97(.portrait(), profile: .ios6)))
    #expect(result.node("mail#displayModeButton")?.parent == "detail#toolbar")
    #expect(result.frame("mail#displayModeButton") == Rect(x: 8, y: 980, width: 106, height: 44))
    #expect(result.frame("reply") == Rect(x: 114, y: 980, width: 44, height: 44))
  }

  static func customSplit(host: CustomSplitViewController.ListButtonHost) -> Interface {
    Build.interface([
      Build.custom(
        "root",
        CustomSplitViewController(
          side: "sideNav", main: "mainNav", hideSideViewControllerInPortraitOrientation: true,
          listButtonHost: host)),
      Build.nav("sideNav", root: "side"),
      Build.content("side", title: "Side", preferredSize: Size(width: 320, height: 320)),
      Build.nav("mainNav", root: "main"),
      Build.content("main", title: "Main"),
    ])
  }

  @Test("custom split: side 384, a 1 pt splitter at 384, main from 385")
  func customLandscape() throws {
    let result = try #require(layout(Self.customSplit(host: .navigationBar), .iPad97(.landscape())))
    #expect(result.node("root")?.kind == .customSplitViewController)
    #expect(result.node("root")?.split?.behavior == .custom)
    #expect(result.frame("sideNav") == Rect(x: 0, y: 0, width: 384, height: 768))
    #expect(result.node("sideNav")?.column == .side)
    #expect(result.frame("root#divider.0") == Rect(x: 384, y: 0, width: 1, height: 768))
    #expect(result.frame("mainNav") == Rect(x: 385, y: 0, width: 639, height: 768))
    #expect(result.node("mainNav")?.column == .main)
  }

  @Test("custom split portrait: the list button on main's navigation bar, or first in its toolbar")
  func customPortrait() throws {
    let bar = try #require(layout(Self.customSplit(host: .navigationBar), .iPad97(.portrait())))
    #expect(bar.frame("mainNav") == Rect(x: 0, y: 0, width: 768, height: 1024))
    #expect(bar.node("sideNav")?.visible == false)
    #expect(bar.node("root#listButton")?.title == "List")
    #expect(bar.frame("root#listButton") == Rect(x: 8, y: 23, width: 56, height: 44))
    let toolbar = try #require(layout(Self.customSplit(host: .toolbar), .iPad97(.portrait())))
    #expect(toolbar.node("root#listButton")?.parent == "mainNav#toolbar")
    #expect(toolbar.frame("root#listButton") == Rect(x: 8, y: 977, width: 56, height: 44))
    #expect(
      layout(
        Self.customSplit(host: .navigationBar), .iPad97(.portrait()),
        steps: [.reveal(split: "root")])
        != nil)
    #expect(
      layout(
        Self.customSplit(host: .navigationBar), .iPad97(.landscape()),
        steps: [.reveal(split: "root")])
        == nil)
  }
}
