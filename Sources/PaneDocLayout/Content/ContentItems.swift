import PaneDocModel
import PaneDocSolver

/// The solver's variables for a controller's root view and every view under it, and the linear
/// expression of each layout attribute of a view or guide. Frames are relative to the root view.
struct ContentItems {
  /// One view (index 0 is the root view).
  struct Item {
    var id: String
    var view: View?
    var parent: Int?
    var left, top, width, height: Variable
    /// A scroll view's content size: what its subviews' constraints to its edges size.
    var contentSize: (width: Variable, height: Variable)?
    /// The frame the file stores, relative to the root view.
    var design: Rect
    var margins: Insets
  }

  private(set) var items: [Item] = []
  private var indexByID: [String: Int] = [:]
  private var guides: [String: (owner: Int, kind: LayoutGuide.Kind)] = [:]
  /// Whether a non-root view's safe area was taken for its frame.
  private(set) var usedViewSafeArea = false
  private(set) var usedBaseline = false
  let site: ContentSite

  init(root: RootView, views: [View], site: ContentSite, solver: inout Solver) {
    self.site = site
    let rootMargins = Self.rootMargins(root, site: site)
    add(
      id: root.id, view: nil, parent: nil, design: Rect(origin: .zero, size: root.designFrame.size),
      margins: rootMargins, scrolls: false, solver: &solver)
    for guide in root.layout.guides { guides[guide.id] = (0, guide.kind) }
    var pending = views.map { (view: $0, parent: 0) }
    var next = 0
    while next < pending.count {
      let (view, parent) = pending[next]
      next += 1
      let origin = items[parent].design.origin
      let design = (view.layout.designFrame ?? view.frame).offsetBy(dx: origin.x, dy: origin.y)
      let index = items.count
      add(
        id: view.id, view: view, parent: parent, design: design,
        margins: view.layout.layoutMargins ?? Insets(all: 8),
        scrolls: Self.scrollingKinds.contains(view.kind), solver: &solver)
      for guide in view.layout.guides { guides[guide.id] = (index, guide.kind) }
      pending.append(contentsOf: view.subviews.map { ($0, index) })
      if next == pending.count {
        // Bars last, once their superviews have their items.
        for bar in root.barViews where indexByID[bar.view.id] == nil {
          pending.append((bar.view, indexByID[bar.superview] ?? 0))
        }
      }
    }
  }

  /// The indexes of the views not shown: hidden themselves or under a hidden view, as UIKit
  /// draws nothing of a hidden view's subtree. Parents come before their children in `items`.
  func hiddenIndexes() -> Set<Int> {
    var hidden: Set<Int> = []
    for (index, item) in items.enumerated()
    where item.view?.isHidden == true || item.parent.map(hidden.contains) == true {
      hidden.insert(index)
    }
    return hidden
  }

  /// Views whose subviews' edge constraints size their content rather than their frame.
  static let scrollingKinds: Set<ViewKind> = [
    .scrollView, .tableView, .collectionView, .textView,
  ]

  /// Root margins: the system minimum at the sides over the file's own, all inside the safe
  /// area (`insetsLayoutMarginsFromSafeArea`).
  private static func rootMargins(_ root: RootView, site: ContentSite) -> Insets {
    let own = root.layout.layoutMargins ?? Insets(top: 0, left: 0, bottom: 0, right: 0)
    let side = root.respectsSystemMinimumLayoutMargins ? site.sideMargin : 0
    let safe = root.layout.insetsLayoutMarginsFromSafeArea ? site.safeArea : .zero
    return Insets(
      top: safe.top + own.top, left: safe.left + max(side, own.left),
      bottom: safe.bottom + own.bottom, right: safe.right + max(side, own.right))
  }

  private mutating func add(
    id: String, view: View?, parent: Int?, design: Rect, margins: Insets, scrolls: Bool,
    solver: inout Solver
  ) {
    let left = solver.makeVariable()
    let top = solver.makeVariable()
    let width = solver.makeVariable()
    let height = solver.makeVariable()
    let content = scrolls ? (solver.makeVariable(), solver.makeVariable()) : nil
    indexByID[id] = indexByID[id] ?? items.count
    items.append(
      Item(
        id: id, view: view, parent: parent, left: left, top: top, width: width, height: height,
        contentSize: content, design: design, margins: margins))
  }

  func index(of id: String) -> Int? { indexByID[id] }

  /// Whether `descendant` lies under the item at `ancestor`.
  func isDescendant(_ descendant: Int, of ancestor: Int) -> Bool {
    var current = items[descendant].parent
    while let index = current {
      if index == ancestor { return true }
      current = items[index].parent
    }
    return false
  }

  /// A rectangle as four expressions, with the margins its margin attributes use.
  struct Box {
    var left, top, width, height: Expression
    var margins: Insets
    /// How far down a text view's baseline sits, as a share of its height. [inf]
    var baseline: Double?
  }

  /// The box an attribute of `id` is measured on, seen from the item `other` (a scroll view's
  /// subviews see its content, not its frame). `nil` when the id is unknown.
  mutating func box(of id: String, seenFrom other: String?) -> Box? {
    if let guide = guides[id] { return guideBox(guide.owner, guide.kind) }
    guard let index = indexByID[id] else { return nil }
    let item = items[index]
    var box = Box(
      left: Expression(item.left), top: Expression(item.top), width: Expression(item.width),
      height: Expression(item.height), margins: item.margins,
      baseline: Self.textKinds.contains(item.view?.kind ?? .view) ? Self.baselineShare : nil)
    if let content = item.contentSize, let other, let otherIndex = indexByID[other],
      isDescendant(otherIndex, of: index)
    {
      box.width = Expression(content.width)
      box.height = Expression(content.height)
    }
    return box
  }

  static let textKinds: Set<ViewKind> = [.label, .button, .textField, .textView]
  /// A single line of text in its own frame: the baseline about 0.8 of the height down. [inf]
  static let baselineShare = 0.8

  private mutating func guideBox(_ owner: Int, _ kind: LayoutGuide.Kind) -> Box {
    let item = items[owner]
    let frame = Box(
      left: Expression(item.left), top: Expression(item.top), width: Expression(item.width),
      height: Expression(item.height), margins: .zero, baseline: nil)
    let safe = owner == 0 ? site.safeArea : .zero
    switch kind {
    case .safeArea:
      if owner != 0 { usedViewSafeArea = true }
      return Box(
        left: frame.left + safe.left, top: frame.top + safe.top,
        width: frame.width - (safe.left + safe.right),
        height: frame.height - (safe.top + safe.bottom), margins: .zero, baseline: nil)
    case .topLayoutGuide:
      return Box(
        left: frame.left, top: frame.top, width: frame.width,
        height: Expression(constant: safe.top), margins: .zero, baseline: nil)
    case .bottomLayoutGuide:
      return Box(
        left: frame.left, top: frame.top + frame.height - safe.bottom, width: frame.width,
        height: Expression(constant: safe.bottom), margins: .zero, baseline: nil)
    case .content:
      guard let content = item.contentSize else { return frame }
      return Box(
        left: frame.left, top: frame.top, width: Expression(content.width),
        height: Expression(content.height), margins: .zero, baseline: nil)
    case .frame:
      return frame
    case .layoutMargins:
      let m = item.margins
      return Box(
        left: frame.left + m.left, top: frame.top + m.top, width: frame.width - (m.left + m.right),
        height: frame.height - (m.top + m.bottom), margins: .zero, baseline: nil)
    }
  }

  /// The expression of `attribute` on `box`, in left-to-right.
  mutating func expression(_ attribute: LayoutAttribute, of box: Box) -> Expression? {
    let m = box.margins
    switch attribute {
    case .left, .leading: return box.left
    case .right, .trailing: return box.left + box.width
    case .top: return box.top
    case .bottom: return box.top + box.height
    case .width: return box.width
    case .height: return box.height
    case .centerX: return box.left + box.width * 0.5
    case .centerY: return box.top + box.height * 0.5
    case .firstBaseline, .lastBaseline:
      guard let share = box.baseline else { return box.top + box.height }
      usedBaseline = true
      return box.top + box.height * share
    case .leftMargin, .leadingMargin: return box.left + m.left
    case .rightMargin, .trailingMargin: return box.left + box.width - m.right
    case .topMargin: return box.top + m.top
    case .bottomMargin: return box.top + box.height - m.bottom
    case .centerXWithinMargins:
      return box.left + m.left + (box.width - (m.left + m.right)) * 0.5
    case .centerYWithinMargins:
      return box.top + m.top + (box.height - (m.top + m.bottom)) * 0.5
    case .notAnAttribute: return nil
    }
  }
}
