import PaneDocModel

/// A split in a horizontally compact environment: one column as wide as the split, the
/// primary's stack with the secondary (and any detail shown) pushed on it, or the primary alone
/// when the delegate keeps it (`collapseSecondaryOntoPrimary="false"`); a column-style split's
/// compact column instead when it has one. A column-style split shows its columns' controllers
/// in one navigation controller, wrapping a primary that is not one (`UISplitViewControllerPanelImpl
/// setViewController:forColumn:` wraps every column but the compact one), so the collapsed column
/// has a navigation bar with the top controller's title and a back button.
enum CollapsedSplitEngine {
  static func plan(_ split: SplitViewController, at site: SplitSite, facts: LayoutFacts)
    -> SplitPlan
  {
    var plan = SplitPlan(
      info: SplitInfo(
        collapsed: true, behavior: .tile, displayMode: .collapsed,
        primaryColumnWidth: site.frame.width, supplementaryColumnWidth: 0))
    let root: String?
    var pushes: [String] = []
    let columnStyle = facts.rules.splitEngine(for: split.style) == .column
    if let compact = split.compact, columnStyle {
      root = compact
    } else if let primary = split.primary {
      root = primary
      if split.style == .tripleColumn { pushes += stack(split.supplementary, facts) }
      if split.collapseSecondaryOntoPrimary { pushes += stack(split.secondary, facts) }
    } else {
      root = split.secondary
    }
    pushes += site.details.flatMap { stack($0, facts) }
    if let root {
      plan.columns.append(
        .init(
          name: .compact, controller: root, frame: site.frame, sizeClass: .compact,
          pushes: pushes, wrapsInNavigation: columnStyle && root != split.compact))
    }
    return plan
  }

  /// The controllers a column shows in order when collapsed: a navigation controller's stack
  /// (with the state's pushes), anything else by itself.
  private static func stack(_ id: String?, _ facts: LayoutFacts) -> [String] {
    guard let id, let controller = facts.graph.controller(id) else { return [] }
    guard let nav = controller.navigation?.value else { return [id] }
    return [nav.root] + nav.stack + (facts.pushes[id] ?? [])
  }
}
