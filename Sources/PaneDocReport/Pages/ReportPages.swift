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
  /// What each entry's figure and warning rows say of its environment.
  let environments: SceneEnvironments
  /// The scene's states in order, each with its folder; then the states that arise at some swept
  /// width but in no environment of the matrix, shown by their sweeps alone. Every page of the
  /// scene and the index's tree and group list them.
  let states: [(id: String, title: String, folder: String)]

  /// `entries` all belong to one scene; there is at least one. Their environments' words are
  /// `table`'s, the run's, when it has them.
  init(
    _ entries: [ReportEntry], sweeps: [ReportSweep] = [],
    environments table: FigureEnvironmentTable = .empty
  ) {
    self.entries = entries
    environments = SceneEnvironments(entries, table: table)
    let paths = ScenePaths(entries, moreStates: sweeps.map(\.stateId))
    self.paths = paths
    let placedSweeps = sweeps.compactMap { sweep in
      paths.folderOfState[sweep.stateId].map { (sweep: sweep, folder: $0) }
    }
    self.placedSweeps = placedSweeps
    states = Self.states(of: entries, paths: paths, placedSweeps: placedSweeps)
  }

  var sceneId: String { entries[0].sceneId }
  var sceneTitle: String { entries[0].sceneTitle }
  /// Whether the pages show the id after the title: when it says something the title does not
  /// (an Interface Builder id), not when it repeats it (`Mail`, `mail`).
  var showsId: Bool { sceneId.lowercased() != sceneTitle.lowercased() }

  /// The input file the scene was read from, as the report names it.
  var file: String { entries[0].layout.file }

  /// The states of `entries` and of the sweeps, as `states` lists them.
  private static func states(
    of entries: [ReportEntry], paths: ScenePaths,
    placedSweeps: [(sweep: ReportSweep, folder: String)]
  ) -> [(id: String, title: String, folder: String)] {
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
      }, paths: paths, environments: environments)
  }

  /// A scene without sweeps, whose states are those of its entries.
  private init(entries: [ReportEntry], paths: ScenePaths, environments: SceneEnvironments) {
    self.entries = entries
    self.paths = paths
    self.environments = environments
    placedSweeps = []
    states = Self.states(of: entries, paths: paths, placedSweeps: [])
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
  /// its file's name when it is the first scene of that file (`opensFile`). `figures` are the
  /// group's figures when the scene's page made them (`ScenePage.indexFigures`).
  static func indexGroup(
    _ scene: ReportScene, folder: String, opensFile: Bool, figures: [MustacheFields]? = nil
  ) -> MustacheFields {
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
    group.add("figures", figures ?? indexFigures(scene, folder: folder))
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
    // By index: the array's iterator copied each entry, a retain of each of its texts and arrays.
    scene.entries.indices.count { scene.entries[$0].stateId == scene.entries[0].stateId }
  }

  /// The warnings of all of a scene's layouts.
  static func warningCount(_ scene: ReportScene) -> Int {
    scene.entries.indices.reduce(0) { $0 + scene.entries[$1].layout.warnings.count }
  }

  /// The index's rows for a scene's warnings: one row per code and subject, with the states and
  /// environments it occurs in, linking to the first figure that shows it on the scene page. The
  /// message is the first environment's (messages carry each environment's numbers). The filter
  /// attributes list every environment's value, so a filter keeps a row when any of its
  /// environments matches.
  static func indexWarnings(_ scene: ReportScene, folder: String) -> [MustacheFields] {
    var rows: [(first: Int, warning: LayoutWarning, members: [Int])] = []
    var index: [String: Int] = [:]
    for number in scene.entries.indices {
      for warning in scene.entries[number].layout.warnings {
        let key = warning.code.rawValue + "\u{0}" + warning.subject
        if let at = index[key] {
          if rows[at].members.last != number { rows[at].members.append(number) }
        } else {
          index[key] = rows.count
          rows.append((number, warning, [number]))
        }
      }
    }
    // A state's search words are the same in every row it has a warning in: worked out once.
    var searches: [String: String] = [:]
    // The entries are read in place: a copy of one (its layout's arrays) costs a retain each.
    return rows.map { row in
      // The members of a row in one environment say the same of it, and those of one state
      // (one after another) have the same search words: the lists are made of the row's
      // environments, told apart by identity (the scene's entries share them) before their texts
      // are compared, and of the first member of each state, not of every member.
      var places: [FigureEnvironment] = []
      var searchWords: [String] = []
      var states: [String] = []
      var environments: [String] = []
      var lastState: String?
      for member in row.members {
        let title = scene.entries[member].stateTitle
        if states.last != title, !states.contains(title) { states.append(title) }
        let place = scene.environments[entry: member]
        if !places.contains(where: { $0 === place }) {
          places.append(place)
          if !environments.contains(place.slug) { environments.append(place.slug) }
        }
        let state = scene.entries[member].stateId
        guard state != lastState else { continue }
        lastState = state
        let search = searches[state] ?? EnvironmentWords.search(of: scene.entries[member])
        searches[state] = search
        if !searchWords.contains(search) { searchWords.append(search) }
      }
      func list(_ part: (FigureEnvironment) -> String) -> MustacheValue {
        var seen: [String] = []
        for place in places where !seen.contains(part(place)) { seen.append(part(place)) }
        return .text(seen.joined(separator: " "))
      }
      var fields = MustacheFields(warningRowNames)
      let sceneTitle = oneLine(scene.entries[row.first].sceneTitle)
      fields.append(sceneTitle.text)
      fields.append(sceneTitle.full)
      let file = oneLine(scene.entries[row.first].layout.file)
      fields.append(file.text)
      fields.append(file.full)
      fields.append(list(\.slug))
      fields.append(list(\.profile))
      fields.append(list(\.device))
      fields.append(list(\.orientation))
      fields.append(list(\.split))
      fields.append(.text("yes"))
      fields.append(.text(searchWords.joined(separator: " ")))
      fields.append(.text(clean(row.warning.code.rawValue)))
      fields.append(
        .text(clean(subjectName(row.warning, in: scene.entries[row.first].layout.nodes))))
      fields.append(.text(clean(row.warning.message)))
      fields.append(.text(clean(states.joined(separator: ", "))))
      fields.append(.text(folder + "/index.html#" + anchor(scene, row.first)))
      fields.append(
        .text(
          environments.count == 1
            ? clean(environments[0]) : "\(environments.count) environments"))
      fields.append(.flag(environments.count > 1))
      fields.append(.texts(environments.map { clean($0) }))
      return fields
    }
  }

  /// The names of a warning row's values, in the order `indexWarnings` gives them.
  private static let warningRowNames = MustacheNames([
    "scene", "sceneFull", "file", "fileFull", "environment", "profile", "device", "orientation",
    "split", "warningsFlag", "search", "code", "subject", "message", "state", "href",
    "environmentLabel", "hasMoreEnvironments", "environments",
  ])

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

  /// A scene's page: every state, each in every environment, with its warnings; and, given the
  /// scene's `folder`, the figures of the scene's group on the index, which are those of its
  /// first state with their links into the folder (made with the page's, whose values they share).
  static func scene(_ scene: ReportScene, folder: String? = nil) -> ScenePage {
    let firstState = scene.entries[0].stateId
    var indexFigures: [MustacheFields] = []
    let states = scene.states.map { state -> MustacheFields in
      let members = scene.entries.indices.filter { scene.entries[$0].stateId == state.id }
      var fields = MustacheFields(capacity: 8)
      fields.add("id", clean(state.id))
      fields.add("title", clean(state.title))
      fields.add("folder", state.folder)
      fields.add("anchor", stateAnchor(state.folder))
      fields.add("figureCount", members.count)
      var words: StateWords?
      var figures: [MustacheFields] = []
      figures.reserveCapacity(members.count)
      for member in members {
        let shared = figureValues(scene, member, words: &words)
        let inScene = scene.paths.svgPaths[member]
        if let folder, state.id == firstState {
          indexFigures.append(indexFigure(scene, member, shared, folder: folder))
        }
        var values = shared
        values.append(.flag(true))
        values.append(.text(inScene))
        values.append(.text(inScene))
        figures.append(MustacheFields(figureNames, values: values))
      }
      fields.add("figures", figures)
      fields.add(
        "sweeps",
        scene.placedSweeps.filter { $0.sweep.stateId == state.id }.map {
          SweepPage.context($0.sweep, folder: $0.folder)
        })
      return fields
    }
    let context: [String: Any] = [
      "title": clean(scene.sceneTitle), "id": clean(scene.sceneId),
      "showsId": scene.showsId, "file": clean(scene.file),
      "reportTitle": title, "stateLabel": count(states.count, "state"),
      "figureCount": scene.entries.count,
      "warningCount": warningCount(scene),
      "filters": scene.environments.filters.menus, "states": states,
    ]
    return ScenePage(context: context, indexFigures: indexFigures)
  }

  /// "1 state", "2 states".
  static func count(_ value: Int, _ noun: String) -> String {
    value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
  }

  /// What of `layout` the pages show: its environment, state and warnings, the split node whose
  /// display mode its caption names, and the nodes the warnings are about (for their titles).
  static func captionLayout(of layout: Layout) -> Layout {
    var cut = layout
    cut.nodes = DiagramCaption.displayModeNode(of: layout).map { [$0] } ?? []
    // A layout has a few warnings at most, most none: their subjects are compared one by one
    // instead of hashed into a set that every node's id is hashed to look up.
    let subjects = layout.warnings.map(\.subject)
    if !subjects.isEmpty {
      cut.nodes += layout.nodes.filter { $0.title != nil && subjects.contains($0.id) }
    }
    cut.presentations = []
    cut.assumptions = []
    return cut
  }

  /// The names of a figure's values: those the scene page and the index share
  /// (`figureValues`), then `showWarnings`, `href` and `src`, which link differently on each.
  private static let figureNames = MustacheNames([
    "environment", "profile", "device", "orientation", "split", "warningsFlag", "search",
    "anchor", "hasWarnings", "alt", "width", "height", "stateTitle", "environmentText", "traits",
    "warningSummary", "warnings", "showWarnings", "href", "src",
  ])
  private static let warningNames = MustacheNames(["code", "subject", "message"])

  /// What a figure says of the words of its scene and state, the same for all of a state's
  /// figures: worked out for its first and kept while the titles are the same. The search words
  /// are the state's first figure's for all of them.
  private struct StateWords {
    let sceneTitle: String
    let stateTitle: String
    /// `EnvironmentWords.search(of:)`.
    let search: String
    /// The state's title, cleaned.
    let title: String
    /// The start of the figures' `alt` texts, `"scene, state, "`, cleaned.
    let alt: String
    /// `search` and `title` prepared by the run's table, as the figures write them.
    let searchValue: MustacheValue
    let titleValue: MustacheValue

    init(_ entry: ReportEntry, search: String, table: FigureEnvironmentTable) {
      sceneTitle = entry.sceneTitle
      stateTitle = entry.stateTitle
      self.search = search
      title = ReportPages.clean(entry.stateTitle)
      alt = ReportPages.clean("\(entry.sceneTitle), \(entry.stateTitle), ")
      searchValue = table.prepared(search).value
      titleValue = table.prepared(title).value
    }

    func holds(for entry: ReportEntry) -> Bool {
      entry.sceneTitle == sceneTitle && entry.stateTitle == stateTitle
    }
  }

  /// The values of entry `index`'s figure that the scene page and the index share, in
  /// `figureNames` order, with room for the three that differ. `words` are those of the
  /// figure's state, kept from the state's figure before when they hold for this one.
  private static func figureValues(_ scene: ReportScene, _ index: Int, words: inout StateWords?)
    -> [MustacheValue]
  {
    // The entry and its layout are read in place: a copy of a layout is a retain of each of its
    // arrays and texts, and a figure of hundreds of thousands.
    let table = scene.environments.table
    let state: StateWords
    switch words {
    case let kept? where kept.holds(for: scene.entries[index]): state = kept
    case let kept?: state = StateWords(scene.entries[index], search: kept.search, table: table)
    case nil:
      state = StateWords(
        scene.entries[index], search: EnvironmentWords.search(of: scene.entries[index]),
        table: table)
    }
    words = state
    return figureValues(
      warnings: scene.entries[index].layout.warnings, nodes: scene.entries[index].layout.nodes,
      sceneId: scene.entries[index].layout.scene, anchor: anchor(scene, index), state: state,
      environment: scene.environments[entry: index], table: table)
  }

  /// `figureValues(_:_:words:)` of a figure of a layout of the scene `sceneId` with `warnings`
  /// and `nodes`: given its parts, not the layout, which was copied whole to be given (a retain
  /// of each of its arrays and texts).
  private static func figureValues(
    warnings: [LayoutWarning], nodes: [Node], sceneId: String, anchor: String, state: StateWords,
    environment: FigureEnvironment, table: FigureEnvironmentTable
  ) -> [MustacheValue] {
    var values: [MustacheValue] = []
    values.reserveCapacity(20)
    // The words of the environment, the state and the run are prepared for the run's templates:
    // escaped once, not in every figure that writes them.
    let words = environment.prepared
    values.append(words.slug.value)
    values.append(words.profile.value)
    values.append(words.device.value)
    values.append(words.orientation.value)
    values.append(words.split.value)
    values.append(warnings.isEmpty ? table.no.value : table.yes.value)
    values.append(state.searchValue)
    values.append(.text(anchor))
    values.append(.flag(!warnings.isEmpty))
    // `clean` works byte by byte, so the text cleaned in two parts is the whole cleaned.
    values.append(.text(state.alt + environment.text))
    values.append(words.width.value)
    values.append(words.height.value)
    values.append(state.titleValue)
    values.append(words.text.value)
    values.append(environment.traits(nodes: nodes, scene: sceneId).value)
    values.append(
      warnings.isEmpty
        ? table.noWarnings.value : .text(clean(FigureCaption.warningSummary(of: warnings))))
    values.append(
      .objects(
        warnings.map {
          var warning = MustacheFields(warningNames)
          warning.append(.text(clean($0.code.rawValue)))
          warning.append(.text(clean(subjectName($0, in: nodes))))
          warning.append(.text(clean($0.message)))
          return warning
        }))
    return values
  }

  /// Entry `index`'s figure in the index's group of its scene in `folder`, from the values it
  /// shares with the scene page's: it links to its place on the scene page and shows no warnings.
  private static func indexFigure(
    _ scene: ReportScene, _ index: Int, _ shared: [MustacheValue], folder: String
  ) -> MustacheFields {
    var values = shared
    values.append(.flag(false))
    values.append(.text(folder + "/index.html#" + anchor(scene, index)))
    values.append(.text(folder + "/" + scene.paths.svgPaths[index]))
    return MustacheFields(figureNames, values: values)
  }

  /// The figures of the index's group of `scene` in `folder`: its first state's.
  private static func indexFigures(_ scene: ReportScene, folder: String) -> [MustacheFields] {
    let firstState = scene.entries[0].stateId
    var words: StateWords?
    return scene.entries.indices.filter { scene.entries[$0].stateId == firstState }.map {
      indexFigure(scene, $0, figureValues(scene, $0, words: &words), folder: folder)
    }
  }

  /// A warning's subject as a person reads it: the title of the node it is about first, then its
  /// id (`Detail · BYZ-38-t0r`), or the id alone when the node has no other title.
  private static func subjectName(_ warning: LayoutWarning, in nodes: [Node]) -> String {
    // By index: the array's iterator copied each node, a retain of each of its texts. Most
    // figures with warnings name one or two subjects each, on the scene page and the index.
    let subject = warning.subject
    var title: String?
    for index in nodes.indices where nodes[index].id == subject {
      title = nodes[index].title
      break
    }
    guard let title, !title.isEmpty, !sameIgnoringCase(title, subject) else { return subject }
    return title + " · " + subject
  }

  /// Whether `a.lowercased() == b.lowercased()`, compared without making either when both are
  /// ASCII, as ids and most titles are.
  static func sameIgnoringCase(_ a: String, _ b: String) -> Bool {
    guard a.utf8.allSatisfy({ $0 < 0x80 }), b.utf8.allSatisfy({ $0 < 0x80 }) else {
      return a.lowercased() == b.lowercased()
    }
    func lower(_ byte: UInt8) -> UInt8 {
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
    return a.utf8.count == b.utf8.count
      && zip(a.utf8, b.utf8).allSatisfy { lower($0) == lower($1) }
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

  /// `MarkupText.clean(text)`. A text without controls, line breaks and the few sequences the
  /// cleaning changes is clean as it is: found in one scan in place
  /// (`ReportTemplates.isPlainMarkup(_:escaping:)`), where the cleaning's own scan calls into
  /// another module for each byte of every warning's message.
  static func clean(_ text: String) -> String {
    ReportTemplates.isPlainMarkup(text, escaping: false) ? text : MarkupText.clean(text)
  }

  /// `text` cleaned for a place that shows it on one line: under `key`, at most
  /// `MarkupText.oneLineLimit` characters; under `key + "Full"` the whole when that cut it,
  /// which the templates put in the element's `title` so a hover or a screen reader has it, and
  /// `false` when not, so a state's section never finds its scene's whole title instead.
  static func oneLine(_ key: String, _ text: String, into fields: inout MustacheFields) {
    let values = oneLine(text)
    fields.add(key, values.text)
    fields.add(key + "Full", values.full)
  }

  /// The values `oneLine(_:_:into:)` adds for `text`: what shows, and the whole or `false`.
  static func oneLine(_ text: String) -> (text: MustacheValue, full: MustacheValue) {
    let full = clean(text)
    let shown = MarkupText.shortened(full)
    return (.text(shown), shown == full ? .flag(false) : .text(full))
  }
}

/// A scene's page's context, and the figures of the scene's group on the index made with it.
struct ScenePage {
  let context: [String: Any]
  /// Empty when the page was made without the scene's folder.
  let indexFigures: [MustacheFields]
}

/// The values of each filter menu (profile, device, orientation, split) in the order they first
/// appear, gathered entry by entry.
struct FilterValues {
  private var seen: [Set<String>] = Array(repeating: [], count: 4)
  private var values: [[String]] = Array(repeating: [], count: 4)
  private var slugs: Set<String> = []
  /// The environments added last by `add(_: SceneEnvironments)`: a scene in the same ones (the
  /// run's table's, as nearly every scene of a run is) adds nothing, so its keys are not hashed
  /// again.
  private var lastAdded: [FigureEnvironment] = []

  init() {}

  /// The values of the environments of a scene's entries.
  init(_ environments: SceneEnvironments) {
    add(environments)
  }

  /// The values of `environments`, in their order.
  init(_ environments: [FigureEnvironment]) {
    for environment in environments { add(environment.keys) }
  }

  /// Adds the environments of a scene's entries: each once, in the order the entries first
  /// have them, which adds what the entries one by one would.
  mutating func add(_ environments: SceneEnvironments) {
    let distinct = environments.distinct
    if distinct.count == lastAdded.count,
      distinct.indices.allSatisfy({ distinct[$0] === lastAdded[$0] })
    {
      return
    }
    for environment in distinct { add(environment.keys) }
    lastAdded = distinct
  }

  /// Adds one environment's keys, as `keys(of:)` gives them.
  mutating func add(_ keys: [String]) {
    for (dimension, key) in keys.prefix(4).enumerated() where seen[dimension].insert(key).inserted {
      values[dimension].append(ReportPages.clean(key))
    }
    slugs.insert(keys[4])
  }

  /// An entry's environment as the filters see it: profile, device, orientation, split, slug.
  static func keys(of entry: ReportEntry) -> [String] { keys(of: entry.layout.environment) }

  /// An environment as the filters see it: profile, device, orientation, split, slug.
  static func keys(of info: EnvironmentInfo) -> [String] {
    [
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
