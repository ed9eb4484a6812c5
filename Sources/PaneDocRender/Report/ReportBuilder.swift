import Foundation
import PaneDocLayout

/// Turns report contents into the report's files: an SVG per entry, the HTML pages and
/// `layout.json` with every layout.
///
/// The SVGs are rendered in parallel, at most `jobs` at a time, and collected by entry index, so
/// the files and their bytes are the same for every `jobs` value.
public enum ReportBuilder {
  /// The files of the report, sorted by path.
  public static func files(
    for contents: ReportContents, templates: ReportTemplates, idPrefix: String = "", jobs: Int = 1
  ) async -> [ReportFile] {
    let paths = ReportPaths(contents.entries)
    let svgs = await renderSVGs(contents.entries.map(\.layout), idPrefix: idPrefix, jobs: jobs)
    var files = zip(paths.svgPaths, svgs).map { ReportFile(path: $0, bytes: Data($1.utf8)) }
    let pages = ReportPages(contents: contents, paths: paths)
    files.append(
      ReportFile(path: "index.html", bytes: Data(templates.render("index", pages.index()).utf8)))
    for sceneId in pages.sceneOrder {
      let html = templates.render("scene", pages.scene(sceneId))
      files.append(
        ReportFile(path: paths.sceneFolders[sceneId]! + "/index.html", bytes: Data(html.utf8)))
    }
    let json = LayoutJSON.documentText(contents.entries.map(\.layout))
    files.append(ReportFile(path: "layout.json", bytes: Data(json.utf8)))
    return files.sorted { $0.path < $1.path }
  }

  /// The SVG of every layout, in the layouts' order, rendered by at most `jobs` tasks at a time.
  static func renderSVGs(_ layouts: [Layout], idPrefix: String, jobs: Int) async -> [String] {
    var results = [String](repeating: "", count: layouts.count)
    await withTaskGroup(of: (Int, String).self) { group in
      var next = 0
      func start() {
        let index = next
        let layout = layouts[index]
        group.addTask { (index, SVGRenderer.render(layout, idPrefix: idPrefix)) }
        next += 1
      }
      while next < min(max(1, jobs), layouts.count) { start() }
      while let (index, svg) = await group.next() {
        results[index] = svg
        if next < layouts.count { start() }
      }
    }
    return results
  }
}
