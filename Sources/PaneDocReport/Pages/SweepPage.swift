import PaneDocCore
import PaneDocLayout
import PaneDocRender

/// The scene page's context for one sweep: the strip, the intervals (each with its diagram), and
/// the range input of the scrubber, which starts at the widest window.
enum SweepPage {
  static func context(_ sweep: ReportSweep, folder: String) -> [String: Any] {
    let intervals = sweep.sweep.intervals
    let low = intervals.first?.from ?? 0
    let high = intervals.last?.to ?? low
    let anchor = "w-" + folder + "-" + sweep.stem
    let breakpoints = sweep.sweep.breakpoints.map(NumberFormat.string)
    let strip = BreakpointStripSize(sweep.sweep)
    return [
      "anchor": anchor, "heading": ReportPages.clean(sweep.heading),
      "strip": folder + "/" + sweep.stripFile,
      "stripWidth": NumberFormat.string(strip.width),
      "stripHeight": NumberFormat.string(strip.height),
      "stripAlt": breakpoints.isEmpty
        ? "No breakpoints" : "Breakpoints at " + breakpoints.joined(separator: ", ") + " pt",
      "min": NumberFormat.string(low), "max": NumberFormat.string(high),
      "step": NumberFormat.string(sweep.step), "value": NumberFormat.string(high),
      "intervals": intervals.indices.map { index -> [String: Any] in
        let interval = intervals[index]
        let file = sweep.intervalFile(index)
        return [
          "from": NumberFormat.string(interval.from), "to": NumberFormat.string(interval.to),
          "label": SweepOutput.range(interval) + " pt",
          "summary": ReportPages.clean(SweepOutput.summary(interval.structure)),
          "src": file.map { folder + "/" + $0 } ?? "", "hasSrc": file != nil,
        ]
      },
    ]
  }
}
