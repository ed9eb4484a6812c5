import PaneDocLayout
import PaneDocModel
import PaneDocTestSupport
import Testing

@testable import PaneDocDiff

/// A diff that shows each change once: consequences under the change that caused them, and the
/// environments whose changes are the same in one section.
@Suite("Diff focus")
struct ChangeFocusTests {
  typealias Design = DiffSamples.Design

  static func moved(by points: Double) -> Design {
    MailEdit(composeMovedBy: points).new
  }

  @Test("a popover that moves with its anchor is a consequence of the anchor's move")
  func anchoredPopoverFollows() throws {
    let place = DiffSamples.places[0]
    let state: [StateStep] = [.segue("composeSegue")]
    // Mid-window, the popover is not held in by the window's edge: it moves as far.
    var before = Design()
    before.composeButton.x = 500
    var after = before
    after.composeButton.x -= 60
    let old = DiffSamples.layout(before, scene: "mail", state: state, place: place)
    let new = DiffSamples.layout(after, scene: "mail", state: state, place: place)
    let comparison = LayoutDiff(old: [old], new: [new]).comparisons[0]
    let popoverChanges = comparison.changes.indices.filter {
      comparison.changes[$0].subject == .popover
    }
    #expect(!popoverChanges.isEmpty)
    let caused = comparison.causedChanges
    #expect(caused.count == 1)
    let cause = try #require(caused.first)
    #expect(comparison.changes[cause.cause].id == "composeButton")
    #expect(Set(cause.consequences) == Set(popoverChanges))
    let group = try #require(LayoutDiff(old: [old], new: [new]).changeGroups().first)
    #expect(
      group.sentence == "composeButton moved 60 pt left → popover composeSegue follows, in "
        + DiffSamples.environment(place).slug)
  }

  @Test("a popover held in by the window's edge turns its arrow: said under the anchor's move")
  func heldPopoverTurnsItsArrow() throws {
    let place = DiffSamples.places[0]
    let state: [StateStep] = [.segue("composeSegue")]
    let old = DiffSamples.layout(Design(), scene: "mail", state: state, place: place)
    let new = DiffSamples.layout(Self.moved(by: 60), scene: "mail", state: state, place: place)
    let diff = LayoutDiff(old: [old], new: [new])
    #expect(diff.comparisons[0].changes.contains { $0.property == .arrowOffset })
    #expect(diff.comparisons[0].causedChanges.count == 1)
    let group = try #require(diff.changeGroups().first)
    #expect(
      group.sentence.hasPrefix(
        "composeButton moved 60 pt left → popover composeSegue arrowOffset changed"))
  }

  @Test("a popover that moves farther than its anchor is a change of its own")
  func popoverMovedFarther() throws {
    let place = DiffSamples.places[0]
    let state: [StateStep] = [.segue("composeSegue")]
    let old = DiffSamples.layout(Design(), scene: "mail", state: state, place: place)
    var new = DiffSamples.layout(Self.moved(by: 60), scene: "mail", state: state, place: place)
    new.presentations[0].frame = new.presentations[0].frame.offsetBy(dx: -15, dy: 0)
    new.presentations[0].contentFrame = new.presentations[0].contentFrame.offsetBy(dx: -15, dy: 0)
    let comparison = LayoutDiff(old: [old], new: [new]).comparisons[0]
    let causes = comparison.causedChanges.map { comparison.changes[$0.cause] }
    #expect(causes.map(\.id) == ["composeButton", "composeSegue"])
    #expect(causes[1].property == .frame && causes[1].kind == .moved)
  }

  @Test("a popover that grows carries its content: one cause, its content under it")
  func grownPopoverCarriesItsContent() throws {
    let place = DiffSamples.places[0]
    var old = DiffSamples.layout(
      Design(), scene: "mail", state: [.segue("composeSegue")], place: place)
    let segue = old.presentations[0].segue
    old.nodes.append(
      Node(
        id: "composer", kind: .viewController, parent: segue,
        frame: old.presentations[0].contentFrame))
    var new = old
    func wider(_ rect: Rect) -> Rect {
      Rect(x: rect.x, y: rect.y, width: rect.width + 40, height: rect.height)
    }
    new.presentations[0].frame = wider(new.presentations[0].frame)
    new.presentations[0].contentFrame = wider(new.presentations[0].contentFrame)
    new.nodes[new.nodes.count - 1].frame = new.presentations[0].contentFrame
    let comparison = LayoutDiff(old: [old], new: [new]).comparisons[0]
    #expect(comparison.changes.count == 3)
    let caused = try #require(comparison.causedChanges.first)
    #expect(comparison.causedChanges.count == 1)
    #expect(comparison.changes[caused.cause].property == .frame)
    #expect(comparison.changes[caused.cause].kind == .resized)
    #expect(caused.consequences.count == 2)
    let group = try #require(LayoutDiff(old: [old], new: [new]).changeGroups().first)
    #expect(group.sentence.hasPrefix("composeSegue resized 40 pt wider → node composer follows"))
  }

  @Test("layouts with the same changes are one distinct change, listed with their environments")
  func sameChangesOnce() throws {
    let diff = MailEdit().diff(places: Array(DiffSamples.places.prefix(2)))
    let distinct = diff.distinctChanges()
    // Each state changes the same way in both places: three sections for six changed layouts.
    #expect(diff.count(.changed) == 6)
    #expect(distinct.count == 3)
    for list in distinct {
      #expect(list.count == 2)
      let keys = list.map { diff.comparisons[$0].key }
      #expect(keys[0].state == keys[1].state && keys[0].environment != keys[1].environment)
    }
    let files = try DiffReport(
      diff: diff, oldName: "old", newName: "new", acceptCommand: nil,
      render: DiffReportTests.sketch
    ).files(templates: try DiffTemplates())
    let page = try #require(files.first { $0.path == "index.html" }).text
    #expect(page.components(separatedBy: "<section class=\"item changed\"").count - 1 == 3)
    #expect(page.components(separatedBy: "<details class=\"others\">").count - 1 == 3)
    // The other place's pictures are under the first's section, its anchor kept for links.
    let second = "layout-\(distinct[0][1] + 1)"
    let others = try #require(page.range(of: "<details class=\"others\">"))
    let anchor = try #require(page.range(of: "<section class=\"other\" id=\"\(second)\">"))
    #expect(others.lowerBound < anchor.lowerBound)
    #expect(page.contains("The same change in 2 environments, shown once"))
    let json = try #require(files.first { $0.path == "diff.json" }).text
    #expect(json.contains("\"distinct\": ["))
    #expect(json.contains("\"cause\": 0"))
    let markdown = try #require(files.first { $0.path == "summary.md" }).text
    #expect(markdown.contains("The changed layouts show 3 distinct changes:"))
    #expect(markdown.contains("in 2 environments"))
  }

  @Test("layouts whose changes differ are separate distinct changes")
  func differentChangesApart() {
    let first = [DiffSamples.places[0]]
    let second = [DiffSamples.places[1]]
    let diff = LayoutDiff(
      old: DiffSamples.layouts(places: first) + DiffSamples.layouts(places: second),
      new: DiffSamples.layouts(Self.moved(by: 60), places: first)
        + DiffSamples.layouts(Self.moved(by: 80), places: second))
    let distinct = diff.distinctChanges()
    #expect(diff.count(.changed) == 6)
    #expect(distinct.count == 6)
    #expect(distinct.allSatisfy { $0.count == 1 })
    // The JUnit report keeps one case per scene and environment.
    let junit = diff.rendered(DiffOutput.junit)
    #expect(junit.contains("tests=\"2\" failures=\"2\""))
  }
}
