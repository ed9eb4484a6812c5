import PaneDocModel

/// The adaptive split of iOS 8 – 13 (docs/layout-rules.md, Split views, Adaptive): `ios12`, and
/// later eras for `style="unspecified"`.
enum AdaptiveSplitEngine {
  static func plan(_ split: SplitViewController, at site: SplitSite, facts: LayoutFacts)
    -> SplitPlan
  {
    if site.horizontalSizeClass == .compact {
      return CollapsedSplitEngine.plan(split, at: site, facts: facts)
    }
    let frame = site.frame
    let preferred = split.preferredDisplayMode
    var mode: DisplayMode
    switch preferred {
    case .automatic:
      let hides =
        facts.idiom == .pad && hidesPrimaryAutomatically(splitWidth: frame.width, facts: facts)
      mode = hides ? .secondaryOnly : .oneBesideSecondary
    case .secondaryOnly: mode = .secondaryOnly
    case .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
    case .oneOverSecondary, .twoOverSecondary: mode = .oneOverSecondary
    }
    let revealArose = site.revealed && mode == .secondaryOnly
    if revealArose { mode = .oneOverSecondary }

    var notes = EngineNotes()
    let trailing = split.primaryEdge == .trailing
    let defaultMaximum =
      facts.idiom == .phone
      ? SplitMetrics.phonePrimaryWidth.value
      : defaultPrimaryMaximum(width: frame.width, displayMode: mode, facts: facts)
    let divider = facts.dividerWidth
    let primaryWidth = ColumnWidths.fitted(
      ColumnWidths.width(
        split.primaryColumn, splitWidth: frame.width, defaultMaximum: defaultMaximum,
        inset: trailing ? site.rightInset : site.leftInset, subject: site.id, column: .primary,
        notes: &notes),
      into: frame.width - (mode == .oneBesideSecondary ? divider : 0), subject: site.id,
      notes: &notes)

    var plan = SplitPlan(
      info: SplitInfo(
        collapsed: false, behavior: mode == .oneBesideSecondary ? .tile : .overlay,
        displayMode: .init(mode), primaryColumnWidth: primaryWidth, supplementaryColumnWidth: 0),
      revealArose: revealArose, notes: notes)
    let buttonShown = preferred == .automatic || preferred == .secondaryOnly
    let button =
      buttonShown
      ? InjectedButton(
        id: "\(site.id)#displayModeButton",
        title: mode == .oneBesideSecondary ? nil : facts.title(of: split.primary),
        host: .navigationBar(toolbarFallback: false), icon: InjectedButton.fullScreenIcon)
      : nil
    let primary = SplitPlan.Sidebar(name: .primary, controller: split.primary, width: primaryWidth)
    let placement: SplitPlan.Secondary.Placement
    let sidebars: [SplitPlan.Sidebar]
    switch mode {
    case .oneBesideSecondary: (sidebars, placement) = ([primary], .beside)
    case .oneOverSecondary: (sidebars, placement) = ([primary], .under(dimmed: true))
    default: (sidebars, placement) = ([], .under(dimmed: false))
    }
    plan.tile(
      sidebars,
      .init(
        name: .secondary, controller: site.details.last ?? split.secondary,
        sizeClass: site.horizontalSizeClass, button: button, placement: placement),
      divider: divider, in: frame, trailing: trailing)
    return plan
  }

  /// Whether an automatic adaptive split on an iPad hides its primary ([src]
  /// `UISplitViewControllerClassicImpl _medusaStateForOrientation:viewWidth:` and
  /// `_hidesMasterViewInOrientation:medusaState:`). Full screen, the interface orientation
  /// decides, whatever the split's own shape; in a multitasking window, the screen's size and the
  /// split's share of the screen's width: on a big screen (S > 1210) a landscape split of more
  /// than 0.3 and at most 0.5 of the width hides it, on a small one (S ≤ 1112) a landscape split
  /// of more than half; every other window shows it.
  static func hidesPrimaryAutomatically(splitWidth: Double, facts: LayoutFacts) -> Bool {
    let landscape = facts.environment.orientation == .landscape
    let screenWidth = facts.info.screen.width
    if facts.info.window.width >= screenWidth {
      return landscape ? false : SplitMetrics.hidesPrimaryInPortrait.value
    }
    guard landscape else { return false }
    let longSide = facts.environment.device.longSide
    let half = screenWidth * SplitMetrics.hidingHalfFraction.value
    if longSide > SplitMetrics.bigScreen.value {
      return splitWidth > screenWidth * SplitMetrics.hidingThirdFraction.value
        && splitWidth <= half
    }
    if longSide <= SplitMetrics.bigLandscapeScreen.value { return splitWidth > half }
    return false
  }

  /// The adaptive default maximum [obs], with S the screen's long side and L the interface in
  /// landscape: 320 or 375 by screen size, orientation, the split's width and display mode.
  static func defaultPrimaryMaximum(width: Double, displayMode: DisplayMode, facts: LayoutFacts)
    -> Double
  {
    let longSide = facts.environment.device.longSide
    let landscape = facts.environment.orientation == .landscape
    let narrow = SplitMetrics.narrowPrimaryWidth.value
    let wide = SplitMetrics.widePrimaryWidth.value
    let big =
      (longSide > SplitMetrics.bigLandscapeScreen.value && landscape)
      || longSide > SplitMetrics.bigScreen.value
    let base = big ? wide : narrow
    guard landscape else { return base }
    if width <= longSide / 2 {
      return displayMode == .oneBesideSecondary ? narrow : wide
    }
    if width <= longSide - base {
      return longSide <= SplitMetrics.bigScreen.value ? narrow : wide
    }
    return base
  }
}
