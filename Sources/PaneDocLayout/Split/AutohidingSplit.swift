import PaneDocModel

/// Column-style splits in resizable scenes (`ios26`): instead of the fixed thresholds of the
/// column-style split, a split shows as many sidebars as it can while its secondary column stays
/// horizontally regular (`UISplitViewControllerPanelImpl
/// _greatestAllowedAutohidingDisplayModeInSize:` and
/// `_isSecondaryColumnCompactInTotalWidth:withPrimaryColumnWidth:supplementaryColumnWidth:`,
/// which asks `_interfaceIsCompactForWidth:` about the width left beside the sidebars) [src]; the
/// width at which that answer turns regular is the catalog's iPad window rule [inf].
extension LayoutFacts {
  /// Whether splits hide columns by their secondary's width: the era's rule, on an iPad.
  var autohidesColumns: Bool { rules.padSplitsAutohideColumns && idiom == .pad }
}

extension ColumnSplitEngine {
  /// The most sidebars that leave the secondary regular: both, the supplementary alone (triple)
  /// or the primary alone (double), else none. The secondary is regular when the split's width
  /// less the sidebars is wider than an iPad window must be to be regular. UIKit starts from one
  /// sidebar and tries both only when `_UISplitViewControllerAutoRevealsFullSidebar` holds
  /// (`fullSidebar`), then steps down while the secondary would be compact.
  static func greatestAutohidingMode(
    width: Double, triple: Bool, primaryWidth: Double, supplementaryWidth: Double,
    fullSidebar: Bool, notes: inout EngineNotes
  ) -> DisplayMode {
    notes.assume(Assumptions.autohidingSecondaryWidth)
    let regularAbove = SizeClassMetrics.padRegularWidthAbove.value
    if triple {
      if fullSidebar, width - primaryWidth - supplementaryWidth > regularAbove {
        return .twoBesideSecondary
      }
      return width - supplementaryWidth > regularAbove ? .oneBesideSecondary : .secondaryOnly
    }
    return width - primaryWidth > regularAbove ? .oneBesideSecondary : .secondaryOnly
  }

  /// Whether `mode`'s sidebars leave the secondary regular: the most a split in a resizable scene
  /// shows without overlaying them.
  static func fits(
    _ mode: DisplayMode, width: Double, triple: Bool, primaryWidth: Double,
    supplementaryWidth: Double
  ) -> Bool {
    let sidebars: Double
    switch mode {
    case .automatic, .secondaryOnly: sidebars = 0
    case .oneBesideSecondary, .oneOverSecondary:
      sidebars = triple ? supplementaryWidth : primaryWidth
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      sidebars = primaryWidth + supplementaryWidth
    }
    return width - sidebars > SizeClassMetrics.padRegularWidthAbove.value
  }

  /// The behavior and display mode of an autohiding split. An automatic behavior
  /// (`_UISplitViewControllerPanelImplStyle splitBehaviorForSize:` [src]) tiles when every
  /// sidebar fits beside a regular secondary (or when the secondary is compact even alone),
  /// displaces a triple split whose supplementary alone fits, and overlays otherwise. The
  /// automatic display mode is `greatest`, the most UIKit shows by itself; a preferred one is
  /// capped at `fitting`, the most sidebars that fit [inf]. The behavior follows `fitting`.
  static func autohidingState(
    _ split: SplitViewController, width: Double, greatest: DisplayMode, fitting: DisplayMode,
    triple: Bool
  ) -> (behavior: SplitBehavior, mode: DisplayMode) {
    var behavior = split.preferredSplitBehavior
    if behavior == .automatic {
      if width <= SizeClassMetrics.padRegularWidthAbove.value {
        behavior = .tile
      } else {
        switch fitting {
        case .twoBesideSecondary: behavior = .tile
        case .oneBesideSecondary: behavior = triple ? .displace : .tile
        default: behavior = .overlay
        }
      }
    }
    if split.preferredDisplayMode == .automatic {
      return (behavior, displayMode(greatest, behavior: behavior, triple: triple))
    }
    let preferred = displayMode(split.preferredDisplayMode, behavior: behavior, triple: triple)
    let cap = displayMode(fitting, behavior: behavior, triple: triple)
    return (behavior, sidebarCount(preferred) > sidebarCount(cap) ? cap : preferred)
  }

  private static func sidebarCount(_ mode: DisplayMode) -> Int {
    switch mode {
    case .automatic, .secondaryOnly: 0
    case .oneBesideSecondary, .oneOverSecondary: 1
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
    }
  }
}
