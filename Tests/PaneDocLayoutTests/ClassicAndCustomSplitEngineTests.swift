import PaneDocModel
import Testing

@testable import PaneDocLayout

@Suite("The classic and custom split engines, called by themselves")
struct ClassicAndCustomSplitEngineTests {
  static let split = SplitViewController(primary: "list", secondary: "detail")
  static let landscape = LayoutFacts(.iPad97(.landscape(), profile: .ios6))
  static let window = Rect(x: 0, y: 0, width: 1024, height: 768)

  @Test("classic landscape: master, 1 pt divider, detail, and the divider's assumption")
  func classicLandscape() {
    let plan = ClassicSplitEngine.plan(
      Self.split, at: SplitSite("mail", frame: Self.window), facts: Self.landscape)
    #expect(plan.columnNames == ["primary list", "secondary detail"])
    #expect(
      plan.frames == [
        Rect(x: 0, y: 0, width: 320, height: 768), Rect(x: 321, y: 0, width: 703, height: 768),
      ])
    #expect(plan.dividers == [Rect(x: 320, y: 0, width: 1, height: 768)])
    #expect(plan.info.displayMode == .oneBesideSecondary)
    #expect(plan.notes.assumptions == [Assumptions.classicDivider])
    #expect(plan.notes.warnings.isEmpty)
  }

  @Test(
    "classic in a narrow frame cuts the master and warns; a shown detail replaces the secondary")
  func classicNarrow() {
    let plan = ClassicSplitEngine.plan(
      Self.split,
      at: SplitSite("mail", frame: Rect(x: 10, y: 0, width: 300, height: 768), details: ["info"]),
      facts: Self.landscape)
    #expect(plan.columnNames == ["primary list", "secondary info"])
    #expect(plan.info.primaryColumnWidth == 299)
    #expect(plan.frames[1] == Rect(x: 310, y: 0, width: 0, height: 768))
    #expect(plan.warningCodes == ["primary-wider-than-window"])
    #expect(plan.notes.warnings.first?.subject == "mail")
  }

  @Test("classic portrait: the detail alone with the master's button; a reveal shows the master")
  func classicPortrait() throws {
    let interface = Build.interface([
      Build.split("mail", Self.split), Build.content("list", title: "Mailboxes"),
      Build.content("detail"),
    ])
    let facts = LayoutFacts(.iPad97(.portrait(), profile: .ios6), interface)
    let frame = Rect(x: 0, y: 0, width: 768, height: 1024)
    let hidden = ClassicSplitEngine.plan(
      Self.split, at: SplitSite("mail", frame: frame), facts: facts)
    #expect(hidden.columnNames == ["secondary detail"])
    #expect(hidden.frames == [frame])
    #expect(hidden.dividers.isEmpty)
    #expect(hidden.columns[0].button?.title == "Mailboxes")
    #expect(hidden.info.displayMode == .secondaryOnly)
    #expect(hidden.reveal == nil && !hidden.revealArose)
    let revealed = ClassicSplitEngine.plan(
      Self.split, at: SplitSite("mail", frame: frame, revealed: true), facts: facts)
    let reveal = try #require(revealed.reveal)
    #expect(reveal.content == "list")
    #expect(reveal.button == "mail#displayModeButton")
    #expect(revealed.info.displayMode == .oneOverSecondary)
    #expect(revealed.revealArose)
  }

  static let custom = CustomSplitViewController(
    side: "side", main: "main", hideSideViewControllerInPortraitOrientation: true,
    listButtonHost: .toolbar)

  @Test("custom landscape: the side at the split point, a 1 pt splitter, main after it")
  func customLandscape() {
    let plan = CustomSplitEngine.plan(
      Self.custom, at: SplitSite("root", frame: Self.window), facts: LayoutFacts(.iPad97()))
    #expect(plan.columnNames == ["side side", "main main"])
    #expect(
      plan.frames == [
        Rect(x: 0, y: 0, width: 384, height: 768), Rect(x: 385, y: 0, width: 639, height: 768),
      ])
    #expect(plan.dividers == [Rect(x: 384, y: 0, width: 1, height: 768)])
    #expect(plan.notes.warnings.isEmpty && plan.notes.assumptions.isEmpty)
  }

  @Test("custom portrait: main alone with the list button in its toolbar; a reveal shows the side")
  func customPortrait() throws {
    let facts = LayoutFacts(.iPad97(.portrait()))
    let frame = Rect(x: 0, y: 0, width: 768, height: 1024)
    let hidden = CustomSplitEngine.plan(
      Self.custom, at: SplitSite("root", frame: frame), facts: facts)
    #expect(hidden.columnNames == ["main main"])
    let button = try #require(hidden.columns[0].button)
    #expect(button.id == "root#listButton" && button.title == "List" && button.wantsToolbar)
    #expect(hidden.info.displayMode == .secondaryOnly)
    let revealed = CustomSplitEngine.plan(
      Self.custom, at: SplitSite("root", frame: frame, revealed: true), facts: facts)
    #expect(revealed.reveal?.content == "side")
    #expect(revealed.info.displayMode == .oneOverSecondary)
  }

  @Test("a split point past the split is cut to fit, with a warning")
  func customTooWide() {
    var custom = Self.custom
    custom.splitPoint = 2000
    let plan = CustomSplitEngine.plan(
      custom, at: SplitSite("root", frame: Self.window), facts: LayoutFacts(.iPad97()))
    #expect(plan.info.primaryColumnWidth == 1023)
    #expect(plan.warningCodes == ["primary-wider-than-window"])
    #expect(plan.frames[1] == Rect(x: 1024, y: 0, width: 0, height: 768))
  }
}
