import PaneDocModel

/// The safe area a root view had on the design canvas. The file does not store it, but it
/// stores the frames Interface Builder solved with it: a view tied to an edge of the safe area
/// (or of a legacy layout guide) by a required equality tells where that edge was. An edge no
/// constraint reveals is `top` (the design bars' or status bar's height) at the top and 0
/// elsewhere.
enum IBDesignSafeArea {
  static func insets(of root: RootView, views: [View], top designTop: Double) -> Insets {
    var frames: [String: Rect] = [:]
    var marked: Set<String> = []
    var constraints = root.layout.constraints
    func collect(_ view: View, origin: Point) {
      guard let design = view.layout.designFrame else { return }
      let frame = design.offsetBy(dx: origin.x, dy: origin.y)
      frames[view.id] = frame
      if view.layout.isMisplaced || view.layout.isAmbiguous { marked.insert(view.id) }
      constraints += view.layout.constraints
      for subview in view.subviews { collect(subview, origin: frame.origin) }
    }
    for view in views { collect(view, origin: .zero) }
    let guides = Dictionary(
      root.layout.guides.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
    let size = root.designFrame.size
    var top: Double?
    var left: Double?
    var bottom: Double?
    var right: Double?
    for constraint in constraints
    where constraint.isRequired && constraint.relation == .equal && constraint.multiplier == 1 {
      guard let secondItem = constraint.secondItem else { continue }
      let guideFirst = guides[constraint.firstItem] != nil
      let (guideID, guideAttribute, viewID, viewAttribute) =
        guideFirst
        ? (constraint.firstItem, constraint.firstAttribute, secondItem, constraint.secondAttribute)
        : (secondItem, constraint.secondAttribute, constraint.firstItem, constraint.firstAttribute)
      guard let kind = guides[guideID], let frame = frames[viewID], !marked.contains(viewID),
        let viewValue = value(of: viewAttribute, in: frame)
      else { continue }
      // first = second + constant
      let edge = guideFirst ? viewValue + constraint.constant : viewValue - constraint.constant
      switch (kind, guideAttribute) {
      case (.safeArea, .top), (.topLayoutGuide, .bottom): top = top ?? edge
      case (.safeArea, .bottom), (.bottomLayoutGuide, .top): bottom = bottom ?? size.height - edge
      case (.safeArea, .leading), (.safeArea, .left): left = left ?? edge
      case (.safeArea, .trailing), (.safeArea, .right): right = right ?? size.width - edge
      default: break
      }
    }
    return Insets(
      top: max(0, top ?? designTop), left: max(0, left ?? 0),
      bottom: max(0, bottom ?? 0), right: max(0, right ?? 0))
  }

  /// The coordinate an edge or centre attribute names in a root-relative frame.
  private static func value(of attribute: LayoutAttribute, in frame: Rect) -> Double? {
    switch attribute {
    case .top: frame.minY
    case .bottom: frame.maxY
    case .leading, .left: frame.minX
    case .trailing, .right: frame.maxX
    case .centerX: frame.midX
    case .centerY: frame.midY
    default: nil
    }
  }
}
