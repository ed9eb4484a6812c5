/// `panedoc diff --junit FILE`: one test case per scene × environment, so a CI's test view shows
/// which scenes changed where. A case fails when any state of the scene changed, appeared or
/// disappeared in that environment; the failure's text lists the changes.
extension LayoutDiff {
  public func junit() -> String {
    var cases: [(scene: String, environment: String, lines: [String])] = []
    var index: [[String]: Int] = [:]
    for comparison in comparisons {
      let key = [comparison.key.scene, comparison.key.environment]
      let at: Int
      if let known = index[key] {
        at = known
      } else {
        at = cases.count
        index[key] = at
        cases.append((comparison.key.scene, comparison.key.environment, []))
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
        let open =
          "    <testcase classname=\"\(MarkupText.escape(scene))\" "
          + "name=\"\(MarkupText.escape(item.environment))\""
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
