import PaneDocModel

/// Labels placed so that no two overlap (see `LabelPlacement`): each is drawn where it is free,
/// else shortened, moved down a line or left to its shape's `<title>`, which always names it.
extension SVGDrawing {
  /// The canvas box of `text` drawn at (`x`, `y`) in the coordinates being drawn in.
  func labelBox(_ text: String, x: Double, y: Double, fontSize: Double, middle: Bool) -> Rect {
    labelBox(
      width: LabelBox.width(of: text, fontSize: fontSize), x: x, y: y, fontSize: fontSize,
      middle: middle)
  }

  /// `labelBox` of a text `width` wide, measured once for the many places it is tried at.
  func labelBox(width: Double, x: Double, y: Double, fontSize: Double, middle: Bool) -> Rect {
    LabelBox.rect(width: width, x: x, y: y, fontSize: fontSize, middle: middle)
      .offsetBy(dx: labelOrigin.x, dy: labelOrigin.y)
  }

  /// Draws `text` when its box is free and meets none of `avoiding` (canvas boxes); whether it
  /// was drawn.
  @discardableResult
  mutating func label(
    _ text: String, class style: String, x: Double, y: Double, fontSize: Double,
    middle: Bool = false, avoiding: [Rect] = []
  ) -> Bool {
    label(
      text, width: LabelBox.width(of: text, fontSize: fontSize), class: style, x: x, y: y,
      fontSize: fontSize, middle: middle, avoiding: avoiding)
  }

  /// `label` of a text `width` wide (`LabelBox.width`), measured once for the places it is tried
  /// at.
  @discardableResult
  mutating func label(
    _ text: String, width: Double, class style: String, x: Double, y: Double, fontSize: Double,
    middle: Bool = false, avoiding: [Rect] = []
  ) -> Bool {
    let box = labelBox(width: width, x: x, y: y, fontSize: fontSize, middle: middle)
    guard labels.isFree(box), !avoiding.contains(where: { LabelBox.overlap($0, box) }) else {
      return false
    }
    labels.claim(box)
    document.text(text, class: style, x: x, y: y, middle: middle)
    return true
  }

  /// A label centred on `x`, at most `width` wide, shortened a character at a time until it is
  /// free; not drawn when even three characters and an ellipsis are not.
  @discardableResult
  mutating func centredLabel(
    _ text: String, width: Double, class style: String, x: Double, y: Double, fontSize: Double
  ) -> Bool {
    var limit = Self.characterLimit(width: width, fontSize: fontSize)
    // Found at the first try that may cut the text (one longer in bytes than the limit), and
    // kept for the shorter tries after it.
    var cuts: MarkupText.Shortenings?
    while true {
      let shown: String
      if text.utf8.count <= limit {
        shown = text
      } else {
        let found = cuts ?? MarkupText.Shortenings(text)
        cuts = found
        shown = found.shortened(limit: limit)
      }
      if label(shown, class: style, x: x, y: y, fontSize: fontSize, middle: true) { return true }
      let count = LabelBox.characters(in: shown)
      guard count > Self.shortestLabel, limit > Self.shortestLabel else { return false }
      limit = min(limit, count) - 1
    }
  }

  /// A label starting at `x` on the first of `lines` lines from `y` down where it is free, whole
  /// or shortened to the room before what it would meet; at most `width` wide.
  @discardableResult
  mutating func leadingLabel(
    _ text: String, width: Double, class style: String, x: Double, y: Double, fontSize: Double,
    lines: Int, avoiding: [Rect]
  ) -> Bool {
    let full = fitted(text, width: width, fontSize: fontSize)
    for line in 0..<max(1, lines) {
      let baseline = y + Double(line) * (fontSize + 2)
      if label(full, class: style, x: x, y: baseline, fontSize: fontSize, avoiding: avoiding) {
        return true
      }
      let band = labelBox(full, x: x, y: baseline, fontSize: fontSize, middle: false)
      let room = labels.room(after: band.minX, band: band, also: avoiding)
      let limit = Self.characterLimit(width: min(width, room - 2), fontSize: fontSize)
      guard room > 0, limit > Self.shortestLabel, limit < LabelBox.characters(in: full) else {
        continue
      }
      if label(
        MarkupText.shortened(text, limit: limit), class: style, x: x, y: baseline,
        fontSize: fontSize,
        avoiding: avoiding)
      {
        return true
      }
    }
    return false
  }

  /// `text` shortened with an ellipsis to about `width` points at `fontSize`, so labels stay inside
  /// their shape without measuring fonts.
  func fitted(_ text: String, width: Double, fontSize: Double) -> String {
    Self.fitted(text, width: width, fontSize: fontSize)
  }

  /// `fitted(_:width:fontSize:)`, for the lines drawn before any drawing (`SVGFrame.captionLine`).
  static func fitted(_ text: String, width: Double, fontSize: Double) -> String {
    let limit = characterLimit(width: width, fontSize: fontSize)
    // What fits is kept whole; counted here, it is not counted again by grapheme breaking.
    guard LabelBox.characters(in: text) > limit else { return text }
    return MarkupText.shortened(text, limit: limit)
  }

  /// The fewest characters a shortened label keeps, its ellipsis included: "Acc…".
  static let shortestLabel = 4
}
