import PaneDocCore
import PaneDocLayout
import PaneDocMustache
import PaneDocRender

/// One scene of a report: its entries, in order, and where each goes inside the scene folder.
struct ReportScene: Sendable {
  let entries: [ReportEntry]
  let paths: ScenePaths
  /// The width sweeps, each with its state's folder.
  let placedSweeps: [(sweep: ReportSweep, folder: String)]

  /// `entries` all belong to one scene; there is at least one.
  init(_ entries: [ReportEntry], sweeps: [ReportSweep] = []) {
    self.entries = entries
    let paths = ScenePaths(entries, moreStates: sweeps.map(\.stateId))
    self.paths = paths
    placedSweeps = sweeps.compactMap { sweep in
      paths.folderOfState[sweep.stateId].map { (sweep, $0) }
    }
  }

  var sceneId: String { entries[0].sceneId }
  var sceneTitle: String { entries[0].sceneTitle }
  /// Whether the pages show the id after the title: when it says something the title does not
  /// (an Interface Builder id), not when it repeats it (`Mail`, `mail`).
  var showsId: Bool { sceneId.lowercased() != sceneTitle.lowercased() }

  /// The input file the scene was read from, as the report names it.
  var file: String { entries[0].layout.file }

  /// The scene's states in order, each with its folder; then the states that arise at some swept
  /// width but in no environment of the matrix, shown by their sweeps alone.
  var states: [(id: String, title: String, folder: String)] {
    var seen: Set<String> = []
    let laidOut = entries.indices.compactMap { index -> (String, String, String)? in
      let entry = entries[index]
      guard seen.insert(entry.stateId).inserted else { return nil }
      return (entry.stateId, entry.stateTitle, paths.stateFolders[index])
    }
    let sweptOnly = placedSweeps.compactMap { placed -> (String, String, String)? in
      guard seen.insert(placed.sweep.stateId).inserted else { return nil }
      return (placed.sweep.stateId, placed.sweep.stateTitle, placed.folder)
    }
    return laidOut + sweptOnly
  }

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
    placedSweeps = []
  }
}

/// The contexts of the HTML pages: plain dictionaries of text, flags and lists, so a template only
/// formats. Every string from the input passes through `MarkupText.clean` here and is escaped by
/// Mustache's double braces in the templates.
enum ReportPages {
  static let title = "PaneDoc report"

  /// Scenes per index page: a page of 50 scenes in the default matrix holds about 1,150 figures,
  /// which a browser opens in about a second; a thousand scenes on one page took over a minute.
  static let indexPageSize = 50

  /// The index page (from 0) that shows scene `index` (in report order).
  static func indexPage(ofScene index: Int) -> Int { index / indexPageSize }

  /// `index.html`, then `index-2.html`, `index-3.html`, …
  static func indexPageName(_ page: Int) -> String {
    page == 0 ? "index.html" : "index-\(page + 1).html"
  }

  /// The names of the index pages of a report of `sceneCount` scenes.
  static func indexPageNames(sceneCount: Int) -> [String] {
    (0..<max(1, (sceneCount + indexPageSize - 1) / indexPageSize)).map(indexPageName)
  }

  /// The index's group for a scene in `folder`: its first state in every environment, headed by
  /// its file's name when it is the first scene of that file (`opensFile`).
  static func indexGroup(_ scene: ReportScene, folder: String, opensFile: Bool) -> MustacheFields {
    let firstState = scene.entries[0].stateId
    let search = EnvironmentWords.search(of: scene.entries[0])
    var group = MustacheFields(capacity: 13)
    oneLine("title", scene.sceneTitle, into: &group)
    oneLine("id", scene.sceneId, into: &group)
    group.add("showsId", scene.showsId)
    group.add("folder", folder)
    group.add("href", folder + "/index.html")
    group.add("file", clean(scene.file))
    group.add("opensFile", opensFile)
    group.add("fileAnchor", fileAnchor(folder))
    group.add("stateLabel", count(scene.states.count, "state"))
    group.add(
      "states", scene.states.map { stateLink($0.title, stateFolder: $0.folder, folder: folder) })
    group.add(
      "figures",
      scene.entries.indices.filter { scene.entries[$0].stateId == firstState }.map {
        figure(scene, $0, folder: folder, search: search)
      })
    return group
  }

  /// A state's title and the link to its section (in `stateFolder`) on the page of the scene in
  /// `folder`.
  private static func stateLink(_ title: String, stateFolder: String, folder: String)
    -> MustacheFields
  {
    var link = MustacheFields(capacity: 3)
    oneLine("title", title, into: &link)
    link.add("href", folder + "/index.html#" + stateAnchor(stateFolder))
    return link
  }

  /// The index's tree of files, scenes and states: a file's scenes follow each other in report
  /// order, so a new file starts wherever the file changes.
  static func indexTree(_ scenes: [IndexTreeScene]) -> [MustacheFields] {
    var files: [MustacheFields] = []
    var members: [MustacheFields] = []
    var current: (file: String, folder: String, page: String)?
    func close() {
      guard let current else { return }
      var file = MustacheFields(capacity: 4)
      oneLine("file", current.file, into: &file)
      file.add("treeScenes", members)
      file.add("href", current.page + "#" + fileAnchor(current.folder))
      files.append(file)
      members = []
    }
    for (number, scene) in scenes.enumerated() {
      let page = indexPageName(indexPage(ofScene: number))
      let folder = scene.folder
      if current?.file != scene.file {
        close()
        current = (scene.file, folder, page)
      }
      var member = MustacheFields(capacity: 9)
      oneLine("title", scene.title, into: &member)
      oneLine("id", scene.id, into: &member)
      member.add("showsId", scene.showsId)
      member.add("group", folder)
      member.add("href", page + "#g-" + folder)
      member.add("search", clean(scene.searchText))
      member.add(
        "treeStates",
        scene.states.map { stateLink($0.title, stateFolder: $0.folder, folder: folder) })
      members.append(member)
    }
    close()
    return files
  }

  /// How many figures the index shows for a scene: its first state's.
  static func indexFigureCount(_ scene: ReportScene) -> Int {
    scene.entries.count { $0.stateId == scene.entries[0].stateId }
  }

  /// The index's rows for a scene's warnings: one row per code and subject, with the states and
  /// environments it occurs in, linking to the first figure that shows it on the scene page. The
  /// message is the first environment's (messages carry each environment's numbers). The filter
  /// attributes list every environment's value, so a filter keeps a row when any of its
  /// environments matches.
  static func indexWarnings(_ scene: ReportScene, folder: String) -> [MustacheFields] {
    var rows: [(first: Int, warning: LayoutWarning, members: [Int])] = []
    var index: [String: Int] = [:]
    for (number, entry) in scene.entries.enumerated() {
      for warning in entry.layout.warnings {
        let key = warning.code.rawValue + "\u{0}" + warning.subject
        if let at = index[key] {
          if rows[at].members.last != number { rows[at].members.append(number) }
        } else {
          index[key] = rows.count
          rows.append((number, warning, [number]))
        }
      }
    }
    // An entry's words are the same in every row it has a warning of: worked out once.
    var words: [EnvironmentWords?] = Array(repeating: nil, count: scene.entries.count)
    var searches: [String: String] = [:]
    for row in rows {
      for member in row.members where words[member] == nil {
        let entry = scene.entries[member]
        let search = searches[entry.stateId] ?? EnvironmentWords.search(of: entry)
        searches[entry.stateId] = search
        words[member] = EnvironmentWords(entry, search: search)
      }
    }
    return rows.map { row in
      let entries = row.members.map { scene.entries[$0] }
      let first = entries[0]
      var states: [String] = []
      for entry in entries where !states.contains(entry.stateTitle) {
        states.append(entry.stateTitle)
      }
      func list(_ part: KeyPath<EnvironmentWords, String>) -> String {
        var seen: [String] = []
        for member in row.members {
          guard let text = words[member]?[keyPath: part], !seen.contains(text) else { continue }
          seen.append(text)
        }
        return seen.joined(separator: " ")
      }
      var environments: [String] = []
      for entry in entries where !environments.contains(entry.layout.environment.slug) {
        environments.append(entry.layout.environment.slug)
      }
      var fields = MustacheFields(capacity: 22)
      oneLine("scene", first.sceneTitle, into: &fields)
      oneLine("file", first.layout.file, into: &fields)
      fields.add("environment", list(\.environment))
      fields.add("profile", list(\.profile))
      fields.add("device", list(\.device))
      fields.add("orientation", list(\.orientation))
      fields.add("split", list(\.split))
      fields.add("warningsFlag", "yes")
      fields.add("search", list(\.search))
      fields.add("code", clean(row.warning.code.rawValue))
      fields.add("subject", clean(subjectName(row.warning, in: first.layout)))
      fields.add("message", clean(row.warning.message))
      fields.add("state", clean(states.joined(separator: ", ")))
      fields.add("href", folder + "/index.html#" + anchor(scene, row.first))
      fields.add(
        "environmentLabel",
        environments.count == 1 ? clean(environments[0]) : "\(environments.count) environments")
      fields.add("hasMoreEnvironments", environments.count > 1)
      fields.add("environments", environments.map { clean($0) })
      return fields
    }
  }

  /// The index's values known before any scene: all that a scene's items rendered ahead may
  /// see around them.
  static func indexRoot(notes: [String]) -> [String: Any] {
    [
      "title": title, "notes": notes.map(clean), "hasNotes": !notes.isEmpty,
      "noteLabel": count(notes.count, "environment") + " not rendered",
    ]
  }

  /// The index's values that hold for the whole report, around its scene groups and warnings.
  static func indexTotals(
    sceneCount: Int, layoutCount: Int, figureCount: Int, warningCount: Int,
    filters: FilterValues, notes: [String], tree: [MustacheFields], page: Int, pageCount: Int
  ) -> [String: Any] {
    indexRoot(notes: notes).merging([
      "tree": tree, "warningLabel": count(warningCount, "warning"),
      "hasPages": pageCount > 1, "pageLabel": "page \(page + 1) of \(pageCount)",
      "pages": (0..<pageCount).map {
        ["number": $0 + 1, "href": indexPageName($0), "current": $0 == page] as [String: Any]
      },
      "sceneCount": sceneCount, "layoutCount": layoutCount,
      "environmentCount": filters.environmentCount, "figureCount": figureCount,
      "warningCount": warningCount, "filters": filters.menus, "hasWarnings": warningCount > 0,
    ]) { root, _ in root }
  }

  /// A scene's page: every state, each in every environment, with its warnings.
  static func scene(_ scene: ReportScene) -> [String: Any] {
    let states = scene.states.map { state -> MustacheFields in
      let members = scene.entries.indices.filter { scene.entries[$0].stateId == state.id }
      var fields = MustacheFields(capacity: 8)
      fields.add("id", clean(state.id))
      fields.add("title", clean(state.title))
      fields.add("folder", state.folder)
      fields.add("anchor", stateAnchor(state.folder))
      fields.add("figureCount", members.count)
      // The words the search matches are the same for every figure of a state.
      let search = members.first.map { EnvironmentWords.search(of: scene.entries[$0]) } ?? ""
      fields.add("figures", members.map { figure(scene, $0, folder: nil, search: search) })
      fields.add(
        "sweeps",
        scene.placedSweeps.filter { $0.sweep.stateId == state.id }.map {
          SweepPage.context($0.sweep, folder: $0.folder)
        })
      return fields
    }
    return [
      "title": clean(scene.sceneTitle), "id": clean(scene.sceneId),
      "showsId": scene.showsId, "file": clean(scene.file),
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

  /// What of `layout` the pages show: its environment, state and warnings, the split node whose
  /// display mode its caption names, and the nodes the warnings are about (for their titles).
  static func captionLayout(of layout: Layout) -> Layout {
    var cut = layout
    let subjects = Set(layout.warnings.map(\.subject))
    cut.nodes =
      (DiagramCaption.displayModeNode(of: layout).map { [$0] } ?? [])
      + layout.nodes.filter { subjects.contains($0.id) && $0.title != nil }
    cut.presentations = []
    cut.assumptions = []
    return cut
  }

  /// One diagram: on the index (where `folder` is the scene's folder) it links to its place on
  /// the scene page, on the scene page (`folder` nil) to the SVG itself at full size.
  /// `search` is the entry's `EnvironmentWords.search(of:)`, the same for all of its state.
  private static func figure(
    _ scene: ReportScene, _ index: Int, folder: String?, search: String
  ) -> MustacheFields {
    let entry = scene.entries[index]
    let layout = entry.layout
    let info = layout.environment
    let caption = FigureCaption(layout)
    let canvas = SVGCanvas(screen: info.screen)
    let inScene = scene.paths.svgPaths[index]
    let src = folder.map { $0 + "/" + inScene } ?? inScene
    var fields = environmentValues(entry, search: search, capacity: 20)
    fields.add("anchor", anchor(scene, index))
    fields.add("hasWarnings", !layout.warnings.isEmpty)
    fields.add("showWarnings", folder == nil)
    fields.add("href", folder.map { $0 + "/index.html#" + anchor(scene, index) } ?? src)
    fields.add("src", src)
    fields.add("alt", clean("\(entry.sceneTitle), \(entry.stateTitle), \(caption.environment)"))
    fields.add("width", NumberFormat.string(canvas.width))
    fields.add("height", NumberFormat.string(canvas.height))
    fields.add("stateTitle", clean(entry.stateTitle))
    fields.add("environmentText", clean(caption.environment))
    fields.add("traits", clean(caption.traits))
    fields.add("warningSummary", clean(caption.warningSummary))
    fields.add(
      "warnings",
      layout.warnings.map {
        var warning = MustacheFields(capacity: 3)
        warning.add("code", clean($0.code.rawValue))
        warning.add("subject", clean(subjectName($0, in: layout)))
        warning.add("message", clean($0.message))
        return warning
      })
    return fields
  }

  /// What the filters and the search box match an entry's figure or warning row on: its
  /// environment's parts, whether it has warnings, and the words of its file, scene and state;
  /// with room for `capacity` names in all.
  private static func environmentValues(_ entry: ReportEntry, search: String, capacity: Int)
    -> MustacheFields
  {
    let words = EnvironmentWords(entry, search: search)
    var fields = MustacheFields(capacity: capacity)
    fields.add("environment", words.environment)
    fields.add("profile", words.profile)
    fields.add("device", words.device)
    fields.add("orientation", words.orientation)
    fields.add("split", words.split)
    fields.add("warningsFlag", entry.layout.warnings.isEmpty ? "no" : "yes")
    fields.add("search", words.search)
    return fields
  }

  /// A warning's subject as a person reads it: the title of the node it is about first, then its
  /// id (`Detail · BYZ-38-t0r`), or the id alone when the node has no other title.
  private static func subjectName(_ warning: LayoutWarning, in layout: Layout) -> String {
    guard
      let title = layout.nodes.first(where: { $0.id == warning.subject })?.title,
      !title.isEmpty, title.lowercased() != warning.subject.lowercased()
    else { return warning.subject }
    return title + " · " + warning.subject
  }

  /// The id of a state's section on its scene page.
  private static func stateAnchor(_ folder: String) -> String { "s-" + folder }

  /// The id of a file's heading on the index: named after its first scene's folder, which is
  /// safe and unique.
  private static func fileAnchor(_ folder: String) -> String { "in-" + folder }

  /// The id of an entry's figure on its scene page: its state folder and file name.
  private static func anchor(_ scene: ReportScene, _ index: Int) -> String {
    "f-" + scene.paths.stateFolders[index] + "-" + scene.paths.fileStems[index]
  }

  static func clean(_ text: String) -> String { MarkupText.clean(text) }

  /// `text` cleaned for a place that shows it on one line: under `key`, at most
  /// `MarkupText.oneLineLimit` characters; under `key + "Full"` the whole when that cut it,
  /// which the templates put in the element's `title` so a hover or a screen reader has it, and
  /// `false` when not, so a state's section never finds its scene's whole title instead.
  static func oneLine(_ key: String, _ text: String, into fields: inout MustacheFields) {
    let full = clean(text)
    let shown = MarkupText.shortened(full)
    fields.add(key, shown)
    fields.add(key + "Full", shown == full ? .flag(false) : .text(full))
  }
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
    return [
      info.profile.rawValue, info.device.rawValue, info.orientation.rawValue,
      info.windowName.rawValue,
      info.slug,
    ]
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
