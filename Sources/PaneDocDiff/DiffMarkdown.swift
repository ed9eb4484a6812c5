import PaneDocModel
import PaneDocRender

/// `panedoc diff --format markdown`: a short summary for a pull-request comment. The edits in the
/// input come first, since the rest follows from them; then the same change in many environments
/// (an anchor that moved everywhere) is one row with a count, biggest first, so the comment stays
/// short and the important news is on top.
extension LayoutDiff {
  /// A change as it appears in several layouts of one scene: its states and environments.
  struct ChangeGroup {
    var scene: String
    var states: [String]
    var change: LayoutChange
    var environments: [String]
    var largest: Double
    /// The index in `comparisons` of the first layout it appears in.
    var first: Int
    /// Whether every environment of the group has the same old and the same new value.
    var uniform = true

    /// `replyButton moved 300 pt down in 23 environments`.
    var sentence: String {
      let place =
        environments.count == 1 ? "in " + environments[0] : "in \(environments.count) environments"
      let inStates = states.count == 1 ? "" : " (\(states.count) states)"
      return "\(change.id) \(LayoutDiff.headline(change)) \(place)\(inStates)"
    }

    /// The states, named when there are few.
    var stateText: String {
      states.count <= 3 ? states.joined(separator: ", ") : "\(states.count) states"
    }
  }

  /// Changes grouped by scene, subject and headline across states and environments, biggest first (structural,
  /// then the largest magnitude, then the most environments; ties in the diff's own order).
  func changeGroups() -> [ChangeGroup] {
    var groups: [ChangeGroup] = []
    var index: [[String]: Int] = [:]
    for (number, comparison) in comparisons.enumerated() {
      for change in comparison.changes {
        let key = [
          comparison.key.scene, change.subject.rawValue, change.id,
          Self.headline(change),
        ]
        if let at = index[key] {
          if !groups[at].environments.contains(comparison.key.environment) {
            groups[at].environments.append(comparison.key.environment)
          }
          if !groups[at].states.contains(comparison.key.stateName) {
            groups[at].states.append(comparison.key.stateName)
          }
          groups[at].largest = max(groups[at].largest, change.magnitude)
          if groups[at].change.old != change.old || groups[at].change.new != change.new {
            groups[at].uniform = false
          }
        } else {
          index[key] = groups.count
          groups.append(
            ChangeGroup(
              scene: comparison.sceneName, states: [comparison.key.stateName], change: change,
              environments: [comparison.key.environment], largest: change.magnitude,
              first: number))
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
            + MarkdownText.escape(Self.headline(group.change)),
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

  /// The change as a group of environments shares it: `moved 300 pt down`, `contentFrame
  /// resized 40 pt wider`, `arrowDirection up → down`; a move or resize by another amount is
  /// another group.
  static func headline(_ change: LayoutChange) -> String {
    let what = change.property == "frame" ? "" : change.property + " "
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
