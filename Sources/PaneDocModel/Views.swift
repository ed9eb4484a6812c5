/// A plain view inside a controller's content area: something a popover can be anchored to.
public struct View: Sendable, Equatable {
  public var id: String
  /// The frame in the parent's coordinates (the controller's content area, below its bars, for a
  /// top-level view).
  public var frame: Rect
  public var label: String?
  public var subviews: [View]
  public var location: SourceLocation

  public init(
    id: String, frame: Rect, label: String? = nil, subviews: [View] = [],
    location: SourceLocation
  ) {
    self.id = id
    self.frame = frame
    self.label = label
    self.subviews = subviews
    self.location = location
  }
}

/// `UISearchBar`, placed in the navigation bar, the toolbar or the content.
public struct SearchBar: Sendable, Equatable {
  public enum Placement: String, Sendable, Hashable, CaseIterable {
    case navigationBar, toolbar, content
  }

  public var id: String
  public var placement: Placement
  /// The frame for `content` placement (in the content area); bars place the others.
  public var frame: Rect?
  /// Whether a results popover appears anchored at the bar while searching.
  public var resultsPopover: Bool
  public var location: SourceLocation

  public init(
    id: String, placement: Placement = .content, frame: Rect? = nil,
    resultsPopover: Bool = false, location: SourceLocation
  ) {
    self.id = id
    self.placement = placement
    self.frame = frame
    self.resultsPopover = resultsPopover
    self.location = location
  }
}
