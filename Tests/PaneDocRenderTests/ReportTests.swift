import Foundation
import PaneDocLayout
import PaneDocModel
import PaneDocTestSupport
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

@Suite struct ReportTests {
  /// Scenes in several states and environments, with hostile text among them.
  static let contents: ReportContents = {
    func variant(_ layout: Layout, profile: Profile) -> Layout {
      var copy = layout
      copy.environment.profile = profile
      return copy
    }
    func filed(_ layout: Layout, _ file: String) -> Layout {
      var copy = layout
      copy.file = file
      return copy
    }
    let mail = filed(SampleLayouts.mailLandscapePopover, "Interfaces/Mail.xml")
    var mailInitial = mail
    mailInitial.state = []
    mailInitial.presentations = []
    mailInitial.nodes.removeAll { $0.parent == "composeSegue" }
    mailInitial.warnings = []
    return ReportContents(
      entries: [
        ReportEntry(
          sceneId: "mail", sceneTitle: "Mail", stateId: "initial", stateTitle: "Initial",
          layout: mailInitial),
        ReportEntry(
          sceneId: "mail", sceneTitle: "Mail", stateId: "initial", stateTitle: "Initial",
          layout: variant(mailInitial, profile: .ios12)),
        ReportEntry(
          sceneId: "mail", sceneTitle: "Mail", stateId: "composeSegue",
          stateTitle: "Compose popover", layout: mail),
        ReportEntry(
          sceneId: "mail", sceneTitle: "Mail", stateId: "composeSegue",
          stateTitle: "Compose popover", layout: variant(mail, profile: .ios12)),
        ReportEntry(
          sceneId: "notes", sceneTitle: "Notes", stateId: "reveal-primary+infoSegue",
          stateTitle: "Info popover over the revealed list",
          layout: filed(SampleLayouts.overlayTwoThirdsPortrait, "Interfaces/Mail.xml")),
        ReportEntry(
          sceneId: "settings", sceneTitle: "Settings", stateId: "aboutSegue",
          stateTitle: "About sheet",
          layout: filed(SampleLayouts.formSheetOneThird, "Interfaces/Settings.storyboard")),
        ReportEntry(
          sceneId: "evil<script>alert(1)</script>",
          sceneTitle: "<img src=x onerror=alert(1)> {{x}} {{{y}}}",
          stateId: "../../etc", stateTitle: "\"><script>alert(2)</script>",
          layout: filed(SampleLayouts.hostile, "Interfaces/<evil> \"{{x}}\".xml")),
      ],
      notes: ["ios6 has no two-thirds split on ipad-9.7 <skipped>"])
  }()

  static func files(jobs: Int) async throws -> [ReportFile] {
    try await ReportBuilder.files(for: contents, templates: ReportTemplates(), jobs: jobs)
  }

  /// The golden folder is read back with `FileManager`, not with the writer that made it: every
  /// file of the report, byte for byte, and no other but the writer's stamp.
  @Test func matchesTheGoldenReport() async throws {
    let files = try await Self.files(jobs: 2)
    let folder = goldenFiles.url.appendingPathComponent("sample-report")
    if GoldenFolder.recording {
      try? FileManager.default.removeItem(at: folder)
      _ = try ReportWriter(directory: folder.path).write(files)
      GoldenFolder.recorded("sample-report")
      return
    }
    let stored = try GoldenReport.read(folder)
    let expected = Set(files.map(\.path) + [ReportWriter.stampName])
    #expect(
      Set(stored.keys) == expected,
      "missing: \(expected.subtracting(stored.keys).sorted()), extra: \(Set(stored.keys).subtracting(expected).sorted()) (PANEDOC_RECORD=1 re-records)"
    )
    for file in files {
      guard let old = stored[file.path], old != file.bytes else { continue }
      let hunks = GoldenFolder.hunks(
        expected: String(decoding: old, as: UTF8.self),
        actual: String(decoding: file.bytes, as: UTF8.self), name: file.path)
      Issue.record(
        "sample-report/\(file.path) differs from its golden file (PANEDOC_RECORD=1 re-records):\n\(hunks)"
      )
    }
  }

  @Test func hasTheDocumentedLayout() async throws {
    let paths = try await Self.files(jobs: 1).map(\.path)
    #expect(paths.contains("index.html"))
    #expect(paths.contains("layout.json"))
    #expect(paths.contains("mail/index.html"))
    #expect(paths.contains("mail/initial/ios17-ipad-9.7-landscape-full.svg"))
    #expect(paths.contains("mail/composeSegue/ios12-ipad-9.7-landscape-full.svg"))
    #expect(paths == paths.sorted())
    for path in paths {
      #expect(!path.split(separator: "/").contains { $0 == ".." || $0 == "." || $0.hasPrefix(".") })
    }
  }

  @Test func isIdenticalForEveryJobCount() async throws {
    let one = try await Self.files(jobs: 1)
    for jobs in [2, 3, 8, 64] {
      let other = try await Self.files(jobs: jobs)
      #expect(other == one, "jobs \(jobs) changed the report")
    }
  }

  /// The report's diagrams, drawn with the frames made once for all its scenes, in parallel and
  /// not, are those drawn alone with the same id prefix.
  @Test(arguments: [1, 4])
  func drawsEachDiagramAsAlone(jobs: Int) async throws {
    let prefix = "r<&> 1"
    let files = try await ReportBuilder.files(
      for: Self.contents, templates: ReportTemplates(), idPrefix: prefix, jobs: jobs)
    let diagrams = files.filter { $0.path.hasSuffix(".svg") }.map { [UInt8]($0.bytes) }
    let alone = Self.contents.entries.map {
      SVGRenderer.renderBytes(
        $0.layout, idPrefix: prefix, sceneTitle: $0.sceneTitle, stateTitle: $0.stateTitle)
    }
    #expect(diagrams.count == alone.count)
    #expect(
      diagrams.sorted { $0.lexicographicallyPrecedes($1) }
        == alone.sorted { $0.lexicographicallyPrecedes($1) })
  }

  @Test func pagesAddNoMarkupFromInput() async throws {
    let files = try await Self.files(jobs: 1)
    let templatesOnly = try await ReportBuilder.files(
      for: ReportContents(entries: Self.contents.entries.filter { $0.sceneId == "mail" }),
      templates: ReportTemplates(), jobs: 1)
    let expected = Set(
      templatesOnly.filter { $0.path.hasSuffix(".html") }.flatMap {
        MarkupCheck.tags(in: String(decoding: $0.bytes, as: UTF8.self))
      }.map(\.name))
    for file in files where file.path.hasSuffix(".html") {
      let html = String(decoding: file.bytes, as: UTF8.self)
      for tag in MarkupCheck.tags(in: html) {
        #expect(expected.contains(tag.name), "\(file.path): unexpected <\(tag.name)>")
        #expect(!tag.attributes.contains { $0.hasPrefix("on") }, "\(file.path): event handler")
      }
      #expect(html.components(separatedBy: "<script>").count == 2, "\(file.path): extra script")
    }
    for file in templatesOnly where file.path.hasSuffix(".html") {
      #expect(!String(decoding: file.bytes, as: UTF8.self).contains("{{"), "unrendered tag")
    }
    let index = String(decoding: files.first { $0.path == "index.html" }!.bytes, as: UTF8.self)
    #expect(index.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(index.contains("&lt;skipped&gt;"))
    // Mustache tags in input text stay text: neither expanded nor removed.
    #expect(index.contains("{{x}} {{{y}}}"))
  }

  /// A quote or `<` followed by a combining mark is one character of two scalars; it must still
  /// be escaped, or the quote would close an attribute and add an event handler.
  @Test func combiningMarksDoNotUnescapeMarkup() async throws {
    let title = "x\"\u{301} onmouseover=alert(1) y=\"\u{301} <\u{301}script>"
    let entry = ReportEntry(
      sceneId: "mail", sceneTitle: title, stateId: "initial", stateTitle: title,
      layout: SampleLayouts.formSheetOneThird)
    let files = try await ReportBuilder.files(
      for: ReportContents(entries: [entry], notes: [title]), templates: ReportTemplates())
    for file in files where file.path.hasSuffix(".html") {
      let markup = String(decoding: file.bytes, as: UTF8.self)
      for tag in MarkupCheck.tags(in: markup) {
        #expect(!tag.attributes.contains { $0.hasPrefix("on") }, "\(file.path): event handler")
        #expect(tag.name != "script\u{301}", "\(file.path)")
      }
      let scalars = Array(markup.unicodeScalars)
      let raw = zip(scalars, scalars.dropFirst()).contains {
        ($0.0 == "\"" || $0.0 == "<") && $0.1 == "\u{301}"
      }
      #expect(!raw, "\(file.path): a markup character before a combining mark")
      #expect(markup.contains("&quot;\u{301} onmouseover"), "\(file.path)")
    }
  }

  @Test func pagesUseNoExternalResources() async throws {
    for file in try await Self.files(jobs: 1) where file.path.hasSuffix(".html") {
      let html = String(decoding: file.bytes, as: UTF8.self)
      #expect(!html.contains("http://") && !html.contains("https://"), "\(file.path)")
      #expect(!html.contains("<link"), "\(file.path)")
    }
  }

  @Test func imagesPointAtFilesOfTheReport() async throws {
    let files = try await Self.files(jobs: 1)
    let paths = Set(files.map(\.path))
    for file in files where file.path.hasSuffix(".html") {
      let folder = file.path.contains("/") ? String(file.path.prefix { $0 != "/" }) + "/" : ""
      let html = String(decoding: file.bytes, as: UTF8.self)
      for part in html.components(separatedBy: "<img src=\"").dropFirst() {
        let source = String(part.prefix { $0 != "\"" })
        #expect(paths.contains(folder + source), "\(file.path): \(source) does not exist")
      }
    }
  }

  @Test func linksLeadToPagesAndFiguresThatExist() async throws {
    let files = try await Self.files(jobs: 1)
    let pages = Dictionary(
      uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    var checked = 0
    for (path, html) in pages where path.hasSuffix(".html") {
      let folder = path.contains("/") ? String(path.prefix { $0 != "/" }) + "/" : ""
      for part in html.components(separatedBy: "href=\"").dropFirst() {
        let link = String(part.prefix { $0 != "\"" })
        let pieces = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target =
          pieces[0].isEmpty
          ? path : pieces[0] == "../index.html" ? "index.html" : folder + pieces[0]
        #expect(pages[target] != nil, "\(path): \(link) leads nowhere")
        if pieces.count == 2, let page = pages[target] {
          #expect(page.contains("id=\"\(pieces[1])\""), "\(path): no #\(pieces[1]) in \(target)")
        }
        checked += 1
      }
    }
    #expect(checked > 10)
  }

  @Test func replacementTemplatesFallBackFileByFile() async throws {
    let templates = try ReportTemplates(replacing: [
      "index": TemplateFile(path: "index.mustache", text: "<p>{{sceneCount}} scenes</p>\n")
    ])
    let files = try await ReportBuilder.files(for: Self.contents, templates: templates)
    let index = String(decoding: files.first { $0.path == "index.html" }!.bytes, as: UTF8.self)
    #expect(index == "<p>4 scenes</p>\n")
    let scene = files.first { $0.path == "mail/index.html" }!
    #expect(String(decoding: scene.bytes, as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
  }

  @Test func templatesThatIncludeEachOtherWithoutEndAreRefused() throws {
    let error = #expect(throws: ReportTemplates.LoadError.self) {
      try ReportTemplates(replacing: [
        "figure": TemplateFile(path: "figure.mustache", text: "{{> scene}}")
      ])
    }
    #expect(error?.description.contains("figure → scene → figure") == true)
  }

  @Test func aBrokenTemplateIsAnError() throws {
    let path = "/templates/scene.mustache"
    let error = #expect(throws: ReportTemplates.LoadError.self) {
      try ReportTemplates(replacing: [
        "scene": TemplateFile(path: path, text: "{{#open}} never closed")
      ])
    }
    #expect(error?.file == path)
    #expect(error?.line == 1)
    #expect(error?.code == TemplateCode.invalid.diagnosticCode)
    #expect(error?.description.hasPrefix(path + ":1:1: error: ") == true)
    #expect(error?.description.hasSuffix(" [template-invalid]") == true)
  }

  @Test("a partial of no template is refused at its tag, with its code")
  func anUnknownPartialIsAnError() throws {
    let path = "/templates/scene.mustache"
    let error = #expect(throws: ReportTemplates.LoadError.self) {
      try ReportTemplates(replacing: [
        "scene": TemplateFile(path: path, text: "<main>\n  {{#a}}x{{/a}} {{> figure}}{{> figur}}\n")
      ])
    }
    #expect(
      error?.description
        == path + ":2:29: error: the partial 'figur' names no template; the templates are index,"
        + " scene, figure, filters, stylesheet, script, sweep [template-unknown-partial]")
  }

  @Test("partials that include each other carry their code")
  func aPartialCycleHasItsCode() throws {
    let error = #expect(throws: ReportTemplates.LoadError.self) {
      try ReportTemplates(replacing: [
        "figure": TemplateFile(path: "figure.mustache", text: "{{> scene}}")
      ])
    }
    #expect(error?.code == TemplateCode.partialCycle.diagnosticCode)
    #expect(error?.description.hasSuffix(" [template-partial-cycle]") == true)
  }
}
