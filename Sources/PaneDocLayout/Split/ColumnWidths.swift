import PaneDocModel

/// The column width rules the adaptive and column-style splits share, and the cut every split
/// makes when its sidebars do not fit.
enum ColumnWidths {
  /// No preference → default maximum + the safe-area inset on the primary side; points as given;
  /// a fraction of the split's width rounded up; then clamped to the minimum and maximum. A
  /// fraction silently capped by the default maximum raises `fraction-capped`.
  static func width(
    _ preference: ColumnWidthPreference, splitWidth: Double, defaultMaximum: Double,
    inset: Double, subject: String, column: SplitColumn, notes: inout EngineNotes
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
      notes.warn(
        .fractionCapped, subject: subject,
        "the \(column.rawValue) column fraction \(preference.fraction ?? 0) of '\(subject)' asks for"
          + " \(preferred.messageNumber) pt but is capped at the default maximum"
          + " \(maximum.messageNumber) pt; raise the maximum column width to get it")
    }
    return min(max(preferred, minimum), maximum)
  }

  /// A primary (or sidebars) wider than the split is cut to fit, with a warning.
  static func fitted(
    _ width: Double, into available: Double, subject: String, notes: inout EngineNotes
  ) -> Double {
    guard width > available else { return width }
    notes.warn(
      .primaryWiderThanWindow, subject: subject,
      "the primary column of '\(subject)' (\(width.messageNumber) pt) does not fit in its"
        + " \(available.messageNumber) pt")
    return max(0, available)
  }
}
