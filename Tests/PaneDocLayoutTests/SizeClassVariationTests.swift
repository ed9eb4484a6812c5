import Foundation
import PaneDocInput
import PaneDocModel
import Testing

@testable import PaneDocLayout

/// Size-class variations of an Interface Builder file (`Fixtures/SizeClasses.storyboard`): the
/// constraints and subviews each size class installs, `hidden` and constants per size class. The
/// design canvas is laid out in its device's size classes, any other site in its own.
@Suite("Size-class variations")
struct SizeClassVariationTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/SizeClasses.storyboard")

  static func interface() throws -> Interface {
    let data = try #require(FileManager.default.contents(atPath: fixture.path))
    let result = InterfaceLoader.read(Array(data), file: fixture.path)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.interface)
  }

  static func content() throws -> (root: RootView, views: [View]) {
    guard case .content(let content) = try interface().controller("vc")?.kind,
      let root = content.rootView
    else {
      Issue.record("vc is not a content controller with a root view")
      throw CancellationError()
    }
    return (root, content.views)
  }

  static func plan(_ size: Size, safe: Insets, _ traits: SizeClassTraits) throws -> ContentPlan {
    let (root, views) = try content()
    return ContentEngine.plan(
      root: root, views: views,
      site: ContentSite(rootSize: size, safeArea: safe, sideMargin: 16, traits: traits))
  }

  static let portrait = Size(width: 393, height: 852)
  static let portraitSafe = Insets(top: 59, left: 0, bottom: 34, right: 0)
  static let landscape = Size(width: 852, height: 393)
  static let landscapeSafe = Insets(top: 0, left: 59, bottom: 21, right: 59)
  static let compactRegular = SizeClassTraits(width: .compact, height: .regular)
  static let compactCompact = SizeClassTraits(width: .compact, height: .compact)

  @Test("the reader keeps every constraint with the masks, constants and hidden per size class")
  func readsVariations() throws {
    let (root, views) = try Self.content()
    #expect(root.designTraits == Self.compactRegular)
    #expect(root.layout.constraints.map(\.id).contains("cL"))
    #expect(root.layout.constraintMasks.map(\.traits) == [.any, SizeClassTraits(height: .compact)])
    #expect(root.layout.constraintMasks[1].included == ["cL", "cY"])
    #expect(root.layout.constraintMasks[1].excluded == ["cT", "cX"])
    #expect(
      root.layout.subviewMasks == [
        InstallMask(traits: .any, excluded: ["badge"]),
        InstallMask(traits: SizeClassTraits(width: .regular), included: ["badge"]),
      ])
    let leading = try #require(root.layout.constraints.first { $0.id == "pL" })
    #expect(
      leading.constantVariations == [
        SizeClassVariation(traits: SizeClassTraits(height: .compact), value: 8),
        SizeClassVariation(traits: SizeClassTraits(width: .regular, height: .compact), value: 30),
      ])
    let banner = try #require(views.first { $0.id == "stack" }?.subviews.first)
    #expect(banner.id == "banner" && !banner.isHidden)
    #expect(
      banner.hiddenVariations == [
        SizeClassVariation(traits: SizeClassTraits(height: .compact), value: true)
      ])
    // The design safe area is told by the constraints installed in the design's size classes.
    #expect(root.designSafeArea == Self.portraitSafe)
  }

  @Test("in the design's size classes every stored frame is reproduced; in the base one it is not")
  func reproducesTheDesign() throws {
    let (_, views) = try Self.content()
    let plan = try Self.plan(Self.portrait, safe: Self.portraitSafe, Self.compactRegular)
    #expect(plan.broken.isEmpty && plan.ambiguous.isEmpty)
    #expect(plan.notInstalled == ["badge"])
    var pending = views.map { (view: $0, origin: Point.zero) }
    var compared = 0
    while let (view, origin) = pending.popLast() {
      let solved = try #require(plan.frame(of: view.id) ?? (view.id == "badge" ? .zero : nil))
      pending += view.subviews.map { ($0, solved.origin) }
      guard view.id != "badge" else { continue }
      compared += 1
      #expect(
        solved.offsetBy(dx: -origin.x, dy: -origin.y) == view.layout.designFrame, "\(view.id)")
    }
    #expect(compared == 5)
    // The base configuration has the panel's base height, 60, not the regular height's 100.
    let base = try Self.plan(Self.portrait, safe: Self.portraitSafe, .any)
    #expect(base.frame(of: "panel")?.height == 60)
  }

  @Test("in compact height the title, the panel's insets and height and the banner change")
  func compactHeight() throws {
    let plan = try Self.plan(Self.landscape, safe: Self.landscapeSafe, Self.compactCompact)
    #expect(plan.broken.isEmpty, "\(plan.broken.map(\.id))")
    // Leading 8 inside the safe area, centred in the safe area's height (0 to 372).
    #expect(plan.frame(of: "title") == Rect(x: 67, y: 166, width: 100, height: 40))
    // 8 from each side of the safe area, 60 high, 8 below the title.
    #expect(plan.frame(of: "panel") == Rect(x: 67, y: 214, width: 718, height: 60))
    // The hidden banner takes no room: the stack is the footer's 30 pt at the safe bottom.
    #expect(!plan.shows("banner") && plan.shows("footer"))
    #expect(plan.frame(of: "banner")?.height == 0)
    #expect(plan.frame(of: "stack") == Rect(x: 59, y: 342, width: 734, height: 30))
    #expect(plan.frame(of: "footer") == Rect(x: 59, y: 342, width: 734, height: 30))
    #expect(plan.notInstalled == ["badge"])
    // A variation naming both classes overrides one naming the height only.
    let wide = try Self.plan(
      Self.landscape, safe: Self.landscapeSafe, SizeClassTraits(width: .regular, height: .compact))
    #expect(wide.frame(of: "panel")?.minX == 89)
  }

  @Test("a view installed in regular width only is laid out and drawn there, not in compact width")
  func installedPerWidth() throws {
    let interface = try Self.interface()
    let full = try #require(layout(interface, .iPadPro11(.landscape())))
    let narrow = try #require(layout(interface, .iPadPro11(.landscape(.oneThird))))
    #expect(full.environment.horizontalSizeClass == .regular)
    #expect(narrow.environment.horizontalSizeClass == .compact)
    let panel = try #require(full.frame("panel"))
    let badge = try #require(full.node("badge"))
    #expect(badge.visible)
    #expect(badge.frame == Rect(x: panel.minX, y: panel.maxY + 8, width: 40, height: 40))
    #expect(narrow.node("badge")?.visible == false)
    #expect(narrow.node("panel")?.visible == true)
    // Its constraints go with it: nothing is reported broken where it is not installed.
    #expect(!narrow.warnings.contains { $0.code == .layout(.constraintsUnsatisfiable) })
  }

  @Test("a sweep that crosses from compact to regular width switches the installed views there")
  func sweepSwitchesAtTheSizeClass() throws {
    let prepared = PreparedInterface(try Self.interface())
    let scene = try #require(LayoutEngine.scenes(in: prepared).first)
    let state = SceneState(id: "initial", title: "", steps: [])
    let base = Environment(profile: .ios26, device: .iPadPro13M4, orientation: .landscape)
    let sweep = WidthSweep.run(
      prepared, scene: scene, state: state, base: base,
      widths: WidthSweep.widths(from: 320, to: 1376, step: 8))
    let boundary = try #require(sweep.breakpoints.first)
    for interval in sweep.intervals {
      let width = interval.from
      var environment = base
      environment.windowSize = Size(
        width: width, height: base.device.screen(base.orientation).height)
      let layout = try #require(
        LayoutEngine.layout(prepared, scene: scene, state: state, environment: environment))
      let regular = layout.environment.horizontalSizeClass == .regular
      #expect(layout.node("badge")?.visible == regular, "at \(width)")
      #expect(regular == (width >= boundary), "at \(width)")
    }
  }
}
