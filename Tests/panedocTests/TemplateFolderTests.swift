import Foundation
import PaneDocRender
import Testing

@testable import panedoc

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the command line reads a `--templates` folder: the templates it holds replace the bundled
/// ones of the same name, the others stay bundled.
@Suite struct TemplateFolderTests {
  @Test("a folder's templates replace the bundled ones file by file")
  func replacesFileByFile() throws {
    let box = try Hostile.Sandbox()
    let folder = box.folder
    try box.write("<p>{{sceneCount}} scenes</p>\n", to: "index.mustache")
    try box.write("not a template", to: "notes.txt")
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
    let box = try Hostile.Sandbox()
    let folder = box.folder
    try box.write("{{#open}} never closed", to: "scene.mustache")
    let error = #expect(throws: ReportTemplates.LoadError.self) {
      try ReportTemplates(
        replacing: ReportTemplates.replacements(in: folder.path, names: ReportTemplates.names))
    }
    #expect(error?.description.hasPrefix(folder.path + "/scene.mustache:1:") == true)
  }

  /// A template folder whose index includes a partial of no template: before, the partial
  /// rendered nothing and the run went on; now it is refused where the tag is, with its code,
  /// and nothing is written.
  @Test("render --templates with an unknown partial prints its place and code, writes nothing")
  func renderRefusesAnUnknownPartial() throws {
    let box = try Hostile.Sandbox()
    try box.write(
      "<p>{{sceneCount}}</p>\n  <div>{{> sidebr}}</div>\n", to: "templates/index.mustache")
    let run = try Hostile.run(
      ["render", Hostile.mail, "--out", box.path("rep"), "--templates", box.path("templates")]
        + Hostile.small)
    #expect(run.status == 2)
    #expect(
      Hostile.errorLines(run) == [
        "\(box.path("templates/index.mustache")):2:8: error: the partial 'sidebr' names no"
          + " template; the templates are index, scene, figure, filters, stylesheet, script, sweep"
          + " [template-unknown-partial]"
      ])
    #expect(!FileManager.default.fileExists(atPath: box.path("rep")))
  }

  @Test("diff --out --templates with a template that does not parse prints its place and code")
  func diffRefusesABrokenTemplate() throws {
    let box = try Hostile.Sandbox()
    try box.write("<h1>\n{{#items}}\n", to: "templates/diff-sides.mustache")
    let run = try Hostile.run([
      "diff", Hostile.mail, Hostile.mail, "--out", box.path("rep"), "--templates",
      box.path("templates"),
    ])
    #expect(run.status == 2)
    #expect(
      Hostile.errorLines(run) == [
        "\(box.path("templates/diff-sides.mustache")):2:1: error: not a valid Mustache template:"
          + " section 'items' is never closed [template-invalid]"
      ])
    #expect(!FileManager.default.fileExists(atPath: box.path("rep/index.html")))
  }

  /// A folder of templates with `make` applied to `stylesheet.mustache`, and the refusal its
  /// reading ends with.
  static func refusal(_ make: (String) throws -> Void) throws -> String? {
    let box = try Hostile.Sandbox()
    let folder = box.folder
    try make(box.path("stylesheet.mustache"))
    let error = #expect(throws: ReportTemplates.LoadError.self) {
      try ReportTemplates.replacements(in: folder.path, names: ReportTemplates.names)
    }
    return error.map { String($0.description.dropFirst(folder.path.count + 1)) }
  }

  @Test("a link, a FIFO, a folder or an oversized file among the templates is refused unread")
  func oddTemplatesAreRefused() throws {
    let secret = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-secret-\(UUID().uuidString)").path
    try Data("secret\n".utf8).write(to: URL(fileURLWithPath: secret))
    defer { try? FileManager.default.removeItem(atPath: secret) }
    #expect(
      try Self.refusal {
        try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: secret)
      }
        == "stylesheet.mustache: error: is a symbolic link, which panedoc never follows [template-refused]"
    )
    #expect(
      try Self.refusal { path in
        guard mkfifo(path, 0o644) == 0 else { throw POSIXError(.EEXIST) }
      }
        == "stylesheet.mustache: error: is a FIFO (named pipe), not a regular file [template-refused]"
    )
    #expect(
      try Self.refusal {
        try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false)
      }
        == "stylesheet.mustache: error: is a folder, not a regular file [template-refused]")
    #expect(
      try Self.refusal { try Data(count: (1 << 20) + 1).write(to: URL(fileURLWithPath: $0)) }
        == "stylesheet.mustache: error: is 1048577 bytes, more than the 1048576 a template may have"
        + " [template-too-large]")
  }

  @Test("render --templates with a link to another file writes no report and prints none of it")
  func renderRefusesALinkedTemplate() throws {
    let box = try Hostile.Sandbox()
    try FileManager.default.createDirectory(
      atPath: box.path("templates"), withIntermediateDirectories: true)
    try box.write("PANEDOC_SECRET=hunter2\n", to: "env")
    try FileManager.default.createSymbolicLink(
      atPath: box.path("templates/stylesheet.mustache"), withDestinationPath: box.path("env"))
    let run = try Hostile.run(
      ["render", Hostile.mail, "--out", box.path("rep"), "--templates", box.path("templates")]
        + Hostile.small)
    #expect(run.status == 2)
    #expect(
      Hostile.errorLines(run) == [
        "\(box.path("templates/stylesheet.mustache")): error: is a symbolic link, which"
          + " panedoc never follows [template-refused]"
      ])
    #expect(!run.standardError.contains("hunter2"))
    #expect(!FileManager.default.fileExists(atPath: box.path("rep")))
  }
}
