import PaneDocCore
import PaneDocLayout
import PaneDocModel
import PaneDocRun

/// The three forms `panedoc sweep` prints: a table for people, Markdown for a pull request, and
/// JSON for tools. Each lists, per scene and state, the intervals of the same structure, the
/// breakpoints with what changes at each, and the breakpoints that flip back and forth.
public enum SweepOutput {
  /// A breakpoint with what changes there.
  package struct Breakpoint {
    package var width: Double
    package var changes: [StructureChange]

    /// The changes in words, one after the other.
    package var text: String { changes.map(\.text).joined(separator: "; ") }
  }

  package static func breakpoints(_ sweep: WidthSweep) -> [Breakpoint] {
    zip(sweep.intervals, sweep.intervals.dropFirst()).map { narrower, wider in
      Breakpoint(
        width: wider.from,
        changes: StructureChange.changes(from: narrower.structure, to: wider.structure))
    }
  }

  /// The warning for a flip, with its stable code.
  static func message(_ flip: WidthSweep.Flip) -> String {
    "the layout changes at \(points(flip.first)) and changes back at \(points(flip.second))"
      + " \(SweepCode.breakpointFlip.bracketed)"
  }

  static func points(_ value: Double) -> String { NumberFormat.string(value) }

  package static func range(_ interval: WidthSweep.Interval) -> String {
    interval.from == interval.to
      ? points(interval.from) : "\(points(interval.from))–\(points(interval.to))"
  }

  /// `Fixtures/x.storyboard · Master | Detail View Controller (H1p-Uh-vWS) · Initial · ios17
  /// ipad-pro-11 landscape`: the scene and state by the names the report gives them, with their
  /// ids after them where these differ (Interface Builder's ids say nothing to people).
  static func heading(_ result: SweepResult, _ sweep: WidthSweep) -> String {
    let environment = result.task.environment
    let scene = name(result.task.scene.title, id: sweep.scene)
    let state = name(sweep.state.title, id: sweep.state.id)
    return
      "\(result.task.file) · \(scene) · \(state) · \(environment.profile.rawValue)"
      + " \(environment.device.id) \(environment.orientation.rawValue)"
  }

  /// `title (id)`, or the id alone when the title is empty or the id in other letters.
  static func name(_ title: String, id: String) -> String {
    title.isEmpty || title.lowercased() == id.lowercased() ? id : "\(title) (\(id))"
  }

  package static func summary(_ structure: LayoutStructure?) -> String {
    structure?.summary ?? "the state does not arise"
  }

  /// The table: a heading per scene and state, one line per interval, then the breakpoints.
  public static func table(_ results: [SweepResult], flipWithin: Double) -> String {
    var lines: [String] = []
    for result in results {
      for sweep in result.sweeps {
        if !lines.isEmpty { lines.append("") }
        lines.append(heading(result, sweep))
        let ranges = sweep.intervals.map(range)
        let width = ranges.map(\.count).max() ?? 0
        for (interval, text) in zip(sweep.intervals, ranges) {
          let pad = String(repeating: " ", count: width - text.count)
          lines.append("  \(text)\(pad)  \(summary(interval.structure))")
        }
        let points = breakpoints(sweep)
        if points.isEmpty {
          lines.append("  no breakpoints")
        }
        for point in points {
          lines.append(
            "  breakpoint \(Self.points(point.width)): " + point.text)
        }
        for flip in sweep.flips(within: flipWithin) {
          lines.append("  warning: " + message(flip))
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Markdown: a section per scene and state with a table of intervals; text from the inputs is
  /// escaped.
  public static func markdown(_ results: [SweepResult], flipWithin: Double) -> String {
    var lines: [String] = ["# Breakpoints"]
    for result in results {
      for sweep in result.sweeps {
        lines += ["", "## " + MarkdownText.escape(heading(result, sweep)), ""]
        lines += ["| widths (pt) | layout | changes at its first width |", "|---|---|---|"]
        let changes = [""] + breakpoints(sweep).map(\.text)
        for (interval, change) in zip(sweep.intervals, changes) {
          lines.append(
            "| \(range(interval)) | \(MarkdownText.escape(summary(interval.structure))) | "
              + MarkdownText.escape(change) + " |")
        }
        for flip in sweep.flips(within: flipWithin) {
          lines += ["", "> warning: " + MarkdownText.escape(message(flip))]
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// JSON: `version`, `flipWithin`, and `sweeps`, one object per scene and state.
  public static func json(_ results: [SweepResult], flipWithin: Double) -> JSONValue {
    var sweeps: [JSONValue] = []
    for result in results {
      let environment = result.task.environment
      for sweep in result.sweeps {
        sweeps.append(
          .object([
            ("file", .string(result.task.file)),
            ("scene", .string(sweep.scene)),
            ("state", .string(sweep.state.id)),
            ("profile", .string(environment.profile.rawValue)),
            ("device", .string(environment.device.id.rawValue)),
            ("orientation", .string(environment.orientation.rawValue)),
            ("intervals", .array(sweep.intervals.map(json))),
            (
              "breakpoints",
              .array(
                breakpoints(sweep).map {
                  .object([
                    ("width", .number($0.width)),
                    ("changes", .array($0.changes.map { .string($0.text) })),
                  ])
                })
            ),
            (
              "warnings",
              .array(
                sweep.flips(within: flipWithin).map {
                  .object([
                    ("code", .string("breakpoint-flip")),
                    ("from", .number($0.first)),
                    ("to", .number($0.second)),
                    ("message", .string(message($0))),
                  ])
                })
            ),
          ]))
      }
    }
    return .object([
      ("version", .number(1)), ("flipWithin", .number(flipWithin)), ("sweeps", .array(sweeps)),
    ])
  }

  static func json(_ interval: WidthSweep.Interval) -> JSONValue {
    .object([
      ("from", .number(interval.from)),
      ("to", .number(interval.to)),
      ("structure", interval.structure.map(json) ?? .null),
    ])
  }

  static func json(_ structure: LayoutStructure) -> JSONValue {
    .object([
      ("horizontalSizeClass", .string(structure.horizontalSizeClass.rawValue)),
      ("verticalSizeClass", .string(structure.verticalSizeClass.rawValue)),
      (
        "splits",
        .array(
          structure.splits.map {
            .object([
              ("id", .string($0.id)),
              ("collapsed", .bool($0.collapsed)),
              ("behavior", .string($0.behavior.rawValue)),
              ("displayMode", .string($0.displayMode.rawValue)),
              ("columns", .array($0.columns.map { .string($0.rawValue) })),
            ])
          })
      ),
      (
        "presentations",
        .array(
          structure.presentations.map {
            .object([
              ("segue", .string($0.segue)),
              ("presentation", .string($0.presentation.rawValue)),
              ("arrowDirection", .string($0.arrowDirection.rawValue)),
              ("arrowPinned", .bool($0.arrowPinned)),
              ("zoomsFromAnchor", .bool($0.zoomsFromAnchor)),
            ])
          })
      ),
      ("summary", .string(structure.summary)),
    ])
  }
}
