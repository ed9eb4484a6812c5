import PaneDocModel

/// The presentations that are not popovers, by the frame they take.
enum SheetStyle: Equatable {
  /// The whole window (`fullScreen`, `overFullScreen`).
  case fullScreen
  /// The profile's form sheet size, centred in the window.
  case formSheet
  /// 768 wide, full height below the status bar, centred.
  case pageSheet
  /// The presenting context (`currentContext`, `overCurrentContext`).
  case currentContext
  /// The `ios17` compact sheet: the whole width, from just below the top safe area.
  case sheet

  /// The frame a modal style takes; `nil` for the styles that present a popover.
  init?(
    _ style: ModalPresentationStyle, metrics: PopoverMetrics, notes: inout EngineNotes
  ) {
    switch style {
    case .automatic:
      self.init(notes.use(metrics.automaticModalStyle), metrics: metrics, notes: &notes)
    case .fullScreen, .overFullScreen: self = .fullScreen
    case .formSheet: self = .formSheet
    case .pageSheet: self = .pageSheet
    case .currentContext, .overCurrentContext: self = .currentContext
    case .popover, .actionSheet: return nil
    }
  }
}

/// Frames of the presentations that are not popovers (sheets, full screen, the classic split's
/// slide-over), in window coordinates.
enum SheetLayout {
  /// The presentation `style` shows as in this environment, and its frame. Form and page sheets
  /// adapt in compact environments as popovers do.
  static func layout(
    _ style: SheetStyle, anchor: Rect?, in environment: EnvironmentInfo, metrics: PopoverMetrics,
    notes: inout EngineNotes
  ) -> (PresentationLayout.Presentation, Rect) {
    let bounds = Rect(origin: .zero, size: environment.window.size)
    switch style {
    case .fullScreen:
      return (.fullScreen, bounds)
    case .currentContext:
      notes.assume(.currentContextFillsSource)
      return (.fullScreen, anchor ?? bounds)
    case .sheet:
      return (.sheet, compactSheet(in: environment, metrics: metrics, notes: &notes))
    case .formSheet, .pageSheet:
      if let replacement = PresentationAdaptation.compactReplacement(
        in: environment, metrics: metrics, notes: &notes)
      {
        return layout(replacement, anchor: anchor, in: environment, metrics: metrics, notes: &notes)
      }
      if style == .formSheet {
        return (.formSheet, formSheet(in: environment, metrics: metrics, notes: &notes))
      }
      return (.pageSheet, pageSheet(in: environment, metrics: metrics, notes: &notes))
    }
  }

  /// The profile's size for this screen, centred in the window, clamped to it.
  static func formSheet(
    in environment: EnvironmentInfo, metrics: PopoverMetrics, notes: inout EngineNotes
  ) -> Rect {
    let window = environment.window.size
    let screen = environment.screen
    let wanted = notes.use(metrics.formSheetSize).size(
      screenLongSide: max(screen.width, screen.height))
    let size = clamped(wanted, to: window, notes: &notes)
    return Rect(
      x: (window.width - size.width) / 2, y: (window.height - size.height) / 2,
      width: size.width, height: size.height)
  }

  /// The page sheet width (clamped to the window), full height below the status bar, centred.
  static func pageSheet(
    in environment: EnvironmentInfo, metrics: PopoverMetrics, notes: inout EngineNotes
  ) -> Rect {
    let window = environment.window.size
    let top = environment.safeArea.top
    let size = clamped(
      Size(width: notes.use(metrics.pageSheetWidth), height: window.height - top), to: window,
      notes: &notes)
    return Rect(x: (window.width - size.width) / 2, y: top, width: size.width, height: size.height)
  }

  /// The `ios17` compact sheet: the whole width, from a gap below the top safe-area inset to
  /// the bottom.
  static func compactSheet(
    in environment: EnvironmentInfo, metrics: PopoverMetrics, notes: inout EngineNotes
  ) -> Rect {
    let window = environment.window.size
    let top = min(window.height, environment.safeArea.top + notes.use(metrics.compactSheetTopGap))
    return Rect(x: 0, y: top, width: window.width, height: window.height - top)
  }

  /// An action sheet in compact width: at the bottom, the whole width, as tall as its content
  /// plus the bottom safe area, never above the top safe area.
  static func bottomSheet(contentHeight: Double, in environment: EnvironmentInfo) -> Rect {
    let window = environment.window.size
    let safe = environment.safeArea
    let height = max(0, min(contentHeight + safe.bottom, window.height - safe.top))
    return Rect(x: 0, y: window.height - height, width: window.width, height: height)
  }

  /// The classic split's master sliding in: at the leading edge, full height below the status
  /// bar.
  static func masterSlideOver(
    in environment: EnvironmentInfo, metrics: PopoverMetrics, notes: inout EngineNotes
  ) -> Rect {
    let window = environment.window.size
    let top = min(window.height, environment.safeArea.top)
    let width = min(window.width, notes.use(metrics.masterSlideOverWidth))
    return Rect(x: 0, y: top, width: width, height: window.height - top)
  }

  private static func clamped(_ size: Size, to window: Size, notes: inout EngineNotes)
    -> Size
  {
    if size.width <= window.width, size.height <= window.height { return size }
    notes.assume(.sheetClampedToWindow)
    return Size(width: min(size.width, window.width), height: min(size.height, window.height))
  }
}
