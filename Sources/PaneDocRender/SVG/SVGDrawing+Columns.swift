import PaneDocLayout
import PaneDocModel

/// The columns' labels: each column's title and width in its middle, kept clear of the bars and
/// items over it, of the other columns' labels and of the presentations.
extension SVGDrawing {
  /// Labels each column in its middle: the controller a split put in it, titled by the first
  /// title in its subtree (its navigation bar's, say). A column holding a nested split is left to
  /// that split's own columns, so an inner "primary" is never confused with the outer one.
  mutating func drawColumnLabels(of indices: [Int]) {
    let nodes = layout.nodes
    // Most layers hold no column: nothing is set up for them.
    guard indices.contains(where: { nodes[$0].column != nil }) else { return }
    // By id (its key, `NodeKeys`): the first node of `indices` with that id, and the position in
    // `indices` of the column whose subtree holds it, so that collecting each column's subtree
    // is a walk over numbers rather than over hashed ids, with no list made per column.
    var first = [Int](repeating: -1, count: nodes.count)
    for index in indices where first[keys.id[index]] < 0 { first[keys.id[index]] = index }
    var subtree = [Int](repeating: -1, count: nodes.count)
    // What a column's label keeps clear of, found once for all the columns.
    var obstacles: [Rect]?
    for (rootPosition, rootIndex) in indices.enumerated() {
      let root = nodes[rootIndex]
      guard let column = root.column, !root.kind.isSplit, root.kind.isController,
        let frame = root.frame
      else { continue }
      // The column's own controller: its parent is a split, or is not in this column at all.
      let parent = keys.parent[rootIndex].flatMap { first[$0] >= 0 ? nodes[first[$0]] : nil }
      guard parent.map({ $0.kind.isSplit || $0.column != column }) ?? true else {
        continue
      }
      subtree[keys.id[rootIndex]] = rootPosition
      var title = root.title
      for index in indices {
        guard let parent = keys.parent[index], subtree[parent] == rootPosition else { continue }
        subtree[keys.id[index]] = rootPosition
        if title == nil, nodes[index].kind.isController { title = nodes[index].title }
      }
      if obstacles == nil {
        obstacles = nodes.compactMap { node in
          node.visible && node.kind.isLabelObstacle ? node.frame : nil
        }
      }
      drawColumnLabels(title: title, column: column, frame: frame, obstacles: obstacles ?? [])
    }
  }

  /// The column's title in its middle and its width below, large enough for a thumbnail.
  /// `obstacles` are the frames of the visible nodes a label must not cross
  /// (`Node.Kind.isLabelObstacle`).
  private mutating func drawColumnLabels(
    title: String?, column: SplitColumn, frame: Rect, obstacles: [Rect]
  ) {
    // Each text is counted once: its width is tried at many places.
    let titleText = title.map { fitted($0, width: frame.width - 16, fontSize: 22) }
    let titleCharacters = titleText.map(LabelBox.characters)
    let widthText = texts.columnWidthText(column: column, width: frame.width)
    let width = min(frame.width, Double(titleCharacters ?? 8) * 22 * 0.6 + 8)
    let centre = columnLabelCentre(in: frame, width: width, obstacles: obstacles)
    columnLabelBoxes.append(
      Rect(x: frame.midX - width / 2, y: centre - 22, width: width, height: 44))
    // Where other labels are in the way, the nearest free place for both lines, else for the
    // title alone, else for the width alone; what finds none is left to the column's `<title>`.
    func isFree(_ box: Rect) -> Bool {
      labels.isFree(box) && !chromeBoxes.contains { LabelBox.overlap($0, box) }
    }
    let titleWidth = titleCharacters.map { Double($0) * 22 * LabelBox.characterWidth } ?? 0
    let widthWidth = widthText.map { LabelBox.width(of: $0, fontSize: 12) } ?? 0
    // Whether the lines fit with the title's baseline at `y`; drawn there if so.
    func place(title: String?, width: String?, at y: Double) -> Bool {
      if title != nil,
        !isFree(labelBox(width: titleWidth, x: frame.midX, y: y, fontSize: 22, middle: true))
      {
        return false
      }
      if width != nil,
        !isFree(labelBox(width: widthWidth, x: frame.midX, y: y + 24, fontSize: 12, middle: true))
      {
        return false
      }
      if let title {
        label(
          title, width: titleWidth, class: "column-title", x: frame.midX, y: y, fontSize: 22,
          middle: true)
      }
      if let width {
        label(
          width, width: widthWidth, class: "width-label", x: frame.midX, y: y + 24,
          fontSize: 12, middle: true)
      }
      return true
    }
    // Most labels fit at the centre, the first place tried: the others are listed only when it
    // is not free (or not inside the column).
    let centreFirst = centre - 22 >= frame.minY && centre + 22 <= frame.maxY
    if centreFirst, titleText != nil || widthText != nil,
      place(title: titleText, width: widthText, at: centre - 3)
    {
      return
    }
    let candidates = columnLabelCandidates(in: frame, from: centre)
    for (showsTitle, showsWidth) in [(true, true), (true, false), (false, true)] {
      let title = showsTitle ? titleText : nil
      let width = showsWidth ? widthText : nil
      guard title != nil || width != nil else { continue }
      // The centre, first of the candidates, was tried with both lines.
      let tried = centreFirst && showsTitle && showsWidth ? 1 : 0
      for y in candidates.dropFirst(tried) where place(title: title, width: width, at: y) {
        return
      }
    }
  }

  /// A column's width as its label says it: "primary · 320 pt", else "320 pt", else "320",
  /// whichever fits in the column (less 8 pt) at 12 pt; none when not even the number does. A
  /// width is never cut. The number and the column's name are ASCII, one character a byte, so
  /// the texts are counted without being made.
  static func columnWidthText(column: SplitColumn, width: Double) -> String? {
    guard width > 8 else { return nil }
    let number = num(width)
    let digits = number.utf8.count
    let limit = characterLimit(width: width - 8, fontSize: 12)
    guard limit >= digits else { return nil }
    // " · " and " pt" are three characters each.
    if limit >= column.rawValue.utf8.count + digits + 6 {
      return "\(column.rawValue) · \(number) pt"
    }
    return limit >= digits + 3 ? number + " pt" : number
  }

  /// The title baselines a column's label may take: `centre`'s first, then the nearest others
  /// above and below in steps of 22 pt, all inside the column.
  private func columnLabelCandidates(in frame: Rect, from centre: Double) -> [Double] {
    let steps = Int(min(frame.height, 4_000) / 22)
    var result: [Double] = []
    result.reserveCapacity(2 * max(0, steps) + 2)
    func add(_ middle: Double) {
      if middle - 22 >= frame.minY, middle + 22 <= frame.maxY { result.append(middle - 3) }
    }
    add(centre)
    for step in stride(from: 1, through: steps, by: 1) {
      add(centre + Double(step) * 22)
      add(centre - Double(step) * 22)
    }
    return result.isEmpty ? [centre - 3] : result
  }

  /// The vertical centre of a column's two-line label (44 pt high, `width` wide): the column's
  /// middle when nothing drawn there crosses it (another column's label included), else the
  /// nearest free place above or below in steps of 22 pt, else the middle. `obstacles` are the
  /// frames of the layout's label obstacles, of which those that meet the column are in the way;
  /// popovers are too.
  func columnLabelCentre(in frame: Rect, width: Double, obstacles: [Rect]) -> Double {
    let half = 22.0
    let middle = frame.midY + 10
    // The band is as wide and as far across wherever it is tried: what meets it across is found
    // once, as `Rect.intersection` compares across, and each place tried compares only the tops
    // and bottoms, as it compares down (a box meets the band where it meets it both ways).
    let left = frame.midX - width / 2
    let right = left + width
    func meetsAcross(_ box: Rect) -> Bool { min(box.maxX, right) > max(box.minX, left) }
    var inTheWay: [(top: Double, bottom: Double)] = []
    for box in obstacles where box.intersection(frame) != nil && meetsAcross(box) {
      inTheWay.append((box.minY, box.maxY))
    }
    for presentation in layout.presentations where meetsAcross(presentation.frame) {
      inTheWay.append((presentation.frame.minY, presentation.frame.maxY))
    }
    for box in columnLabelBoxes where meetsAcross(box) { inTheWay.append((box.minY, box.maxY)) }
    func isFree(_ centre: Double) -> Bool {
      let band = Rect(x: left, y: centre - half, width: width, height: 2 * half)
      guard band.minY >= frame.minY, band.maxY <= frame.maxY else { return false }
      return inTheWay.allSatisfy { !(min($0.bottom, band.maxY) > max($0.top, band.minY)) }
    }
    let steps = Int(min(frame.height, 4_000) / (2 * half))
    for step in 0...max(0, steps) {
      // Below the middle first, then above.
      let below = middle + Double(step) * half
      if isFree(below) { return below }
      let above = middle - Double(step) * half
      if isFree(above) { return above }
    }
    return middle
  }
}
