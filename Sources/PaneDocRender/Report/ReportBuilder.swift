import Foundation
import PaneDocLayout

/// Turns report contents into the report's files: an SVG per entry, the HTML pages and
/// `layout.json` with every layout.
///
/// The work is cut in parts (one per scene with its diagrams, its `layout.json` lines and its
/// page), made in parallel, at most `jobs` at a time, and handed to the sink in order as they
/// finish, while the index page is made beside them. So the files and their bytes are the same for every `jobs` value,
/// and only a few parts are in memory at once, however large the report.
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
    async let index = page(templates, "index", pages.index())
    try sink.beginPieces("layout.json")
    try sink.appendPiece(LayoutJSON.documentHead)
    var lines = 0
    try await OrderedParallel.forEach(count: scenes.count, jobs: jobs) { number in
      scenePart(scenes[number], pages: pages, templates: templates, idPrefix: idPrefix)
    } consume: { _, part in
      for file in part.diagrams { try sink.add(file) }
      try sink.add(part.page)
      for line in part.layoutLines {
        try sink.appendPiece(LayoutJSON.lineSeparator(first: lines == 0))
        try sink.appendPiece(line)
        lines += 1
      }
    }
    try sink.appendPiece(LayoutJSON.documentTail(empty: lines == 0))
    try sink.endPieces()
    try sink.add(ReportFile(path: "index.html", bytes: await index))
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
    var part = ReportPart(
      page: ReportFile(
        path: pages.paths.sceneFolders[sceneId]! + "/index.html",
        bytes: page(templates, "scene", pages.scene(sceneId))))
    for index in pages.entryIndices(of: sceneId) {
      let layout = pages.contents.entries[index].layout
      part.diagrams.append(
        ReportFile(
          path: pages.paths.svgPaths[index],
          bytes: Data(SVGRenderer.renderBytes(layout, idPrefix: idPrefix))))
      part.layoutLines.append(Data(LayoutJSON.encode(layout).serializedBytes(pretty: false)))
    }
    return part
  }

  private static func page(
    _ templates: ReportTemplates, _ name: String, _ context: [String: Any]
  ) -> Data {
    Data(templates.render(name, context).utf8)
  }
}

/// One scene's part of a report, made by one task.
private struct ReportPart: Sendable {
  var diagrams: [ReportFile] = []
  var page: ReportFile
  var layoutLines: [Data] = []
}
