import PaneDocModel

extension SplitInfo {
  /// How a split shows its columns. The raw value is the name the JSON form and the diff write.
  public enum Behavior: String, Sendable, Hashable, CaseIterable {
    /// `UISplitViewController.SplitBehavior` (iOS 14): the adaptive split always tiles or
    /// overlays, the column-style split resolves `automatic` before it reports one.
    case automatic, tile, overlay, displace
    /// The iOS 5 split (`ios6`) and the custom side/main split, which have no split behavior.
    case classic, custom

    public init(_ behavior: SplitBehavior) {
      switch behavior {
      case .automatic: self = .automatic
      case .tile: self = .tile
      case .overlay: self = .overlay
      case .displace: self = .displace
      }
    }
  }

  /// The display mode a split resolved to. The raw value is the name the JSON form, the captions
  /// and the diff write.
  public enum DisplayMode: String, Sendable, Hashable, CaseIterable {
    /// `UISplitViewController.DisplayMode` under its iOS 14 names; the engines resolve
    /// `automatic` before they report one.
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
      twoOverSecondary, twoDisplaceSecondary
    /// Horizontally compact: one column, no display mode.
    case collapsed

    public init(_ mode: PaneDocModel.DisplayMode) {
      switch mode {
      case .automatic: self = .automatic
      case .secondaryOnly: self = .secondaryOnly
      case .oneBesideSecondary: self = .oneBesideSecondary
      case .oneOverSecondary: self = .oneOverSecondary
      case .twoBesideSecondary: self = .twoBesideSecondary
      case .twoOverSecondary: self = .twoOverSecondary
      case .twoDisplaceSecondary: self = .twoDisplaceSecondary
      }
    }
  }
}
