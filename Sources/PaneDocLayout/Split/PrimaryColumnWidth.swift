import PaneDocModel

/// The primary column width rules of 2.2 (and, with another default maximum, 2.3).
extension LayoutBuilder {
  /// The adaptive default maximum [obs], with S the screen's long side and L the interface in
  /// landscape: 320 or 375 by screen size, orientation, the split's width and display mode.
  func defaultPrimaryMaximum(width: Double, displayMode: DisplayMode) -> Double {
    let longSide = environment.device.longSide
    let landscape = environment.orientation == .landscape
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

  /// Steps 1–3 of 2.2: no preference → default maximum + the safe-area inset on the primary side;
  /// points as given; a fraction of the split's width rounded up; then clamped to the minimum and
  /// maximum. A fraction silently capped by the default maximum raises `fraction-capped`.
  func columnWidth(
    _ preference: ColumnWidthPreference, splitWidth: Double, defaultMaximum: Double,
    inset: Double, subject: String, column: SplitColumn
  ) -> Double {
    guard preference.width != nil || preference.fraction != nil else {
      var width = defaultMaximum + inset
      if let maximum = preference.maximum { width = min(width, maximum) }
      if let minimum = preference.minimum { width = max(width, minimum) }
      return width
    }
    let maximum = preference.maximum ?? defaultMaximum
    let minimum = preference.minimum ?? 0
    let preferred = preference.width ?? (splitWidth * (preference.fraction ?? 0)).rounded(.up)
    if preference.width == nil, preference.maximum == nil, preferred > maximum {
      warn(
        .fractionCapped, subject: subject,
        "the \(column.rawValue) column fraction \(preference.fraction ?? 0) of '\(subject)' asks for"
          + " \(preferred.messageNumber) pt but is capped at the default maximum"
          + " \(maximum.messageNumber) pt; raise the maximum column width to get it")
    }
    return min(max(preferred, minimum), maximum)
  }

  /// A primary (or sidebars) wider than the split is cut to fit, with a warning.
  func fitted(_ width: Double, into available: Double, subject: String) -> Double {
    guard width > available else { return width }
    warn(
      .primaryWiderThanWindow, subject: subject,
      "the primary column of '\(subject)' (\(width.messageNumber) pt) does not fit in its"
        + " \(available.messageNumber) pt")
    return max(0, available)
  }
}
