/// The index page, assembled scene by scene as a report's parts arrive.
///
/// The index of a large report is tens of megabytes, nearly all of it one group of figures and
/// some warning rows per scene. Those are rendered by the task that draws the scene
/// (`IndexItems.Renderer`), beside the other scenes' work; only the totals around them wait for
/// the last scene. Made whole at the end, the page kept one core busy while the other had nothing
/// left to do.
///
/// A replaced index template may not allow this (a name inside its scene list that only the
/// totals answer, say): then the page is rendered whole at the end from the scenes kept, cut to
/// what the index shows. Both ways give the same bytes.
struct IndexPageBuilder {
  private let templates: ReportTemplates
  private let notes: [String]
  /// What renders a scene's items ahead, or `nil` when the index template does not allow it.
  let items: IndexItems.Renderer?
  private var groups = MustacheRenderedList()
  private var rows = MustacheRenderedList()
  /// Whether every scene so far came with its items rendered.
  private var complete = true
  private var scenes: [(scene: ReportScene, folder: String)] = []
  /// The scenes, layouts and warnings added so far: the report's counts.
  private(set) var summary = ReportSummary()
  private var figureCount = 0
  private var filters = FilterValues()

  init(templates: ReportTemplates, notes: [String]) {
    self.templates = templates
    self.notes = notes
    let totals = ReportPages.indexTotals(
      sceneCount: 0, layoutCount: 0, figureCount: 0, warningCount: 0, filters: FilterValues(),
      notes: notes)
    // Every value around the lists but the filter menus (objects) adds no names to their items.
    let plain = Set(totals.keys).subtracting(["filters"])
    let library = templates.library
    if let scenes = library.listBody("scenes", in: "index", plain: plain, sealed: ["warnings"]),
      let warnings = library.listBody("warnings", in: "index", plain: plain, sealed: ["scenes"])
    {
      items = IndexItems.Renderer(
        library: library, scenes: scenes, warnings: warnings, notes: notes)
    } else {
      items = nil
    }
  }

  /// Adds a scene in report order, cut to what the index shows (`ReportScene.summarized`), with
  /// the items `self.items` rendered for it, if any.
  mutating func add(_ scene: ReportScene, folder: String, items rendered: IndexItems?) {
    scenes.append((scene, folder))
    summary.scenes += 1
    summary.layouts += scene.entries.count
    summary.warnings += scene.entries.reduce(0) { $0 + $1.layout.warnings.count }
    for entry in scene.entries { summary.warningCodes.formUnion(entry.layout.warnings.map(\.code)) }
    figureCount += ReportPages.indexFigureCount(scene)
    filters.add(scene.entries)
    guard complete, let rendered else {
      complete = false
      return
    }
    groups.bytes += rendered.group
    groups.count += 1
    rows.bytes += rendered.rows
    rows.count += rendered.rowCount
  }

  /// Adds a scene drawn by a shard, in report order, from what its manifest recorded.
  mutating func add(merged scene: ShardScene) {
    summary.scenes += 1
    summary.layouts += scene.layouts
    summary.warnings += scene.warnings
    summary.warningCodes.formUnion(scene.warningCodes)
    figureCount += scene.figures
    for keys in scene.environments { filters.add(keys) }
    let items = scene.items
    groups.bytes += items.group
    groups.count += 1
    rows.bytes += items.rows
    rows.count += items.rowCount
  }

  /// The finished page.
  func finish() -> [UInt8] {
    var context = ReportPages.indexTotals(
      sceneCount: summary.scenes, layoutCount: summary.layouts, figureCount: figureCount,
      warningCount: summary.warnings, filters: filters, notes: notes)
    if complete {
      context["scenes"] = groups
      context["warnings"] = rows
    } else {
      context["scenes"] = scenes.map { ReportPages.indexGroup($0.scene, folder: $0.folder) }
      context["warnings"] = scenes.flatMap {
        ReportPages.indexWarnings($0.scene, folder: $0.folder)
      }
    }
    return templates.render("index", context)
  }
}

/// One scene's part of the index page, rendered ahead: its group of figures and its warning rows.
struct IndexItems: Sendable {
  var group: [UInt8]
  var rows: [UInt8]
  var rowCount: Int

  /// Renders a scene's items with only the values known before any scene around them
  /// (`ReportPages.indexRoot`), from any task.
  struct Renderer: Sendable {
    let library: MustacheLibrary
    /// The bodies of the index's `scenes` and `warnings` sections.
    let scenes: [MustacheTemplate.Node]
    let warnings: [MustacheTemplate.Node]
    let notes: [String]

    /// The items of `scene` in `folder`, or `nil` when they named a value only the whole page
    /// has.
    func render(_ scene: ReportScene, folder: String) -> IndexItems? {
      let root = ReportPages.indexRoot(notes: notes)
      let rows = ReportPages.indexWarnings(scene, folder: folder)
      guard
        let group = library.render(
          scenes, items: [ReportPages.indexGroup(scene, folder: folder)], root: root),
        let rowBytes = library.render(warnings, items: rows, root: root)
      else { return nil }
      return IndexItems(group: group, rows: rowBytes, rowCount: rows.count)
    }
  }
}
