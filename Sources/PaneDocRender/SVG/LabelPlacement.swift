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
    Double(text.count) * fontSize * characterWidth
  }

  /// The box of `text` drawn at (`x`, `y`), its baseline's start or, when `middle`, its middle.
  package static func rect(
    _ text: String, x: Double, y: Double, fontSize: Double, middle: Bool
  ) -> Rect {
    let width = width(of: text, fontSize: fontSize)
    return Rect(
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
/// The boxes are kept in a grid of square cells, so that a check looks at the few labels near a
/// box rather than at every label drawn: a scene of 100,000 views is drawn in time linear in its
/// views. Placed labels never overlap, so no cell can fill up. The grid is only looked up, never
/// iterated, so its order cannot reach the output.
struct LabelPlacement {
  /// The side of a cell of the grid, in points: about a short label's width.
  private static let cell = 64.0
  /// The boxes of the labels drawn so far.
  private(set) var boxes: [Rect] = []
  /// For each cell a box meets, the indices in `boxes` of the boxes that meet it.
  /// Room for the cells of a diagram's usual few dozen labels, so the table does not grow
  /// label by label.
  private var grid: [Cell: [Int]] = Dictionary(minimumCapacity: 128)
  /// The indices of boxes too far out for the grid, looked at by every check.
  private var outside: [Int] = []
  /// What covers the layer being drawn: presentations above it, the keyboard, a status bar drawn
  /// on top.
  var occluders: [Rect] = []

  private struct Cell: Hashable {
    var column: Int
    var row: Int
  }

  /// The columns and rows of the cells `box` meets; `nil` for a box too far out to index.
  private static func cells(of box: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    let limit = 1e9
    guard box.minX > -limit, box.maxX < limit, box.minY > -limit, box.maxY < limit else {
      return nil
    }
    return (
      Int((box.minX / cell).rounded(.down))...Int((box.maxX / cell).rounded(.down)),
      Int((box.minY / cell).rounded(.down))...Int((box.maxY / cell).rounded(.down))
    )
  }

  /// Whether `matches` holds for a label whose cell `box` meets, or for one too far out to index.
  private func anyLabel(near box: Rect, _ matches: (Rect) -> Bool) -> Bool {
    if outside.contains(where: { matches(boxes[$0]) }) { return true }
    guard let cells = Self.cells(of: box) else { return false }
    for row in cells.rows {
      for column in cells.columns {
        guard let indices = grid[Cell(column: column, row: row)] else { continue }
        if indices.contains(where: { matches(boxes[$0]) }) { return true }
      }
    }
    return false
  }

  /// Whether `box` meets no label drawn so far and nothing covers it.
  func isFree(_ box: Rect) -> Bool {
    !occluders.contains { LabelBox.overlap($0, box) }
      && !anyLabel(near: box) { LabelBox.overlap($0, box) }
  }

  mutating func claim(_ box: Rect) {
    boxes.append(box)
    guard let cells = Self.cells(of: box) else {
      outside.append(boxes.count - 1)
      return
    }
    for row in cells.rows {
      for column in cells.columns {
        grid[Cell(column: column, row: row), default: []].append(boxes.count - 1)
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
