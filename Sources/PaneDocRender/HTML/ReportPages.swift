import PaneDocLayout

/// One scene of a report: its entries, in order, and where each goes inside the scene folder.
struct ReportScene: Sendable {
  let entries: [ReportEntry]
  let paths: ScenePaths

  /// `entries` all belong to one scene; there is at least one.
  init(_ entries: [ReportEntry]) {
    self.entries = entries
    paths = ScenePaths(entries)
  }

  var sceneId: String { entries[0].sceneId }
  var sceneTitle: String { entries[0].sceneTitle }

  /// This scene as the index page shows it: each layout cut to what a figure's caption and the
  /// warnings list say, so a large report's index does not hold every layout.
  var summarized: ReportScene {
    ReportScene(
      entries: entries.map {
        var entry = $0
        entry.layout = ReportPages.captionLayout(of: entry.layout)
        return entry
      }, paths: paths)
  }

  private init(entries: [ReportEntry], paths: ScenePaths) {
    self.entries = entries
    self.paths = paths
  }
}

/// The contexts of the HTML pages: plain dictionaries of text, flags and lists, so a template only
/// formats. Every string from the input passes through `MarkupText.clean` here and is escaped by
/// Mustache's double braces in the templates.
enum ReportPages {
  static let title = "PaneDoc report"

  /// The index: one group per scene with its first state in every environment, all warnings.
  /// `scenes` pairs each scene with its folder, in report order.
  static func index(_ scenes: [(scene: ReportScene, folder: String)], notes: [String]) -> [String:
    Any]
  {
    var groups: [[String: Any]] = []
    var warnings: [[String: Any]] = []
    var figureCount = 0
    for (scene, folder) in scenes {
      let firstState = scene.entries[0].stateId
      let figures = scene.entries.indices.filter { scene.entries[$0].stateId == firstState }.map {
        figure(scene, $0, folder: folder)
      }
      figureCount += figures.count
      groups.append([
        "id": clean(scene.sceneId), "title": clean(scene.sceneTitle),
        "folder": folder, "href": folder + "/index.html",
        "stateLabel": count(Set(scene.entries.map(\.stateId)).count, "state"),
        "figures": figures,
      ])
      for (index, entry) in scene.entries.enumerated() {
        for warning in entry.layout.warnings {
          warnings.append([
            "code": clean(warning.code), "subject": clean(warning.subject),
            "message": clean(warning.message), "scene": clean(entry.sceneTitle),
            "state": clean(entry.stateTitle), "environment": entry.layout.environment.slug,
            "href": folder + "/index.html#" + anchor(scene, index),
          ])
        }
      }
    }
    let entries = scenes.flatMap(\.scene.entries)
    return [
      "title": title, "sceneCount": scenes.count, "layoutCount": entries.count,
      "environmentCount": Set(entries.map(\.layout.environment.slug)).count,
      "figureCount": figureCount, "warningCount": warnings.count, "filters": filters(entries),
      "scenes": groups, "warnings": warnings, "hasWarnings": !warnings.isEmpty,
      "notes": notes.map(clean), "hasNotes": !notes.isEmpty,
    ]
  }

  /// A scene's page: every state, each in every environment, with its warnings.
  static func scene(_ scene: ReportScene) -> [String: Any] {
    var states: [[String: Any]] = []
    var seen: Set<String> = []
    for (index, entry) in scene.entries.enumerated() where seen.insert(entry.stateId).inserted {
      let members = scene.entries.indices.filter { scene.entries[$0].stateId == entry.stateId }
      states.append([
        "id": clean(entry.stateId), "title": clean(entry.stateTitle),
        "folder": scene.paths.stateFolders[index],
        "figures": members.map { figure(scene, $0, folder: nil) },
      ])
    }
    return [
      "title": clean(scene.sceneTitle), "id": clean(scene.sceneId),
      "reportTitle": title, "stateLabel": count(states.count, "state"),
      "figureCount": scene.entries.count,
      "warningCount": scene.entries.reduce(0) { $0 + $1.layout.warnings.count },
      "filters": filters(scene.entries), "states": states,
    ]
  }

  /// "1 state", "2 states".
  static func count(_ value: Int, _ noun: String) -> String {
    value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
  }

  /// What of `layout` the pages show: its environment, state and warnings, and the split node
  /// whose display mode its caption names.
  static func captionLayout(of layout: Layout) -> Layout {
    var cut = layout
    cut.nodes = LayoutCaption.displayModeNode(of: layout).map { [$0] } ?? []
    cut.popovers = []
    cut.assumptions = []
    return cut
  }

  /// One diagram: on the index (where `folder` is the scene's folder) it links to its place on
  /// the scene page, on the scene page (`folder` nil) to the SVG itself at full size.
  private static func figure(_ scene: ReportScene, _ index: Int, folder: String?) -> [String: Any] {
    let entry = scene.entries[index]
    let layout = entry.layout
    let info = layout.environment
    let caption = LayoutCaption(layout)
    let canvas = SVGCanvas(screen: info.screen)
    let inScene = scene.paths.svgPaths[index]
    let src = folder.map { $0 + "/" + inScene } ?? inScene
    return [
      "anchor": anchor(scene, index), "environment": info.slug, "profile": info.profile.rawValue,
      "device": clean(info.device), "orientation": info.orientation.rawValue,
      "split": clean(info.split), "warningsFlag": layout.warnings.isEmpty ? "no" : "yes",
      "hasWarnings": !layout.warnings.isEmpty, "showWarnings": folder == nil,
      "href": folder.map { $0 + "/index.html#" + anchor(scene, index) } ?? src, "src": src,
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
  private static func anchor(_ scene: ReportScene, _ index: Int) -> String {
    "f-" + scene.paths.stateFolders[index] + "-" + scene.paths.fileStems[index]
  }

  /// The filter menus: each dimension's values among `entries`, in a stable order.
  private static func filters(_ entries: [ReportEntry]) -> [[String: Any]] {
    let infos = entries.map(\.layout.environment)
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

  private static func clean(_ text: String) -> String { MarkupText.clean(text) }
}
