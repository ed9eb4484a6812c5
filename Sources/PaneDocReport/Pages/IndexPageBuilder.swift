import Foundation
import PaneDocModel
import PaneDocMustache
import PaneDocRender

/// The index pages, assembled scene by scene as a report's parts arrive.
///
/// A report of a thousand scenes has tens of thousands of figures and warning rows: one page of
/// them took a browser over a minute to open. So the index is cut into pages of
/// `ReportPages.indexPageSize` scenes (`index.html`, `index-2.html`, …), each with the whole
/// tree of files, scenes and states, which links into the other pages.
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
  /// The body of the index's `tree` section, when the tree can be rendered once for every page:
  /// each page holds the whole tree, so rendering it per page made the index's cost grow with
  /// the square of the scenes.
  let treeBody: [MustacheTemplate.Node]?
  /// Each page's groups of figures and warning rows, rendered ahead.
  private var groups: [MustacheRenderedList] = []
  private var rows: [MustacheRenderedList] = []
  /// Each page's count of figures, for its "shown" counter.
  private var pageFigures: [Int] = []
  /// Whether every scene so far came with its items rendered.
  private var complete = true
  private var scenes: [(scene: ReportScene, folder: String)] = []
  /// Every scene as the tree shows it, merged ones too.
  private var treeScenes: [IndexTreeScene] = []
  /// Whether each scene in `scenes` heads its file's group.
  private var opensFile: [Bool] = []
  /// The scenes, layouts and warnings added so far: the report's counts.
  private(set) var summary = ReportSummary()
  private var figureCount = 0
  private var filters = FilterValues()

  init(templates: ReportTemplates, notes: [String]) {
    self.templates = templates
    self.notes = notes
    let totals = ReportPages.indexTotals(
      sceneCount: 0, layoutCount: 0, figureCount: 0, warningCount: 0, filters: FilterValues(),
      notes: notes, tree: [], page: 0, pageCount: 1)
    // Every value around the lists but the filter menus, the tree and the page links (objects)
    // adds no names to their items.
    let plain = Set(totals.keys).subtracting(["filters", "tree", "pages"])
    let library = templates.library
    if let scenes = library.listBody("scenes", in: "index", plain: plain, sealed: ["warnings"]),
      let warnings = library.listBody("warnings", in: "index", plain: plain, sealed: ["scenes"])
    {
      items = IndexItems.Renderer(
        library: library, files: templates.files, scenes: scenes, warnings: warnings, notes: notes)
    } else {
      items = nil
    }
    treeBody = library.listBody("tree", in: "index", plain: plain)
  }

  /// Adds a scene in report order, cut to what the index shows (`ReportScene.summarized`), with
  /// the items `self.items` rendered for it, if any; `opensFile` when it is its file's first.
  mutating func add(
    _ scene: ReportScene, folder: String, opensFile: Bool, items rendered: IndexItems?
  ) {
    let page = startPage()
    scenes.append((scene, folder))
    treeScenes.append(IndexTreeScene(scene, folder: folder))
    self.opensFile.append(opensFile)
    summary.scenes += 1
    summary.layouts += scene.entries.count
    // By index: the array's iterator copied each entry, a retain of each of its texts and arrays.
    for index in scene.entries.indices {
      let warnings = scene.entries[index].layout.warnings
      summary.warnings += warnings.count
      for warning in warnings { summary.warningCodes.insert(warning.code.rawValue) }
    }
    let figures = ReportPages.indexFigureCount(scene)
    figureCount += figures
    pageFigures[page] += figures
    filters.add(scene.environments)
    guard complete, let rendered else {
      complete = false
      return
    }
    groups[page].bytes += rendered.group
    groups[page].count += 1
    rows[page].bytes += rendered.rows
    rows[page].count += rendered.rowCount
  }

  /// Adds a scene drawn by a shard, in report order, from what its manifest recorded.
  mutating func add(merged scene: ShardScene) {
    let page = startPage()
    treeScenes.append(scene.tree)
    summary.scenes += 1
    summary.layouts += scene.layouts
    summary.warnings += scene.warnings
    summary.warningCodes.formUnion(scene.warningCodes)
    figureCount += scene.figures
    pageFigures[page] += scene.figures
    for keys in scene.environments { filters.add(keys) }
    let items = scene.items
    groups[page].bytes += items.group
    groups[page].count += 1
    rows[page].bytes += items.rows
    rows[page].count += items.rowCount
  }

  /// The page the next scene goes on, its lists begun when it is the first there.
  private mutating func startPage() -> Int {
    let page = ReportPages.indexPage(ofScene: treeScenes.count)
    if page == groups.count {
      groups.append(MustacheRenderedList())
      rows.append(MustacheRenderedList())
      pageFigures.append(0)
    }
    return page
  }

  /// The finished pages: `index.html` first, always, then one file per further page.
  func finish() throws -> [ReportFile] {
    let tree = ReportPages.indexTree(treeScenes)
    let renderedTree = try render(tree: tree)
    return try (0..<pageCount).map { page in
      var context = totals(page: page, tree: tree)
      if complete {
        context["scenes"] = page < groups.count ? groups[page] : MustacheRenderedList()
        context["warnings"] = page < rows.count ? rows[page] : MustacheRenderedList()
      } else {
        context = self.context(page: page, tree: tree)
      }
      if let renderedTree { context["tree"] = renderedTree }
      // Room for the lists rendered ahead and the rest of the page around them.
      let capacity =
        (page < groups.count ? groups[page].bytes.count + rows[page].bytes.count : 0)
        + (renderedTree?.bytes.count ?? 0) + 65_536
      return ReportFile(
        path: ReportPages.indexPageName(page),
        bytes: Data(try templates.render("index", context, capacity: capacity)))
    }
  }

  /// The tree's section rendered once, with only the values known before any scene around its
  /// items, or `nil` when the template does not allow it or its items name a value only the
  /// whole page has (then each page renders the tree itself, to the same bytes).
  private func render(tree: [MustacheFields]) throws -> MustacheRenderedList? {
    guard let treeBody else { return nil }
    let bytes: [UInt8]?
    do {
      bytes = try templates.library.render(
        treeBody, items: tree, root: ReportPages.indexRoot(notes: notes))
    } catch {
      throw ReportTemplates.diagnostic(error, files: templates.files)
    }
    guard let bytes else { return nil }
    var list = MustacheRenderedList()
    list.bytes = bytes
    list.count = tree.count
    return list
  }

  /// How many index pages the scenes so far fill.
  var pageCount: Int { max(1, groups.count) }

  /// The index template's context for `page`, its scene groups and warning rows in full (rendered
  /// ahead, the two lists stand in it as their bytes); `tree` is `ReportPages.indexTree` of the
  /// scenes, the same on every page.
  func context(page: Int, tree: [MustacheFields]) -> [String: Any] {
    var context = totals(page: page, tree: tree)
    let members = scenes.indices.filter { ReportPages.indexPage(ofScene: $0) == page }
    context["scenes"] = members.map {
      ReportPages.indexGroup(scenes[$0].scene, folder: scenes[$0].folder, opensFile: opensFile[$0])
    }
    context["warnings"] = members.flatMap {
      ReportPages.indexWarnings(scenes[$0].scene, folder: scenes[$0].folder)
    }
    return context
  }

  /// The values around a page's scene groups and warning rows.
  private func totals(page: Int, tree: [MustacheFields]) -> [String: Any] {
    ReportPages.indexTotals(
      sceneCount: summary.scenes, layoutCount: summary.layouts,
      figureCount: page < pageFigures.count ? pageFigures[page] : 0,
      warningCount: summary.warnings, filters: filters, notes: notes, tree: tree, page: page,
      pageCount: pageCount)
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
    /// The file of each template by name, for the errors of a rendering.
    let files: [String: String]
    /// The bodies of the index's `scenes` and `warnings` sections.
    let scenes: [MustacheTemplate.Node]
    let warnings: [MustacheTemplate.Node]
    let notes: [String]

    /// The items of `scene` in `folder` (`opensFile` when it is its file's first scene), or
    /// `nil` when they named a value only the whole page has; `figures` are those of the scene's
    /// group when its page made them (`ScenePage.indexFigures`). A rendering stopped by a limit
    /// is an error located at its template's file.
    func render(
      _ scene: ReportScene, folder: String, opensFile: Bool, figures: [MustacheFields]? = nil
    ) throws(Diagnostic) -> IndexItems? {
      let root = ReportPages.indexRoot(notes: notes)
      let rows = ReportPages.indexWarnings(scene, folder: folder)
      do {
        guard
          let group = try library.render(
            scenes,
            items: [
              ReportPages.indexGroup(
                scene, folder: folder, opensFile: opensFile, figures: figures)
            ],
            root: root),
          let rowBytes = try library.render(warnings, items: rows, root: root)
        else { return nil }
        return IndexItems(group: group, rows: rowBytes, rowCount: rows.count)
      } catch {
        throw ReportTemplates.diagnostic(error, files: files)
      }
    }
  }
}
