/// A layout guide a constraint can name: a rectangle the system places, not a view.
public struct LayoutGuide: Sendable, Equatable, Identifiable {
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `safeAreaLayoutGuide` (`<viewLayoutGuide key="safeArea">`): the view inset by the bars and
    /// the device's safe area.
    case safeArea
    /// `topLayoutGuide` (`<viewControllerLayoutGuide type="top">`, iOS 7 – 10): its bottom is the
    /// bottom of the bars above the root view.
    case topLayoutGuide
    /// `bottomLayoutGuide`: its top is the top of the bars below the root view.
    case bottomLayoutGuide
    /// A scroll view's `contentLayoutGuide`: its scrollable content.
    case content
    /// A scroll view's `frameLayoutGuide`: its frame.
    case frame
    /// `layoutMarginsGuide`: the view inset by its layout margins.
    case layoutMargins
  }

  public var id: String
  public var kind: Kind
  public var location: SourceLocation

  public init(id: String, kind: Kind, location: SourceLocation) {
    self.id = id
    self.kind = kind
    self.location = location
  }
}
