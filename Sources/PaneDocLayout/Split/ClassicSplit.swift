import PaneDocModel

/// The classic split (2.1, `ios6`): a 320 pt master, a 1 pt divider, the detail; in portrait the
/// master hides behind a bar button item unless the delegate keeps it.
extension LayoutBuilder {
  func classicPlan(
    _ id: String, _ split: SplitViewController, frame: Rect, context: LayoutContext
  ) -> SplitPlan {
    let master = split.primary
    let detail = actions.details[id]?.last ?? split.secondary
    let masterWidth = SplitMetrics.classicMasterWidth.value
    var plan = SplitPlan(
      info: SplitInfo(
        collapsed: false, behavior: .classic, displayMode: .oneBesideSecondary,
        primaryColumnWidth: masterWidth, supplementaryColumnWidth: 0))
    let tiled = environment.orientation == .landscape || !split.hidesPrimaryInPortrait
    if tiled {
      assume(Assumptions.classicDivider)
      let divider = SplitMetrics.classicDividerWidth.value
      let width = fitted(masterWidth, into: frame.width - divider, subject: id)
      plan.info.primaryColumnWidth = width
      if let master {
        plan.columns.append(
          .init(
            name: .primary, controller: master,
            frame: Rect(x: frame.minX, y: frame.minY, width: width, height: frame.height),
            sizeClass: .compact))
      }
      plan.dividers = [
        Rect(x: frame.minX + width, y: frame.minY, width: divider, height: frame.height)
      ]
      if let detail {
        let x = frame.minX + width + divider
        plan.columns.append(
          .init(
            name: .secondary, controller: detail,
            frame: Rect(x: x, y: frame.minY, width: frame.maxX - x, height: frame.height),
            sizeClass: context.horizontalSizeClass))
      }
      return plan
    }
    plan.info.displayMode = .secondaryOnly
    let buttonID = "\(id)#displayModeButton"
    if let detail {
      plan.columns.append(
        .init(
          name: .secondary, controller: detail, frame: frame,
          sizeClass: context.horizontalSizeClass,
          button: InjectedButton(
            id: buttonID, title: master.map { graph.title(of: $0) },
            host: .navigationBar(toolbarFallback: true))))
    }
    if actions.revealed.contains(id), let master {
      plan.revealArose = true
      plan.info.displayMode = .oneOverSecondary
      plan.reveal = .init(
        style: split.masterPresentation == .popover ? .masterPopover : .masterSlideOver,
        content: master, button: buttonID)
    }
    return plan
  }
}
