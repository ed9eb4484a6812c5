import Foundation
import PaneDocLayout

/// Turns report contents into the report's files: an SVG per entry, the HTML pages and
/// `layout.json` with every layout.
///
/// The work is cut in parts (one per scene with its diagrams, its `layout.json` lines and its
/// page), made in parallel, at most `jobs` at a time, and handed to the sink in order as they
/// finish, while the index page is made beside them. So the files and their bytes are the same
/// for every `jobs` value, and only a few parts are in memory at once, however large the report.
public enum ReportBuilder {
  /// Makes every file of the report and gives each to `sink`.
  public static func write(
    _ contents: ReportContents, templates: ReportTemplates, idPrefix: String = "", jobs: Int = 1,
    to sink: some ReportSink
  ) async throws {
    let pages = ReportPages(contents: contents, paths: ReportPaths(contents.entries))
    let scenes = pages.sceneOrder
    // The index, one long page, is made beside the scenes rather than in their ordered stream,
    // where every scene would wait for it.
    async let index = indexPage(pages, templates)
    try sink.beginPieces("layout.json")
    try sink.appendPiece(LayoutJSON.documentHead)
    var lines = 0
    try await OrderedParallel.forEach(count: scenes.count, jobs: jobs) { number in
      scenePart(scenes[number], pages: pages, templates: templates, idPrefix: idPrefix)
    } consume: { _, part in
      for file in part.diagrams { try sink.add(file) }
      try sink.add(part.page)
      guard part.layoutLineCount > 0 else { return }
      // The part's lines are joined already; only the separator before its first depends on
      // the parts before it.
      try sink.appendPiece(LayoutJSON.lineSeparator(first: lines == 0) + part.layoutLines)
      lines += part.layoutLineCount
    }
    try sink.appendPiece(LayoutJSON.documentTail(empty: lines == 0))
    try sink.endPieces()
    try sink.add(await index)
  }

  /// The files of the report, sorted by path, in memory.
  public static func files(
    for contents: ReportContents, templates: ReportTemplates, idPrefix: String = "", jobs: Int = 1
  ) async throws -> [ReportFile] {
    let collector = ReportFileCollector()
    try await write(contents, templates: templates, idPrefix: idPrefix, jobs: jobs, to: collector)
    return collector.files.sorted { $0.path < $1.path }
  }

  /// A scene's diagrams, its page and its entries' `layout.json` lines.
  private static func scenePart(
    _ sceneId: String, pages: ReportPages, templates: ReportTemplates, idPrefix: String
  ) -> ReportPart {
    var part = ReportPart(page: scenePage(sceneId, pages, templates))
    for index in pages.entryIndices(of: sceneId) {
      let layout = pages.contents.entries[index].layout
      part.diagrams.append(
        ReportFile(
          path: pages.paths.svgPaths[index],
          bytes: Data(SVGRenderer.renderBytes(layout, idPrefix: idPrefix))))
      if part.layoutLineCount > 0 {
        part.layoutLines.append(LayoutJSON.lineSeparator(first: false))
      }
      part.layoutLines.append(contentsOf: LayoutJSON.encode(layout).serializedBytes(pretty: false))
      part.layoutLineCount += 1
    }
    return part
  }

  /// Only the HTML pages of the report (the index, then each scene's page), one after another:
  /// what the benchmark times as HTML throughput.
  public static func pages(for contents: ReportContents, templates: ReportTemplates)
    -> [ReportFile]
  {
    let pages = ReportPages(contents: contents, paths: ReportPaths(contents.entries))
    return [indexPage(pages, templates)]
      + pages.sceneOrder.map { scenePage($0, pages, templates) }
  }

  private static func indexPage(_ pages: ReportPages, _ templates: ReportTemplates) -> ReportFile {
    ReportFile(path: "index.html", bytes: Data(templates.render("index", pages.index())))
  }

  private static func scenePage(
    _ sceneId: String, _ pages: ReportPages, _ templates: ReportTemplates
  ) -> ReportFile {
    ReportFile(
      path: pages.paths.sceneFolders[sceneId]! + "/index.html",
      bytes: Data(templates.render("scene", pages.scene(sceneId))))
  }
}

/// One scene's part of a report, made by one task.
private struct ReportPart: Sendable {
  var diagrams: [ReportFile] = []
  var page: ReportFile
  /// The `layout.json` lines of the scene's entries, joined by their separators.
  var layoutLines = Data()
  var layoutLineCount = 0
}
