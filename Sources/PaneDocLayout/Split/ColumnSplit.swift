import PaneDocModel

/// The column-style split (2.3, `ios17`, `doubleColumn` / `tripleColumn`).
extension LayoutBuilder {
  /// Split behavior by the split's own W×H when automatic ([src] `_UISplitViewControllerPanelImplStyle
  /// splitBehaviorForSize:`); T is the device's threshold.
  func splitBehavior(_ split: SplitViewController, frame: Rect, triple: Bool) -> SplitBehavior {
    if split.preferredSplitBehavior != .automatic { return split.preferredSplitBehavior }
    let threshold = environment.device.splitBehaviorThreshold.value
    let middle: SplitBehavior = triple ? .displace : .tile
    let width = frame.width
    if width > frame.height {
      if width > threshold { return .tile }
      return width >= SplitMetrics.displaceMinimumWidth.value ? middle : .overlay
    }
    if width > SplitMetrics.portraitTileWidth.value { return .tile }
    return width >= threshold ? middle : .overlay
  }

  /// A display mode mapped into what the behavior allows ([src] `UISplitViewControllerPanelImpl
  /// allowedDisplayModeForCurrentSplitBehaviorGivenDisplayMode:`); automatic ([src]
  /// `defaultDisplayModeForSplitBehavior:`): oneBeside when the behavior tiles or displaces — a
  /// tiled triple split too —, secondaryOnly when it overlays.
  func displayMode(_ mode: DisplayMode, behavior: SplitBehavior, triple: Bool) -> DisplayMode {
    switch mode {
    case .automatic:
      return behavior == .overlay ? .secondaryOnly : .oneBesideSecondary
    case .secondaryOnly:
      return .secondaryOnly
    case .twoBesideSecondary where triple, .twoOverSecondary where triple,
      .twoDisplaceSecondary where triple:
      switch behavior {
      case .overlay: return .twoOverSecondary
      case .displace: return .twoDisplaceSecondary
      case .tile, .automatic: return .twoBesideSecondary
      }
    default:
      return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
    }
  }

  func columnPlan(
    _ id: String, _ split: SplitViewController, frame: Rect, context: LayoutContext
  ) -> SplitPlan {
    let details = actions.details[id] ?? []
    if context.horizontalSizeClass == .compact {
      return collapsedPlan(id, split, frame: frame, details: details)
    }
    let triple = split.style == .tripleColumn && split.supplementary != nil
    let trailing = split.primaryEdge == .trailing
    let primaryWidth = columnWidth(
      split.primaryColumn, splitWidth: frame.width,
      defaultMaximum: SplitMetrics.columnPrimaryDefaultMaximum.value,
      inset: trailing ? context.rightInset : context.leftInset, subject: id, column: .primary)
    var behavior = splitBehavior(split, frame: frame, triple: triple)
    var mode = displayMode(split.preferredDisplayMode, behavior: behavior, triple: triple)
    if autohidesColumns {
      let greatest = greatestAutohidingMode(
        width: frame.width, triple: triple, primaryWidth: primaryWidth,
        supplementaryWidth: supplementaryWidth(split, frame: frame, behavior: .tile, id: id))
      (behavior, mode) = autohidingState(
        split, width: frame.width, greatest: greatest, triple: triple)
    }
    var plan = SplitPlan(
      info: SplitInfo(
        collapsed: false, behavior: .init(behavior), displayMode: .init(mode),
        primaryColumnWidth: 0, supplementaryColumnWidth: 0))
    let primaryHidden: Bool
    switch mode {
    case .secondaryOnly: primaryHidden = true
    case .oneBesideSecondary, .oneOverSecondary: primaryHidden = triple
    default: primaryHidden = false
    }
    if actions.revealed.contains(id), primaryHidden {
      plan.revealArose = true
      let target: DisplayMode = triple ? .twoBesideSecondary : .oneBesideSecondary
      // A revealed sidebar that the width does not allow overlays the secondary [inf].
      let revealBehavior = autohidesColumns ? SplitBehavior.overlay : behavior
      mode = displayMode(target, behavior: revealBehavior, triple: triple)
    }
    if behavior == .displace { assume(Assumptions.displaceWidths) }

    let divider = SplitMetrics.dividerPixels.value / info.scale
    let supplementaryWidth =
      triple ? supplementaryWidth(split, frame: frame, behavior: behavior, id: id) : 0

    var sidebars: [(name: SplitColumn, controller: String, width: Double)] = []
    let primary = split.primary.map { (SplitColumn.primary, $0, primaryWidth) }
    let supplementary = split.supplementary.map {
      (SplitColumn.supplementary, $0, supplementaryWidth)
    }
    switch mode {
    case .secondaryOnly, .automatic: break
    case .oneBesideSecondary, .oneOverSecondary:
      if let sidebar = triple ? supplementary : primary { sidebars.append(sidebar) }
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      sidebars = [primary, supplementary].compactMap { $0 }
    }
    let over = mode == .oneOverSecondary || mode == .twoOverSecondary
    let available = frame.width - (over ? 0 : divider) * Double(sidebars.count)
    let total = sidebars.reduce(0) { $0 + $1.width }
    if total > available {
      _ = fitted(total, into: available, subject: id)
      let scale = available / total
      sidebars = sidebars.map { ($0.name, $0.controller, ($0.width * scale).rounded(.down)) }
    }
    plan.info.displayMode = .init(mode)
    plan.info.primaryColumnWidth = sidebars.first { $0.name == .primary }?.width ?? primaryWidth
    plan.info.supplementaryColumnWidth = triple ? supplementaryWidth : 0

    let secondary = details.last ?? split.secondary
    let button =
      primaryHidden && !plan.revealArose
      ? InjectedButton(
        id: "\(id)#displayModeButton", title: nil, host: .navigationBar(toolbarFallback: false),
        icon: "Sidebar")
      : nil
    var x = frame.minX
    for (index, sidebar) in sidebars.enumerated() {
      // The visible primary column holds the toggle that hides it.
      let toggle = sidebar.name == .primary && !primaryHidden && button == nil
      if toggle { assume(Assumptions.sidebarToggleInPrimary) }
      var column = SplitPlan.Column(
        name: sidebar.name, controller: sidebar.controller,
        frame: Rect(x: x, y: frame.minY, width: sidebar.width, height: frame.height),
        sizeClass: .compact,
        button: toggle
          ? InjectedButton(
            id: "\(id)#displayModeButton", title: nil,
            host: .navigationBar(toolbarFallback: false), icon: "Sidebar") : nil)
      column.wrapsInNavigation = true
      plan.columns.append(column)
      x += sidebar.width
      if !over || index < sidebars.count - 1 {
        plan.dividers.append(Rect(x: x, y: frame.minY, width: divider, height: frame.height))
        x += divider
      }
    }
    if let secondary {
      var column = SplitPlan.Column(
        name: .secondary, controller: secondary, frame: frame,
        sizeClass: context.horizontalSizeClass, button: button)
      column.wrapsInNavigation = true
      switch mode {
      case .oneOverSecondary, .twoOverSecondary:
        column.dimmed = true
      case .twoDisplaceSecondary:
        let besideWidth = frame.width - supplementaryWidth - divider
        column.frame = Rect(x: x, y: frame.minY, width: besideWidth, height: frame.height)
        column.clip = frame
        column.dimmed = true
      case .oneBesideSecondary, .twoBesideSecondary:
        column.frame = Rect(x: x, y: frame.minY, width: frame.maxX - x, height: frame.height)
      case .secondaryOnly, .automatic:
        break
      }
      plan.columns.insert(column, at: over ? 0 : plan.columns.count)
    }
    if trailing { plan.mirror(in: frame) }
    return plan
  }

  /// The supplementary column's width: its preference, else 375, or 320 in a split narrower
  /// than the screen that overlays [obs].
  func supplementaryWidth(
    _ split: SplitViewController, frame: Rect, behavior: SplitBehavior, id: String
  ) -> Double {
    let narrowOverlay = frame.width < info.screen.width && behavior == .overlay
    var preference = split.supplementaryColumn
    if preference.width == nil, preference.fraction == nil {
      preference.width =
        narrowOverlay
        ? SplitMetrics.narrowSupplementaryWidth.value : SplitMetrics.supplementaryWidth.value
    }
    return columnWidth(
      preference, splitWidth: frame.width,
      defaultMaximum: SplitMetrics.supplementaryWidth.value, inset: 0, subject: id,
      column: .supplementary)
  }
}
