import PaneDocModel

/// The custom side/main split of the SplitViewController article: the side at the leading
/// edge, a 1 pt splitter at `splitPoint`, the main controller after it; in portrait the side may
/// hide behind a list button that shows it in a popover.
enum CustomSplitEngine {
  static func plan(_ custom: CustomSplitViewController, at site: SplitSite, facts: LayoutFacts)
    -> SplitPlan
  {
    let main = site.details.last ?? custom.main
    let splitter = SplitMetrics.customSplitterWidth.value
    var plan = SplitPlan(
      info: SplitInfo(
        collapsed: false, behavior: .custom, displayMode: .oneBesideSecondary,
        primaryColumnWidth: custom.splitPoint, supplementaryColumnWidth: 0))
    let hidesSide =
      custom.hideSideViewControllerInPortraitOrientation
      && facts.environment.orientation == .portrait
    if !hidesSide {
      let sideWidth = max(
        0,
        ColumnWidths.fitted(
          custom.splitPoint, into: site.frame.width - splitter, subject: site.id,
          notes: &plan.notes))
      plan.info.primaryColumnWidth = sideWidth
      plan.tile(
        [.init(name: .side, controller: custom.side, width: sideWidth)],
        .init(
          name: .main, controller: main, sizeClass: site.horizontalSizeClass, placement: .beside),
        divider: splitter, in: site.frame)
      return plan
    }
    plan.info.displayMode = .secondaryOnly
    let buttonID = "\(site.id)#listButton"
    let button = InjectedButton(
      id: buttonID, title: custom.listButtonTitle,
      host: custom.listButtonHost == .toolbar ? .toolbar : .navigationBar(toolbarFallback: true))
    plan.tile(
      [],
      .init(
        name: .main, controller: main, sizeClass: site.horizontalSizeClass, button: button,
        placement: .under(dimmed: false)),
      divider: 0, in: site.frame)
    if site.revealed {
      plan.revealArose = true
      plan.info.displayMode = .oneOverSecondary
      plan.reveal = .init(style: .listPopover, content: custom.side, button: buttonID)
    }
    return plan
  }
}
