import PaneDocModel

/// A split in a horizontally compact environment: one column as wide as the split, the
/// primary's stack with the secondary (and any detail shown) pushed on it, or the primary alone
/// when the delegate keeps it (`collapseSecondaryOntoPrimary="false"`); a column-style split's
/// compact column instead when it has one.
enum CollapsedSplitEngine {
  static func plan(_ split: SplitViewController, at site: SplitSite, facts: SplitFacts)
    -> SplitPlan
  {
    var plan = SplitPlan(
      info: SplitInfo(
        collapsed: true, behavior: "tile", displayMode: "collapsed",
        primaryColumnWidth: site.frame.width, supplementaryColumnWidth: 0))
    let root: String?
    var pushes: [String] = []
    if let compact = split.compact, facts.profile.rules.splitEngine(for: split.style) == .column {
      root = compact
    } else if let primary = split.primary {
      root = primary
      if split.style == .tripleColumn { pushes += facts.collapsedStack(split.supplementary) }
      if split.collapseSecondaryOntoPrimary { pushes += facts.collapsedStack(split.secondary) }
    } else {
      root = split.secondary
    }
    pushes += site.details.flatMap { facts.collapsedStack($0) }
    if let root {
      plan.columns.append(
        .init(
          name: "compact", controller: root, frame: site.frame, sizeClass: .compact,
          pushes: pushes))
    }
    return plan
  }
}
