import PaneDocModel
import PaneDocSolver

/// A controller's constraints built once for a sweep, the root's width and height as edit
/// variables: a new root size is two suggestions and a dual-simplex re-solve from the last
/// solution, not a new system. Its plans are byte for byte those `ContentEngine.plan` solves
/// afresh, because it answers only where that is provable and says `nil` elsewhere:
///
/// - **The same broken constraints.** Afresh, the root's size is required and added first, and a
///   file constraint breaks when it cannot hold with the root's size and those before it. Here
///   the size is not required, so a constraint breaks when it cannot hold with those before it
///   alone. When the suggested size is met exactly, every constraint kept here holds together
///   with it, so by induction over the order of adding each constraint is kept or broken in both
///   alike. When it is not met (a required constraint conflicts with the size, or a priority
///   above the edits' pulls it away), the plan is left to a fresh solve, which breaks the one
///   UIKit would.
/// - **The same solution.** With the size met, the solutions optimal here are exactly those
///   optimal afresh (a solution that meets the size is optimal at the edits' level and at every
///   level above it among all, hence among those that meet it), so `isDetermined` answers alike.
///   When every view's frame is determined, the values are the one optimum, whatever pivots led
///   to it, and the stays (which only choose among optima) change nothing; so they are not added.
///   A view left undetermined keeps the frame the stays choose, which may depend on the order of
///   pivots: that plan, too, is left to a fresh solve.
///
/// Both hold in exact arithmetic; in floating point two ways to one optimum may differ in the
/// last bits, which the frames' rounding to a thousandth hides but at a half thousandth.
///
/// Safe area and margins are constants of the build (a sweep changes them at few widths); a
/// memo keeps one system per controller and per safe area and side margin.
struct ContentEditSystem {
  /// Above the priorities files and stack views use (999.999 at most), below required; a file's
  /// priority above it would only make the system decline the sizes that priority pulls from.
  static let editPriority = 999.9999
  /// A suggested size met within this (relative) is met: the rest is rounding. [inf]
  static let tolerance = 1e-9

  private var build: ContentBuild
  private let width: Variable
  private let height: Variable

  /// `nil` when the solver refused the edit variables (it does not for fresh variables).
  init?(root: RootView, views: [View], site: ContentSite) {
    build = ContentBuild(root: root, views: views, site: site, rootSize: .edited)
    width = build.items.items[0].width
    height = build.items.items[0].height
    guard build.system.solver.hasEditVariable(width), build.system.solver.hasEditVariable(height)
    else { return nil }
  }

  /// The plan at `site` (whose safe area and side margin must be the build's), or `nil` where it
  /// would not be provably the fresh solve's: the size cannot be met, a view is undetermined, or
  /// the solver failed.
  mutating func plan(at site: ContentSite) -> ContentPlan? {
    do {
      try build.system.solver.suggest(width, site.rootSize.width)
      try build.system.solver.suggest(height, site.rootSize.height)
    } catch {
      return nil
    }
    guard meets(width, site.rootSize.width), meets(height, site.rootSize.height) else {
      return nil
    }
    guard build.ambiguous().isEmpty else { return nil }
    // A wrapping label whose width gives it another height: the fresh solve measures it.
    guard !build.hasWrappingText || build.textHeights().isEmpty else { return nil }
    return build.plan(site: site, ambiguous: [])
  }

  private func meets(_ variable: Variable, _ value: Double) -> Bool {
    abs(build.system.solver.value(of: variable) - value) <= Self.tolerance * max(1, abs(value))
  }
}
