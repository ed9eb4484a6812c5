import PaneDocModel

/// The content plans of one state's layouts, by controller and site: a width sweep gives a
/// controller the same root size, safe area and margins at many widths (a column of fixed width,
/// a popover of its preferred size), and `ContentEngine.plan` is a pure function of those and the
/// controller's views, which one interface fixes. A controller whose root size changes from
/// width to width keeps its constraint system built once, with the size as edit variables
/// (`ContentEditSystem`), by controller, safe area, side margin and size classes. Each sweep of a state holds
/// its own memo, so nothing is shared between the tasks a parallel sweep runs.
final class ContentPlanMemo {
  struct Key: Hashable {
    var controller: String
    var site: ContentSite
  }

  /// What a controller's edit system is built for: everything of the site but the root size.
  struct EditKey: Hashable {
    var controller: String
    var safeArea: Insets
    var sideMargin: Double
    /// The size classes choose which views and constraints are built.
    var traits: SizeClassTraits
  }

  /// The most plans kept: a sweep of many widths stays within bounded memory; a plan not kept
  /// is solved again, with the same result.
  static let capacity = 4096
  /// The most edit systems kept; a controller beyond them is solved afresh at each width.
  static let editCapacity = 256
  /// Sizes in a row an edit system may decline (an undetermined view, a size a required
  /// constraint refuses) before the memo stops asking it: each decline costs a re-solve on top
  /// of the fresh solve that answers.
  static let declineLimit = 8

  /// A controller's edit system: none at the first size (a single layout needs none), built at
  /// the second.
  struct EditEntry {
    var system: ContentEditSystem?
    var declines = 0
  }

  private var plans: [Key: ContentPlan] = [:]
  private var editSystems: [EditKey: EditEntry] = [:]

  /// The plan of `controller`'s views at `site`, solved once.
  func plan(
    controller: String, site: ContentSite, solve: () -> ContentPlan
  ) -> ContentPlan {
    let key = Key(controller: controller, site: site)
    if let known = plans[key] { return known }
    let plan = solve()
    if plans.count < Self.capacity { plans[key] = plan }
    return plan
  }

  /// The plan of `controller`'s root view and views at `site`: by its edit system where that
  /// answers, else solved afresh. Both give the same plan.
  func solve(controller: String, root: RootView, views: [View], site: ContentSite) -> ContentPlan {
    let key = EditKey(
      controller: controller, safeArea: site.safeArea, sideMargin: site.sideMargin,
      traits: site.traits)
    let fresh = { ContentEngine.plan(root: root, views: views, site: site) }
    // The entry is changed in place, never copied out: a copy would copy the solver's tableau.
    guard let declines = editSystems[key]?.declines else {
      if editSystems.count < Self.editCapacity { editSystems[key] = EditEntry() }
      return fresh()
    }
    guard declines < Self.declineLimit else { return fresh() }
    if editSystems[key]?.system == nil {
      guard let system = ContentEditSystem(root: root, views: views, site: site) else {
        editSystems[key]?.declines = Self.declineLimit
        return fresh()
      }
      editSystems[key]?.system = system
    }
    if let plan = editSystems[key]?.system?.plan(at: site) {
      editSystems[key]?.declines = 0
      return plan
    }
    editSystems[key]?.declines += 1
    return fresh()
  }
}
