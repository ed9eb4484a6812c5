import PaneDocModel

/// The adaptive split (2.2): `ios12`, and `ios17` for `style="unspecified"`.
extension LayoutBuilder {
  func adaptivePlan(
    _ id: String, _ split: SplitViewController, frame: Rect, context: LayoutContext
  ) -> SplitPlan {
    let details = actions.details[id] ?? []
    if context.horizontalSizeClass == .compact {
      return collapsedPlan(id, split, frame: frame, details: details)
    }
    let secondary = details.last ?? split.secondary
    let preferred = split.preferredDisplayMode
    var mode: DisplayMode
    switch preferred {
    case .automatic:
      let hides = idiom == .pad && hidesPrimaryAutomatically(splitWidth: frame.width)
      mode = hides ? .secondaryOnly : .oneBesideSecondary
    case .secondaryOnly: mode = .secondaryOnly
    case .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
    case .oneOverSecondary, .twoOverSecondary: mode = .oneOverSecondary
    }
    var plan = SplitPlan(
      info: SplitInfo(
        collapsed: false, behavior: .tile, displayMode: .init(mode), primaryColumnWidth: 0,
        supplementaryColumnWidth: 0))
    if actions.revealed.contains(id), mode == .secondaryOnly {
      mode = .oneOverSecondary
      plan.revealArose = true
    }
    let trailing = split.primaryEdge == .trailing
    let inset = trailing ? context.rightInset : context.leftInset
    let defaultMaximum =
      idiom == .phone
      ? SplitMetrics.phonePrimaryWidth.value
      : defaultPrimaryMaximum(width: frame.width, displayMode: mode)
    let divider = SplitMetrics.dividerPixels.value / info.scale
    var primaryWidth = columnWidth(
      split.primaryColumn, splitWidth: frame.width, defaultMaximum: defaultMaximum, inset: inset,
      subject: id, column: .primary)
    primaryWidth = fitted(
      primaryWidth, into: frame.width - (mode == .oneBesideSecondary ? divider : 0), subject: id)
    plan.info.displayMode = .init(mode)
    plan.info.behavior = mode == .oneBesideSecondary ? .tile : .overlay
    plan.info.primaryColumnWidth = primaryWidth

    let buttonShown = preferred == .automatic || preferred == .secondaryOnly
    let button =
      buttonShown
      ? InjectedButton(
        id: "\(id)#displayModeButton",
        title: mode == .oneBesideSecondary ? nil : split.primary.map { graph.title(of: $0) },
        host: .navigationBar(toolbarFallback: false), icon: "Full Screen")
      : nil
    let primaryFrame = Rect(
      x: frame.minX, y: frame.minY, width: primaryWidth, height: frame.height)
    switch mode {
    case .oneBesideSecondary:
      if let primary = split.primary {
        plan.columns.append(
          .init(name: .primary, controller: primary, frame: primaryFrame, sizeClass: .compact))
      }
      plan.dividers = [
        Rect(x: frame.minX + primaryWidth, y: frame.minY, width: divider, height: frame.height)
      ]
      if let secondary {
        let x = frame.minX + primaryWidth + divider
        plan.columns.append(
          .init(
            name: .secondary, controller: secondary,
            frame: Rect(x: x, y: frame.minY, width: frame.maxX - x, height: frame.height),
            sizeClass: context.horizontalSizeClass, button: button))
      }
    case .oneOverSecondary:
      if let secondary {
        plan.columns.append(
          .init(
            name: .secondary, controller: secondary, frame: frame,
            sizeClass: context.horizontalSizeClass, dimmed: true, button: button))
      }
      if let primary = split.primary {
        plan.columns.append(
          .init(name: .primary, controller: primary, frame: primaryFrame, sizeClass: .compact))
      }
    default:
      if let secondary {
        plan.columns.append(
          .init(
            name: .secondary, controller: secondary, frame: frame,
            sizeClass: context.horizontalSizeClass, button: button))
      }
    }
    if trailing { plan.mirror(in: frame) }
    return plan
  }

  /// Whether an automatic adaptive split on an iPad hides its primary (6.2, [src]
  /// `UISplitViewControllerClassicImpl _medusaStateForOrientation:viewWidth:` and
  /// `_hidesMasterViewInOrientation:medusaState:`). Full screen, the interface orientation
  /// decides, whatever the split's own shape; in a multitasking window, the screen's size and the
  /// split's share of the screen's width: on a big screen (S > 1210) a landscape split of more
  /// than 0.3 and at most 0.5 of the width hides it, on a small one (S ≤ 1112) a landscape split
  /// of more than half; every other window shows it.
  func hidesPrimaryAutomatically(splitWidth: Double) -> Bool {
    let landscape = environment.orientation == .landscape
    let screenWidth = info.screen.width
    if info.window.width >= screenWidth {
      return landscape ? false : SplitMetrics.hidesPrimaryInPortrait.value
    }
    guard landscape else { return false }
    let longSide = environment.device.longSide
    let half = screenWidth * SplitMetrics.hidingHalfFraction.value
    if longSide > SplitMetrics.bigScreen.value {
      return splitWidth > screenWidth * SplitMetrics.hidingThirdFraction.value
        && splitWidth <= half
    }
    if longSide <= SplitMetrics.bigLandscapeScreen.value { return splitWidth > half }
    return false
  }

  /// Horizontally compact: one column as wide as the split, the primary's stack with the
  /// secondary (and any detail shown) pushed on it, or the primary alone when the delegate keeps
  /// it (`collapseSecondaryOntoPrimary="false"`).
  func collapsedPlan(
    _ id: String, _ split: SplitViewController, frame: Rect, details: [String]
  ) -> SplitPlan {
    var plan = SplitPlan(
      info: SplitInfo(
        collapsed: true, behavior: .tile, displayMode: .collapsed,
        primaryColumnWidth: frame.width, supplementaryColumnWidth: 0))
    let root: String?
    var pushes: [String] = []
    if let compact = split.compact, profile.rules.splitEngine(for: split.style) == .column {
      root = compact
    } else if let primary = split.primary {
      root = primary
      if split.style == .tripleColumn { pushes += collapsedStack(split.supplementary) }
      if split.collapseSecondaryOntoPrimary { pushes += collapsedStack(split.secondary) }
    } else {
      root = split.secondary
    }
    pushes += details.flatMap { collapsedStack($0) }
    if let root {
      plan.columns.append(
        .init(name: .compact, controller: root, frame: frame, sizeClass: .compact, pushes: pushes))
    }
    return plan
  }
}
