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

  public static func plan(root: RootView, views: [View], site: ContentSite) -> ContentPlan {
    let configuration = root.configuration(views: views, in: site.traits)
    let root = configuration.root
    let views = configuration.views
    var solver = Solver()
    var items = ContentItems(root: root, views: views, site: site, solver: &solver)
    var notes = EngineNotes()
    var broken: [LayoutConstraint] = []
    var system = System(solver: solver)
    let rootItem = items.items[0]
    system.require(Constraint(Expression(rootItem.left), .equal, 0))
    system.require(Constraint(Expression(rootItem.top), .equal, 0))
    system.require(Constraint(Expression(rootItem.width), .equal, site.rootSize.width))
    system.require(Constraint(Expression(rootItem.height), .equal, site.rootSize.height))
    let arranged = ContentStacks.arrangedIndexes(items)
    for index in items.items.indices.dropFirst() where !arranged.contains(index) {
      if items.items[index].view?.layout.translatesAutoresizingMask == true {
        ContentAutoresizing.add(for: index, items: items, system: &system)
      }
    }
    ContentStacks.add(items: items, system: &system, notes: &notes)
    var fileConstraints = root.layout.constraints
    for item in items.items.dropFirst() { fileConstraints += item.view?.layout.constraints ?? [] }
    for constraint in fileConstraints {
      guard let translated = translate(constraint, items: &items) else { continue }
      if !system.add(translated) { broken.append(constraint) }
    }
    if addIntrinsicSizes(items: items, system: &system) {
      notes.assume(Assumptions.intrinsicFromDesign)
    }
    var ambiguous: [String] = []
    for item in items.items.dropFirst() {
      let variables = [item.left, item.top, item.width, item.height]
      if !variables.allSatisfy(system.solver.isDetermined) { ambiguous.append(item.id) }
    }
    addStays(items: items, system: &system)
    if items.usedViewSafeArea { notes.assume(Assumptions.viewSafeArea) }
    if items.usedBaseline { notes.assume(Assumptions.baselines) }
    let hidden = items.hiddenIndexes()
    let placed = items.items.indices.dropFirst().map { index in
      let item = items.items[index]
      return ContentPlan.Placed(
        id: item.id,
        frame: Rect(
          x: rounded(system.solver.value(of: item.left)),
          y: rounded(system.solver.value(of: item.top)),
          width: max(0, rounded(system.solver.value(of: item.width))),
          height: max(0, rounded(system.solver.value(of: item.height)))),
        isHidden: hidden.contains(index))
    }
    var plan = ContentPlan(
      placed: placed, broken: broken, ambiguous: ambiguous,
      notInstalled: configuration.notInstalled, notes: notes)
    ContentWarnings.note(&plan, items: items, site: site)
    return plan
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

  /// `width ≥ intrinsic` at the compression resistance, `width ≤ intrinsic` at the hugging, and
  /// the same for heights. True when a design frame stood for a measured size.
  private static func addIntrinsicSizes(items: ContentItems, system: inout System) -> Bool {
    var fromDesign = false
    for item in items.items.dropFirst() {
      guard let view = item.view else { continue }
      let sizes: (Double?, Double?)
      switch view.layout.intrinsicSize {
      case .none: continue
      case .designFrame(let width, let height):
        sizes = (width ? item.design.width : nil, height ? item.design.height : nil)
        fromDesign = true
      case .fixed(let width, let height):
        sizes = (width, height)
      }
      let layout = view.layout
      for (variable, size, axis) in [
        (item.width, sizes.0, LayoutAxis.horizontal), (item.height, sizes.1, .vertical),
      ] {
        guard let size else { continue }
        system.add(
          Expression(variable), .greaterThanOrEqual, Expression(constant: size),
          layout.compressionResistance[axis])
        system.add(
          Expression(variable), .lessThanOrEqual, Expression(constant: size),
          layout.contentHugging[axis])
      }
    }
    return fromDesign
  }

  /// Every view (and a scroll view's content) held at its design frame, relative to its
  /// superview, at the lowest priority.
  private static func addStays(items: ContentItems, system: inout System) {
    for item in items.items.dropFirst() {
      guard let parent = item.parent else { continue }
      let superview = items.items[parent]
      let local = item.design.offsetBy(dx: -superview.design.minX, dy: -superview.design.minY)
      let stays: [(Expression, Double)] = [
        (Expression(item.left) - superview.left, local.minX),
        (Expression(item.top) - superview.top, local.minY),
        (Expression(item.width), local.width), (Expression(item.height), local.height),
      ]
      for (expression, value) in stays {
        system.add(expression, .equal, Expression(constant: value), stayPriority)
      }
      if let content = item.contentSize {
        system.add(
          Expression(content.width), .equal, Expression(constant: local.width), stayPriority)
        system.add(
          Expression(content.height), .equal, Expression(constant: local.height), stayPriority)
      }
    }
  }

  /// Solver values to a thousandth of a point: no `-0`, no `299.99999999`.
  static func rounded(_ value: Double) -> Double {
    let result = (value * 1000).rounded() / 1000
    return result == 0 ? 0 : result
  }
}
