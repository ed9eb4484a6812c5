import PaneDocModel
import Testing

@testable import PaneDocLayout

@Suite("The tiling every side-by-side split shares")
struct SplitTilingTests {
  static let frame = Rect(x: 100, y: 20, width: 1000, height: 700)
  static let two: [SplitPlan.Sidebar] = [
    .init(name: .primary, controller: "a", width: 320),
    .init(name: .supplementary, controller: "b", width: 375),
  ]

  static func tiled(
    _ sidebars: [SplitPlan.Sidebar], _ placement: SplitPlan.Secondary.Placement,
    trailing: Bool = false
  ) -> SplitPlan {
    var plan = SplitPlan(
      info: SplitInfo(
        collapsed: false, behavior: .tile, displayMode: .oneBesideSecondary,
        primaryColumnWidth: 0, supplementaryColumnWidth: 0))
    plan.tile(
      sidebars,
      .init(name: .secondary, controller: "c", sizeClass: .regular, placement: placement),
      divider: 0.5, in: frame, trailing: trailing)
    return plan
  }

  @Test("beside: each sidebar followed by a divider, the secondary filling the rest")
  func beside() {
    let plan = Self.tiled(Self.two, .beside)
    #expect(plan.columnNames == ["primary a", "supplementary b", "secondary c"])
    #expect(
      plan.frames == [
        Rect(x: 100, y: 20, width: 320, height: 700),
        Rect(x: 420.5, y: 20, width: 375, height: 700),
        Rect(x: 796, y: 20, width: 304, height: 700),
      ])
    #expect(
      plan.dividers == [
        Rect(x: 420, y: 20, width: 0.5, height: 700),
        Rect(x: 795.5, y: 20, width: 0.5, height: 700),
      ])
    #expect(plan.columns.map(\.sizeClass) == [.compact, .compact, .regular])
    #expect(plan.columns.allSatisfy { !$0.dimmed && $0.clip == nil })
  }

  @Test("under: the secondary first, filling the split and dimmed; no divider on the open side")
  func under() {
    let plan = Self.tiled(Self.two, .under(dimmed: true))
    #expect(plan.columnNames == ["secondary c", "primary a", "supplementary b"])
    #expect(plan.columns[0].frame == Self.frame)
    #expect(plan.columns.map(\.dimmed) == [true, false, false])
    #expect(plan.dividers == [Rect(x: 420, y: 20, width: 0.5, height: 700)])
    #expect(plan.columns[2].frame == Rect(x: 420.5, y: 20, width: 375, height: 700))
  }

  @Test("displaced: the secondary keeps its width after the sidebars, clipped to the split")
  func displaced() {
    let plan = Self.tiled(Self.two, .displaced(width: 500))
    #expect(plan.columnNames == ["primary a", "supplementary b", "secondary c"])
    #expect(plan.columns[2].frame == Rect(x: 796, y: 20, width: 500, height: 700))
    #expect(plan.columns[2].clip == Self.frame)
    #expect(plan.columns[2].dimmed)
    #expect(plan.dividers.count == 2)
  }

  @Test("trailing mirrors every frame inside the split")
  func trailing() {
    let plan = Self.tiled([Self.two[0]], .beside, trailing: true)
    #expect(plan.columnNames == ["primary a", "secondary c"])
    #expect(
      plan.frames == [
        Rect(x: 780, y: 20, width: 320, height: 700),
        Rect(x: 100, y: 20, width: 679.5, height: 700),
      ])
    #expect(plan.dividers == [Rect(x: 779.5, y: 20, width: 0.5, height: 700)])
  }

  @Test("a sidebar without a controller keeps its room and its divider")
  func emptyRoom() {
    let plan = Self.tiled([.init(name: .primary, controller: nil, width: 320)], .beside)
    #expect(plan.columnNames == ["secondary c"])
    #expect(plan.frames == [Rect(x: 420.5, y: 20, width: 679.5, height: 700)])
    #expect(plan.dividers == [Rect(x: 420, y: 20, width: 0.5, height: 700)])
  }
}
