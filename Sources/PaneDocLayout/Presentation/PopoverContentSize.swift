import PaneDocModel

/// The size a popover's content asks for (`UIPopoverController` in `ios6`,
/// `UIPopoverPresentationController` later), before placement clamps it.
enum PopoverContentSize {
  /// The segue's `popoverContentSize` sizes the whole content, bars included; otherwise the
  /// content's preferred size (or the profile's default) plus the content's own bars. `ios6`
  /// clamps the width.
  static func resolve(
    _ request: PresentationRequest, options: PopoverOptions, in environment: EnvironmentInfo,
    metrics: PopoverMetrics, notes: inout EngineNotes
  ) -> Size {
    let fallback = defaultSize(in: environment, metrics: metrics, notes: &notes)
    var size: Size
    if let explicit = options.popoverContentSize {
      size = filled(explicit, from: fallback, notes: &notes)
    } else {
      size = filled(request.contentPreferredSize ?? .zero, from: fallback, notes: &notes)
      if request.contentBarsHeight > 0, notes.use(metrics.contentBarsAddToHeight) {
        size.height += request.contentBarsHeight
      }
    }
    if let range = metrics.contentWidthRange {
      let allowed = notes.use(range)
      let clamped = min(max(size.width, allowed.lowerBound), allowed.upperBound)
      if clamped != size.width {
        notes.warn(
          .contentWidthClamped, subject: request.id,
          "the content of '\(request.id)' asks for a width of \(size.width.messagePoints); "
            + "UIPopoverController allows \(allowed.lowerBound.messageNumber)–"
            + "\(allowed.upperBound.messagePoints), so it is \(clamped.messagePoints) wide")
        size.width = clamped
      }
    }
    return size
  }

  /// The profile's default content size for this window.
  static func defaultSize(
    in environment: EnvironmentInfo, metrics: PopoverMetrics, notes: inout EngineNotes
  ) -> Size {
    if let wide = metrics.wideWindowContentSize,
      environment.window.width >= wide.value.minimumWindowWidth
    {
      return notes.use(wide).size
    }
    return notes.use(metrics.defaultContentSize)
  }

  /// `size` with each dimension that is not positive taken from `fallback`, as UIKit treats an
  /// unset (zero) preferred size.
  private static func filled(_ size: Size, from fallback: Size, notes: inout EngineNotes)
    -> Size
  {
    if size == .zero { return fallback }
    if size.width > 0, size.height > 0 { return size }
    notes.assume(.zeroDimensionTakesDefault)
    return Size(
      width: size.width > 0 ? size.width : fallback.width,
      height: size.height > 0 ? size.height : fallback.height)
  }
}
