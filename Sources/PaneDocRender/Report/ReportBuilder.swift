import Foundation
import PaneDocLayout

/// Turns report contents into the report's files: an SVG per entry, the HTML pages and
/// `layout.json` with every layout.
///
/// Every SVG (with its `layout.json` line) and every page is made in parallel, at most `jobs` at a
/// time, and collected by index, so the files and their bytes are the same for every `jobs` value.
public enum ReportBuilder {
  /// The files of the report, sorted by path.
  public static func files(
    for contents: ReportContents, templates: ReportTemplates, idPrefix: String = "", jobs: Int = 1
  ) async -> [ReportFile] {
    let paths = ReportPaths(contents.entries)
    let layouts = contents.entries.map(\.layout)
    let drawn = await OrderedParallel.map(count: layouts.count, jobs: jobs) { index in
      (
        svg: Data(SVGRenderer.render(layouts[index], idPrefix: idPrefix).utf8),
        json: LayoutJSON.encode(layouts[index]).serialized(pretty: false)
      )
    }
    var files = zip(paths.svgPaths, drawn).map { ReportFile(path: $0, bytes: $1.svg) }
    let pages = ReportPages(contents: contents, paths: paths)
    let scenes = pages.sceneOrder
    // Page 0 is the index, page n the scene page of scenes[n - 1].
    let html = await OrderedParallel.map(count: scenes.count + 1, jobs: jobs) { index in
      Data(
        (index == 0
          ? templates.render("index", pages.index())
          : templates.render("scene", pages.scene(scenes[index - 1]))).utf8)
    }
    files.append(ReportFile(path: "index.html", bytes: html[0]))
    for (sceneId, page) in zip(scenes, html.dropFirst()) {
      files.append(ReportFile(path: paths.sceneFolders[sceneId]! + "/index.html", bytes: page))
    }
    files.append(
      ReportFile(path: "layout.json", bytes: LayoutJSON.documentData(lines: drawn.map(\.json))))
    return files.sorted { $0.path < $1.path }
  }
}
