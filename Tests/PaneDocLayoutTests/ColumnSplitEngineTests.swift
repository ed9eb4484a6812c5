import PaneDocModel
import Testing

@testable import PaneDocLayout

@Suite("The column-style split engine and its steps, called by themselves")
struct ColumnSplitEngineTests {
  static let triple = SplitViewController(
    style: .tripleColumn, primary: "sidebarNav", supplementary: "listNav",
    secondary: "detailNav")
  static let double = SplitViewController(
    style: .doubleColumn, primary: "sidebarNav", secondary: "detailNav")
  static let pro11 = LayoutFacts(.iPadPro11(.landscape(), profile: .ios17))
  static let window = Rect(x: 0, y: 0, width: 1194, height: 834)

  @Test("resolve: the 11\" displaces a triple split, hides its primary, and a reveal shows both")
  func resolve() {
    var notes = EngineNotes()
    let state = ColumnSplitEngine.resolve(
      Self.triple, at: SplitSite("mail", frame: Self.window), facts: Self.pro11, triple: true,
      primaryWidth: 320, notes: &notes)
    #expect(state.behavior == .displace && state.mode == .oneBesideSecondary)
    #expect(state.primaryHidden && !state.revealArose)
    #expect(notes.assumptions == [Assumptions.displaceWidths])
    let revealed = ColumnSplitEngine.resolve(
      Self.triple, at: SplitSite("mail", frame: Self.window, revealed: true), facts: Self.pro11,
      triple: true, primaryWidth: 320, notes: &notes)
    #expect(revealed.mode == .twoDisplaceSecondary && revealed.revealArose)
  }

  @Test("a revealed displacing split: both sidebars, the secondary pushed, clipped and dimmed")
  func displacedReveal() {
    let plan = ColumnSplitEngine.plan(
      Self.triple, at: SplitSite("mail", frame: Self.window, revealed: true), facts: Self.pro11)
    #expect(
      plan.columnNames == ["primary sidebarNav", "supplementary listNav", "secondary detailNav"])
    #expect(
      plan.frames == [
        Rect(x: 0, y: 0, width: 320, height: 834), Rect(x: 320.5, y: 0, width: 375, height: 834),
        Rect(x: 696, y: 0, width: 818.5, height: 834),
      ])
    #expect(plan.columns[2].clip == Self.window)
    #expect(plan.columns.map(\.dimmed) == [false, false, true])
    #expect(plan.columns.allSatisfy { $0.wrapsInNavigation })
    #expect(plan.columns.allSatisfy { $0.button == nil })
    #expect(plan.info.displayMode == .twoDisplaceSecondary && plan.info.behavior == .displace)
  }

  @Test("sidebars wider than the split are cut in proportion, after the fraction's own warning")
  func sidebarsFit() {
    var split = Self.triple
    split.preferredDisplayMode = .twoBesideSecondary
    split.preferredSplitBehavior = .tile
    split.primaryColumn = ColumnWidthPreference(fraction: 0.6)
    let plan = ColumnSplitEngine.plan(
      split, at: SplitSite("mail", frame: Rect(x: 0, y: 0, width: 600, height: 834)),
      facts: Self.pro11)
    #expect(plan.warningCodes == ["fraction-capped", "primary-wider-than-window"])
    #expect(plan.frames.map(\.width) == [275, 323, 1])
    #expect(plan.info.primaryColumnWidth == 275 && plan.info.supplementaryColumnWidth == 375)
    #expect(plan.columns[0].button?.icon == "Sidebar")
    #expect(plan.notes.assumptions == [Assumptions.sidebarToggleInPrimary])
  }

  @Test("ios26 autohides: the primary shows while the secondary stays regular, else overlays")
  func autohides() {
    let facts = LayoutFacts(.iPadPro13M4(.landscape(), profile: .ios26))
    let wide = ColumnSplitEngine.plan(
      Self.double, at: SplitSite("split", frame: Rect(x: 0, y: 0, width: 1376, height: 1032)),
      facts: facts)
    #expect(wide.info.behavior == .tile && wide.info.displayMode == .oneBesideSecondary)
    #expect(wide.columnNames == ["primary sidebarNav", "secondary detailNav"])
    #expect(wide.notes.assumptions.first == Assumptions.autohidingSecondaryWidth)
    let narrow = Rect(x: 0, y: 0, width: 900, height: 1032)
    let hidden = ColumnSplitEngine.plan(
      Self.double, at: SplitSite("split", frame: narrow), facts: facts)
    #expect(hidden.info.behavior == .overlay && hidden.info.displayMode == .secondaryOnly)
    #expect(hidden.columnNames == ["secondary detailNav"])
    #expect(hidden.columns[0].button?.icon == "Sidebar")
    let revealed = ColumnSplitEngine.plan(
      Self.double, at: SplitSite("split", frame: narrow, revealed: true), facts: facts)
    #expect(revealed.info.displayMode == .oneOverSecondary)
    #expect(revealed.columnNames == ["secondary detailNav", "primary sidebarNav"])
    #expect(revealed.columns.map(\.dimmed) == [true, false])
  }

  @Test("ios26: a tiling split reveals a primary that does not fit over the secondary, as overlay")
  func revealInRestrictedWidth() {
    let facts = LayoutFacts(.iPadPro13M4(.landscape(), profile: .ios26))
    var split = Self.double
    split.preferredSplitBehavior = .tile
    // 900 − 320 leaves the secondary compact: the reveal overlays, and says so in its behavior.
    let narrow = ColumnSplitEngine.plan(
      split,
      at: SplitSite("split", frame: Rect(x: 0, y: 0, width: 900, height: 1032), revealed: true),
      facts: facts)
    #expect(narrow.info.behavior == .overlay && narrow.info.displayMode == .oneOverSecondary)
    // 1100 − 320 leaves it regular: the split keeps tiling, the primary beside the secondary.
    split.preferredDisplayMode = .secondaryOnly
    let wide = ColumnSplitEngine.plan(
      split,
      at: SplitSite("split", frame: Rect(x: 0, y: 0, width: 1100, height: 1032), revealed: true),
      facts: facts)
    #expect(wide.info.behavior == .tile && wide.info.displayMode == .oneBesideSecondary)
  }
}
