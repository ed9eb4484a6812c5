import PaneDocModel

/// The content plans of one state's layouts, by controller and site: a width sweep gives a
/// controller the same root size, safe area and margins at many widths (a column of fixed width,
/// a popover of its preferred size), and `ContentEngine.plan` is a pure function of those and the
/// controller's views, which one interface fixes. A controller whose root size changes from
/// width to width keeps its constraint system built once, with the size as edit variables
/// (`ContentEditSystem`), by controller, safe area and side margin. Each sweep of a state holds
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
  }

  /// The most plans kept: a sweep of many widths stays within bounded memory; a plan not kept
  /// is solved again, with the same result.
  static let capacity = 4096
  /// The most edit systems kept; a controller beyond them is solved afresh at each width.
  static let editCapacity = 256

  private var plans: [Key: ContentPlan] = [:]
  private var editSystems: [EditKey: ContentEditSystem] = [:]

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
    let key = EditKey(controller: controller, safeArea: site.safeArea, sideMargin: site.sideMargin)
    if editSystems[key] == nil, editSystems.count < Self.editCapacity {
      editSystems[key] = ContentEditSystem(root: root, views: views, site: site)
    }
    if let plan = editSystems[key]?.plan(at: site) { return plan }
    return ContentEngine.plan(root: root, views: views, site: site)
  }
}
