import PaneDocLayout
import PaneDocMustache
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

/// The words a run's table prepares for its templates (`FigureEnvironmentTable`) give the pages
/// the bytes plain words give, with the bundled templates and with replaced ones that put the
/// words anywhere: unescaped, as sections, inverted, under dotted or unknown names, in partials.
@Suite struct PreparedPageWordsTests {
  static let oddFigure = """
    {{{environment}}}|{{& device}}|{{#split}}<{{.}}>{{/split}}{{^profile}}none{{/profile}}\
    |{{orientation.x}}|{{nothing}}|{{#warningsFlag}}{{.}}{{{.}}}{{/warningsFlag}}|{{{search}}}\
    |{{stateTitle}}|{{{environmentText}}}|{{width}}x{{{height}}}|{{warningSummary}}\
    {{#width}}{{#height}}{{width}}{{.}}{{/height}}{{/width}}{{^warningsFlag}}!{{/warningsFlag}}
      {{> filters}}

    """

  static let oddScene = """
    {{#states}}{{title}}{{#figures}}{{> figure}}{{#device}}{{title}}{{/device}}{{/figures}}\
    {{/states}}{{#filters}}{{#options}}{{.}}{{/options}}{{/filters}}\
    {{#states}}{{#figures}}{{.}}{{/figures}}{{{figures}}}{{/states}}

    """

  static func templates() throws -> [ReportTemplates] {
    [
      try ReportTemplates(),
      try ReportTemplates(replacing: [
        "figure": TemplateFile(path: "figure.mustache", text: oddFigure)
      ]),
      try ReportTemplates(replacing: [
        "figure": TemplateFile(path: "figure.mustache", text: oddFigure),
        "scene": TemplateFile(path: "scene.mustache", text: oddScene),
      ]),
    ]
  }

  /// The sample report's scenes, and the first with a device and a state whose names the
  /// report's escape changes (`&`, `<`, a quote), so some words are prepared verbatim and some
  /// not.
  static let sceneEntries: [[ReportEntry]] = {
    let scenes = ReportTests.contents.grouped.scenes
    let odd = scenes[0].map { entry in
      var entry = entry
      entry.layout.environment.device = DeviceID(rawValue: "pad & <pro> \"13\"")
      entry.stateTitle = "Edit & <save>"
      return entry
    }
    return scenes + [odd]
  }()

  @Test func scenePagesAreTheSameWithPreparedWords() throws {
    for templates in try Self.templates() {
      let table = FigureEnvironmentTable(
        Self.sceneEntries.flatMap { $0.map(\.layout.environment) }, library: templates.library)
      for entries in Self.sceneEntries {
        let plain = ReportScene(entries)
        let prepared = ReportScene(entries, environments: table)
        let page = try templates.render("scene", ReportPages.scene(plain, folder: "s").context)
        #expect(!page.isEmpty)
        #expect(
          try templates.render("scene", ReportPages.scene(prepared, folder: "s").context) == page)
        // The index's figures, made with the page's values.
        let renderer = try #require(IndexPageBuilder(templates: templates, notes: []).items)
        let plainItems = try renderer.render(
          plain.summarized, folder: "s", opensFile: true,
          figures: ReportPages.scene(plain, folder: "s").indexFigures)
        let preparedItems = try renderer.render(
          prepared.summarized, folder: "s", opensFile: true,
          figures: ReportPages.scene(prepared, folder: "s").indexFigures)
        #expect(preparedItems?.group == plainItems?.group)
        #expect(preparedItems?.rows == plainItems?.rows)
      }
    }
  }

  /// Some of the odd scene's words are prepared verbatim and some not, so both ways are used.
  @Test func theOddSceneHasWordsOfBothKinds() throws {
    let templates = try ReportTemplates()
    let entries = try #require(Self.sceneEntries.last)
    let table = FigureEnvironmentTable(
      entries.map(\.layout.environment), library: templates.library)
    let words = table.environment(entries[0].layout.environment).prepared
    #expect(!words.device.verbatim)
    #expect(!words.slug.verbatim)
    #expect(!words.text.verbatim)
    #expect(words.profile.verbatim)
    #expect(words.split.verbatim)
    #expect(!table.prepared("Edit & <save>").verbatim)
  }
}
