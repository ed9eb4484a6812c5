import PaneDocModel
import PaneDocRender

/// `panedoc diff --junit FILE`: one test case per scene × environment, so a CI's test view shows
/// which scenes changed where. A case fails when any state of the scene changed, appeared or
/// disappeared in that environment; the failure's text lists the changes. Each case names the
/// scene's input `file` and, where known, the `line` of the first changed element (else of the
/// scene's root), the attributes CI systems turn into an annotation on the pull request's diff.
extension DiffOutput {
  /// What `--junit FILE` writes too.
  public static let junit = OutputFormat<DiffOutput>(
    name: "junit", fileExtension: "xml", summary: "JUnit XML"
  ) { $0.diff.junit() }
}

extension LayoutDiff {
  fileprivate func junit() -> String {
    var cases: [(scene: String, environment: String, lines: [String], place: SourceLocation?)] =
      []
    var index: [[String]: Int] = [:]
    var changedPlace: Set<Int> = []
    for comparison in comparisons {
      let key = [comparison.key.scene, comparison.key.environment]
      let at: Int
      if let known = index[key] {
        at = known
      } else {
        at = cases.count
        index[key] = at
        cases.append((comparison.key.scene, comparison.key.environment, [], nil))
      }
      // The first changed element with a known line wins; until one is found, the scene's root.
      if let layout = comparison.new ?? comparison.old, !layout.file.isEmpty {
        let changed = comparison.changes.lazy.compactMap {
          self.location(of: $0.id, in: layout.file)
        }.first
        if let changed, !changedPlace.contains(at) {
          cases[at].place = changed
          changedPlace.insert(at)
        } else if cases[at].place == nil {
          cases[at].place = location(of: layout.scene, in: layout.file) ?? .file(layout.file)
        }
      }
      switch comparison.status {
      case .unchanged: break
      case .added, .removed:
        cases[at].lines.append("\(comparison.key.stateName): layout \(comparison.status.rawValue)")
      case .changed:
        cases[at].lines += comparison.changes.map {
          "\(comparison.key.stateName): \($0.subjectName) \($0.details)"
        }
      }
    }
    var scenes: [String] = []
    for item in cases where !scenes.contains(item.scene) { scenes.append(item.scene) }
    let failures = cases.count { !$0.lines.isEmpty }
    var xml = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"panedoc diff\" tests=\"\(cases.count)\" failures=\"\(failures)\">",
    ]
    for scene in scenes {
      let sceneCases = cases.filter { $0.scene == scene }
      xml.append(
        "  <testsuite name=\"\(MarkupText.escape(scene))\" tests=\"\(sceneCases.count)\" "
          + "failures=\"\(sceneCases.count { !$0.lines.isEmpty })\">")
      for item in sceneCases {
        let place = item.place.map { place in
          " file=\"\(MarkupText.escape(place.file))\""
            + (place.line > 0 ? " line=\"\(place.line)\"" : "")
        }
        let open =
          "    <testcase classname=\"\(MarkupText.escape(scene))\" "
          + "name=\"\(MarkupText.escape(item.environment))\"" + (place ?? "")
        guard !item.lines.isEmpty else {
          xml.append(open + "/>")
          continue
        }
        xml.append(open + ">")
        let message =
          item.lines.count == 1 ? "1 layout change" : "\(item.lines.count) layout changes"
        xml.append(
          "      <failure type=\"layout-changed\" message=\"\(message)\">"
            + item.lines.map(MarkupText.escape).joined(separator: "\n") + "</failure>")
        xml.append("    </testcase>")
      }
      xml.append("  </testsuite>")
    }
    xml.append("</testsuites>")
    return xml.joined(separator: "\n") + "\n"
  }
}
