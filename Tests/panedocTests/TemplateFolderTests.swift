import Foundation
import PaneDocRender
import Testing

@testable import panedoc

/// How the command line reads a `--templates` folder: the templates it holds replace the bundled
/// ones of the same name, the others stay bundled.
@Suite struct TemplateFolderTests {
  @Test("a folder's templates replace the bundled ones file by file")
  func replacesFileByFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-templates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<p>{{sceneCount}} scenes</p>\n".utf8)
      .write(to: folder.appendingPathComponent("index.mustache"))
    try Data("not a template".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    let found = try ReportTemplates.replacements(in: folder.path, names: ReportTemplates.names)
    #expect(
      found == [
        "index": TemplateFile(
          path: folder.appendingPathComponent("index.mustache").path,
          text: "<p>{{sceneCount}} scenes</p>\n")
      ])
    let templates = try ReportTemplates(replacing: found)
    let bundled = try ReportTemplates()
    #expect(templates.texts[0] == "<p>{{sceneCount}} scenes</p>\n")
    #expect(Array(templates.texts.dropFirst()) == Array(bundled.texts.dropFirst()))
    #expect(try ReportTemplates.replacements(in: nil, names: ReportTemplates.names).isEmpty)
  }

  @Test("a broken template in the folder is named by its path")
  func brokenTemplateNamesItsFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-templates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{{#open}} never closed".utf8).write(
      to: folder.appendingPathComponent("scene.mustache"))
    let error = #expect(throws: ReportTemplates.LoadError.self) {
      try ReportTemplates(
        replacing: ReportTemplates.replacements(in: folder.path, names: ReportTemplates.names))
    }
    #expect(error?.description.hasPrefix(folder.path + "/scene.mustache:1:") == true)
  }
}
