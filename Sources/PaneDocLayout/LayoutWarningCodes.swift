extension LayoutWarning {
  /// Every code a layout warning can carry, so that options and config files naming codes can
  /// refuse a misspelt one (with "did you mean") instead of never matching.
  public static let codes: [String] =
    [
      "fraction-capped", "primary-wider-than-window", "column-narrower-than-320",
      "view-clipped", "nesting-too-deep",
    ] + PresentationWarningCode.allCases.map(\.rawValue)
}
