import Foundation
import PaneDocLayout

/// Turns report contents into the report's files: an SVG per entry, the HTML pages and
/// `layout.json` with every layout.
///
/// The work is cut in parts, one per scene: its layouts (asked of the source there), diagrams,
/// `layout.json` lines and page. Parts are made in parallel, at most `jobs` at a time, and handed
/// to the sink in order as they finish; the index page, which needs every scene, comes last, from
/// each scene's warnings and captions only. So the files and their bytes are the same for every
/// `jobs` value, and only a few scenes' layouts and files are in memory at once, however large
/// the report.
public enum ReportBuilder {
  /// Makes every file of the report and gives each to `sink`; `progress` hears how many scenes
  /// are done as each is written.
  @discardableResult
  public static func write(
    _ source: some ReportSource, templates: ReportTemplates, idPrefix: String = "", jobs: Int = 1,
    to sink: some ReportSink, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) async throws -> ReportSummary {
    var summary = ReportSummary()
    var folders = SceneFolderNames()
    var indexScenes: [(scene: ReportScene, folder: String)] = []
    try sink.beginPieces("layout.json")
    try sink.appendPiece(LayoutJSON.documentHead)
    try await OrderedParallel.forEach(count: source.sceneCount, jobs: jobs) { number in
      scenePart(source.entries(ofScene: number), templates: templates, idPrefix: idPrefix)
    } consume: { number, part in
      defer { progress(number + 1, source.sceneCount) }
      guard let part else { return }
      let folder = folders.folder(for: part.scene.sceneId)
      for file in part.diagrams {
        try sink.add(ReportFile(path: folder + "/" + file.path, bytes: file.bytes))
      }
      try sink.add(ReportFile(path: folder + "/index.html", bytes: part.page))
      // The part's lines are joined already; only the separator before its first depends on
      // the parts before it.
      try sink.appendPiece(
        LayoutJSON.lineSeparator(first: summary.layouts == 0) + part.layoutLines)
      summary.scenes += 1
      summary.layouts += part.scene.entries.count
      summary.warnings += part.scene.entries.reduce(0) { $0 + $1.layout.warnings.count }
      indexScenes.append((part.scene, folder))
    }
    try sink.appendPiece(LayoutJSON.documentTail(empty: summary.layouts == 0))
    try sink.endPieces()
    let index = ReportPages.index(indexScenes, notes: source.notes)
    try sink.add(ReportFile(path: "index.html", bytes: Data(templates.render("index", index))))
    return summary
  }

  /// `write` for a report whose layouts are all computed already.
  @discardableResult
  public static func write(
    _ contents: ReportContents, templates: ReportTemplates, idPrefix: String = "", jobs: Int = 1,
    to sink: some ReportSink
  ) async throws -> ReportSummary {
    try await write(
      contents.grouped, templates: templates, idPrefix: idPrefix, jobs: jobs, to: sink)
  }

  /// The files of the report, sorted by path, in memory.
  public static func files(
    for contents: ReportContents, templates: ReportTemplates, idPrefix: String = "", jobs: Int = 1
  ) async throws -> [ReportFile] {
    let collector = ReportFileCollector()
    try await write(contents, templates: templates, idPrefix: idPrefix, jobs: jobs, to: collector)
    return collector.files.sorted { $0.path < $1.path }
  }

  /// A scene's diagrams, its page and its entries' `layout.json` lines, with the scene cut to
  /// what the index shows; nil for a scene with no entries.
  private static func scenePart(
    _ entries: [ReportEntry], templates: ReportTemplates, idPrefix: String
  ) -> ReportPart? {
    guard !entries.isEmpty else { return nil }
    let scene = ReportScene(entries)
    var part = ReportPart(
      scene: scene.summarized, page: Data(templates.render("scene", ReportPages.scene(scene))))
    for (index, entry) in entries.enumerated() {
      part.diagrams.append(
        ReportFile(
          path: scene.paths.svgPaths[index],
          bytes: Data(SVGRenderer.renderBytes(entry.layout, idPrefix: idPrefix))))
      if index > 0 { part.layoutLines.append(LayoutJSON.lineSeparator(first: false)) }
      part.layoutLines.append(
        contentsOf: LayoutJSON.encode(entry.layout).serializedBytes(pretty: false))
    }
    return part
  }

  /// Only the HTML pages of the report (each scene's page, then the index), one after another:
  /// what the benchmark times as HTML throughput.
  public static func pages(for contents: ReportContents, templates: ReportTemplates)
    -> [ReportFile]
  {
    var folders = SceneFolderNames()
    var pages: [ReportFile] = []
    var indexScenes: [(scene: ReportScene, folder: String)] = []
    for entries in contents.grouped.scenes {
      let scene = ReportScene(entries)
      let folder = folders.folder(for: scene.sceneId)
      pages.append(
        ReportFile(
          path: folder + "/index.html",
          bytes: Data(templates.render("scene", ReportPages.scene(scene)))))
      indexScenes.append((scene.summarized, folder))
    }
    let index = ReportPages.index(indexScenes, notes: contents.notes)
    return pages + [ReportFile(path: "index.html", bytes: Data(templates.render("index", index)))]
  }
}

/// What a written report holds.
public struct ReportSummary: Sendable, Equatable {
  /// Scenes with at least one layout.
  public var scenes = 0
  public var layouts = 0
  public var warnings = 0
}

/// One scene's part of a report, made by one task.
private struct ReportPart: Sendable {
  /// The scene as the index shows it.
  var scene: ReportScene
  /// The files inside the scene folder: its SVGs, with paths relative to that folder.
  var diagrams: [ReportFile] = []
  /// The scene's page, `index.html` in its folder.
  var page: Data
  /// The `layout.json` lines of the scene's entries, joined by their separators.
  var layoutLines = Data()

  init(scene: ReportScene, page: Data) {
    self.scene = scene
    self.page = page
  }
}
