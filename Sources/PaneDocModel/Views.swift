/// A plain view inside a controller's content area: something a popover can be anchored to.
public struct View: Sendable, Equatable {
  public var id: String
  /// The frame in the parent's coordinates (the controller's content area, below its bars, for a
  /// top-level view).
  public var frame: Rect
  public var label: String?
  public var subviews: [View]
  /// How the view follows its superview's size; `nil` when it keeps its frame.
  public var resizing: ViewResizing?
  public var location: SourceLocation
  /// What kind of view it is (`view` for the own format's anchors).
  public var kind: ViewKind
  /// Its custom class, if the file names one.
  public var className: String?
  /// `isHidden`: drawn nowhere; in a stack view it takes no room.
  public var isHidden: Bool
  /// `hidden` in size classes that set another (`<variation key="heightClass=regular"
  /// hidden="YES"/>`).
  public var hiddenVariations: [SizeClassVariation<Bool>]
  /// What Auto Layout needs of it.
  public var layout: ViewLayout

  public init(
    id: String, frame: Rect, label: String? = nil, subviews: [View] = [],
    resizing: ViewResizing? = nil, location: SourceLocation, kind: ViewKind = .view,
    className: String? = nil, isHidden: Bool = false,
    hiddenVariations: [SizeClassVariation<Bool>] = [], layout: ViewLayout = ViewLayout()
  ) {
    self.hiddenVariations = hiddenVariations
    self.id = id
    self.frame = frame
    self.label = label
    self.subviews = subviews
    self.resizing = resizing
    self.location = location
    self.kind = kind
    self.className = className
    self.isHidden = isHidden
    self.layout = layout
  }

  /// Whether Auto Layout places it or anything under it: constraints held here or below, or a
  /// view that does not translate its autoresizing mask into constraints.
  public var usesConstraints: Bool {
    !layout.translatesAutoresizingMask || !layout.constraints.isEmpty || layout.stack != nil
      || subviews.contains { $0.usesConstraints }
  }
}

/// How a view follows a change of its superview's size, as UIKit's autoresizing mask says it
/// (an Interface Builder view's mask, or the edges its constraints pin to the superview).
///
/// Along each axis the change is shared by the flexible parts among the leading margin, the size
/// and the trailing margin, in proportion to their design-time lengths (equally when those are
/// all zero); with no flexible part the frame stays.
public struct ViewResizing: Sendable, Equatable {
  public var flexibleLeftMargin: Bool
  public var flexibleWidth: Bool
  public var flexibleRightMargin: Bool
  public var flexibleTopMargin: Bool
  public var flexibleHeight: Bool
  public var flexibleBottomMargin: Bool
  /// The size of the superview the frame was designed in.
  public var designSuperviewSize: Size

  public init(
    flexibleLeftMargin: Bool = false, flexibleWidth: Bool = false,
    flexibleRightMargin: Bool = false, flexibleTopMargin: Bool = false,
    flexibleHeight: Bool = false, flexibleBottomMargin: Bool = false, designSuperviewSize: Size
  ) {
    self.flexibleLeftMargin = flexibleLeftMargin
    self.flexibleWidth = flexibleWidth
    self.flexibleRightMargin = flexibleRightMargin
    self.flexibleTopMargin = flexibleTopMargin
    self.flexibleHeight = flexibleHeight
    self.flexibleBottomMargin = flexibleBottomMargin
    self.designSuperviewSize = designSuperviewSize
  }

  /// A view that follows `mask` in a superview designed at `designSuperviewSize`.
  public init(_ mask: AutoresizingMask, designSuperviewSize: Size) {
    self.init(
      flexibleLeftMargin: mask.flexibleLeftMargin, flexibleWidth: mask.flexibleWidth,
      flexibleRightMargin: mask.flexibleRightMargin, flexibleTopMargin: mask.flexibleTopMargin,
      flexibleHeight: mask.flexibleHeight, flexibleBottomMargin: mask.flexibleBottomMargin,
      designSuperviewSize: designSuperviewSize)
  }

  /// `frame` (in its superview's coordinates) in a superview of `size`.
  public func resized(_ frame: Rect, in size: Size) -> Rect {
    let (x, width) = Self.share(
      from: designSuperviewSize.width, to: size.width, start: frame.minX, length: frame.width,
      flexible: (flexibleLeftMargin, flexibleWidth, flexibleRightMargin))
    let (y, height) = Self.share(
      from: designSuperviewSize.height, to: size.height, start: frame.minY, length: frame.height,
      flexible: (flexibleTopMargin, flexibleHeight, flexibleBottomMargin))
    return Rect(x: x, y: y, width: max(0, width), height: max(0, height))
  }

  /// The new start and length along one axis when the superview's span changes from `from` to
  /// `to`.
  private static func share(
    from: Double, to: Double, start: Double, length: Double,
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) -> (Double, Double) {
    let delta = to - from
    let part = shares(span: from, start: start, length: length, flexible: flexible)
    guard delta.isFinite, delta != 0 else { return (start, length) }
    let shared = (start + delta * part.start, length + delta * part.length)
    // Hostile frames near the largest Double overflow: such a view keeps its frame.
    return shared.0.isFinite && shared.1.isFinite ? shared : (start, length)
  }

  /// The parts of a change of the superview's span (designed at `span`) that the start and the
  /// length take: the change is shared by the flexible parts among the leading margin, the
  /// length and the trailing margin, in proportion to their design lengths (equally when those
  /// are all zero); nothing moves without a flexible part. The one rule of both the frame path
  /// and the content engine (`NSAutoresizingMaskLayoutConstraint`'s constraints).
  public static func shares(
    span: Double, start: Double, length: Double,
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) -> (start: Double, length: Double) {
    let parts = [
      (start, flexible.leading), (length, flexible.length),
      (span - start - length, flexible.trailing),
    ].map { (length: max(0, $0.0), flexible: $0.1) }
    let count = parts.filter(\.flexible).count
    guard count > 0 else { return (0, 0) }
    let total = parts.reduce(0) { $0 + ($1.flexible ? $1.length : 0) }
    func portion(_ index: Int) -> Double {
      guard parts[index].flexible else { return 0 }
      return total > 0 ? parts[index].length / total : 1 / Double(count)
    }
    return (portion(0), portion(1))
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
