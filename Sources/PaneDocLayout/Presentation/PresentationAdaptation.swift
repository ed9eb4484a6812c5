import PaneDocModel

/// What popovers (and form and page sheets) become in compact environments, UIKit's adaptive
/// presentations: full screen when horizontally compact in `ios12`, a sheet when either size class
/// is compact in `ios17`, nothing in `ios6`, whose popovers exist on iPads only.
enum PresentationAdaptation {
  /// The presentation that replaces a popover or a sheet in this environment, `nil` when the
  /// environment is not compact for the profile.
  static func compactReplacement(
    in environment: EnvironmentInfo, metrics: PopoverMetrics, notes: inout EngineNotes
  ) -> SheetStyle? {
    let horizontal = environment.horizontalSizeClass == .compact
    let vertical = environment.verticalSizeClass == .compact
    guard horizontal || vertical else { return nil }
    switch notes.use(metrics.adaptation) {
    case .never: return nil
    case .fullScreenWhenHorizontallyCompact: return horizontal ? .fullScreen : nil
    case .sheetWhenCompact: return .sheet
    }
  }

  /// What a popover segue shows in this environment: `nil` keeps the popover. The segue's
  /// `adaptivePresentationStyle` may keep it (`none`) or name what it becomes.
  static func adaptedPopover(
    _ options: PopoverOptions, in environment: EnvironmentInfo, metrics: PopoverMetrics,
    notes: inout EngineNotes
  ) -> SheetStyle? {
    guard
      let replacement = compactReplacement(in: environment, metrics: metrics, notes: &notes)
    else { return nil }
    switch options.adaptivePresentationStyle {
    case .automatic: return replacement
    case .none: return nil
    case .fullScreen: return .fullScreen
    case .formSheet: return .formSheet
    }
  }
}
