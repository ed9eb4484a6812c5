import PaneDocCore
import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// A column's width label (`SVGDrawing.columnWidthText`), counted without making the texts it
/// does not choose, is the longest of "primary · 320 pt", "320 pt" and "320" that fits.
@Suite("Column width text")
struct ColumnWidthTextTests {
  /// The label as the texts themselves measure: every candidate made and counted.
  static func expected(column: SplitColumn, width: Double) -> String? {
    guard width > 8 else { return nil }
    let number = NumberFormat.string(width)
    let limit = SVGDrawing.characterLimit(width: width - 8, fontSize: 12)
    guard limit >= LabelBox.characters(in: number) else { return nil }
    let candidates = ["\(column.rawValue) · \(number) pt", "\(number) pt", number]
    return candidates.first { LabelBox.characters(in: $0) <= limit }
  }

  @Test(arguments: SplitColumn.allCases)
  func choosesTheLongestTextThatFits(_ column: SplitColumn) {
    var widths = stride(from: -10.0, through: 400, by: 0.25).map { $0 }
    widths += [0, 8, 8.004, 1e6, 1e12, 123_456.789, -0.001, .infinity, .nan]
    var shown = Set<Int>()
    for width in widths {
      let text = SVGDrawing.columnWidthText(column: column, width: width)
      #expect(text == Self.expected(column: column, width: width), "\(width)")
      shown.insert(text.map { $0.split(separator: " ").count } ?? 0)
    }
    // Widths too narrow for any label, and each of the three forms, all occur.
    #expect(shown == [0, 1, 2, 4])
  }
}
