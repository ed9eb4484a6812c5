import Foundation
import PaneDocInput
import PaneDocModel
import Testing

@testable import PaneDocLayout

/// A controller's constraints kept built across a sweep, the root's size as edit variables,
/// must lay out exactly what a fresh solve at each size does: every frame, every broken
/// constraint, every ambiguous view, every warning and assumption, in the same order. Where the
/// edit path cannot prove that (a size a required constraint refuses, an undetermined view) it
/// answers nothing, and the memo solves afresh.
@Suite("Content edit systems across a sweep")
struct ContentEditSystemTests {
  typealias Engine = ContentEngineTests

  /// Widths up and down and back again, with heights that change too, as a sweep and the
  /// layouts of one state ask for them.
  static let sizes: [Size] =
    stride(from: 0.0, through: 1400, by: 23).map { Size(width: $0, height: 800) }
    + stride(from: 1390.0, through: 10, by: -41).map { Size(width: $0, height: 600 + $0 / 7) }
    + [400, 400.5, 1024, 507, 320, 1366].map { Size(width: $0, height: 1024) }

  static func sameSite(_ site: ContentSite, size: Size) -> ContentSite {
    ContentSite(rootSize: size, safeArea: site.safeArea, sideMargin: site.sideMargin)
  }

  /// Every part of a plan, in order: the frames, what broke, what is undetermined, the warnings
  /// (with their messages) and the assumptions.
  static func difference(_ edited: ContentPlan, _ fresh: ContentPlan) -> String? {
    if edited.placed != fresh.placed { return "frames \(edited.placed) ≠ \(fresh.placed)" }
    if edited.broken != fresh.broken { return "broken \(edited.broken) ≠ \(fresh.broken)" }
    if edited.ambiguous != fresh.ambiguous {
      return "ambiguous \(edited.ambiguous) ≠ \(fresh.ambiguous)"
    }
    if edited.warnings != fresh.warnings {
      return "warnings \(edited.warnings) ≠ \(fresh.warnings)"
    }
    if edited.assumptions != fresh.assumptions {
      return "assumptions \(edited.assumptions) ≠ \(fresh.assumptions)"
    }
    return nil
  }

  /// Sweeps `root`'s controller through `sizes` with one edit system and with fresh solves;
  /// returns how many sizes the edit system answered, and records every difference.
  static func sweep(
    _ root: RootView, _ views: [View], site: ContentSite, sizes: [Size] = sizes,
    name: String = "root"
  ) throws -> (answered: Int, memo: ContentPlanMemo) {
    var edits = try #require(ContentEditSystem(root: root, views: views, site: site))
    let memo = ContentPlanMemo()
    var answered = 0
    for size in sizes {
      let site = sameSite(site, size: size)
      let fresh = ContentEngine.plan(root: root, views: views, site: site)
      if let edited = edits.plan(at: site) {
        answered += 1
        let difference = difference(edited, fresh)
        #expect(difference == nil, "\(name) at \(size.width)×\(size.height): \(difference ?? "")")
      }
      let kept = memo.solve(controller: name, root: root, views: views, site: site)
      let keptDifference = difference(kept, fresh)
      #expect(
        keptDifference == nil,
        "\(name) memo at \(size.width)×\(size.height): \(keptDifference ?? "")")
    }
    return (answered, memo)
  }

  @Test("a determined system follows every width and height by suggestion alone")
  func determinedSystemFollowsTheSize() throws {
    let views = [
      Engine.view("panel", Rect(x: 20, y: 44, width: 360, height: 100)),
      Engine.view("half", Rect(x: 0, y: 200, width: 200, height: 50)),
      Engine.view("label", Rect(x: 300, y: 300, width: 80, height: 21), kind: .label),
    ]
    let root = Engine.root([
      Engine.constraint("c1", "panel", .leading, .equal, "root", .leadingMargin),
      Engine.constraint("c2", "root", .trailingMargin, .equal, "panel", .trailing),
      Engine.constraint("c3", "panel", .top, .equal, "safe", .top),
      Engine.constraint("c4", "panel", .height, .equal, "root", .height, multiplier: 0.125),
      Engine.constraint("c5", "half", .leading, .equal, "root", .leading),
      Engine.constraint("c6", "half", .bottom, .equal, "root", .bottom, constant: -8),
      Engine.constraint("c7", "half", .width, .equal, "root", .width, multiplier: 1 / 3),
      Engine.constraint("c8", "half", .height, constant: 50),
      Engine.constraint("c9", "half", .width, .lessThanOrEqual, constant: 300, priority: 750),
      Engine.constraint("c10", "label", .centerX, .equal, "root", .centerX),
      Engine.constraint("c11", "label", .centerY, .equal, "root", .centerY, multiplier: 0.75),
    ])
    let site = Engine.site(width: 400, safeTop: 74)
    let (answered, _) = try Self.sweep(root, views, site: site)
    // Every size is met (nothing required refuses one), and every frame is determined.
    #expect(answered == Self.sizes.count)
  }

  @Test("a width a required constraint refuses is solved afresh, breaking what UIKit breaks")
  func unsatisfiableWidthsFallBack() throws {
    let views = [Engine.view("box", Rect(x: 0, y: 0, width: 500, height: 50))]
    let root = Engine.root([
      Engine.constraint("c1", "box", .leading, .equal, "root", .leading),
      Engine.constraint("c2", "root", .trailing, .equal, "box", .trailing),
      Engine.constraint("c3", "box", .top, .equal, "root", .top),
      Engine.constraint("c4", "box", .height, constant: 50),
      Engine.constraint("wide", "box", .width, .greaterThanOrEqual, constant: 500),
    ])
    let sizes = [600.0, 400, 700, 499, 500, 120, 1366].map { Size(width: $0, height: 800) }
    var edits = try #require(
      ContentEditSystem(root: root, views: views, site: Engine.site(width: 600)))
    for size in sizes {
      let site = Engine.site(width: size.width)
      let fresh = ContentEngine.plan(root: root, views: views, site: site)
      let edited = edits.plan(at: site)
      // Below 500 the fresh solve breaks `wide`; the edit system must not answer there.
      #expect((edited == nil) == (size.width < 500), "at \(size.width)")
      #expect(fresh.broken.map(\.id) == (size.width < 500 ? ["wide"] : []))
      if let edited { #expect(Self.difference(edited, fresh) == nil, "at \(size.width)") }
    }
    let (answered, _) = try Self.sweep(root, views, site: Engine.site(width: 600), sizes: sizes)
    #expect(answered == 4)
  }

  @Test("a wish above the edits' priority that pulls the root's size leaves it to fresh solves")
  func wishAboveTheEditsFallsBack() throws {
    let views = [Engine.view("box", Rect(x: 0, y: 0, width: 400, height: 50))]
    let root = Engine.root([
      Engine.constraint("c1", "box", .leading, .equal, "root", .leading),
      Engine.constraint("c2", "root", .trailing, .equal, "box", .trailing),
      Engine.constraint("c3", "box", .top, .equal, "root", .top),
      Engine.constraint("c4", "box", .height, constant: 50),
      Engine.constraint("pull", "root", .width, constant: 500, priority: 999.99999),
    ])
    let sizes = [500.0, 640, 320, 500].map { Size(width: $0, height: 800) }
    let (answered, _) = try Self.sweep(root, views, site: Engine.site(width: 500), sizes: sizes)
    // Only where the wish and the size agree.
    #expect(answered == 2)
    let fresh = ContentEngine.plan(root: root, views: views, site: Engine.site(width: 640))
    #expect(fresh.frame(of: "box")?.width == 640)
  }

  @Test("a constraint broken at every width is broken alike by the edit system")
  func alwaysBrokenConstraintsMatch() throws {
    let views = [Engine.view("box", Rect(x: 10, y: 0, width: 100, height: 50))]
    let root = Engine.root([
      Engine.constraint("c1", "box", .leading, .equal, "root", .leading, constant: 10),
      Engine.constraint("c2", "box", .width, constant: 100),
      Engine.constraint("c3", "box", .top, .equal, "root", .top),
      Engine.constraint("c4", "box", .height, constant: 50),
      Engine.constraint("narrow", "box", .width, constant: 80),
      Engine.constraint("low", "box", .leading, .equal, "root", .leading, constant: 30),
    ])
    let (answered, _) = try Self.sweep(root, views, site: Engine.site(width: 400))
    #expect(answered == Self.sizes.count)
    let plan = ContentEngine.plan(root: root, views: views, site: Engine.site(width: 300))
    #expect(plan.broken.map(\.id) == ["narrow", "low"])
  }

  @Test("an undetermined view is left to a fresh solve, which names it")
  func ambiguousViewsFallBack() throws {
    let views = [
      Engine.view("loose", Rect(x: 30, y: 40, width: 50, height: 60)),
      Engine.view("pinned", Rect(x: 0, y: 100, width: 400, height: 20)),
    ]
    let root = Engine.root([
      Engine.constraint("c1", "loose", .leading, .equal, "root", .leading),
      Engine.constraint("c2", "pinned", .leading, .equal, "root", .leading),
      Engine.constraint("c3", "pinned", .trailing, .equal, "root", .trailing),
      Engine.constraint("c4", "pinned", .top, .equal, "root", .top, constant: 100),
      Engine.constraint("c5", "pinned", .height, constant: 20),
    ])
    let (answered, memo) = try Self.sweep(root, views, site: Engine.site(width: 400))
    #expect(answered == 0)
    let plan = memo.solve(
      controller: "root", root: root, views: views, site: Engine.site(width: 640))
    #expect(plan.ambiguous == ["loose"])
    #expect(plan.frame(of: "pinned") == Rect(x: 0, y: 100, width: 640, height: 20))
  }

  @Test("two wishes of one priority that pull apart are ambiguous at some widths only")
  func ambiguityThatDependsOnTheWidth() throws {
    // Below 300 the required minimum gap decides; above it, the two 500 wishes tie.
    let views = [Engine.view("box", Rect(x: 10, y: 0, width: 100, height: 50))]
    let root = Engine.root([
      Engine.constraint("c1", "box", .top, .equal, "root", .top),
      Engine.constraint("c2", "box", .height, constant: 50),
      Engine.constraint("c3", "box", .width, constant: 100),
      Engine.constraint("c4", "box", .leading, .greaterThanOrEqual, "root", .leading),
      Engine.constraint("c5", "root", .trailing, .greaterThanOrEqual, "box", .trailing),
      Engine.constraint(
        "c6", "box", .leading, .equal, "root", .leading, constant: 200, priority: 500),
      Engine.constraint("c7", "box", .trailing, .equal, "root", .trailing, priority: 500),
    ])
    let (answered, _) = try Self.sweep(root, views, site: Engine.site(width: 400))
    let ambiguousSizes = Self.sizes.filter {
      !ContentEngine.plan(root: root, views: views, site: Engine.site(width: $0.width)).ambiguous
        .isEmpty
    }
    #expect(!ambiguousSizes.isEmpty && ambiguousSizes.count < Self.sizes.count)
    #expect(answered == Self.sizes.count - ambiguousSizes.count)
  }

  /// The shared corpus's real controllers, each swept at its safe area and margins.
  @Test("every controller of the corpus lays out alike by edits and afresh at every size")
  func corpusControllersMatch() throws {
    guard let corpus = ContentCorpusTests.corpus else {
      print("skipped: no ../shared/corpus beside the package to sweep")
      return
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
      .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    var controllers = 0
    var sizes = 0
    var answered = 0
    // Every second size, to keep the suite quick: 38 controllers by about 50 sizes.
    let some = Self.sizes.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    for name in names {
      let path = corpus.appendingPathComponent(name).path
      guard let data = FileManager.default.contents(atPath: path),
        let interface = InterfaceLoader.read(Array(data), file: path).interface
      else { continue }
      for controller in interface.controllers {
        guard case .content(let content) = controller.kind, let root = content.rootView,
          root.usesConstraints(content.views)
        else { continue }
        let site = ContentSite(
          rootSize: root.designFrame.size, safeArea: root.designSafeArea ?? .zero,
          sideMargin: ContentSite.sideMargin(
            width: root.designFrame.width, hasSideSafeArea: false))
        let swept = try Self.sweep(
          root, content.views, site: site, sizes: some, name: "\(name) \(controller.id)")
        controllers += 1
        sizes += some.count
        answered += swept.answered
      }
    }
    print("edit systems answered \(answered) of \(sizes) sizes of \(controllers) controllers")
    #expect(controllers >= 30)
    // Most controllers are determined and take most sizes: the edit path is what a sweep uses.
    #expect(answered * 2 > sizes)
  }
}
