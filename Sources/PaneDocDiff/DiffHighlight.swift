import PaneDocLayout
import PaneDocModel

/// The shapes a diff report outlines over each side's diagram: where each changed thing was (old
/// side) and is (new side), in the diagram's own coordinates.
struct DiffHighlight: Equatable {
  struct Mark: Equatable {
    var rect: Rect
    /// What changed there, for the mark's tooltip.
    var title: String
  }

  /// Where a diagram's window coordinates sit in its SVG: the `viewBox`, and the offset of the
  /// app window's group (`<g id="…app" transform="translate(x y)">`).
  struct Canvas: Equatable {
    var viewBox: Rect
    var origin: Point

    /// Reads the canvas from the renderer's SVG text; `nil` when the SVG has no app group, and
    /// then the report shows the diagrams without marks.
    init?(svg: String) {
      guard let viewBox = Self.numbers(after: "viewBox=\"", in: svg, count: 4) else { return nil }
      var origin: [Double]?
      for line in svg.split(separator: "\n", omittingEmptySubsequences: true)
      where line.contains("<g ") && line.contains("app\"") && line.contains("translate(") {
        origin = Self.numbers(after: "translate(", in: String(line), count: 2)
        break
      }
      guard let origin else { return nil }
      self.viewBox = Rect(x: viewBox[0], y: viewBox[1], width: viewBox[2], height: viewBox[3])
      self.origin = Point(x: origin[0], y: origin[1])
    }

    private static func numbers(after marker: String, in text: String, count: Int) -> [Double]? {
      guard let start = text.range(of: marker)?.upperBound else { return nil }
      let rest = text[start...].prefix { $0 != "\"" && $0 != ")" }
      let values = rest.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap {
        Double($0)
      }
      return values.count == count ? values : nil
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
  init(_ comparison: LayoutComparison) {
    let carried = Self.carried(comparison)
    for (index, change) in comparison.changes.enumerated()
    where ![.environment, .warning, .columnWidth, .attribute].contains(change.kind)
      && !carried.contains(index)
    {
      let title = "\(change.subjectName) \(change.details)"
      if let rect = Self.place(change, value: change.old, in: comparison.old) {
        Self.add(Mark(rect: rect, title: title), to: &old)
      }
      if let rect = Self.place(change, value: change.new, in: comparison.new) {
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

  private static func place(_ change: LayoutChange, value: LayoutChange.Value, in layout: Layout?)
    -> Rect?
  {
    if case .rect(let rect) = value, change.subject != .environment { return rect }
    guard let layout else { return nil }
    switch change.subject {
    case .node: return layout.nodes.first { $0.id == change.id }?.frame
    case .popover: return layout.popovers.first { $0.segue == change.id }?.frame
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
