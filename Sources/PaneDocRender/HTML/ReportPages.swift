import PaneDocLayout

/// The contexts of the HTML pages: plain dictionaries of text, flags and lists, so a template only
/// formats. Every string from the input passes through `MarkupText.clean` here and is escaped by
/// Mustache's double braces in the templates.
struct ReportPages {
  static let title = "PaneDoc report"

  let contents: ReportContents
  let paths: ReportPaths
  /// Scene ids in the order they first appear.
  let sceneOrder: [String]
  /// The entry indices of each scene, in order: found once, not by a scan per scene.
  private let sceneEntries: [String: [Int]]

  init(contents: ReportContents, paths: ReportPaths) {
    self.contents = contents
    self.paths = paths
    var order: [String] = []
    var entries: [String: [Int]] = [:]
    for (index, entry) in contents.entries.enumerated() {
      if entries[entry.sceneId] == nil { order.append(entry.sceneId) }
      entries[entry.sceneId, default: []].append(index)
    }
    sceneOrder = order
    sceneEntries = entries
  }

  /// The indices of `sceneId`'s entries, in order.
  func entryIndices(of sceneId: String) -> [Int] { sceneEntries[sceneId] ?? [] }

  /// The index: one group per scene with its first state in every environment, all warnings.
  func index() -> [String: Any] {
    var scenes: [[String: Any]] = []
    var warnings: [[String: Any]] = []
    for sceneId in sceneOrder {
      let indices = entryIndices(of: sceneId)
      let folder = paths.sceneFolders[sceneId]!
      let firstState = contents.entries[indices[0]].stateId
      let figures = indices.filter { contents.entries[$0].stateId == firstState }.map {
        figure($0, onScenePage: false)
      }
      scenes.append([
        "id": clean(sceneId), "title": clean(contents.entries[indices[0]].sceneTitle),
        "folder": folder, "href": folder + "/index.html",
        "stateLabel": Self.count(Set(indices.map { contents.entries[$0].stateId }).count, "state"),
        "figures": figures,
      ])
      for index in indices {
        let entry = contents.entries[index]
        for warning in entry.layout.warnings {
          warnings.append([
            "code": clean(warning.code), "subject": clean(warning.subject),
            "message": clean(warning.message), "scene": clean(entry.sceneTitle),
            "state": clean(entry.stateTitle), "environment": entry.layout.environment.slug,
            "href": folder + "/index.html#" + anchor(index),
          ])
        }
      }
    }
    return [
      "title": Self.title, "sceneCount": sceneOrder.count, "layoutCount": contents.entries.count,
      "environmentCount": Set(contents.entries.map(\.layout.environment.slug)).count,
      "figureCount": scenes.reduce(0) { $0 + (($1["figures"] as? [Any])?.count ?? 0) },
      "warningCount": warnings.count, "filters": filters(contents.entries.indices),
      "scenes": scenes, "warnings": warnings, "hasWarnings": !warnings.isEmpty,
      "notes": contents.notes.map(clean), "hasNotes": !contents.notes.isEmpty,
    ]
  }

  /// A scene's page: every state, each in every environment, with its warnings.
  func scene(_ sceneId: String) -> [String: Any] {
    let indices = entryIndices(of: sceneId)
    var states: [[String: Any]] = []
    var seen: Set<String> = []
    for index in indices where seen.insert(contents.entries[index].stateId).inserted {
      let stateId = contents.entries[index].stateId
      let members = indices.filter { contents.entries[$0].stateId == stateId }
      states.append([
        "id": clean(stateId), "title": clean(contents.entries[index].stateTitle),
        "folder": paths.stateFolders[index],
        "figures": members.map {
          figure($0, onScenePage: true)
        },
      ])
    }
    return [
      "title": clean(contents.entries[indices[0]].sceneTitle), "id": clean(sceneId),
      "reportTitle": Self.title, "stateLabel": Self.count(states.count, "state"),
      "figureCount": indices.count,
      "warningCount": indices.reduce(0) { $0 + contents.entries[$1].layout.warnings.count },
      "filters": filters(indices), "states": states,
    ]
  }

  /// "1 state", "2 states".
  static func count(_ value: Int, _ noun: String) -> String {
    value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
  }

  /// One diagram: on the index it links to its place on the scene page, on the scene page to the
  /// SVG itself at full size.
  private func figure(_ index: Int, onScenePage: Bool) -> [String: Any] {
    let entry = contents.entries[index]
    let layout = entry.layout
    let info = layout.environment
    let caption = LayoutCaption(layout)
    let canvas = SVGCanvas(screen: info.screen)
    let folder = paths.sceneFolders[entry.sceneId]!
    let src =
      onScenePage
      ? String(paths.svgPaths[index].drop { $0 != "/" }.dropFirst()) : paths.svgPaths[index]
    return [
      "anchor": anchor(index), "environment": info.slug, "profile": info.profile.rawValue,
      "device": clean(info.device), "orientation": info.orientation.rawValue,
      "split": clean(info.split), "warningsFlag": layout.warnings.isEmpty ? "no" : "yes",
      "hasWarnings": !layout.warnings.isEmpty, "showWarnings": onScenePage,
      "href": onScenePage ? src : folder + "/index.html#" + anchor(index), "src": src,
      "alt": clean("\(entry.sceneTitle), \(entry.stateTitle), \(caption.environment)"),
      "width": NumberFormat.string(canvas.width), "height": NumberFormat.string(canvas.height),
      "stateTitle": clean(entry.stateTitle), "environmentText": clean(caption.environment),
      "traits": clean(caption.traits),
      "warningSummary": clean(caption.warningSummary(count: layout.warnings.count)),
      "warnings": layout.warnings.map {
        ["code": clean($0.code), "subject": clean($0.subject), "message": clean($0.message)]
      },
    ]
  }

  /// The id of an entry's figure on its scene page: its state folder and file name.
  private func anchor(_ index: Int) -> String {
    "f-" + paths.stateFolders[index] + "-" + paths.fileStems[index]
  }

  /// The filter menus: each dimension's values among `indices`, in a stable order.
  private func filters(_ indices: some Sequence<Int>) -> [[String: Any]] {
    let infos = indices.map { contents.entries[$0].layout.environment }
    func values(_ key: (EnvironmentInfo) -> String) -> [String] {
      var seen: Set<String> = []
      return infos.map(key).filter { seen.insert($0).inserted }.map(clean)
    }
    return [
      ["name": "profile", "label": "Profile", "options": values(\.profile.rawValue)],
      ["name": "device", "label": "Device", "options": values(\.device)],
      ["name": "orientation", "label": "Orientation", "options": values(\.orientation.rawValue)],
      ["name": "split", "label": "Split", "options": values(\.split)],
    ]
  }

  private func clean(_ text: String) -> String { MarkupText.clean(text) }
}
