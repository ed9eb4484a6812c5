import Foundation
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

/// The index page is assembled from items each scene's task renders ahead; these tests show it is
/// the page the whole context renders, and that a template which does not allow it is rendered
/// whole instead.
@Suite struct IndexPageTests {
  /// The sample report's scenes, cut to what the index shows, with their folders.
  static let scenes: [(scene: ReportScene, folder: String)] = {
    var names = SceneFolderNames()
    return ReportTests.contents.grouped.scenes.map { entries in
      let scene = ReportScene(entries)
      return (scene.summarized, names.folder(for: scene.sceneId))
    }
  }()

  /// Whether each scene is the first of its file.
  static let opensFile = scenes.indices.map {
    $0 == 0 || scenes[$0].scene.file != scenes[$0 - 1].scene.file
  }

  /// The index rendered in one piece from every scene's values.
  static func wholePage(_ templates: ReportTemplates) throws -> [UInt8] {
    var filters = FilterValues()
    for (scene, _) in scenes {
      for entry in scene.entries { filters.add(FilterValues.keys(of: entry)) }
    }
    let entries = scenes.flatMap(\.scene.entries)
    var context = ReportPages.indexTotals(
      sceneCount: scenes.count, layoutCount: entries.count,
      figureCount: scenes.reduce(0) { $0 + ReportPages.indexFigureCount($1.scene) },
      warningCount: entries.reduce(0) { $0 + $1.layout.warnings.count }, filters: filters,
      notes: ReportTests.contents.notes,
      tree: ReportPages.indexTree(scenes.map { IndexTreeScene($0.scene, folder: $0.folder) }),
      page: 0,
      pageCount: 1)
    context["scenes"] = scenes.indices.map {
      ReportPages.indexGroup(scenes[$0].scene, folder: scenes[$0].folder, opensFile: opensFile[$0])
    }
    context["warnings"] = scenes.flatMap { ReportPages.indexWarnings($0.scene, folder: $0.folder) }
    return try templates.render("index", context)
  }

  /// The index assembled as the report builder does, with items rendered ahead where allowed.
  static func assembled(_ templates: ReportTemplates) throws -> (page: [UInt8], ahead: Int) {
    var builder = IndexPageBuilder(templates: templates, notes: ReportTests.contents.notes)
    var ahead = 0
    for (number, (scene, folder)) in scenes.enumerated() {
      let items = try builder.items?.render(scene, folder: folder, opensFile: opensFile[number])
      if items != nil { ahead += 1 }
      builder.add(scene, folder: folder, opensFile: opensFile[number], items: items)
    }
    let pages = try builder.finish()
    #expect(pages.map(\.path) == ["index.html"])
    return (Array(pages[0].bytes), ahead)
  }

  /// Templates with `index.mustache` replaced by `text`.
  static func templates(index text: String) throws -> ReportTemplates {
    try ReportTemplates(replacing: ["index": TemplateFile(path: "index.mustache", text: text)])
  }

  @Test func itemsRenderedAheadMakeTheWholePage() throws {
    let templates = try ReportTemplates()
    let (page, ahead) = try Self.assembled(templates)
    #expect(ahead == Self.scenes.count)
    #expect(try page == Self.wholePage(templates))
    #expect(String(decoding: page, as: UTF8.self).contains("mail/index.html"))
  }

  @Test func aListItemThatNamesATotalIsRenderedWithTheWholePage() throws {
    let templates = try Self.templates(
      index: "{{#scenes}}<p>{{title}} of {{sceneCount}}</p>{{/scenes}}"
        + "{{#warnings}}<i>{{code}}</i>{{/warnings}}{{^warnings}}none{{/warnings}}\n")
    let (page, ahead) = try Self.assembled(templates)
    #expect(ahead == 0)
    #expect(try page == Self.wholePage(templates))
    #expect(String(decoding: page, as: UTF8.self).hasPrefix("<p>Mail of 4</p><p>Notes of 4</p>"))
  }

  @Test func aListInsideThePageLinksIsRenderedWithTheWholePage() throws {
    // Each page link has a `number`: an item inside one would see it, so none is made ahead.
    let templates = try Self.templates(
      index: "{{#pages}}{{#scenes}}<p>{{title}} {{number}}</p>{{/scenes}}{{/pages}}"
        + "{{#warnings}}<i>{{code}}</i>{{/warnings}}\n")
    let (page, ahead) = try Self.assembled(templates)
    #expect(ahead == 0)
    #expect(try page == Self.wholePage(templates))
    #expect(String(decoding: page, as: UTF8.self).hasPrefix("<p>Mail 1</p>"))
  }

  @Test func aListInsideAFlagIsRenderedAhead() throws {
    let templates = try Self.templates(
      index: "{{#hasWarnings}}{{#warnings}}<i>{{code}} in {{title}}</i>{{/warnings}}"
        + "{{/hasWarnings}}{{#scenes}}<p>{{title}}</p>{{/scenes}}\n")
    let (page, ahead) = try Self.assembled(templates)
    #expect(ahead == Self.scenes.count)
    #expect(try page == Self.wholePage(templates))
    // `title` in a warning row is the report's, from around the list: the only outer value
    // an item rendered ahead may see.
    #expect(String(decoding: page, as: UTF8.self).contains(" in PaneDoc report</i>"))
  }

  @Test(arguments: [
    "{{#scenes}}a{{/scenes}}{{#scenes}}b{{/scenes}}{{#warnings}}{{/warnings}}",
    "{{scenes.0.title}}{{#scenes}}a{{/scenes}}{{#warnings}}{{/warnings}}",
    "{{#filters}}{{#scenes}}a{{/scenes}}{{/filters}}{{#warnings}}{{/warnings}}",
    "{{#scenes}}{{#scenes}}a{{/scenes}}{{/scenes}}{{#warnings}}{{/warnings}}",
    "{{#scenes.0}}a{{/scenes.0}}{{#warnings}}{{/warnings}}",
  ])
  func aListNamedElsewhereIsRenderedWithTheWholePage(index: String) throws {
    let templates = try Self.templates(index: index + "\n")
    let builder = IndexPageBuilder(templates: templates, notes: [])
    #expect(builder.items == nil)
    #expect(try Self.assembled(templates).page == Self.wholePage(templates))
  }
}

extension IndexPageTests {
  @Test func theTreeIsRenderedOnceForEveryPage() throws {
    let templates = try ReportTemplates()
    #expect(IndexPageBuilder(templates: templates, notes: []).treeBody != nil)
    #expect(try Self.assembled(templates).page == Self.wholePage(templates))
  }

  @Test func aTreeItemThatNamesATotalIsRenderedWithEachPage() throws {
    let templates = try Self.templates(
      index: "{{#tree}}<p>{{file}} of {{sceneCount}}</p>{{/tree}}"
        + "{{#scenes}}{{/scenes}}{{#warnings}}{{/warnings}}\n")
    #expect(IndexPageBuilder(templates: templates, notes: []).treeBody != nil)
    let page = try Self.assembled(templates).page
    #expect(try page == Self.wholePage(templates))
    #expect(String(decoding: page, as: UTF8.self).contains(" of 4</p>"))
  }

  @Test(arguments: [
    "{{#pages}}{{#tree}}{{file}}{{/tree}}{{/pages}}",
    "{{#tree}}a{{/tree}}{{tree.0.file}}",
    "{{#scenes}}{{#tree}}{{file}}{{/tree}}{{/scenes}}",
  ])
  func aTreeNamedElsewhereIsRenderedWithEachPage(index: String) throws {
    let templates = try Self.templates(index: index + "{{#warnings}}{{/warnings}}\n")
    #expect(IndexPageBuilder(templates: templates, notes: []).treeBody == nil)
    #expect(try Self.assembled(templates).page == Self.wholePage(templates))
  }
}

/// A large report's index is cut into pages, each with the whole tree, which links into them.
@Suite struct IndexPagingTests {
  /// `count` scenes, each the sample report's first entry under another id, in two files.
  static func contents(_ count: Int) -> ReportContents {
    let entry = ReportTests.contents.entries[0]
    return ReportContents(
      entries: (0..<count).map { number in
        var copy = entry
        copy.sceneId = "scene\(number)"
        copy.sceneTitle = "Scene \(number)"
        copy.layout.file = number < count / 2 ? "UI/A.xml" : "UI/B.xml"
        return copy
      })
  }

  @Test func aLargeIndexIsCutIntoPagesThatLinkToEachOther() async throws {
    let size = ReportPages.indexPageSize
    let files = try await ReportBuilder.files(
      for: Self.contents(size * 2 + 1), templates: ReportTemplates())
    let pages = files.filter { !$0.path.contains("/") && $0.path.hasSuffix(".html") }
    #expect(pages.map(\.path) == ["index-2.html", "index-3.html", "index.html"])
    let first = String(decoding: pages[2].bytes, as: UTF8.self)
    let third = String(decoding: pages[1].bytes, as: UTF8.self)
    // Each page shows its own scenes' groups and the whole tree.
    #expect(first.components(separatedBy: "<section class=\"group\"").count == size + 1)
    #expect(third.components(separatedBy: "<section class=\"group\"").count == 2)
    #expect(third.contains("id=\"g-scene\(size * 2)\""))
    #expect(first.contains("<a href=\"index-3.html#g-scene\(size * 2)\" data-keeps-query>"))
    #expect(third.contains("<a href=\"index.html#g-scene0\" data-keeps-query>"))
    #expect(first.contains("Index page 1 of 3:"))
    #expect(third.contains("<a href=\"index-3.html\" data-keeps-query aria-current=\"page\">3</a>"))
    // The file heading repeats at the top of a page that continues a file.
    let second = String(decoding: pages[0].bytes, as: UTF8.self)
    #expect(second.contains("<h2 class=\"file-heading\""))
  }

  @Test func aSmallIndexIsOnePageWithoutPageLinks() async throws {
    let files = try await ReportBuilder.files(for: Self.contents(3), templates: ReportTemplates())
    #expect(!files.contains { $0.path.hasPrefix("index-") })
    let index = try #require(files.first { $0.path == "index.html" })
    #expect(!String(decoding: index.bytes, as: UTF8.self).contains("nav class=\"pages\""))
  }

  @Test func aSceneCannotTakeAnIndexPageName() {
    var names = SceneFolderNames(reserving: ReportPages.indexPageNames(sceneCount: 120))
    #expect(ReportPages.indexPageNames(sceneCount: 120).count == 3)
    #expect(names.folder(for: "index-2.html") != "index-2.html")
  }
}
