import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocDiff
@testable import PaneDocRender

/// The diff over layouts that the engine computed: a design changed in memory, laid out in a
/// small environment matrix before and after.
@Suite("Layout diff over the engine")
struct DiffEngineEndToEndTests {
  static let here = SourceLocation(file: "mail.xml", line: 1, column: 1)

  struct Design {
    var replyButton = Rect(x: 400, y: 24, width: 88, height: 44)
    var primaryFraction: Double? = 0.33
    var withSettings = false
  }

  static func content(
    _ id: String, right: [BarButtonItem] = [], views: [View] = [], size: Size? = nil
  ) -> Controller {
    Controller(
      id: id, title: id,
      kind: .content(
        ContentController(
          preferredContentSize: size,
          navigationItem: NavigationItem(title: id, rightItems: right, location: here),
          views: views)),
      location: here)
  }

  static func nav(_ id: String, root: String) -> Controller {
    Controller(id: id, kind: .navigation(NavigationController(root: root)), location: here)
  }

  static func interface(_ design: Design) -> Interface {
    var controllers = [
      Controller(
        id: "mail",
        kind: .split(
          SplitViewController(
            primary: "listNav", secondary: "detailNav",
            primaryColumn: ColumnWidthPreference(fraction: design.primaryFraction))),
        location: here),
      nav("listNav", root: "list"),
      content(
        "list",
        right: [BarButtonItem(id: "composeItem", systemItem: .compose, location: here)]),
      nav("detailNav", root: "message"),
      content(
        "message",
        views: [
          View(
            id: "header", frame: Rect(x: 0, y: 0, width: 500, height: 96),
            subviews: [View(id: "replyButton", frame: design.replyButton, location: here)],
            location: here)
        ]),
      content("composer", size: Size(width: 540, height: 620)),
      content("replyOptions", size: Size(width: 320, height: 176)),
    ]
    if design.withSettings { controllers.append(content("settings")) }
    return Interface(
      file: "mail.xml", format: .panedoc, profile: .ios17, controllers: controllers,
      segues: [
        Segue(
          id: "composeSegue", kind: .popover, source: "composeItem", destination: "composer",
          location: here),
        Segue(
          id: "replySegue", kind: .popover, source: "replyButton", destination: "replyOptions",
          location: here),
      ])
  }

  static func layouts(_ design: Design, devices: [DeviceID] = ["ipad-9.7", "iphone-12"]) -> [Layout]
  {
    let interface = interface(design)
    let matrix = EnvironmentMatrix(
      devices: devices, orientations: [.portrait, .landscape],
      multitaskingWindows: [.full, .half, .oneThird])
    let environments = matrix.environments(documentProfile: interface.profile).environments
    var layouts: [Layout] = []
    for scene in LayoutEngine.scenes(in: interface) {
      for state in LayoutEngine.states(of: scene, in: interface, depth: 1) {
        for environment in environments {
          if let layout = LayoutEngine.layout(
            interface, scene: scene, state: state, environment: environment)
          {
            layouts.append(layout)
          }
        }
      }
    }
    return layouts
  }

  /// Whether `id`'s parent chain reaches one of `roots` (or `id` is one).
  static func within(_ id: String, _ roots: Set<String>, in layout: Layout) -> Bool {
    var current: String? = id
    var steps = 0
    while let node = current, steps <= layout.nodes.count {
      if roots.contains(node) { return true }
      current = layout.nodes.first { $0.id == node }?.parent
      steps += 1
    }
    return false
  }

  @Test("the same design twice: no change")
  func identical() {
    let diff = LayoutDiff(old: Self.layouts(Design()), new: Self.layouts(Design()))
    #expect(!diff.hasChanges)
    #expect(diff.comparisons.count > 20)
  }

  @Test("moving an anchor view changes it and the popover anchored there, wherever it shows")
  func anchorMoved() throws {
    var moved = Design()
    moved.replyButton.x -= 100
    let old = Self.layouts(Design())
    let diff = LayoutDiff(old: old, new: Self.layouts(moved))
    #expect(diff.hasChanges)
    #expect(diff.count(.added) == 0 && diff.count(.removed) == 0)
    for comparison in diff.comparisons {
      let layout = try #require(comparison.new)
      for change in comparison.changes {
        switch change.subject {
        case .node:
          // The button, or the popover's content, which moves with the popover.
          #expect(
            change.id == "replyButton" || Self.within(change.id, ["replySegue"], in: layout),
            "\(change.subjectName) in \(comparison.key.title)")
        case .popover: #expect(change.id == "replySegue")
        case .warning:
          // A warning about the moved button (its new place) is news too.
          #expect(change.id == "replyButton", "\(change.subjectName) \(change.details)")
        case .environment: Issue.record("\(change.subjectName) changed")
        }
      }
      let shown = layout.presentations.first { $0.segue == "replySegue" }
      if let shown, shown.presentation == .popover, shown.anchor != nil {
        #expect(
          comparison.changes.contains { $0.subject == .popover && $0.kind == .anchor },
          "no anchor change in \(comparison.key.title)")
      }
    }
    // The compose popover, anchored elsewhere, never changes.
    #expect(!diff.comparisons.contains { $0.changes.contains { $0.id == "composeSegue" } })
  }

  @Test("a wider primary column changes the columns and what sits in them, not the rest")
  func columnFraction() throws {
    var wider = Design()
    wider.primaryFraction = 0.4
    let diff = LayoutDiff(old: Self.layouts(Design()), new: Self.layouts(wider))
    #expect(diff.hasChanges)
    for comparison in diff.comparisons where comparison.status == .changed {
      let layout = try #require(comparison.new)
      let columns = Set(layout.nodes.filter { $0.column != nil }.map(\.id))
      // The column width changed, or only a warning about the preferred fraction or a column
      // did (where the width is capped, the new fraction is capped too).
      #expect(
        comparison.changes.contains { $0.id == "mail" && $0.kind == .columnWidth }
          || comparison.changes.allSatisfy {
            $0.subject == .warning && ($0.id == "mail" || columns.contains($0.id))
          })
      for change in comparison.changes {
        switch change.subject {
        case .node:
          #expect(
            change.id == "mail"
              || Self.within(change.id, columns.union(["composeSegue"]), in: layout),
            "\(change.subjectName) in \(comparison.key.title)")
        case .popover:
          // A popover moves only because its anchor, in a column, moved.
          #expect(
            comparison.changes.contains { $0.id == change.id && $0.kind == .anchor },
            "\(change.subjectName) \(change.details) in \(comparison.key.title)")
        case .warning:
          // About the split, or about a column (one narrower than 320 pt).
          #expect(
            change.id == "mail" || columns.contains(change.id),
            "\(change.subjectName) \(change.details)")
        case .environment: Issue.record("\(change.subjectName) changed")
        }
      }
    }
    // Collapsed splits (the iPhone) have no primary column beside the secondary: no change.
    #expect(
      diff.comparisons.filter { $0.key.environment.contains("iphone") }.allSatisfy {
        $0.status == .unchanged
      })
  }

  @Test("a removed scene and a new environment are reported")
  func removedSceneAndNewEnvironment() {
    var old = Design()
    old.withSettings = true
    let diff = LayoutDiff(
      old: Self.layouts(old),
      new: Self.layouts(Design(), devices: ["ipad-9.7", "iphone-12", "ipad-pro-11"]))
    #expect(diff.scenes.removed == ["settings"])
    #expect(diff.scenes.added.isEmpty)
    #expect(!diff.environments.added.isEmpty)
    #expect(diff.environments.added.allSatisfy { $0.contains("ipad-pro-11") })
    #expect(diff.environments.removed.isEmpty)
    #expect(diff.count(.changed) == 0)
    #expect(
      diff.comparisons.filter { $0.status == .removed }.allSatisfy { $0.key.scene == "settings" })
  }
}
