import PaneDocModel
import PaneDocSolver

/// A controller's constraint system as `ContentEngine` builds it, every constraint but the
/// stays: the items, the solver, the file's constraints that broke and the notes so far. The
/// root's size is either two required constraints (a layout solved afresh) or two edit variables
/// (`ContentEditSystem`, which a sweep moves from width to width); everything else, and the order
/// it is added in, is the same for both.
struct ContentBuild {
  enum RootSize {
    /// `width == site width` and `height == site height`, required, added right after the
    /// root's origin, as UIKit's root view has its size before any other constraint.
    case required
    /// Edit variables at `ContentEditSystem.editPriority`, in the same place.
    case edited
  }

  var items: ContentItems
  var system: ContentEngine.System
  /// The file's required constraints that could not hold with those added before them.
  var broken: [LayoutConstraint] = []
  var notes = EngineNotes()
  /// Views a size-class variation leaves out of the site's size classes.
  let notInstalled: [String]

  /// Builds the views and constraints the site's size classes install; `textHeights` are the
  /// intrinsic heights of wrapping labels, by id, where they are not the design height.
  init(
    root: RootView, views: [View], site: ContentSite, rootSize: RootSize,
    textHeights: [String: Double] = [:]
  ) {
    let configuration = root.configuration(views: views, in: site.traits)
    let root = configuration.root
    let views = configuration.views
    notInstalled = configuration.notInstalled
    var solver = Solver(presolving: Self.viewCount(views) >= Self.presolvingViews)
    items = ContentItems(root: root, views: views, site: site, solver: &solver)
    system = ContentEngine.System(solver: solver)
    let rootItem = items.items[0]
    system.require(Constraint(Expression(rootItem.left), .equal, 0))
    system.require(Constraint(Expression(rootItem.top), .equal, 0))
    switch rootSize {
    case .required:
      system.require(Constraint(Expression(rootItem.width), .equal, site.rootSize.width))
      system.require(Constraint(Expression(rootItem.height), .equal, site.rootSize.height))
    case .edited:
      // Fresh variables at a valid priority: the solver takes both (`ContentEditSystem` checks).
      for variable in [rootItem.width, rootItem.height] {
        try? system.solver.addEditVariable(
          variable, priority: Priority(ContentEditSystem.editPriority))
      }
    }
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
      guard let translated = ContentEngine.translate(constraint, items: &items) else { continue }
      if !system.add(translated) { broken.append(constraint) }
    }
    if Self.addIntrinsicSizes(items: items, textHeights: textHeights, system: &system) {
      notes.assume(Assumptions.intrinsicFromDesign)
    }
    if !textHeights.isEmpty { notes.assume(Assumptions.textEstimate) }
  }

  /// From how many views a controller's system is solved presolving (`Solver(presolving:)`).
  /// Presolving pays where rows grow long, as in a chain of views each placed after the one
  /// before (300 views: 1.9–2.2 s plain, 0.11–0.12 s presolving), and costs up to a quarter more
  /// where they stay short, as in a form (150 views: 61–74 ms a width plain, 75–93 ms
  /// presolving). Above this count the loss is bounded and the gain is not; below it, the plain
  /// solver's bits are kept (presolving agrees with them to rounding, not always to the bit).
  static let presolvingViews = 200

  /// The views of `views` and of their subviews, at every depth.
  static func viewCount(_ views: [View]) -> Int {
    views.reduce(0) { $0 + 1 + viewCount($1.subviews) }
  }

  /// The intrinsic heights the wrapping labels take at the widths the solver gave them, by id,
  /// where they are not the design height (`WrappingText`).
  func textHeights() -> [String: Double] {
    var heights: [String: Double] = [:]
    for item in items.items.dropFirst() {
      guard let text = item.view?.layout.wrappingText,
        case .designFrame(_, true) = item.view?.layout.intrinsicSize
      else { continue }
      let width = ContentEngine.rounded(system.solver.value(of: item.width))
      let height = text.height(
        at: width, designWidth: item.design.width, designHeight: item.design.height)
      if height != item.design.height { heights[item.id] = height }
    }
    return heights
  }

  /// Whether a view is a wrapping label, whose height may follow its width.
  var hasWrappingText: Bool {
    items.items.contains { $0.view?.layout.wrappingText != nil }
  }

  /// The views whose frames (any of the four variables) the constraints do not determine.
  func ambiguous() -> [String] {
    items.items.dropFirst().compactMap { item in
      let variables = [item.left, item.top, item.width, item.height]
      return variables.allSatisfy(system.solver.isDetermined) ? nil : item.id
    }
  }

  /// The plan of the solver's current solution at `site`, with its notes and warnings.
  func plan(site: ContentSite, ambiguous: [String]) -> ContentPlan {
    var notes = notes
    if items.usedViewSafeArea { notes.assume(Assumptions.viewSafeArea) }
    if items.usedBaseline { notes.assume(Assumptions.baselines) }
    let solver = system.solver
    let hidden = items.hiddenIndexes()
    let placed = items.items.indices.dropFirst().map { index in
      let item = items.items[index]
      return ContentPlan.Placed(
        id: item.id,
        frame: Rect(
          x: ContentEngine.rounded(solver.value(of: item.left)),
          y: ContentEngine.rounded(solver.value(of: item.top)),
          width: max(0, ContentEngine.rounded(solver.value(of: item.width))),
          height: max(0, ContentEngine.rounded(solver.value(of: item.height)))),
        isHidden: hidden.contains(index))
    }
    var plan = ContentPlan(
      placed: placed, broken: broken, ambiguous: ambiguous, notInstalled: notInstalled,
      notes: notes)
    ContentWarnings.note(&plan, items: items, site: site)
    return plan
  }

  /// `width ≥ intrinsic` at the compression resistance, `width ≤ intrinsic` at the hugging, and
  /// the same for heights. True when a design frame stood for a measured size.
  private static func addIntrinsicSizes(
    items: ContentItems, textHeights: [String: Double], system: inout ContentEngine.System
  ) -> Bool {
    var fromDesign = false
    for item in items.items.dropFirst() {
      guard let view = item.view else { continue }
      let sizes: (Double?, Double?)
      switch view.layout.intrinsicSize {
      case .none: continue
      case .designFrame(let width, let height):
        sizes = (
          width ? item.design.width : nil,
          height ? (textHeights.isEmpty ? nil : textHeights[item.id]) ?? item.design.height : nil
        )
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
  mutating func addStays() {
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
        system.add(expression, .equal, Expression(constant: value), ContentEngine.stayPriority)
      }
      if let content = item.contentSize {
        system.add(
          Expression(content.width), .equal, Expression(constant: local.width),
          ContentEngine.stayPriority)
        system.add(
          Expression(content.height), .equal, Expression(constant: local.height),
          ContentEngine.stayPriority)
      }
    }
  }
}
