import PaneDocModel

/// The classic split (`ios6`): a 320 pt master, a 1 pt divider, the detail; in portrait the
/// master hides behind a bar button item unless the delegate keeps it.
enum ClassicSplitEngine {
  static func plan(_ split: SplitViewController, at site: SplitSite, facts: LayoutFacts)
    -> SplitPlan
  {
    let master = split.primary
    let detail = site.details.last ?? split.secondary
    let masterWidth = SplitMetrics.classicMasterWidth.value
    var plan = SplitPlan(
      info: SplitInfo(
        collapsed: false, behavior: .classic, displayMode: .oneBesideSecondary,
        primaryColumnWidth: masterWidth, supplementaryColumnWidth: 0))
    let tiled = facts.environment.orientation == .landscape || !split.hidesPrimaryInPortrait
    if tiled {
      plan.notes.assume(Assumptions.classicDivider)
      let divider = SplitMetrics.classicDividerWidth.value
      let width = ColumnWidths.fitted(
        masterWidth, into: site.frame.width - divider, subject: site.id, notes: &plan.notes)
      plan.info.primaryColumnWidth = width
      plan.tile(
        [.init(name: .primary, controller: master, width: width)],
        .init(
          name: .secondary, controller: detail, sizeClass: site.horizontalSizeClass,
          placement: .beside),
        divider: divider, in: site.frame)
      return plan
    }
    plan.info.displayMode = .secondaryOnly
    let buttonID = "\(site.id)#displayModeButton"
    let button = InjectedButton(
      id: buttonID, title: facts.title(of: master), host: .navigationBar(toolbarFallback: true))
    plan.tile(
      [],
      .init(
        name: .secondary, controller: detail, sizeClass: site.horizontalSizeClass,
        button: button, placement: .under(dimmed: false)),
      divider: 0, in: site.frame)
    if site.revealed, let master {
      plan.revealArose = true
      plan.info.displayMode = .oneOverSecondary
      plan.reveal = .init(
        style: split.masterPresentation == .popover ? .masterPopover : .masterSlideOver,
        content: master, button: buttonID)
    }
    return plan
  }
}
