import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocDiff
@testable import PaneDocRender

@Suite("Layout diff")
struct DiffEngineTests {
  typealias Design = DiffSamples.Design

  @Test("identical versions have no change")
  func identical() {
    let diff = LayoutDiff(old: DiffSamples.layouts(), new: DiffSamples.layouts())
    #expect(!diff.hasChanges)
    #expect(diff.changeCount == 0)
    #expect(diff.count(.unchanged) == 9)
    #expect(diff.scenes.isEmpty && diff.states.isEmpty && diff.environments.isEmpty)
  }

  @Test("moving an anchor changes that item and the popovers anchored there, where visible")
  func anchorMoved() {
    var moved = Design()
    moved.composeButton.x -= 60
    let diff = LayoutDiff(old: DiffSamples.layouts(), new: DiffSamples.layouts(moved))
    let changedPopovers = Set(
      diff.comparisons.flatMap { comparison in
        comparison.changes.filter { $0.subject == .popover }.map {
          "\($0.id)@\(comparison.key.environment)"
        }
      })
    #expect(
      changedPopovers == [
        "composeSegue@ios17-ipad-9.7-landscape-full", "composeSegue@ios17-ipad-9.7-portrait-full",
      ])
    let changedNodes = Set(
      diff.comparisons.flatMap { $0.changes.filter { $0.subject == .node } }.map(\.id))
    #expect(changedNodes == ["composeButton"])
    // Every layout shows the button, so every layout changed; nothing was added or removed.
    #expect(diff.count(.changed) == 9)
    #expect(diff.count(.added) == 0 && diff.count(.removed) == 0)
    let landscape = diff.comparisons.first {
      $0.key.environment == "ios17-ipad-9.7-landscape-full"
        && $0.key.state == [.segue("composeSegue")]
    }!
    let anchor = landscape.changes.first { $0.kind == .anchor }!
    #expect(anchor.old == .rect(Rect(x: 960, y: 26, width: 44, height: 44)))
    #expect(anchor.new == .rect(Rect(x: 900, y: 26, width: 44, height: 44)))
    #expect(anchor.magnitude == 60)
    #expect(landscape.changes.contains { $0.kind == .arrowOffset && $0.magnitude == 60 })
  }

  @Test("a wider primary column changes exactly the columns and what sits in them")
  func columnWidth() {
    var wider = Design()
    wider.primaryWidth = 375
    let diff = LayoutDiff(old: DiffSamples.layouts(), new: DiffSamples.layouts(wider))
    let full = diff.comparisons.first {
      $0.key.environment == "ios17-ipad-9.7-landscape-full" && $0.key.state.isEmpty
    }!
    #expect(
      Set(full.changes.map(\.id)) == [
        "mail", "mailboxesNav", "mailboxesNav#navigationBar", "messageNav",
        "messageNav#navigationBar",
      ])
    #expect(
      full.changes.contains {
        $0.id == "mail" && $0.kind == .columnWidth && $0.old == .number(320)
          && $0.new == .number(375)
      })
    #expect(
      full.changes.contains {
        $0.id == "mailboxesNav" && $0.kind == .resized && $0.magnitude == 55
      })
    #expect(full.changes.contains { $0.id == "messageNav" && $0.kind == .moved })
    #expect(!full.changes.contains { $0.id == "mailboxesNav" && $0.kind == .moved })
    // The collapsed split has no primary column: nothing changes there.
    #expect(
      diff.comparisons.filter { $0.key.environment.hasSuffix("one-third") }.allSatisfy {
        $0.status == .unchanged
      })
  }

  @Test("a removed scene and a new environment are reported")
  func removedSceneAndNewEnvironment() {
    var old = Design()
    old.scenes = ["mail", "settings"]
    let newPlaces =
      DiffSamples.places + [
        DiffSamples.Place(
          device: "ipad-pro-12.9", orientation: .landscape, windowName: .named(.half), width: 678,
          height: 1024)
      ]
    let diff = LayoutDiff(
      old: DiffSamples.layouts(old), new: DiffSamples.layouts(places: newPlaces))
    #expect(diff.scenes.removed == ["settings"])
    #expect(diff.scenes.added.isEmpty)
    #expect(diff.environments.added == ["ios17-ipad-pro-12.9-landscape-half"])
    #expect(diff.environments.removed.isEmpty)
    #expect(diff.count(.removed) == 9)
    #expect(diff.count(.added) == 3)
    #expect(diff.count(.unchanged) == 9)
    #expect(diff.hasChanges)
    #expect(diff.comparisons.last?.key.scene == "settings")
  }

  @Test("a state that no longer arises is a removed state")
  func removedState() {
    let old = DiffSamples.layouts()
    let new = old.filter { $0.state != [.segue("filterSegue")] }
    let diff = LayoutDiff(old: old, new: new)
    #expect(diff.states.removed == [.init(scene: "mail", state: [.segue("filterSegue")])])
    #expect(diff.states.added.isEmpty)
    #expect(diff.count(.removed) == 3)
  }

  @Test("moves within the tolerance are no change; the comparison is at printed precision")
  func tolerance() {
    var nudged = Design()
    nudged.composeButton.x += 0.4
    let old = DiffSamples.layouts()
    #expect(
      !LayoutDiff(old: old, new: DiffSamples.layouts(nudged), tolerance: .init(0.5)).hasChanges)
    #expect(LayoutDiff(old: old, new: DiffSamples.layouts(nudged)).hasChanges)
    var rounding = Design()
    rounding.composeButton.x += 0.004
    #expect(!LayoutDiff(old: old, new: DiffSamples.layouts(rounding)).hasChanges)
    var exact = Design()
    exact.composeButton.x += 0.5
    #expect(
      !LayoutDiff(old: old, new: DiffSamples.layouts(exact), tolerance: .init(0.5)).hasChanges)
    exact.composeButton.x += 0.01
    #expect(LayoutDiff(old: old, new: DiffSamples.layouts(exact), tolerance: .init(0.5)).hasChanges)
  }

  @Test("appearing, vanishing, visibility, arrow and presentation changes are structural")
  func structural() {
    let place = DiffSamples.places[0]
    let old = DiffSamples.layout(
      Design(), scene: "mail", state: [.segue("composeSegue")], place: place)
    var new = old
    new.nodes.removeAll { $0.id == "filterButton" }
    new.nodes.append(
      Node(id: "searchBar", kind: .searchBar, frame: Rect(x: 0, y: 70, width: 320, height: 56)))
    new.nodes[1].visible = false
    new.presentations[0].arrowDirection = .down
    new.presentations[0].presentation = .formSheet
    let changes = LayoutComparison.changes(from: old, to: new, tolerance: .init())
    let kinds = changes.map { "\($0.kind.rawValue):\($0.id)" }
    #expect(
      kinds == [
        "visibility:mailboxesNav", "appeared:searchBar", "vanished:filterButton",
        "presentation:composeSegue", "arrow:composeSegue",
      ])
    #expect(changes.allSatisfy { $0.kind.isStructural })
    #expect(changes[1].magnitude == 320)
    #expect(changes[3].old == .text("popover") && changes[3].new == .text("formSheet"))
  }

  @Test("the content frame is compared inside its popover, not again with it")
  func contentFrameFollowsFrame() {
    let place = DiffSamples.places[0]
    let old = DiffSamples.layout(
      Design(), scene: "mail", state: [.segue("composeSegue")], place: place)
    var new = old
    new.presentations[0].frame = new.presentations[0].frame.offsetBy(dx: 0, dy: 30)
    new.presentations[0].contentFrame = new.presentations[0].contentFrame.offsetBy(dx: 0, dy: 30)
    var changes = LayoutComparison.changes(from: old, to: new, tolerance: .init())
    #expect(changes.map(\.property.name) == ["frame"])
    new.presentations[0].contentFrame.y -= 13
    changes = LayoutComparison.changes(from: old, to: new, tolerance: .init())
    #expect(changes.map(\.property.name) == ["frame", "contentFrame"])
  }

  @Test("environment values and warnings are compared")
  func environmentAndWarnings() {
    let place = DiffSamples.places[0]
    let old = DiffSamples.layout(Design(), scene: "mail", state: [], place: place)
    var new = old
    new.environment.safeArea.top = 24
    new.environment.keyboard = 398
    new.warnings = [
      LayoutWarning(code: .layout(.fractionCapped), subject: "mail", message: "capped")
    ]
    let changes = LayoutComparison.changes(from: old, to: new, tolerance: .init())
    #expect(changes.map(\.property.name) == ["safeArea", "keyboard", "fraction-capped"])
    #expect(changes[0].old == .text("20 0 0 0") && changes[0].new == .text("24 0 0 0"))
    #expect(changes[2].old == .absent && changes[2].new == .text("capped"))
  }

  @Test("biggest first puts structural changes before large moves")
  func ordering() {
    let move = LayoutChange(
      subject: .node, id: "a", kind: .moved, property: .frame, old: .absent, new: .absent,
      magnitude: 500)
    let small = LayoutChange(
      subject: .node, id: "b", kind: .moved, property: .frame, old: .absent, new: .absent,
      magnitude: 5)
    let arrow = LayoutChange(
      subject: .popover, id: "c", kind: .arrow, property: .arrowDirection, old: .text("up"),
      new: .text("down"))
    #expect(
      [small, move, arrow].sorted(by: LayoutChange.biggerFirst).map(\.id) == ["c", "a", "b"])
  }
}
