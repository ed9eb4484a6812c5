import PaneDocModel

/// The column-style split (`doubleColumn` / `tripleColumn` from `ios17`), planned in three steps:
/// the behavior and display mode the split's size and the state leave it, the widths of the
/// sidebars that mode shows (cut to fit), and the tiling with the secondary where the mode puts
/// it.
enum ColumnSplitEngine {
  /// What the split shows, before any width: how its sidebars share the room with the secondary,
  /// which of them show, and whether the state's reveal changed that.
  struct State {
    var behavior: SplitBehavior
    var mode: DisplayMode
    /// The mode the split takes by itself hides the primary (a triple split's one-sidebar modes
    /// show the supplementary only).
    var primaryHidden: Bool
    /// The state's reveal step found the primary hidden and revealed it.
    var revealArose = false
  }

  static func plan(_ split: SplitViewController, at site: SplitSite, facts: LayoutFacts)
    -> SplitPlan
  {
    if site.horizontalSizeClass == .compact {
      return CollapsedSplitEngine.plan(split, at: site, facts: facts)
    }
    var notes = EngineNotes()
    let triple = split.style == .tripleColumn && split.supplementary != nil
    let trailing = split.primaryEdge == .trailing
    let primaryWidth = ColumnWidths.width(
      split.primaryColumn, splitWidth: site.frame.width,
      defaultMaximum: SplitMetrics.columnPrimaryDefaultMaximum.value,
      inset: trailing ? site.rightInset : site.leftInset, subject: site.id, column: .primary,
      notes: &notes)
    let state = resolve(
      split, at: site, facts: facts, triple: triple, primaryWidth: primaryWidth, notes: &notes)
    let supplementaryWidth =
      triple
      ? Self.supplementaryWidth(
        split, at: site, facts: facts, behavior: state.behavior, notes: &notes)
      : 0
    let sidebars = self.sidebars(
      split, state: state, triple: triple, primaryWidth: primaryWidth,
      supplementaryWidth: supplementaryWidth, at: site, facts: facts, notes: &notes)

    var plan = SplitPlan(
      info: SplitInfo(
        collapsed: false, behavior: .init(state.behavior), displayMode: .init(state.mode),
        primaryColumnWidth: sidebars.first { $0.name == .primary }?.width ?? primaryWidth,
        supplementaryColumnWidth: supplementaryWidth),
      revealArose: state.revealArose, notes: notes)
    plan.tile(
      sidebars,
      secondary(
        split, state: state, supplementaryWidth: supplementaryWidth, at: site, facts: facts),
      divider: facts.dividerWidth, in: site.frame, trailing: trailing, wrapsInNavigation: true)
    return plan
  }

  /// Step 1: the behavior and display mode — by the split's size, or by the width left to a
  /// regular secondary in a resizable scene — then the state's reveal of a hidden primary.
  static func resolve(
    _ split: SplitViewController, at site: SplitSite, facts: LayoutFacts, triple: Bool,
    primaryWidth: Double, notes: inout EngineNotes
  ) -> State {
    var behavior = splitBehavior(split, frame: site.frame, facts: facts, triple: triple)
    var mode = displayMode(split.preferredDisplayMode, behavior: behavior, triple: triple)
    let autohides = facts.autohidesColumns
    let width = site.frame.width
    let tiledSupplementary =
      triple ? supplementaryWidth(split, at: site, facts: facts, behavior: .tile, notes: &notes) : 0
    if autohides {
      // An [inf] switch, named in words where it decides something: a triple split's sidebars.
      let fullSidebar = SplitMetrics.autoRevealsFullSidebar.value
      let greatest = greatestAutohidingMode(
        width: width, triple: triple, primaryWidth: primaryWidth,
        supplementaryWidth: tiledSupplementary, fullSidebar: fullSidebar, notes: &notes)
      if triple, !fullSidebar { notes.assume(Assumptions.noFullSidebar) }
      let fitting = greatestAutohidingMode(
        width: width, triple: triple, primaryWidth: primaryWidth,
        supplementaryWidth: tiledSupplementary, fullSidebar: true, notes: &notes)
      (behavior, mode) = autohidingState(
        split, width: width, greatest: greatest, fitting: fitting, triple: triple)
    }
    let primaryHidden: Bool
    switch mode {
    case .secondaryOnly: primaryHidden = true
    case .oneBesideSecondary, .oneOverSecondary: primaryHidden = triple
    default: primaryHidden = false
    }
    var state = State(behavior: behavior, mode: mode, primaryHidden: primaryHidden)
    if site.revealed, primaryHidden {
      state.revealArose = true
      let target: DisplayMode = triple ? .twoBesideSecondary : .oneBesideSecondary
      // In a resizable scene, tiled sidebars revealed where they would leave the secondary
      // compact overlay it: UIKit overrides the split behavior with overlay and reports that. A
      // displacing split keeps the secondary's width, pushed aside, so it shows them displaced.
      if autohides, behavior == .tile,
        !fits(
          target, width: width, triple: triple, primaryWidth: primaryWidth,
          supplementaryWidth: tiledSupplementary),
        notes.use(SplitMetrics.revealOverlaysInRestrictedWidth)
      {
        state.behavior = .overlay
      }
      state.mode = displayMode(target, behavior: state.behavior, triple: triple)
    }
    if behavior == .displace { notes.assume(Assumptions.displaceWidths) }
    return state
  }

  /// Step 2: the sidebars the mode shows, leading first, cut in proportion (to whole points)
  /// when together with their dividers they are wider than the split. The visible primary holds
  /// the toggle that hides it.
  static func sidebars(
    _ split: SplitViewController, state: State, triple: Bool, primaryWidth: Double,
    supplementaryWidth: Double, at site: SplitSite, facts: LayoutFacts, notes: inout EngineNotes
  ) -> [SplitPlan.Sidebar] {
    let primary = split.primary.map {
      SplitPlan.Sidebar(
        name: .primary, controller: $0, width: primaryWidth,
        button: state.primaryHidden ? nil : sidebarToggle(of: site.id))
    }
    let supplementary = split.supplementary.map {
      SplitPlan.Sidebar(name: .supplementary, controller: $0, width: supplementaryWidth)
    }
    var sidebars: [SplitPlan.Sidebar]
    switch state.mode {
    case .secondaryOnly, .automatic:
      sidebars = []
    case .oneBesideSecondary, .oneOverSecondary:
      sidebars = (triple ? supplementary : primary).map { [$0] } ?? []
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      sidebars = [primary, supplementary].compactMap { $0 }
    }
    if sidebars.contains(where: { $0.button != nil }) {
      notes.assume(Assumptions.sidebarToggleInPrimary)
    }
    let over = state.mode == .oneOverSecondary || state.mode == .twoOverSecondary
    let available =
      site.frame.width - (over ? 0 : facts.dividerWidth) * Double(sidebars.count)
    let total = sidebars.reduce(0) { $0 + $1.width }
    if total > available {
      _ = ColumnWidths.fitted(total, into: available, subject: site.id, notes: &notes)
      let scale = available / total
      for index in sidebars.indices {
        sidebars[index].width = (sidebars[index].width * scale).rounded(.down)
      }
    }
    return sidebars
  }

  /// Step 3: the secondary (or the detail the state shows) and where the mode puts it: beside the
  /// sidebars, under them (dimmed when they overlay it), or displaced, keeping its one-sidebar
  /// width beside the supplementary. While the primary is hidden it holds the sidebar toggle.
  static func secondary(
    _ split: SplitViewController, state: State, supplementaryWidth: Double, at site: SplitSite,
    facts: LayoutFacts
  ) -> SplitPlan.Secondary {
    let placement: SplitPlan.Secondary.Placement
    switch state.mode {
    case .oneOverSecondary, .twoOverSecondary:
      placement = .under(dimmed: true)
    case .twoDisplaceSecondary:
      placement = .displaced(width: site.frame.width - supplementaryWidth - facts.dividerWidth)
    case .oneBesideSecondary, .twoBesideSecondary:
      placement = .beside
    case .secondaryOnly, .automatic:
      placement = .under(dimmed: false)
    }
    return SplitPlan.Secondary(
      name: .secondary, controller: site.details.last ?? split.secondary,
      sizeClass: site.horizontalSizeClass,
      button: state.primaryHidden && !state.revealArose ? sidebarToggle(of: site.id) : nil,
      placement: placement)
  }

  /// The icon button that shows or hides the sidebars.
  static func sidebarToggle(of split: String) -> InjectedButton {
    InjectedButton(
      id: "\(split)#displayModeButton", title: nil, host: .navigationBar(toolbarFallback: false),
      icon: InjectedButton.sidebarIcon)
  }

  /// Split behavior by the split's own W×H when automatic ([src]
  /// `_UISplitViewControllerPanelImplStyle splitBehaviorForSize:`); T is the device's threshold.
  static func splitBehavior(
    _ split: SplitViewController, frame: Rect, facts: LayoutFacts, triple: Bool
  ) -> SplitBehavior {
    if split.preferredSplitBehavior != .automatic { return split.preferredSplitBehavior }
    let threshold = facts.environment.device.splitBehaviorThreshold.value
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
  static func displayMode(_ mode: DisplayMode, behavior: SplitBehavior, triple: Bool)
    -> DisplayMode
  {
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

  /// The supplementary column's width: its preference, else 375, or 320 in a split narrower
  /// than the screen that overlays [obs].
  static func supplementaryWidth(
    _ split: SplitViewController, at site: SplitSite, facts: LayoutFacts,
    behavior: SplitBehavior, notes: inout EngineNotes
  ) -> Double {
    let narrowOverlay = site.frame.width < facts.info.screen.width && behavior == .overlay
    var preference = split.supplementaryColumn
    if preference.width == nil, preference.fraction == nil {
      preference.width =
        narrowOverlay
        ? SplitMetrics.narrowSupplementaryWidth.value : SplitMetrics.supplementaryWidth.value
    }
    return ColumnWidths.width(
      preference, splitWidth: site.frame.width,
      defaultMaximum: SplitMetrics.supplementaryWidth.value, inset: 0, subject: site.id,
      column: .supplementary, notes: &notes)
  }
}
