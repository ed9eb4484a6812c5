/// A content controller's root view (`UIViewController.view`): what its constraints, guides and
/// margins say, and the size it was designed at. Its subviews are the controller's `views`.
public struct RootView: Sendable, Equatable {
  public var id: String
  /// Its frame on the design canvas (the document's device, or the scene's simulated or freeform
  /// size).
  public var designFrame: Rect
  /// The safe area's insets on the design canvas (the simulated bars and device), when the file
  /// lets them be told.
  public var designSafeArea: Insets?
  /// Its constraints, guides, margins.
  public var layout: ViewLayout
  /// Views PaneDoc draws as bars, not as views (a stand-alone toolbar, a search bar in the
  /// content), which constraints may still name: they take part in the layout.
  public var barViews: [BarView]
  /// `viewRespectsSystemMinimumLayoutMargins`.
  public var respectsSystemMinimumLayoutMargins: Bool
  /// The size classes of the design canvas, whose stored frames are those of the views and
  /// constraints installed in them: the document's device's, or the base configuration's on a
  /// size-class canvas.
  public var designTraits: SizeClassTraits
  public var location: SourceLocation

  public init(
    id: String, designFrame: Rect, designSafeArea: Insets? = nil,
    layout: ViewLayout = ViewLayout(), barViews: [BarView] = [],
    respectsSystemMinimumLayoutMargins: Bool = true, designTraits: SizeClassTraits = .any,
    location: SourceLocation
  ) {
    self.designTraits = designTraits
    self.barViews = barViews
    self.id = id
    self.designFrame = designFrame
    self.designSafeArea = designSafeArea
    self.layout = layout
    self.respectsSystemMinimumLayoutMargins = respectsSystemMinimumLayoutMargins
    self.location = location
  }

  /// Whether Auto Layout places anything under it: a constraint held by the root view or any
  /// view under it, or a view that does not translate its autoresizing mask.
  public func usesConstraints(_ views: [View]) -> Bool {
    !layout.constraints.isEmpty || views.contains { $0.usesConstraints }
  }
}

/// A view drawn as a bar, with the id of its superview (the root view or one of the views).
public struct BarView: Sendable, Equatable {
  public var superview: String
  public var view: View

  public init(superview: String, view: View) {
    self.superview = superview
    self.view = view
  }
}
