import PaneDocModel
import Testing

@testable import PaneDocInput

/// Segue kinds other than popovers: presentations, showDetail (also through `action`), replace,
/// unwind, and the ones that are dropped.
@Suite struct InterfaceBuilderSegueTests {
  @Test func presentationStylesFromTheSegueOrTheDestination() throws {
    let interface = try InterfaceBuilderFixtures.interface("SegueKinds.storyboard")
    let form = try #require(interface.segue("Frm-Sg-001"))
    #expect(form.kind == .present)
    #expect(form.source == "Frm-Bt-001")
    #expect(form.modalPresentationStyle == .formSheet)
    #expect(interface.segue("Pgs-Sg-001")?.modalPresentationStyle == .pageSheet)
    // A legacy modal segue takes the destination controller's own style.
    let modal = try #require(interface.segue("Mod-Sg-001"))
    #expect(modal.kind == .present)
    #expect(modal.source == "Hub-Vc-001")
    #expect(modal.modalPresentationStyle == .overFullScreen)
    let popoverStyle = try #require(interface.segue("Apo-Sg-001"))
    #expect(popoverStyle.modalPresentationStyle == .popover)
    #expect(popoverStyle.presentsPopover)
    #expect(popoverStyle.source == "Hub-Vc-001")
  }

  @Test func showDetailActionTurnsAShowIntoShowDetail() throws {
    let interface = try InterfaceBuilderFixtures.interface("SegueKinds.storyboard")
    #expect(interface.segue("Det-Sg-001")?.kind == .showDetail)
    #expect(interface.segue("Pek-Sg-001")?.kind == .show)
  }

  @Test func peekAndPopSubSeguesAndTieBreakersAreNotSegues() throws {
    let interface = try InterfaceBuilderFixtures.interface("SegueKinds.storyboard")
    #expect(
      interface.segues.map(\.id) == [
        "Frm-Sg-001", "Det-Sg-001", "Pek-Sg-001", "Mod-Sg-001", "Pgs-Sg-001", "Apo-Sg-001",
        "Unw-Sg-001",
      ])
  }

  @Test func unwindHasNoDestination() throws {
    let interface = try InterfaceBuilderFixtures.interface("SegueKinds.storyboard")
    let unwind = try #require(interface.segue("Unw-Sg-001"))
    #expect(unwind.kind == .unwind)
    #expect(unwind.source == "Cls-Bt-001")
    #expect(unwind.destination == nil)
  }

  @Test func customEmbedAndDanglingSeguesAreReportedWhereTheyAre() throws {
    let interface = try InterfaceBuilderFixtures.interface("SegueKinds.storyboard")
    let found = interface.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" }
    #expect(
      found == [
        "38:69 ib-unsupported-segue", "39:44 ib-dangling-reference", "45:69 ib-embed-ignored",
      ])
    #expect(interface.diagnostics.map(\.severity) == [.warning, .warning, .note])
  }

  @Test func replaceSeguesTargetTheDetailByIndex() throws {
    let interface = try InterfaceBuilderFixtures.interface("ReplaceSegue-3084.storyboard")
    let overview = try #require(interface.segue("Fsb-Sg-001"))
    #expect(overview.kind == .replace)
    #expect(overview.splitViewDetail)
    // A static cell's segue fires from the row; its controller is the source.
    #expect(overview.source == "Fsb-Tv-001")
    #expect(interface.segue("Fsb-Sg-002")?.splitViewDetail == false)
    let next = try #require(interface.segue("Fsb-Sg-003"))
    #expect(next.source == "Fsb-Bb-001")
    #expect(next.splitViewDetail)
    #expect(interface.segue("61")?.kind == nil)
    #expect(interface.diagnostics.isEmpty)
  }

  @Test func xcode4TemplateReplaceSegueFromAPrototypeCell() throws {
    let interface = try InterfaceBuilderFixtures.interface("MasterDetail-2182.storyboard")
    let replace = try #require(interface.segue("61"))
    #expect(replace.kind == .replace)
    #expect(replace.source == "19")
    #expect(replace.destination == "60")
    #expect(replace.splitViewDetail)
    #expect(replace.identifier == "showRecipe")
  }

  @Test func showDetailFromACellTargetsTheDetailNavigationController() throws {
    let interface = try InterfaceBuilderFixtures.interface("MasterDetail-21701.storyboard")
    let segue = try #require(interface.segue("6S0-TO-JiA"))
    #expect(segue.kind == .showDetail)
    #expect(segue.source == "7bK-jq-Zjz")
    #expect(segue.destination == "vC3-pB-5Vb")
  }

  @Test(arguments: [
    ("popover", Segue.Kind.popover), ("popoverPresentation", .popover), ("modal", .present),
    ("presentation", .present), ("showDetail", .showDetail), ("replace", .replace),
    ("show", .show), ("push", .push), ("unwind", .unwind),
  ])
  func segueKindNames(name: String, kind: Segue.Kind) {
    #expect(IBSegueMapper.kind(named: name) == kind)
  }
}
