import PaneDocModel
import Testing

@testable import PaneDocInput

/// The per-file summary behind `validate --summary`.
@Suite struct InterfaceBuilderSummaryTests {
  @Test func summaryOfATripleColumnStoryboard() throws {
    let summary = InterfaceSummary(
      try InterfaceBuilderFixtures.interface("TripleColumn.storyboard"))
    #expect(
      summary.controllersByKind == [
        .init(name: "collectionViewController", count: 1),
        .init(name: "navigationController", count: 2),
        .init(name: "splitViewController", count: 1),
        .init(name: "tabBarController", count: 1),
        .init(name: "tableViewController", count: 1),
        .init(name: "viewController", count: 3),
      ])
    #expect(summary.controllers == 9)
    #expect(summary.scenes == ["Spl-it-Vc1"])
    #expect(summary.splitsByStyle == [.init(name: "tripleColumn", count: 1)])
    #expect(summary.popoverSegues == 0)
    #expect(summary.diagnosticsByCode.isEmpty)
  }

  @Test func summaryCountsPopoversScenesAndWarnings() throws {
    let summary = InterfaceSummary(try InterfaceBuilderFixtures.interface("Popovers.storyboard"))
    #expect(summary.popoverSegues == 5)
    #expect(summary.segues == 5)
    #expect(
      summary.scenes == ["Nav-Pv-001", "Alb-Nv-001", "Flt-Vc-001", "Pin-Vc-001", "Shr-Vc-001"])
    #expect(
      summary.diagnosticsByCode == [
        .init(name: "ib-anchor-approximated", count: 1),
        .init(name: "ib-storyboard-reference", count: 1),
      ])
    #expect(summary.lines.count == 6)
    #expect(summary.lines[4] == "  segues: 5, popover segues: 5")
  }

  @Test func totalsAddUpByName() throws {
    let summaries = try [
      "MasterDetail-2182.storyboard", "MasterDetail-21701.storyboard", "Hostile.storyboard",
    ]
    .map { InterfaceSummary(try InterfaceBuilderFixtures.interface($0)) }
    let totals = InterfaceSummary.total(summaries)
    #expect(totals.files == 3)
    #expect(
      totals.splitsByStyle == [
        .init(name: "doubleColumn", count: 1), .init(name: "unspecified", count: 2),
      ])
    #expect(totals.popoverSegues == 3)
    #expect(totals.diagnosticsByCode.first { $0.name == "ib-contained-twice" }?.count == 2)
    #expect(totals.lines[0] == "total of 3 files")
    #expect(totals.lines[3] == "  splits: 3 (doubleColumn 1, unspecified 2)")
  }
}
