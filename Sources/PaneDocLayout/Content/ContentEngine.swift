import PaneDocModel
import PaneDocSolver

/// Auto Layout inside one controller, as a pure function like the split engines: the root view
/// and its views, with their constraints, at the size, safe area and margins the container gives
/// → every view's frame relative to the root view, and the notes (broken constraints, views the
/// constraints do not determine, content that leaves the column or runs over a sibling).
///
/// The system is what UIKit builds: the file's constraints; for each view that translates its
/// autoresizing mask, the constraints the mask implies relative to its superview's design size;
/// intrinsic content sizes at the views' hugging and compression priorities; stack views'
/// arrangements. Required constraints that cannot hold with those added before them are broken,
/// as UIKit breaks one and logs it. Last, every view is held at its design frame at priority 1,
/// so that what the constraints leave open stays as designed. The views, constraints, hidden
/// flags and constants are those the site's size classes install.
public enum ContentEngine {
  /// The lowest priority: only what nothing else decides.
  static let stayPriority = 1.0

  /// How many times a layout is solved again for the heights its wrapping labels take at the
  /// widths the last solve gave them; a label whose width follows its height could go on.
  static let textPasses = 3

  public static func plan(root: RootView, views: [View], site: ContentSite) -> ContentPlan {
    var heights: [String: Double] = [:]
    var (build, ambiguous) = solve(root: root, views: views, site: site, textHeights: heights)
    if build.hasWrappingText {
      for _ in 0..<textPasses {
        let wanted = build.textHeights()
        guard wanted != heights else { break }
        heights = wanted
        (build, ambiguous) = solve(root: root, views: views, site: site, textHeights: heights)
      }
    }
    return build.plan(site: site, ambiguous: ambiguous)
  }

  /// A build solved afresh with its stays, and the views it leaves undetermined before them.
  private static func solve(
    root: RootView, views: [View], site: ContentSite, textHeights: [String: Double]
  ) -> (ContentBuild, [String]) {
    var build = ContentBuild(
      root: root, views: views, site: site, rootSize: .required, textHeights: textHeights)
    let ambiguous = build.ambiguous()
    build.addStays()
    return (build, ambiguous)
  }

  /// The solver and what was added to it; a required constraint that cannot hold is left out.
  struct System {
    var solver: Solver

    /// Adds `constraint`; false when it is required and cannot hold with the others.
    @discardableResult
    mutating func add(_ constraint: Constraint) -> Bool {
      do {
        try solver.add(constraint)
        return true
      } catch {
        return false
      }
    }

    mutating func require(_ constraint: Constraint) { add(constraint) }

    mutating func add(
      _ lhs: Expression, _ relation: Relation, _ rhs: Expression, _ priority: Double
    ) {
      add(Constraint(lhs, relation, rhs, priority: Priority(priority)))
    }
  }

  /// `first.attribute relation multiplier × second.attribute + constant` as a solver constraint.
  static func translate(_ constraint: LayoutConstraint, items: inout ContentItems) -> Constraint? {
    guard let firstBox = items.box(of: constraint.firstItem, seenFrom: constraint.secondItem),
      let first = items.expression(constraint.firstAttribute, of: firstBox)
    else { return nil }
    var second = Expression(constant: constraint.constant)
    if let secondItem = constraint.secondItem {
      guard let secondBox = items.box(of: secondItem, seenFrom: constraint.firstItem),
        let value = items.expression(constraint.secondAttribute, of: secondBox)
      else { return nil }
      second = value * constraint.multiplier + constraint.constant
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Constraint(first, relation, second, priority: Priority(constraint.priority))
  }

  /// Solver values to a thousandth of a point: no `-0`, no `299.99999999`.
  static func rounded(_ value: Double) -> Double {
    let result = (value * 1000).rounded() / 1000
    return result == 0 ? 0 : result
  }
}
