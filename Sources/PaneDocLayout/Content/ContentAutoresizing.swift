import PaneDocModel
import PaneDocSolver

/// The constraints UIKit makes of a view's autoresizing mask
/// (`NSAutoresizingMaskLayoutConstraint`): along each axis the change of the superview's size
/// from its design size is shared as `ViewResizing.shares` says, the rule of the frame path too.
/// Required, as in UIKit.
enum ContentAutoresizing {
  static func add(for index: Int, items: ContentItems, system: inout ContentEngine.System) {
    let item = items.items[index]
    guard let parent = item.parent else { return }
    let superview = items.items[parent]
    let mask = item.view?.layout.autoresizingMask ?? AutoresizingMask()
    let local = item.design.offsetBy(dx: -superview.design.minX, dy: -superview.design.minY)
    let horizontal = ViewResizing.shares(
      span: superview.design.width, start: local.minX, length: local.width,
      flexible: (mask.flexibleLeftMargin, mask.flexibleWidth, mask.flexibleRightMargin))
    let vertical = ViewResizing.shares(
      span: superview.design.height, start: local.minY, length: local.height,
      flexible: (mask.flexibleTopMargin, mask.flexibleHeight, mask.flexibleBottomMargin))
    let widthChange = Expression(superview.width) - superview.design.width
    let heightChange = Expression(superview.height) - superview.design.height
    system.require(
      Constraint(
        Expression(item.left), .equal,
        Expression(superview.left) + local.minX + widthChange * horizontal.start))
    system.require(
      Constraint(Expression(item.width), .equal, widthChange * horizontal.length + local.width))
    system.require(
      Constraint(
        Expression(item.top), .equal,
        Expression(superview.top) + local.minY + heightChange * vertical.start))
    system.require(
      Constraint(Expression(item.height), .equal, heightChange * vertical.length + local.height))
  }
}
