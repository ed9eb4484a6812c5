import PaneDocRender

/// The text `panedoc diff` prints by default: the edits in the input (as `file:line:col:` lines an
/// editor opens), each change repeated across environments once with their count, then one line
/// per change grouped by layout, then the counts. Meant for a terminal; scripts use
/// `--format json`.
extension DiffOutput {
  /// The breakpoints of `--sweep`, then the diff's text.
  public static let text = OutputFormat<DiffOutput>(
    name: "text", fileExtension: "txt", summary: "a text list"
  ) { BreakpointChange.lines($0.breakpoints ?? []) + $0.diff.summary() }
}

extension LayoutDiff {
  fileprivate func summary() -> String {
    var lines = inputEdits.map { "\($0.location): edit: \($0.summary)" }
    let groups = changeGroups()
    if groups.contains(where: { $0.environments.count > 1 }) {
      lines += groups.map { "\($0.scene): \($0.sentence)" }
    }
    let lists: [(String, [String])] = [
      ("scene added", scenes.added), ("scene removed", scenes.removed),
      ("state added", states.added.map { "\($0.scene) · \($0.stateName)" }),
      ("state removed", states.removed.map { "\($0.scene) · \($0.stateName)" }),
      ("environment added", environments.added),
      ("environment removed", environments.removed),
    ]
    for (title, items) in lists {
      lines += items.map { "\(title): \($0)" }
    }
    for comparison in comparisons where comparison.status != .unchanged {
      switch comparison.status {
      case .added, .removed:
        lines.append("\(comparison.key.title): layout \(comparison.status.rawValue)")
      default:
        lines.append("\(comparison.key.title):")
        lines += comparison.changes.map { "  \($0.subjectName) \($0.details)" }
      }
    }
    lines.append(
      hasChanges
        ? "\(count(.changed)) changed, \(count(.added)) added, \(count(.removed)) removed, "
          + "\(count(.unchanged)) unchanged layouts; \(changeCount) changes"
        : "no layout changes in \(comparisons.count) layouts")
    return lines.map(Self.printable).joined(separator: "\n") + "\n"
  }

  /// `line` with control characters shown as `?`, so an id cannot send escape sequences to the
  /// terminal.
  private static func printable(_ line: String) -> String {
    String(
      String.UnicodeScalarView(
        line.unicodeScalars.map {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? "?" : $0
        }))
  }
}
