import PaneDocCore
import PaneDocModel

/// The stable codes of the warnings a presentation raises; scripts match on them.
public enum PresentationWarningCode: String, StableCode {
  /// The popover did not fit its region and was shortened or narrowed.
  case popoverClamped = "popover-clamped"
  /// `ios6`: the content width was outside UIPopoverController's 320 – 600.
  case contentWidthClamped = "content-width-clamped"
  /// The arrow wanted to sit closer to a corner than the chrome allows.
  case arrowPinned = "arrow-pinned"
  /// The popover's source is not shown in this environment, so nothing is presented.
  case anchorHidden = "anchor-hidden"
  /// A popover is shown as something else (a sheet, full screen) in this environment.
  case popoverAdapted = "popover-adapted"
  /// The arrow does not touch its anchor (margins or the available area push the popover away).
  case arrowDetached = "arrow-detached"
  /// No permitted arrow direction had room beside the anchor; the popover opens the other way.
  case arrowNotPermitted = "arrow-not-permitted"
}

/// Rules without a source that a presentation may rely on, in the words the report uses.
enum PresentationRule: String {
  case emptyRegionUsesWholeArea =
    "a popover whose region is empty is placed in the whole available area"
  case crampedDirectionFallsBack =
    "a popover with no room on the side of any permitted arrow direction takes the roomiest of the others its anchor allows"
  case zeroDimensionTakesDefault =
    "a zero width or height of a content size takes the default's"
  case customBackgroundPinLimit =
    "a custom popover background keeps its arrow half its base plus its minimum corner distance from the end of its edge"
  case customBackgroundCornerRadius =
    "a custom popover background is drawn with the profile's corner radius"
  case sheetClampedToWindow = "a form or page sheet larger than the window is clamped to it"
  case currentContextFillsSource =
    "a current-context presentation fills its source's rect, or the window without one"
  case actionSheetBottomSheet =
    "an action sheet in compact width is a sheet at the bottom as tall as its content plus the bottom safe area"
  case actionSheetIgnoresAdaptiveStyle =
    "an action sheet adapts in compact width whatever adaptivePresentationStyle says"
  case listPopoverNeverAdapts =
    "the custom split's list popover (a UIPopoverController) never adapts"
  case listPopoverTowardButton =
    "the custom split's list popover opens away from its button's bar: below a top bar, above a bottom toolbar"
}

/// What only the presentation engine notes: catalog values and rules it relied on.
extension EngineNotes {
  /// The value of `metric`, noting it as an assumption when its source is an inference.
  mutating func use<Wrapped>(_ metric: Tagged<Wrapped>) -> Wrapped {
    if metric.source.isAssumption {
      let value = describe(metric.value)
      assume(value.map { "\(metric.meaning) \($0) is assumed" } ?? "\(metric.meaning) (assumed)")
    }
    return metric.value
  }

  mutating func assume(_ rule: PresentationRule) {
    assume("\(rule.rawValue) (assumed)")
  }

  /// A value as an assumption names it; `nil` for a rule, whose meaning says it all.
  private func describe(_ value: Any) -> String? {
    switch value {
    case let number as Double: number.messagePoints
    case let size as Size: "\(size.width.messageNumber)×\(size.height.messageNumber) pt"
    case let style as ModalPresentationStyle: style.rawValue
    default: nil
    }
  }
}

extension Double {
  /// The number as messages write it: whole numbers without decimals, others with at most two.
  var messageNumber: String {
    let rounded = (self * 100).rounded() / 100
    guard rounded.isFinite, abs(rounded) < 1e15 else { return String(self) }
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }

  /// A length as messages write it ("320 pt").
  var messagePoints: String { "\(messageNumber) pt" }
}
