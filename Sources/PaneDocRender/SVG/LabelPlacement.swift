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
struct LabelPlacement {
  /// The boxes of the labels drawn so far.
  private(set) var boxes: [Rect] = []
  /// What covers the layer being drawn: presentations above it, the keyboard, a status bar drawn
  /// on top.
  var occluders: [Rect] = []

  /// Whether `box` meets no label drawn so far and nothing covers it.
  func isFree(_ box: Rect) -> Bool {
    !boxes.contains { LabelBox.overlap($0, box) }
      && !occluders.contains { LabelBox.overlap($0, box) }
  }

  mutating func claim(_ box: Rect) { boxes.append(box) }

  /// The room to the right of `x` on the line `band` before the nearest label, cover or one of
  /// `others` that the line meets; 0 when one covers `x` itself.
  func room(after x: Double, band: Rect, also others: [Rect] = []) -> Double {
    var limit = Double.infinity
    for box in boxes + occluders + others where box.minY < band.maxY && band.minY < box.maxY {
      if box.minX <= x, box.maxX > x { return 0 }
      if box.minX > x { limit = min(limit, box.minX - x) }
    }
    return limit
  }
}
