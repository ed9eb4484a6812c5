import PaneDocModel

/// One thing the GitHub and SARIF outputs of a diff annotate: an element of a scene with every
/// environment and state it changed in, placed where the element is written in the new version;
/// the layouts a scene gained or lost; a breakpoint that moved. Grouping by element keeps a change
/// seen on twenty devices one annotation, as a reviewer reads it.
struct DiffFinding: Sendable, Equatable {
  /// A `DiffCode`, or the code of a layout warning that appeared, went away or changed.
  var rule: String
  var title: String
  /// One line per environment and state: `ios17-ipad-9.7-landscape-full, initial: moved …`.
  var lines: [String]
  var location: SourceLocation?

  /// The findings of `output`: breakpoints first, then the elements that changed in the most
  /// layouts, ties in the diff's order (the new version's scenes, states and environments).
  static func all(in output: DiffOutput) -> [DiffFinding] {
    let breakpoints = (output.breakpoints ?? []).map {
      DiffFinding(
        rule: DiffCode.breakpointChanged.rawValue, title: "Breakpoint changed: \($0.subject)",
        lines: [$0.sentence], location: nil)
    }
    var findings: [DiffFinding] = []
    var index: [String: Int] = [:]
    let diff = output.diff
    for comparison in diff.comparisons where comparison.status != .unchanged {
      guard let layout = comparison.new ?? comparison.old else { continue }
      let scene = comparison.key.scene
      let prefix = "\(comparison.key.environment), \(comparison.key.stateName): "
      var entries: [(rule: String, title: String, id: String, line: String)] = []
      switch comparison.status {
      case .unchanged: break
      case .added, .removed:
        let added = comparison.status == .added
        entries.append(
          (
            (added ? DiffCode.layoutAdded : DiffCode.layoutRemoved).rawValue,
            "Layouts \(added ? "added" : "removed") in scene \(scene)", scene,
            "layout \(comparison.status.rawValue)"
          ))
      case .changed:
        for change in comparison.changes {
          if change.subject == .warning {
            entries.append(
              (
                change.property.name,
                "Layout warning \(change.property.name) changed: \(change.id) in scene \(scene)",
                change.id, change.details
              ))
          } else {
            entries.append(
              (
                DiffCode.layoutChanged.rawValue,
                "Layout changed: \(change.subjectName) in scene \(scene)", change.id,
                change.details
              ))
          }
        }
      }
      for entry in entries {
        let key = [scene, entry.title, entry.rule].joined(separator: "\u{0}")
        if let at = index[key] {
          findings[at].lines.append(prefix + entry.line)
          continue
        }
        index[key] = findings.count
        findings.append(
          DiffFinding(
            rule: entry.rule, title: entry.title, lines: [prefix + entry.line],
            location: place(of: entry.id, scene: scene, file: layout.file, in: diff)))
      }
    }
    let ordered = findings.enumerated().sorted { a, b in
      if a.element.lines.count != b.element.lines.count {
        return a.element.lines.count > b.element.lines.count
      }
      return a.offset < b.offset
    }.map(\.element)
    return breakpoints + ordered
  }

  /// Where an element is written: its id's place, else its controller's (a bar or item inside a
  /// controller is `nav#navigationBar`), else its scene's, else the whole file.
  private static func place(of id: String, scene: String, file: String, in diff: LayoutDiff)
    -> SourceLocation?
  {
    guard !file.isEmpty else { return nil }
    let owner = String(id.prefix { $0 != "#" })
    return diff.location(of: id, in: file) ?? diff.location(of: owner, in: file)
      ?? diff.location(of: scene, in: file) ?? .file(file)
  }

  /// `count(s)` lines and at most `limit` of them, then how many more.
  func message(limit: Int? = nil) -> String {
    let shown = limit.map { Array(lines.prefix($0)) } ?? lines
    let rest = lines.count - shown.count
    let heading = lines.count == 1 ? "1 change:" : "\(lines.count) changes:"
    return ([heading] + shown + (rest > 0 ? ["… and \(rest) more"] : [])).joined(separator: "\n")
  }
}
