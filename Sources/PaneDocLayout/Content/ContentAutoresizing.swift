import PaneDocModel
import PaneDocSolver

/// The constraints UIKit makes of a view's autoresizing mask
/// (`NSAutoresizingMaskLayoutConstraint`): along each axis the change of the superview's size
/// from its design size is shared by the flexible parts among the leading margin, the length and
/// the trailing margin, in proportion to their design lengths (equally when those are all zero);
/// with no flexible part the frame stays. Required, as in UIKit.
enum ContentAutoresizing {
  static func add(for index: Int, items: ContentItems, system: inout ContentEngine.System) {
    let item = items.items[index]
    guard let parent = item.parent else { return }
    let superview = items.items[parent]
    let mask = item.view?.layout.autoresizingMask ?? AutoresizingMask()
    let local = item.design.offsetBy(dx: -superview.design.minX, dy: -superview.design.minY)
    let horizontal = shares(
      span: superview.design.width, start: local.minX, length: local.width,
      flexible: (mask.flexibleLeftMargin, mask.flexibleWidth, mask.flexibleRightMargin))
    let vertical = shares(
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

  /// The parts of a change of the superview's span that the start and the length take.
  static func shares(
    span: Double, start: Double, length: Double, flexible: (Bool, Bool, Bool)
  ) -> (start: Double, length: Double) {
    let parts = [
      (max(0, start), flexible.0), (max(0, length), flexible.1),
      (max(0, span - start - length), flexible.2),
    ]
    let count = parts.filter(\.1).count
    guard count > 0 else { return (0, 0) }
    let total = parts.reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
    func share(_ index: Int) -> Double {
      guard parts[index].1 else { return 0 }
      return total > 0 ? parts[index].0 / total : 1 / Double(count)
    }
    return (share(0), share(1))
  }
}
