import PaneDocCore
import PaneDocLayout
import PaneDocModel

/// The breakpoint strip of one sweep: a bar from the narrowest to the widest window, one colour
/// per structure (an interval that returns to an earlier structure takes its colour again), each
/// breakpoint's width above the bar, and a legend of the intervals below it.
///
/// Labels that would overlap go to a higher row, so none collides with another however close the
/// breakpoints are; the drawing grows upward by a row each time.
public enum BreakpointStrip {
  static let width = 960.0
  static let margin = 16.0
  static let rowHeight = 18.0
  static let barHeight = 28.0
  static let legendLine = 18.0
  /// The label width estimate per character at 12 px (digits and a point), and the gap kept
  /// between two labels of a row.
  static let characterWidth = 7.5
  static let labelGap = 6.0
  /// An interval is at least this wide on the bar, so that a single width still shows.
  static let minimumIntervalWidth = 2.0
  /// Legend lines are cut to this many characters (the full text is in the swatch's title).
  static let legendCharacters = 120
  /// The colours the intervals cycle through (`interval-0` … in `SVGStyle`).
  static let colourCount = 6

  /// The colour class of each interval: structures numbered in order of first appearance.
  static func colourClasses(_ sweep: WidthSweep) -> [String] {
    var numbers: [LayoutStructure: Int] = [:]
    return sweep.intervals.map { interval in
      guard let structure = interval.structure else { return "interval-none" }
      let number = numbers[structure] ?? numbers.count
      numbers[structure] = number
      return "interval-\(number % colourCount)"
    }
  }

  /// The row of each breakpoint label, from 0 next to the bar: the lowest row whose last label
  /// ends before this one starts.
  static func labelRows(_ centres: [Double], _ labels: [String]) -> [Int] {
    var rowEnds: [Double] = []
    return zip(centres, labels).map { centre, label in
      let half = Double(label.count) * characterWidth / 2
      let start = centre - half
      if let row = rowEnds.firstIndex(where: { $0 + labelGap <= start }) {
        rowEnds[row] = centre + half
        return row
      }
      rowEnds.append(centre + half)
      return rowEnds.count - 1
    }
  }

  /// The strip's SVG; `title` heads it (scene, state, environment).
  public static func render(_ sweep: WidthSweep, title: String) -> [UInt8] {
    let intervals = sweep.intervals
    guard let first = intervals.first, let last = intervals.last else { return [] }
    let low = first.from
    let high = max(last.to, low + 1)
    func x(_ points: Double) -> Double { BreakpointStripSize.x(points, low: low, high: high) }

    let breakpoints = sweep.breakpoints
    let labels = breakpoints.map(NumberFormat.string)
    let size = BreakpointStripSize(sweep)
    let rows = size.rows
    let titleY = margin + 12
    let barY = size.barY
    let endsY = barY + barHeight + 16
    let legendY = endsY + 12
    let height = size.height

    var document = SVGDocument()
    document.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", num(width)), ("height", num(height)),
        ("viewBox", "0 0 \(num(width)) \(num(height))"),
      ])
    document.element("title", [], text: title)
    document.markDefinitions()
    document.rect(
      class: "background", frame: Rect(x: 0, y: 0, width: width, height: height), title: title)
    document.text(title, class: "caption-title", x: margin, y: titleY)

    let classes = colourClasses(sweep)
    for (index, interval) in intervals.enumerated() {
      let start = x(interval.from)
      let end = index + 1 < intervals.count ? x(intervals[index + 1].from) : x(high)
      document.rect(
        class: classes[index],
        frame: Rect(
          x: start, y: barY, width: max(minimumIntervalWidth, end - start), height: barHeight),
        title: legend(interval))
    }
    // Every tick before any label: a label's halo hides the ticks of higher labels behind it,
    // so that no line runs through its digits.
    let labelYs = rows.map { barY - 6 - Double($0) * rowHeight }
    for (index, point) in breakpoints.enumerated() {
      document.element(
        "line",
        [
          ("class", "strip-tick"), ("x1", num(x(point))), ("y1", num(labelYs[index] + 3)),
          ("x2", num(x(point))), ("y2", num(barY + barHeight)),
        ])
    }
    for (index, point) in breakpoints.enumerated() {
      document.text(
        labels[index], class: "strip-label", x: x(point), y: labelYs[index], middle: true)
    }
    document.text("\(NumberFormat.string(low)) pt", class: "caption", x: margin, y: endsY)
    document.element(
      "text",
      [
        ("class", "caption"), ("x", num(width - margin)), ("y", num(endsY)),
        ("text-anchor", "end"),
      ], text: "\(NumberFormat.string(last.to)) pt")
    for (index, interval) in intervals.enumerated() {
      let y = legendY + Double(index) * legendLine
      document.rect(
        class: classes[index], frame: Rect(x: margin, y: y, width: 12, height: 12),
        title: legend(interval))
      var text = legend(interval)
      if text.count > legendCharacters { text = String(text.prefix(legendCharacters - 1)) + "…" }
      document.text(text, class: "strip-legend", x: margin + 18, y: y + 10)
    }
    var definitions = document.definitionsPart()
    definitions.open("defs")
    definitions.style(document.styleRules)
    definitions.close("defs")
    document.insertDefinitions(definitions)
    document.close("svg")
    return document.finish()
  }

  /// "668–997 pt: regular×regular · mail tile secondaryOnly (secondary)".
  static func legend(_ interval: WidthSweep.Interval) -> String {
    "\(SweepOutput.range(interval)) pt: \(SweepOutput.summary(interval.structure))"
  }
}

/// Where the strip's parts go: the rows its labels need, the bar's top and the whole height, so
/// that the page can give the image its size before it loads.
package struct BreakpointStripSize {
  let rows: [Int]
  let barY: Double
  package let height: Double
  package let width = BreakpointStrip.width

  package init(_ sweep: WidthSweep) {
    typealias Strip = BreakpointStrip
    let low = sweep.intervals.first?.from ?? 0
    let high = max(sweep.intervals.last?.to ?? low, low + 1)
    let breakpoints = sweep.breakpoints
    rows = Strip.labelRows(
      breakpoints.map { Self.x($0, low: low, high: high) },
      breakpoints.map(NumberFormat.string))
    let rowCount = Double((rows.max() ?? -1) + 1)
    barY = Strip.margin + 24 + rowCount * Strip.rowHeight + 6
    height =
      barY + Strip.barHeight + 28 + Double(sweep.intervals.count) * Strip.legendLine
      + Strip.margin - 6
  }

  /// The x of a width on the bar that runs from `low` to `high`.
  static func x(_ points: Double, low: Double, high: Double) -> Double {
    let strip = BreakpointStrip.self
    return strip.margin + (points - low) * (strip.width - 2 * strip.margin) / (high - low)
  }
}
