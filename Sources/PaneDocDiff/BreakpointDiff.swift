import PaneDocCore
import PaneDocLayout
import PaneDocRender
import PaneDocRun

/// Breakpoints that moved, appeared or went away between two versions: a change of their own,
/// which a diff lists before the changes of single layouts ("the split mail now collapses below
/// 702 pt instead of 668 pt").
///
/// Sweeps are paired by scene, state, profile, device and orientation. Within a pair, an old and
/// a new breakpoint are the same breakpoint when the same things change there, matched in width
/// order; a matched pair at different widths moved.
public struct BreakpointChange: Sendable, Equatable {
  /// `mail · initial · ios26-ipad-pro-13-m4-landscape`.
  public var subject: String
  public var old: Double?
  public var new: Double?
  /// What changes at the breakpoint, from the narrower interval to the wider.
  public var changes: [StructureChange]

  public init(subject: String, old: Double?, new: Double?, changes: [StructureChange]) {
    self.subject = subject
    self.old = old
    self.new = new
    self.changes = changes
  }

  /// One sentence for people.
  public var sentence: String {
    let what = changes.map(\.text).joined(separator: "; ")
    switch (old, new) {
    case (let old?, let new?):
      if let split = changes.lazy.compactMap(Self.expandingSplit).first {
        return
          "the split \(split) now collapses below \(points(new)) pt instead of \(points(old)) pt"
      }
      if changes == [.noLongerArises] {
        return "the state arises only below \(points(new)) pt instead of \(points(old)) pt"
      }
      if changes == [.arises] {
        return "the state arises from \(points(new)) pt instead of \(points(old)) pt"
      }
      if let shown = changes.first(where: Self.showsColumns) {
        return "\(shown.text) from \(points(new)) pt instead of \(points(old)) pt"
      }
      return "\(what): now at \(points(new)) pt instead of \(points(old)) pt"
    case (let old?, nil): return "no longer a breakpoint at \(points(old)) pt: \(what)"
    case (nil, let new?): return "a new breakpoint at \(points(new)) pt: \(what)"
    case (nil, nil): return what
    }
  }

  /// The split of a change "mail expands".
  private static func expandingSplit(_ change: StructureChange) -> String? {
    if case .expands(let split) = change { split } else { nil }
  }

  /// Whether a change is "mail shows primary".
  private static func showsColumns(_ change: StructureChange) -> Bool {
    if case .showsColumns = change { true } else { false }
  }

  private func points(_ value: Double) -> String { NumberFormat.string(value) }

  /// The changes between the sweeps of two versions, in the new version's order (then the
  /// sweeps only the old one has).
  public static func compare(old: [SweepResult], new: [SweepResult]) -> [BreakpointChange] {
    let oldByKey = Dictionary(keyed(old)) { first, _ in first }
    var result: [BreakpointChange] = []
    for (key, sweep) in keyed(new) {
      guard let before = oldByKey[key] else { continue }
      result += compare(before, sweep, subject: key)
    }
    return result
  }

  static func keyed(_ results: [SweepResult]) -> [(String, WidthSweep)] {
    results.flatMap { result in
      result.sweeps.map {
        ("\($0.scene) · \($0.state.id) · \(result.task.environment.screenSlug)", $0)
      }
    }
  }

  static func compare(_ old: WidthSweep, _ new: WidthSweep, subject: String)
    -> [BreakpointChange]
  {
    let before = SweepOutput.breakpoints(old)
    let after = SweepOutput.breakpoints(new)
    var matchedNew = Set<Int>()
    var next = 0
    var result: [BreakpointChange] = []
    for point in before {
      if let index = after.indices.dropFirst(next).first(where: {
        !matchedNew.contains($0) && after[$0].changes == point.changes
      }) {
        matchedNew.insert(index)
        next = index + 1
        if after[index].width != point.width {
          result.append(
            BreakpointChange(
              subject: subject, old: point.width, new: after[index].width, changes: point.changes))
        }
      } else {
        result.append(
          BreakpointChange(subject: subject, old: point.width, new: nil, changes: point.changes))
      }
    }
    for (index, point) in after.enumerated() where !matchedNew.contains(index) {
      result.append(
        BreakpointChange(subject: subject, old: nil, new: point.width, changes: point.changes))
    }
    return result.sorted { ($0.new ?? $0.old ?? 0) < ($1.new ?? $1.old ?? 0) }
  }

  /// The text lines, JSON and Markdown of a list of changes.
  public static func lines(_ changes: [BreakpointChange]) -> String {
    changes.map { "breakpoint \($0.subject): \($0.sentence)\n" }.joined()
  }

  public static func json(_ changes: [BreakpointChange]) -> JSONValue {
    .array(
      changes.map {
        .object([
          ("subject", .string($0.subject)),
          ("old", $0.old.map(JSONValue.number) ?? .null),
          ("new", $0.new.map(JSONValue.number) ?? .null),
          ("changes", .array($0.changes.map { .string($0.text) })),
          ("message", .string($0.sentence)),
        ])
      })
  }

  /// `document` (a diff's JSON object) with the `breakpoints` list after its `version`.
  public static func json(_ changes: [BreakpointChange], in document: JSONValue) -> JSONValue {
    guard case .object(let members) = document else { return document }
    return .object(
      Array(members.prefix(1)) + [("breakpoints", json(changes))] + members.dropFirst())
  }

  public static func markdown(_ changes: [BreakpointChange]) -> String {
    guard !changes.isEmpty else { return "" }
    return "### Breakpoints that moved\n\n"
      + changes.map {
        "- " + MarkdownText.escape($0.subject) + ": " + MarkdownText.escape($0.sentence) + "\n"
      }.joined() + "\n"
  }
}
