import PaneDocModel

/// The custom side/main split of the SplitViewController article (2.5): the side at the leading
/// edge, a 1 pt splitter at `splitPoint`, the main controller after it; in portrait the side may
/// hide behind a list button that shows it in a popover.
extension LayoutBuilder {
  func layoutCustomSplit(
    _ controller: Controller, _ custom: CustomSplitViewController, frame: Rect,
    context: LayoutContext
  ) {
    let id = controller.id
    let main = actions.details[id]?.last ?? custom.main
    let splitter = SplitMetrics.customSplitterWidth.value
    var plan = SplitPlan(
      info: SplitInfo(
        collapsed: false, behavior: .custom, displayMode: .oneBesideSecondary,
        primaryColumnWidth: custom.splitPoint, supplementaryColumnWidth: 0))
    if !(custom.hideSideViewControllerInPortraitOrientation && environment.orientation == .portrait)
    {
      let sideWidth = max(0, fitted(custom.splitPoint, into: frame.width - splitter, subject: id))
      plan.info.primaryColumnWidth = sideWidth
      plan.columns.append(
        .init(
          name: .side, controller: custom.side,
          frame: Rect(x: frame.minX, y: frame.minY, width: sideWidth, height: frame.height),
          sizeClass: .compact))
      plan.dividers = [
        Rect(x: frame.minX + sideWidth, y: frame.minY, width: splitter, height: frame.height)
      ]
      let x = frame.minX + sideWidth + splitter
      plan.columns.append(
        .init(
          name: .main, controller: main,
          frame: Rect(x: x, y: frame.minY, width: frame.maxX - x, height: frame.height),
          sizeClass: context.horizontalSizeClass))
    } else {
      plan.info.displayMode = .secondaryOnly
      let buttonID = "\(id)#listButton"
      plan.columns.append(
        .init(
          name: .main, controller: main, frame: frame, sizeClass: context.horizontalSizeClass,
          button: InjectedButton(
            id: buttonID, title: custom.listButtonTitle,
            host: custom.listButtonHost == .toolbar
              ? .toolbar : .navigationBar(toolbarFallback: true))))
      if actions.revealed.contains(id) {
        plan.revealArose = true
        plan.info.displayMode = .oneOverSecondary
        plan.reveal = .init(
          style: .listPopover, content: custom.side, button: buttonID)
      }
    }
    emitSplit(
      controller, plan: plan, frame: frame, context: context,
      roles: [(.side, custom.side), (.main, custom.main)])
  }
}
