import PaneDocCore
import PaneDocModel

/// The area C a popover may cover (docs/layout-rules.md, Popovers and other presentations), in
/// window coordinates: the window less its safe area (the status bar in `ios6`), less the layout
/// margins, above the keyboard.
enum PopoverAvailableArea {
  /// `keyboardHeight` is the height of a shown keyboard, `nil` when none is shown.
  static func area(
    in environment: EnvironmentInfo, margins: Insets?, keyboardHeight: Double?,
    metrics: PopoverMetrics, notes: inout EngineNotes
  ) -> Rect {
    let margins = margins ?? notes.use(defaultMargins(in: environment, metrics: metrics))
    let bounds = Rect(origin: .zero, size: environment.window.size)
    var area = bounds.inset(by: environment.safeArea).inset(by: margins)
    if let keyboardHeight, keyboardHeight > 0, notes.use(metrics.keyboardAvoidance) {
      // The keyboard rises from the bottom of the screen, whatever the window's place on it.
      let keyboardTop = environment.screen.height - keyboardHeight - environment.window.y
      let bottom = min(area.maxY, keyboardTop - margins.bottom)
      area.height = max(0, bottom - area.y)
    }
    return area
  }

  /// The margins when the segue sets none: the profile's, or its iPhone margins on an iPhone.
  static func defaultMargins(in environment: EnvironmentInfo, metrics: PopoverMetrics)
    -> Tagged<Insets>
  {
    if let phone = metrics.phoneLayoutMargins, Device.named(environment.device)?.idiom == .phone {
      return phone
    }
    return metrics.defaultLayoutMargins
  }

  /// The anchor a popover points at: UIKit moves an anchor that lies wholly below the available
  /// area (under the keyboard) to the area's bottom edge, one point tall, where the profile's
  /// `PopoverMetrics.keyboardMovesCoveredAnchor` says so.
  static func anchor(
    _ anchor: Rect, area: Rect, keyboardShown: Bool, metrics: PopoverMetrics,
    notes: inout EngineNotes
  ) -> Rect {
    guard keyboardShown, anchor.minY > area.maxY, !area.isEmpty else { return anchor }
    guard notes.use(metrics.keyboardMovesCoveredAnchor) else { return anchor }
    return Rect(x: anchor.x, y: area.maxY, width: anchor.width, height: 1)
  }

  /// The height of the keyboard a popover must avoid: the environment's when it shows one, else
  /// the request's when the segue says the keyboard is visible.
  static func keyboardHeight(
    _ request: PresentationRequest, options: PopoverOptions, in environment: EnvironmentInfo,
    notes: inout EngineNotes
  ) -> Double? {
    let height: Double
    if let shown = environment.keyboard {
      height = shown
    } else if options.keyboardVisible {
      height = request.keyboardHeight
    } else {
      return nil
    }
    guard height > 0 else { return nil }
    notes.assume(
      Assumptions.keyboard(slug: environment.device, environment.orientation, height: height))
    return height
  }
}
