import Foundation
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import PaneDocRun
import Testing

@testable import PaneDocDiff
@testable import PaneDocRender

/// Breakpoints that moved between two versions, as a diff lists them first.
@Suite("Breakpoint diff")
struct BreakpointDiffTests {
  /// The mail example's sweep with the primary's fraction changed: the larger the fraction, the
  /// wider the window must be before the secondary stays regular beside the primary.
  static func mailSweep(fraction: String) async throws -> [SweepResult] {
    let url = SweepOutputTests.fixtures.appendingPathComponent("mail.xml")
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      .replacingOccurrences(
        of: #"preferredPrimaryColumnWidthFraction="0.33""#,
        with: #"preferredPrimaryColumnWidthFraction="\#(fraction)""#)
    let interface = try #require(InterfaceLoader.read(Array(text.utf8), file: "mail.xml").interface)
    let prepared = PreparedInterface(interface)
    let scene = try #require(LayoutEngine.scenes(in: prepared).first)
    return try await SweepRunner.run(
      [
        SweepTask(
          file: "mail.xml", interface: prepared, scene: scene, states: [.initial],
          environment: Environment(
            profile: .ios26, device: .iPadPro13M4, orientation: .landscape),
          widths: WidthSweep.widths(from: 320, to: 1376, step: 1))
      ], jobs: 1)
  }

  @Test("a breakpoint that moved is one change with both widths; unchanged ones are not listed")
  func moved() async throws {
    let changes = BreakpointChange.compare(
      old: try await Self.mailSweep(fraction: "0.33"),
      new: try await Self.mailSweep(fraction: "0.38"))
    #expect(changes.count == 1)
    let change = try #require(changes.first)
    #expect(change.old == 998)
    // 0.38 × W passes the 400 pt maximum above 1052; 1068 − 400 = 668 is the first regular.
    #expect(change.new == 1068)
    #expect(change.subject == "mail · initial · ios26-ipad-pro-13-m4-landscape")
    #expect(change.sentence == "mail shows primary from 1068 pt instead of 998 pt")
  }

  @Test("the same version twice has no breakpoint changes")
  func unchanged() async throws {
    let sweep = try await Self.mailSweep(fraction: "0.33")
    #expect(BreakpointChange.compare(old: sweep, new: sweep).isEmpty)
  }

  @Test("collapse thresholds read as such; breakpoints that appear or go are listed")
  func sentences() {
    let expanding: [StructureChange] = [
      .horizontalSizeClass(.regular), .expands(split: "mail"),
      .showsColumns(split: "mail", [.secondary]),
    ]
    let moved = BreakpointChange(subject: "s", old: 668, new: 702, changes: expanding)
    #expect(moved.sentence == "the split mail now collapses below 702 pt instead of 668 pt")
    let gone = BreakpointChange(
      subject: "s", old: 998, new: nil, changes: [.showsColumns(split: "mail", [.primary])])
    #expect(gone.sentence == "no longer a breakpoint at 998 pt: mail shows primary")
    let added = BreakpointChange(
      subject: "s", old: nil, new: 1000, changes: [.arrow(segue: "a", from: .up, to: .down)])
    #expect(added.sentence == "a new breakpoint at 1000 pt: a arrow up → down")
    #expect(BreakpointChange.lines([moved]).hasPrefix("breakpoint s: the split mail now"))
    #expect(BreakpointChange.markdown([]).isEmpty)
    let ends = BreakpointChange(
      subject: "s", old: 998, new: 1068, changes: [.noLongerArises])
    #expect(ends.sentence == "the state arises only below 1068 pt instead of 998 pt")
    let document = BreakpointChange.json(
      [moved], in: .object([("version", .number(1)), ("changed", .bool(true))]))
    guard case .object(let members) = document else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.0) == ["version", "breakpoints", "changed"])
  }

  @Test("the diff report lists moved breakpoints first, in its page, diff.json and summary.md")
  func report() throws {
    var report = DiffReport(
      diff: LayoutDiff(old: [], new: []), oldName: "old", newName: "new", acceptCommand: nil)
    report.breakpoints = [
      BreakpointChange(subject: "a <b>", old: 668, new: 702, changes: [.expands(split: "mail")])
    ]
    let files = Dictionary(
      try report.files(templates: try DiffTemplates()).map { ($0.path, $0.text) }
    ) { first, _ in first }
    let page = try #require(files["index.html"])
    #expect(page.contains("Breakpoints that moved"))
    #expect(page.contains("a &lt;b&gt;"))
    #expect(page.contains("the split mail now collapses below 702 pt instead of 668 pt"))
    #expect(files["summary.md"]?.hasPrefix("### Breakpoints that moved") == true)
    #expect(files["diff.json"]?.contains(#""breakpoints": ["#) == true)
  }
}
