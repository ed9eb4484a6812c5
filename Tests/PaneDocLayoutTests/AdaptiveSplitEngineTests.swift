import PaneDocModel
import Testing

@testable import PaneDocLayout

@Suite("The adaptive split engine, called by itself")
struct AdaptiveSplitEngineTests {
  static let split = SplitViewController(primary: "listNav", secondary: "detailNav")
  static let window = Rect(x: 0, y: 0, width: 1024, height: 768)
  static let landscape = LayoutFacts(.iPad97(.landscape(), profile: .ios12))

  @Test(
    "9.7\" landscape tiles a 320 primary, a half-point divider and the secondary with its button")
  func tiles() {
    let plan = AdaptiveSplitEngine.plan(
      Self.split, at: SplitSite("mail", frame: Self.window), facts: Self.landscape)
    #expect(plan.columnNames == ["primary listNav", "secondary detailNav"])
    #expect(
      plan.frames == [
        Rect(x: 0, y: 0, width: 320, height: 768), Rect(x: 320.5, y: 0, width: 703.5, height: 768),
      ])
    #expect(plan.dividers == [Rect(x: 320, y: 0, width: 0.5, height: 768)])
    #expect(plan.info.behavior == .tile && plan.info.displayMode == .oneBesideSecondary)
    #expect(plan.columns[1].button?.icon == "Full Screen")
    #expect(plan.columns[1].button?.title == nil)
    #expect(plan.notes.warnings.isEmpty && plan.notes.assumptions.isEmpty)
  }

  @Test(
    "a fraction over the default maximum is capped with a warning; trailing mirrors the columns")
  func cappedAndTrailing() {
    var split = Self.split
    split.primaryColumn = ColumnWidthPreference(fraction: 0.5)
    split.primaryEdge = .trailing
    let plan = AdaptiveSplitEngine.plan(
      split, at: SplitSite("mail", frame: Self.window), facts: Self.landscape)
    #expect(plan.warningCodes == ["fraction-capped"])
    #expect(plan.info.primaryColumnWidth == 320)
    #expect(
      plan.frames == [
        Rect(x: 704, y: 0, width: 320, height: 768), Rect(x: 0, y: 0, width: 703.5, height: 768),
      ])
    #expect(plan.dividers == [Rect(x: 703.5, y: 0, width: 0.5, height: 768)])
  }

  @Test("portrait hides the primary; a reveal overlays it on the dimmed secondary")
  func portraitReveal() {
    let interface = Build.interface([
      Build.split("mail", Self.split), Build.nav("listNav", root: "list"),
      Build.content("list", title: "Mailboxes"), Build.nav("detailNav", root: "message"),
      Build.content("message"),
    ])
    let facts = LayoutFacts(.iPad97(.portrait(), profile: .ios12), interface)
    let frame = Rect(x: 0, y: 0, width: 768, height: 1024)
    let hidden = AdaptiveSplitEngine.plan(
      Self.split, at: SplitSite("mail", frame: frame), facts: facts)
    #expect(hidden.columnNames == ["secondary detailNav"])
    #expect(hidden.info.displayMode == .secondaryOnly && !hidden.revealArose)
    #expect(hidden.columns[0].button?.title == "Mailboxes")
    let revealed = AdaptiveSplitEngine.plan(
      Self.split, at: SplitSite("mail", frame: frame, revealed: true), facts: facts)
    #expect(revealed.columnNames == ["secondary detailNav", "primary listNav"])
    #expect(revealed.columns.map(\.dimmed) == [true, false])
    #expect(revealed.frames == [frame, Rect(x: 0, y: 0, width: 320, height: 1024)])
    #expect(revealed.dividers.isEmpty)
    #expect(revealed.info.behavior == .overlay && revealed.info.displayMode == .oneOverSecondary)
    #expect(revealed.revealArose)
  }

  @Test("compact collapses onto the primary: the secondary's stack, its pushes, then the details")
  func collapses() {
    let interface = Build.interface([
      Build.split("mail", Self.split), Build.nav("listNav", root: "list"),
      Build.content("list"), Build.nav("detailNav", root: "message"), Build.content("message"),
      Build.content("more"), Build.content("info"),
    ])
    let facts = LayoutFacts(
      .iPhone12(.portrait(), profile: .ios12), interface, pushes: ["detailNav": ["more"]])
    let frame = Rect(x: 0, y: 0, width: 390, height: 844)
    let plan = AdaptiveSplitEngine.plan(
      Self.split, at: SplitSite("mail", frame: frame, sizeClass: .compact, details: ["info"]),
      facts: facts)
    #expect(plan.columnNames == ["compact listNav"])
    #expect(plan.columns[0].pushes == ["message", "more", "info"])
    #expect(plan.frames == [frame])
    #expect(plan.info.collapsed && plan.info.primaryColumnWidth == 390)
  }
}
