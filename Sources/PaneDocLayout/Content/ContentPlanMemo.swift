/// The content plans of one state's layouts, by controller and site: a width sweep gives a
/// controller the same root size, safe area and margins at many widths (a column of fixed width,
/// a popover of its preferred size), and `ContentEngine.plan` is a pure function of those and the
/// controller's views, which one interface fixes. Each sweep of a state holds its own memo, so
/// nothing is shared between the tasks a parallel sweep runs.
final class ContentPlanMemo {
  struct Key: Hashable {
    var controller: String
    var site: ContentSite
  }

  /// The most plans kept: a sweep of many widths stays within bounded memory; a plan not kept
  /// is solved again, with the same result.
  static let capacity = 4096

  private var plans: [Key: ContentPlan] = [:]

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
}
