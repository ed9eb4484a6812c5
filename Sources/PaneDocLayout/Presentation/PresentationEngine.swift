import PaneDocModel

/// UIKit's presentation rules: popover content size, available area, placement and arrow,
/// adaptation in compact environments, sheets.
public enum PresentationEngine {
  /// Lays out `request` in `environment`.
  public static func present(_ request: PresentationRequest, in environment: EnvironmentInfo)
    -> PresentationResult
  {
    let metrics = environment.profile.rules.popovers
    var notes = EngineNotes()
    let presentation: PresentationLayout?
    switch request.style {
    case .popover(let options):
      presentation = adaptivePopover(
        request, options: options, sizing: .content, in: environment, metrics: metrics,
        notes: &notes)
    case .searchResults:
      presentation = adaptivePopover(
        request, options: PopoverOptions(keyboardVisible: true),
        sizing: .asTallAsAllowed(width: notes.use(PopoverMetrics.searchResultsWidth)),
        in: environment, metrics: metrics, notes: &notes)
    case .actionSheet(let options):
      presentation = actionSheet(
        request, options: options, in: environment, metrics: metrics, notes: &notes)
    case .modal(let style):
      if let sheet = SheetStyle(style, metrics: metrics, notes: &notes) {
        let (kind, frame) = SheetLayout.layout(
          sheet, anchor: request.anchor, in: environment, metrics: metrics, notes: &notes)
        presentation = fill(request, kind, frame: frame, metrics: metrics, notes: &notes)
      } else if style == .actionSheet {
        presentation = actionSheet(
          request, options: PopoverOptions(), in: environment, metrics: metrics, notes: &notes)
      } else {
        presentation = adaptivePopover(
          request, options: PopoverOptions(), sizing: .content, in: environment,
          metrics: metrics, notes: &notes)
      }
    case .masterPopover:
      presentation = PopoverPresenter.present(
        request, options: PopoverOptions(),
        sizing: .asTallAsAllowed(width: notes.use(metrics.masterPopoverContentWidth)),
        fromBarButtonItem: true, in: environment, metrics: metrics, notes: &notes)
    case .masterSlideOver:
      presentation = fill(
        request, .slideOver,
        frame: SheetLayout.masterSlideOver(in: environment, metrics: metrics, notes: &notes),
        metrics: metrics, notes: &notes)
    case .listPopover:
      notes.assume(.listPopoverNeverAdapts)
      if !metrics.barButtonItemZooms.value { notes.assume(.listPopoverTowardButton) }
      presentation = PopoverPresenter.present(
        request, options: PopoverOptions(permittedArrowDirections: [.up, .down]),
        sizing: .content,
        fromBarButtonItem: true, in: environment, metrics: metrics, notes: &notes)
    }
    return PresentationResult(
      presentation: presentation, warnings: notes.warnings, assumptions: notes.assumptions)
  }

  /// A popover, or what it adapts to in a compact environment.
  private static func adaptivePopover(
    _ request: PresentationRequest, options: PopoverOptions, sizing: PopoverPresenter.Sizing,
    in environment: EnvironmentInfo, metrics: PopoverMetrics, notes: inout EngineNotes
  ) -> PresentationLayout? {
    guard
      let adapted = PresentationAdaptation.adaptedPopover(
        options, in: environment, metrics: metrics, notes: &notes)
    else {
      return PopoverPresenter.present(
        request, options: options, sizing: sizing,
        fromBarButtonItem: request.anchorIsBarButtonItem, in: environment, metrics: metrics,
        notes: &notes)
    }
    let (kind, frame) = SheetLayout.layout(
      adapted, anchor: request.anchor, in: environment, metrics: metrics, notes: &notes)
    warnAdapted(request, to: kind, in: environment, notes: &notes)
    return fill(request, kind, frame: frame, metrics: metrics, notes: &notes)
  }

  /// A popover in regular width; in compact width a sheet at the bottom, as UIAlertController
  /// shows it whatever the segue asks.
  private static func actionSheet(
    _ request: PresentationRequest, options: PopoverOptions, in environment: EnvironmentInfo,
    metrics: PopoverMetrics, notes: inout EngineNotes
  ) -> PresentationLayout? {
    guard environment.horizontalSizeClass == .compact else {
      return PopoverPresenter.present(
        request, options: options, sizing: .content,
        fromBarButtonItem: request.anchorIsBarButtonItem, in: environment, metrics: metrics,
        notes: &notes)
    }
    notes.assume(.actionSheetBottomSheet)
    if options.adaptivePresentationStyle != .automatic {
      notes.assume(.actionSheetIgnoresAdaptiveStyle)
    }
    let content = PopoverContentSize.resolve(
      request, options: options, in: environment, metrics: metrics, notes: &notes)
    let frame = SheetLayout.bottomSheet(contentHeight: content.height, in: environment)
    warnAdapted(request, to: .sheet, in: environment, notes: &notes)
    return fill(request, .sheet, frame: frame, metrics: metrics, notes: &notes)
  }

  private static func warnAdapted(
    _ request: PresentationRequest, to kind: PresentationLayout.Presentation,
    in environment: EnvironmentInfo, notes: inout EngineNotes
  ) {
    // One interpolation, which sizes the message once, where joined pieces made a string each.
    let horizontal = environment.horizontalSizeClass.rawValue
    let vertical = environment.verticalSizeClass.rawValue
    notes.warn(
      .popoverAdapted, subject: request.id,
      "'\(request.id)' is shown as \(kind.rawValue), not as a popover: the environment is \(horizontal) × \(vertical) in \(environment.profile.rawValue)"
    )
  }

  /// A presentation without an arrow whose content fills its frame (the content keeps clear of
  /// the safe area itself, as it does in a full-screen presentation).
  private static func fill(
    _ request: PresentationRequest, _ kind: PresentationLayout.Presentation, frame: Rect,
    metrics: PopoverMetrics, notes: inout EngineNotes
  ) -> PresentationLayout {
    PresentationLayout(
      segue: request.id, content: request.content, presentation: kind, anchor: request.anchor,
      frame: frame, contentFrame: frame,
      cornerRadius: kind == .formSheet ? notes.use(metrics.formSheetCornerRadius) : 0)
  }
}
