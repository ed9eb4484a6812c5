import PaneDocLayout
import PaneDocModel
import PaneDocRender

/// The shapes a diff report outlines over each side's diagram: where each changed thing was (old
/// side) and is (new side), in the diagram's own coordinates.
struct DiffHighlight: Equatable {
  struct Mark: Equatable {
    var rect: Rect
    /// What changed there, for the mark's tooltip.
    var title: String
  }

  /// Where a diagram's window coordinates sit on its canvas, as the renderer drew it.
  struct Canvas: Equatable {
    var viewBox: Rect
    var origin: Point

    init(_ diagram: SVGDiagram) {
      viewBox = diagram.viewBox
      origin = diagram.windowOrigin
    }
  }

  var old: [Mark] = []
  var new: [Mark] = []

  /// The marks of one comparison: each change's old and new frame (the compared value when it is
  /// a frame, else the frame of the node or popover it concerns). Environment changes, warnings,
  /// column widths and attributes have no place of their own to mark: a column width change
  /// shows through the columns it resizes. A shape that only moved along with what holds it (a
  /// popover's content frame and content controller with the popover) is not marked, so the
  /// outlines show what changed, not everything it carried.
  init(_ comparison: LayoutComparison, old oldDiagram: SVGDiagram?, new newDiagram: SVGDiagram?) {
    let carried = Self.carried(comparison)
    for (index, change) in comparison.changes.enumerated()
    where ![.environment, .warning, .columnWidth, .attribute].contains(change.kind)
      && !carried.contains(index)
    {
      let title = "\(change.subjectName) \(change.details)"
      if let rect = Self.place(change, value: change.old, in: comparison.old, drawn: oldDiagram) {
        Self.add(Mark(rect: rect, title: title), to: &old)
      }
      if let rect = Self.place(change, value: change.new, in: comparison.new, drawn: newDiagram) {
        Self.add(Mark(rect: rect, title: title), to: &new)
      }
    }
  }

  /// The indexes of the moves of shapes that stay inside a moved holder (a node's `parent`, or
  /// the popover a content frame belongs to) on both sides: the holder's outline covers them.
  private static func carried(_ comparison: LayoutComparison) -> Set<Int> {
    func rects(_ change: LayoutChange) -> (old: Rect, new: Rect)? {
      guard change.kind == .moved, case .rect(let a) = change.old, case .rect(let b) = change.new
      else { return nil }
      return (a, b)
    }
    var holders: [String: (old: Rect, new: Rect)] = [:]
    for change in comparison.changes where change.property == .frame {
      if let moved = rects(change) { holders[change.id] = moved }
    }
    let parents = Dictionary(
      (comparison.new?.nodes ?? []).compactMap { node in node.parent.map { (node.id, $0) } },
      uniquingKeysWith: { first, _ in first })
    var carried: Set<Int> = []
    for (index, change) in comparison.changes.enumerated() {
      guard let moved = rects(change) else { continue }
      let holder: String? =
        change.property == .frame
        ? (change.subject == .node ? parents[change.id] : nil) : change.id
      if let holder, let outer = holders[holder], outer.old.contains(moved.old),
        outer.new.contains(moved.new)
      {
        carried.insert(index)
      }
    }
    return carried
  }

  /// Where to outline a change on one side: the compared frame, else the box the renderer drew
  /// the node or presentation in, else its frame in the layout (a hidden node is not drawn).
  private static func place(
    _ change: LayoutChange, value: LayoutChange.Value, in layout: Layout?, drawn: SVGDiagram?
  ) -> Rect? {
    if case .rect(let rect) = value, change.subject != .environment { return rect }
    guard let layout else { return nil }
    switch change.subject {
    case .node:
      return drawn?.frame(of: .node, change.id) ?? layout.nodes.first { $0.id == change.id }?.frame
    case .popover:
      return drawn?.frame(of: .presentation, change.id)
        ?? layout.presentations.first { $0.segue == change.id }?.frame
    case .environment, .warning: return nil
    }
  }

  /// One mark per rectangle; several changes of one thing share it and its tooltip lists them.
  private static func add(_ mark: Mark, to marks: inout [Mark]) {
    if let index = marks.firstIndex(where: { $0.rect == mark.rect }) {
      marks[index].title += "; " + mark.title
    } else {
      marks.append(mark)
    }
  }
}
