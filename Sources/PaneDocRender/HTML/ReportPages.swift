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

  /// The index's group for a scene in `folder`: its first state in every environment.
  static func indexGroup(_ scene: ReportScene, folder: String) -> [String: Any] {
    let firstState = scene.entries[0].stateId
    return [
      "id": clean(scene.sceneId), "title": clean(scene.sceneTitle),
      "folder": folder, "href": folder + "/index.html",
      "stateLabel": count(Set(scene.entries.map(\.stateId)).count, "state"),
      "figures": scene.entries.indices.filter { scene.entries[$0].stateId == firstState }.map {
        figure(scene, $0, folder: folder)
      },
    ]
  }

  /// How many figures the index shows for a scene: its first state's.
  static func indexFigureCount(_ scene: ReportScene) -> Int {
    scene.entries.count { $0.stateId == scene.entries[0].stateId }
  }

  /// The index's rows for a scene's warnings, each linking to its figure on the scene page.
  static func indexWarnings(_ scene: ReportScene, folder: String) -> [[String: Any]] {
    scene.entries.enumerated().flatMap { index, entry in
      entry.layout.warnings.map { warning -> [String: Any] in
        [
          "code": clean(warning.code), "subject": clean(warning.subject),
          "message": clean(warning.message), "scene": clean(entry.sceneTitle),
          "state": clean(entry.stateTitle), "environment": entry.layout.environment.slug,
          "href": folder + "/index.html#" + anchor(scene, index),
        ]
      }
    }
  }

  /// The index's values known before any scene: all that a scene's items rendered ahead may
  /// see around them.
  static func indexRoot(notes: [String]) -> [String: Any] {
    ["title": title, "notes": notes.map(clean), "hasNotes": !notes.isEmpty]
  }

  /// The index's values that hold for the whole report, around its scene groups and warnings.
  static func indexTotals(
    sceneCount: Int, layoutCount: Int, figureCount: Int, warningCount: Int,
    filters: FilterValues, notes: [String]
  ) -> [String: Any] {
    indexRoot(notes: notes).merging([
      "sceneCount": sceneCount, "layoutCount": layoutCount,
      "environmentCount": filters.environmentCount, "figureCount": figureCount,
      "warningCount": warningCount, "filters": filters.menus, "hasWarnings": warningCount > 0,
    ]) { root, _ in root }
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
      "filters": FilterValues(scene.entries).menus, "states": states,
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

  static func clean(_ text: String) -> String { MarkupText.clean(text) }
}

/// The values of each filter menu (profile, device, orientation, split) in the order they first
/// appear, gathered entry by entry.
struct FilterValues {
  private var seen: [Set<String>] = Array(repeating: [], count: 4)
  private var values: [[String]] = Array(repeating: [], count: 4)
  private var slugs: Set<String> = []

  init(_ entries: [ReportEntry] = []) {
    add(entries)
  }

  mutating func add(_ entries: [ReportEntry]) {
    for entry in entries { add(Self.keys(of: entry)) }
  }

  /// Adds one environment's keys, as `keys(of:)` gives them.
  mutating func add(_ keys: [String]) {
    for (dimension, key) in keys.prefix(4).enumerated() where seen[dimension].insert(key).inserted {
      values[dimension].append(ReportPages.clean(key))
    }
    slugs.insert(keys[4])
  }

  /// An entry's environment as the filters see it: profile, device, orientation, split, slug.
  static func keys(of entry: ReportEntry) -> [String] {
    let info = entry.layout.environment
    return [info.profile.rawValue, info.device, info.orientation.rawValue, info.split, info.slug]
  }

  /// The environments of `entries`, each once, in the order they first appear: what adding the
  /// entries adds, for a shard's manifest.
  static func distinctKeys(of entries: [ReportEntry]) -> [[String]] {
    var seen: Set<[String]> = []
    return entries.map(keys(of:)).filter { seen.insert($0).inserted }
  }

  /// The number of distinct environments among the entries.
  var environmentCount: Int { slugs.count }

  /// The menus as the templates show them.
  var menus: [[String: Any]] {
    [
      ["name": "profile", "label": "Profile", "options": values[0]],
      ["name": "device", "label": "Device", "options": values[1]],
      ["name": "orientation", "label": "Orientation", "options": values[2]],
      ["name": "split", "label": "Split", "options": values[3]],
    ]
  }
}
