import PaneDocModel
import PaneDocRender

/// `panedoc diff --format markdown`: a short summary for a pull-request comment. The edits in the
/// input come first, since the rest follows from them; then the same change in many environments
/// (an anchor that moved everywhere) is one row with a count, biggest first, so the comment stays
/// short and the important news is on top.
extension DiffOutput {
  /// The breakpoints of `--sweep`, then the diff's summary and the accept command.
  public static let markdown = OutputFormat<DiffOutput>(
    name: "markdown", fileExtension: "md", summary: "a Markdown summary"
  ) {
    BreakpointChange.markdown($0.breakpoints ?? [])
      + $0.diff.markdown(acceptCommand: $0.acceptCommand)
  }
}

extension LayoutDiff {
  /// The Markdown summary; `acceptCommand` (shown in a code block) accepts the new output, and at
  /// most `maximumRows` groups are listed.
  fileprivate func markdown(acceptCommand: String?, maximumRows: Int = 30) -> String {
    var lines = ["### PaneDoc layout diff", ""]
    guard hasChanges else {
      lines.append("No layout changes in \(comparisons.count) layouts.")
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append(
      "**\(count(.changed)) changed**, \(count(.added)) added, \(count(.removed)) removed, "
        + "\(count(.unchanged)) unchanged layouts; \(changeCount) changes.")
    let distinct = distinctChanges()
    if distinct.count < count(.changed) {
      lines += ["", "The changed layouts show \(distinctText(distinct)):", ""]
      for list in distinct.prefix(maximumRows) {
        let first = comparisons[list[0]]
        let places =
          list.count == 1
          ? MarkdownText.escape(first.key.environment) : "\(list.count) environments"
        let causes = Consequence.lists(in: first).map { change, consequences in
          "\(change.id) \(Self.headline(change))"
            + (Consequence.text(consequences).map { " → " + $0 } ?? "")
        }
        lines.append(
          "- " + MarkdownText.escape("\(first.sceneName) · \(first.key.stateName)") + ": "
            + MarkdownText.escape(causes.joined(separator: "; ")) + ", in \(places)")
      }
      if distinct.count > maximumRows {
        lines.append("- …and \(distinct.count - maximumRows) more")
      }
    }
    let lists: [(String, [String])] = [
      ("Scenes added", scenes.added), ("Scenes removed", scenes.removed),
      ("States added", states.added.map { "\($0.scene) · \($0.stateName)" }),
      ("States removed", states.removed.map { "\($0.scene) · \($0.stateName)" }),
      ("Environments added", environments.added),
      ("Environments removed", environments.removed),
    ]
    let present = lists.filter { !$0.1.isEmpty }
    if !present.isEmpty {
      lines.append("")
      for (title, items) in present {
        lines.append("- \(title): " + items.map(MarkdownText.escape).joined(separator: ", "))
      }
    }
    if !inputEdits.isEmpty {
      lines += ["", "**Edits in the input**", ""]
      for edit in inputEdits.prefix(maximumRows) {
        lines.append(
          "- " + MarkdownText.escape(edit.location.description) + ": "
            + MarkdownText.escape(edit.summary))
      }
      if inputEdits.count > maximumRows {
        lines.append("- …and \(inputEdits.count - maximumRows) more")
      }
    }
    let groups = changeGroups()
    if !groups.isEmpty {
      lines += [
        "", "| Change | Scene | States | Environments | Old | New |",
        "| --- | --- | --- | --- | --- | --- |",
      ]
      for group in groups.prefix(maximumRows) {
        // Values that differ between environments are shown for the first, marked as such.
        let first = group.uniform ? "" : " (first of \(group.environments.count))"
        let cells = [
          "\(group.change.subject.rawValue) **\(MarkdownText.escape(group.change.id))** "
            + MarkdownText.escape(Self.headline(group.change))
            + (group.consequenceText.map { " → " + MarkdownText.escape($0) } ?? ""),
          MarkdownText.escape(group.scene), MarkdownText.escape(group.stateText),
          group.environments.count == 1
            ? MarkdownText.escape(group.environments[0]) : "\(group.environments.count)",
          MarkdownText.escape(LayoutChange.describe(group.change.old)) + first,
          MarkdownText.escape(LayoutChange.describe(group.change.new)) + first,
        ]
        lines.append("| " + cells.joined(separator: " | ") + " |")
      }
      if groups.count > maximumRows {
        lines += ["", "…and \(groups.count - maximumRows) more in the diff report."]
      }
    }
    if let acceptCommand {
      lines += [
        "", "Accept the new output:", "", MarkdownText.codeBlock(acceptCommand, language: "sh"),
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `3 distinct changes`, `1 distinct change`.
  func distinctText(_ distinct: [[Int]]) -> String {
    distinct.count == 1 ? "1 distinct change" : "\(distinct.count) distinct changes"
  }

  /// The change as a group of environments shares it: `moved 300 pt down`, `contentFrame
  /// resized 40 pt wider`, `arrowDirection up → down`; a move or resize by another amount is
  /// another group.
  static func headline(_ change: LayoutChange) -> String {
    let what = change.property == .frame ? "" : change.property.name + " "
    switch change.kind {
    case .moved, .resized:
      guard case .rect(let a) = change.old, case .rect(let b) = change.new else {
        return what + change.kind.rawValue
      }
      let steps =
        change.kind == .moved
        ? [(b.x - a.x, "right", "left"), (b.y - a.y, "down", "up")]
        : [(b.width - a.width, "wider", "narrower"), (b.height - a.height, "taller", "shorter")]
      let parts = steps.filter { $0.0 != 0 }.map {
        LayoutChange.points(abs($0.0)) + " " + ($0.0 > 0 ? $0.1 : $0.2)
      }
      return what + change.kind.rawValue + " " + parts.joined(separator: " and ")
    case .appeared, .vanished: return what + change.kind.rawValue
    case .anchor, .arrowOffset, .columnWidth, .environment:
      return change.property.name + " changed"
    case .warning:
      let what = change.old == .absent ? "added" : change.new == .absent ? "resolved" : "changed"
      return "\(change.property.name) \(what)"
    default:
      return
        "\(change.property.name) \(LayoutChange.describe(change.old)) → \(LayoutChange.describe(change.new))"
    }
  }
}
