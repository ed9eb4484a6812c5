import PaneDocModel

/// The box a label's text takes, estimated as the renderer shortens text: 0.6 em a character (no
/// font is measured), from 0.8 em above the baseline to 0.25 em below it.
///
/// Tests read a diagram's texts back into the same boxes, so "no two labels overlap" is checked
/// with the estimate the renderer placed them by.
package enum LabelBox {
  /// The average advance of a character, in em: wide enough for the digits and capitals of common
  /// sans-serif fonts (DejaVu Sans's digits are 0.64 em, its lower case about 0.55).
  package static let characterWidth = 0.6
  static let ascent = 0.8
  static let descent = 0.25

  /// The estimated width of `text` at `fontSize`.
  package static func width(of text: String, fontSize: Double) -> Double {
    Double(characters(in: text)) * fontSize * characterWidth
  }

  /// `text.count`, the characters (grapheme clusters) of `text`, without the grapheme breaking
  /// where it is not needed. Labels are counted many times as they are placed and shortened, and
  /// most hold only scalars that never join another into one character: ASCII, the rest below
  /// U+0300 (where the combining marks start), the dashes, quotes and ellipsis of U+2010–U+2027
  /// and the arrows of U+2180–U+21FF. Of the rules that join scalars, only a carriage return
  /// before a line feed can apply to those; any other scalar is counted by `count`.
  static func characters(in text: String) -> Int {
    let simple = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var count = 0
      var index = 0
      var previous: UInt8 = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case 0..<0x80:
          if byte != 0x0A || previous != 0x0D { count += 1 }
          index += 1
        case 0xC2...0xCB:
          count += 1
          index += 2
        case 0xE2
        where index + 2 < bytes.count
          && ((bytes[index + 1] == 0x80 && (0x90...0xA7).contains(bytes[index + 2]))
            || bytes[index + 1] == 0x86 || bytes[index + 1] == 0x87):
          count += 1
          index += 3
        default:
          return nil
        }
        previous = byte
      }
      return count
    }
    return (simple ?? nil) ?? text.count
  }

  /// The box of `text` drawn at (`x`, `y`), its baseline's start or, when `middle`, its middle.
  package static func rect(
    _ text: String, x: Double, y: Double, fontSize: Double, middle: Bool
  ) -> Rect {
    rect(width: width(of: text, fontSize: fontSize), x: x, y: y, fontSize: fontSize, middle: middle)
  }

  /// The box of a text `width` wide (`width(of:fontSize:)`) drawn at (`x`, `y`).
  static func rect(width: Double, x: Double, y: Double, fontSize: Double, middle: Bool) -> Rect {
    Rect(
      x: middle ? x - width / 2 : x, y: y - fontSize * ascent, width: width,
      height: fontSize * (ascent + descent))
  }

  /// Whether two boxes share more than an edge.
  package static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }
}

/// The labels a diagram has placed so far, in canvas coordinates, and what hides a label.
///
/// Labels are placed in the order they are drawn, and a label is only drawn where its box meets
/// no earlier label's box: what comes later is moved, shortened or left to its shape's `<title>`.
/// The order is fixed, so the result is too. A label whose box reaches under a shape drawn above
/// it (a presentation, the keyboard, a bar over a view) would be hidden there and is not drawn.
///
/// A check looks at the labels near a box, those that share a square cell with it, rather than at
/// every label drawn. A diagram's usual few dozen labels are scanned for those whose cells meet
/// the box's; past `gridThreshold` labels they are kept in a grid of cells, so that a scene of
/// 100,000 views is drawn in time linear in its views. Both look at the same labels, so they give
/// the same answers. Placed labels never overlap, so no cell can fill up. The grid is only looked
/// up, never iterated, so its order cannot reach the output.
struct LabelPlacement {
  /// The side of a cell of the grid, in points: about a short label's width.
  private static let cell = 64.0
  /// How many labels are scanned before they are kept in the grid: below this, comparing cell
  /// ranges costs less than hashing cells.
  static let gridThreshold = 48
  /// The boxes of the labels drawn so far.
  private(set) var boxes: [Rect] = []
  /// The cells each box in `boxes` meets; `nil` for a box too far out to index.
  private var boxCells: [Cells?] = []
  /// For each cell a box meets, the indices in `boxes` of the boxes that meet it, once there are
  /// `gridThreshold` boxes; empty before.
  private var grid: [Cell: [Int]] = [:]
  /// The indices of boxes too far out for the grid, looked at by every check.
  private var outside: [Int] = []
  /// What covers the layer being drawn: presentations above it, the keyboard, a status bar drawn
  /// on top.
  var occluders: [Rect] = []

  private struct Cell: Hashable {
    var column: Int
    var row: Int
  }

  /// The columns and rows of the cells a box meets.
  private struct Cells {
    var columns: ClosedRange<Int>
    var rows: ClosedRange<Int>

    func overlaps(_ other: Cells) -> Bool {
      columns.overlaps(other.columns) && rows.overlaps(other.rows)
    }
  }

  /// The cells `box` meets; `nil` for a box too far out to index.
  private static func cells(of box: Rect) -> Cells? {
    let limit = 1e9
    guard box.minX > -limit, box.maxX < limit, box.minY > -limit, box.maxY < limit else {
      return nil
    }
    return Cells(
      columns: Int((box.minX / cell).rounded(.down))...Int((box.maxX / cell).rounded(.down)),
      rows: Int((box.minY / cell).rounded(.down))...Int((box.maxY / cell).rounded(.down)))
  }

  /// Whether `matches` holds for a label whose cell `box` meets, or for one too far out to index.
  private func anyLabel(near box: Rect, _ matches: (Rect) -> Bool) -> Bool {
    if outside.contains(where: { matches(boxes[$0]) }) { return true }
    guard let cells = Self.cells(of: box) else { return false }
    guard grid.isEmpty else {
      for row in cells.rows {
        for column in cells.columns {
          guard let indices = grid[Cell(column: column, row: row)] else { continue }
          if indices.contains(where: { matches(boxes[$0]) }) { return true }
        }
      }
      return false
    }
    for (index, other) in boxCells.enumerated() {
      if let other, other.overlaps(cells), matches(boxes[index]) { return true }
    }
    return false
  }

  /// Whether `box` meets no label drawn so far and nothing covers it.
  func isFree(_ box: Rect) -> Bool {
    if occluders.contains(where: { LabelBox.overlap($0, box) }) { return false }
    // Before the grid, a box that has cells meets the labels it overlaps, as two boxes that
    // overlap share a cell (and the labels without cells are looked at anyway): the boxes are
    // compared alone, without their cells. A box without cells meets only such labels.
    if grid.isEmpty, Self.cells(of: box) != nil {
      return !boxes.contains { LabelBox.overlap($0, box) }
    }
    return !anyLabel(near: box) { LabelBox.overlap($0, box) }
  }

  mutating func claim(_ box: Rect) {
    boxes.append(box)
    let cells = Self.cells(of: box)
    boxCells.append(cells)
    if cells == nil { outside.append(boxes.count - 1) }
    if boxes.count == Self.gridThreshold {
      for (index, cells) in boxCells.enumerated() {
        if let cells { add(index, to: cells) }
      }
    } else if boxes.count > Self.gridThreshold, let cells {
      add(boxes.count - 1, to: cells)
    }
  }

  /// Forgets every label and cover, keeping the lists' storage for the next diagram
  /// (`SVGSceneCache`): a placement emptied is one made new. The grid is let go: emptying it in
  /// place would take as long as its largest diagram for every later one.
  mutating func removeAll() {
    boxes.removeAll(keepingCapacity: true)
    boxCells.removeAll(keepingCapacity: true)
    grid = [:]
    outside.removeAll(keepingCapacity: true)
    occluders.removeAll(keepingCapacity: true)
  }

  /// Puts the box at `index` in `boxes` in the grid's `cells`.
  private mutating func add(_ index: Int, to cells: Cells) {
    for row in cells.rows {
      for column in cells.columns {
        grid[Cell(column: column, row: row), default: []].append(index)
      }
    }
  }

  /// The room to the right of `x` on the line `band` before the nearest label, cover or one of
  /// `others` that the line meets, looked for as far as `band` reaches; 0 when one covers `x`
  /// itself.
  func room(after x: Double, band: Rect, also others: [Rect] = []) -> Double {
    var limit = Double.infinity
    func meet(_ box: Rect) -> Bool {
      guard box.minY < band.maxY, band.minY < box.maxY else { return false }
      if box.minX <= x, box.maxX > x { return true }
      if box.minX > x { limit = min(limit, box.minX - x) }
      return false
    }
    for box in occluders where meet(box) { return 0 }
    for box in others where meet(box) { return 0 }
    return anyLabel(near: band, meet) ? 0 : limit
  }
}
