/// `panedoc diff --format markdown`: a short summary for a pull-request comment. The same change
/// in many environments (an anchor that moved everywhere) is one row with a count, and rows come
/// biggest first, so the comment stays short and the important news is on top.
extension LayoutDiff {
  /// A change as it appears in several layouts of one scene state.
  struct ChangeGroup {
    var scene: String
    var state: String
    var change: LayoutChange
    var environments: [String]
    var largest: Double
  }

  /// Changes grouped by scene, state, subject and headline, biggest first (structural,
  /// then the largest magnitude, then the most environments; ties in the diff's own order).
  func changeGroups() -> [ChangeGroup] {
    var groups: [ChangeGroup] = []
    var index: [[String]: Int] = [:]
    for comparison in comparisons {
      for change in comparison.changes {
        let key = [
          comparison.key.scene, comparison.key.stateName, change.subject.rawValue, change.id,
          Self.headline(change),
        ]
        if let at = index[key] {
          if !groups[at].environments.contains(comparison.key.environment) {
            groups[at].environments.append(comparison.key.environment)
          }
          groups[at].largest = max(groups[at].largest, change.magnitude)
        } else {
          index[key] = groups.count
          groups.append(
            ChangeGroup(
              scene: comparison.key.scene, state: comparison.key.stateName, change: change,
              environments: [comparison.key.environment], largest: change.magnitude))
        }
      }
    }
    let ordered = groups.enumerated().sorted { a, b in
      let (x, y) = (a.element, b.element)
      if x.change.kind.isStructural != y.change.kind.isStructural {
        return x.change.kind.isStructural
      }
      if x.largest != y.largest { return x.largest > y.largest }
      if x.environments.count != y.environments.count {
        return x.environments.count > y.environments.count
      }
      return a.offset < b.offset
    }
    return ordered.map(\.element)
  }

  /// The Markdown summary; `acceptCommand` (shown in a code block) accepts the new output, and at
  /// most `maximumRows` groups are listed.
  public func markdown(acceptCommand: String? = nil, maximumRows: Int = 30) -> String {
    var lines = ["### PaneDoc layout diff", ""]
    guard hasChanges else {
      lines.append("No layout changes in \(comparisons.count) layouts.")
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append(
      "**\(count(.changed)) changed**, \(count(.added)) added, \(count(.removed)) removed, "
        + "\(count(.unchanged)) unchanged layouts; \(changeCount) changes.")
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
    let groups = changeGroups()
    if !groups.isEmpty {
      lines += [
        "", "| Change | Scene | State | Environments | Largest |",
        "| --- | --- | --- | --- | --- |",
      ]
      for group in groups.prefix(maximumRows) {
        let cells = [
          "\(group.change.subject.rawValue) **\(MarkdownText.escape(group.change.id))** "
            + MarkdownText.escape(Self.headline(group.change)),
          MarkdownText.escape(group.scene), MarkdownText.escape(group.state),
          group.environments.count == 1
            ? MarkdownText.escape(group.environments[0]) : "\(group.environments.count)",
          group.largest > 0 ? LayoutChange.points(group.largest) : "",
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

  /// The change without its numbers, the same for every environment of a group: `moved`,
  /// `contentFrame resized`, `arrowDirection up → down`.
  static func headline(_ change: LayoutChange) -> String {
    let what = change.property == "frame" ? "" : change.property + " "
    switch change.kind {
    case .appeared, .vanished, .moved, .resized: return what + change.kind.rawValue
    case .anchor, .arrowOffset, .columnWidth, .environment:
      return change.property + " changed"
    case .warning:
      let what = change.old == .absent ? "added" : change.new == .absent ? "resolved" : "changed"
      return "\(change.property) \(what)"
    default:
      return
        "\(change.property) \(LayoutChange.describe(change.old)) → \(LayoutChange.describe(change.new))"
    }
  }
}
