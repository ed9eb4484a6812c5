/// `UISplitViewController` in all three eras: the classic iOS 5 form, the adaptive iOS 8 form and
/// the iOS 14 column style. Unset preferences stay `nil` ("automatic"): the layout engine applies
/// UIKit's defaults, which differ by era and device.
public struct SplitViewController: Sendable, Equatable {
  public enum Style: String, Sendable, Hashable, CaseIterable {
    case unspecified, doubleColumn, tripleColumn
  }

  public enum PrimaryEdge: String, Sendable, Hashable, CaseIterable {
    case leading, trailing
  }

  /// How the iOS 5 split shows its hidden master in portrait.
  public enum MasterPresentation: String, Sendable, Hashable, CaseIterable {
    case slideOver, popover
  }

  public var style: Style
  public var primary: String?
  public var supplementary: String?
  public var secondary: String?
  public var compact: String?
  public var preferredDisplayMode: DisplayMode
  public var preferredSplitBehavior: SplitBehavior
  public var primaryColumn: ColumnWidthPreference
  public var supplementaryColumn: ColumnWidthPreference
  public var primaryEdge: PrimaryEdge
  public var presentsWithGesture: Bool
  public var showsSecondaryOnlyButton: Bool
  /// `false` when the delegate keeps only the primary on collapse.
  public var collapseSecondaryOntoPrimary: Bool
  /// iOS 5: `false` when the delegate answers NO to `shouldHideViewController` in portrait.
  public var hidesPrimaryInPortrait: Bool
  public var masterPresentation: MasterPresentation

  public init(
    style: Style = .unspecified, primary: String? = nil, supplementary: String? = nil,
    secondary: String? = nil, compact: String? = nil,
    preferredDisplayMode: DisplayMode = .automatic,
    preferredSplitBehavior: SplitBehavior = .automatic,
    primaryColumn: ColumnWidthPreference = .init(),
    supplementaryColumn: ColumnWidthPreference = .init(), primaryEdge: PrimaryEdge = .leading,
    presentsWithGesture: Bool = true, showsSecondaryOnlyButton: Bool = false,
    collapseSecondaryOntoPrimary: Bool = true, hidesPrimaryInPortrait: Bool = true,
    masterPresentation: MasterPresentation = .slideOver
  ) {
    self.style = style
    self.primary = primary
    self.supplementary = supplementary
    self.secondary = secondary
    self.compact = compact
    self.preferredDisplayMode = preferredDisplayMode
    self.preferredSplitBehavior = preferredSplitBehavior
    self.primaryColumn = primaryColumn
    self.supplementaryColumn = supplementaryColumn
    self.primaryEdge = primaryEdge
    self.presentsWithGesture = presentsWithGesture
    self.showsSecondaryOnlyButton = showsSecondaryOnlyButton
    self.collapseSecondaryOntoPrimary = collapseSecondaryOntoPrimary
    self.hidesPrimaryInPortrait = hidesPrimaryInPortrait
    self.masterPresentation = masterPresentation
  }
}

/// The preferred width of a column; every field `nil` means UIKit's automatic dimension.
public struct ColumnWidthPreference: Sendable, Equatable {
  public var fraction: Double?
  public var width: Double?
  public var minimum: Double?
  public var maximum: Double?

  public init(
    fraction: Double? = nil, width: Double? = nil, minimum: Double? = nil, maximum: Double? = nil
  ) {
    self.fraction = fraction
    self.width = width
    self.minimum = minimum
    self.maximum = maximum
  }
}

/// `UISplitViewController.DisplayMode` under its iOS 14 names; readers map the iOS 8 names
/// (`primaryHidden`, `allVisible`, `primaryOverlay`) and Interface Builder's short names onto these.
public enum DisplayMode: String, Sendable, Hashable, CaseIterable {
  case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
    twoOverSecondary, twoDisplaceSecondary
}

/// `UISplitViewController.SplitBehavior` (iOS 14).
public enum SplitBehavior: String, Sendable, Hashable, CaseIterable {
  case automatic, tile, overlay, displace
}

/// `UISplitViewController` is not the only split in the wild: the custom side/main split of the
/// "SplitViewController" article draws a fixed splitter and shows the side in a popover.
public struct CustomSplitViewController: Sendable, Equatable {
  public enum ListButtonHost: String, Sendable, Hashable, CaseIterable {
    case navigationBar, toolbar
  }

  public var side: String
  public var main: String
  public var splitPoint: Double
  public var hideSideViewControllerInPortraitOrientation: Bool
  public var listButtonTitle: String
  public var listButtonHost: ListButtonHost

  public init(
    side: String, main: String, splitPoint: Double = 384,
    hideSideViewControllerInPortraitOrientation: Bool = false, listButtonTitle: String = "List",
    listButtonHost: ListButtonHost = .navigationBar
  ) {
    self.side = side
    self.main = main
    self.splitPoint = splitPoint
    self.hideSideViewControllerInPortraitOrientation = hideSideViewControllerInPortraitOrientation
    self.listButtonTitle = listButtonTitle
    self.listButtonHost = listButtonHost
  }
}
