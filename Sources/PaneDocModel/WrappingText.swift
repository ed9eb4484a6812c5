/// The text of a label of several lines (`numberOfLines` 0 or more than 1), as much of it as an
/// estimate of its height at another width needs: the text, the system font's size and weight,
/// and the most lines it may show.
///
/// Text is not measured with a font: each character advances by an average share of the point
/// size, and a line is as tall as a share of it. The shares are an inference, fitted to the
/// frames Interface Builder stored for single-line labels of the system font in the public corpus
/// (a Latin character 0.44–0.55 em, median 0.48; a CJK character or an emoji 1.0–1.08 em; a line
/// 1.2 em: 20.5 pt at 17, 31.5 at 26, 43 at 36, 76.5 at 64); bold is taken 6% wider.
public struct WrappingText: Sendable, Hashable {
  public var text: String
  public var pointSize: Double
  public var isBold: Bool
  /// The most lines the label shows; 0 for any number.
  public var numberOfLines: Int

  /// The advance of a Latin (or any narrow) character, in em.
  public static let narrowAdvance = 0.48
  /// The advance of a wide character (CJK, kana, Hangul, full-width forms, emoji), in em.
  public static let wideAdvance = 1.0
  /// How much wider a bold character is. [inf]
  public static let boldFactor = 1.06
  /// A line's height, in em.
  public static let lineHeight = 1.2

  public init(text: String, pointSize: Double, isBold: Bool = false, numberOfLines: Int = 0) {
    self.text = text
    self.pointSize = pointSize
    self.isBold = isBold
    self.numberOfLines = numberOfLines
  }

  /// One line's height in points.
  public var lineHeight: Double { Self.lineHeight * pointSize }

  /// The estimated width of `text` on one line, in points.
  public func width(of text: Substring) -> Double {
    let em = text.unicodeScalars.reduce(0.0) { total, scalar in
      total + (Self.isWide(scalar) ? Self.wideAdvance : Self.narrowAdvance)
    }
    return em * pointSize * (isBold ? Self.boldFactor : 1)
  }

  /// The lines the text takes at `width`: each paragraph broken greedily at spaces, a word wider
  /// than the line broken where it overflows; at most `numberOfLines` when that is not 0.
  public func lines(at width: Double) -> Int {
    guard width.isFinite else { return max(1, numberOfLines) }
    // Less than a point is a point: a word's lines stay countable.
    let width = max(1, width)
    var count = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = 0.0
      var lines = 1
      let space = self.width(of: " ")
      for word in paragraph.split(separator: " ") {
        let wordWidth = self.width(of: word)
        let needed = line == 0 ? wordWidth : line + space + wordWidth
        if needed <= width {
          line = needed
          continue
        }
        // On a new line (unless the line is empty); a word wider than a line breaks where it
        // overflows.
        if line > 0 { lines += 1 }
        let extra = max(0, Int((wordWidth / width).rounded(.up)) - 1)
        lines += extra
        line = wordWidth - Double(extra) * width
      }
      count += lines
    }
    return numberOfLines > 0 ? min(count, numberOfLines) : count
  }

  /// The label's height at `width`, given its design frame: the design height where the text
  /// takes as many lines as at the design width, else a line more or less for each line more or
  /// less, never below one line.
  public func height(at width: Double, designWidth: Double, designHeight: Double) -> Double {
    let change = lines(at: width) - lines(at: designWidth)
    guard change != 0 else { return designHeight }
    return max(lineHeight, designHeight + Double(change) * lineHeight)
  }

  /// CJK ideographs, kana, Hangul, full-width forms and emoji take a whole em.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
