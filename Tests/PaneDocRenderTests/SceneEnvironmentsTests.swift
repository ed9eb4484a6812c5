import PaneDocLayout
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

/// A scene's entries find their environment's words whatever order their environments come in,
/// and the scenes of a run share the words of its table.
@Suite struct SceneEnvironmentsTests {
  static func entries(_ layouts: [Layout]) -> [ReportEntry] {
    layouts.enumerated().map { number, layout in
      ReportEntry(
        sceneId: "mail", sceneTitle: "Mail", stateId: "s\(number % 2)",
        stateTitle: "State \(number % 2)", layout: layout)
    }
  }

  @Test func eachEntryHasItsOwnEnvironmentsWords() {
    let samples = SampleLayouts.all.map(\.layout)
    // In order, repeated, then backwards and with one environment twice in a row: the entry
    // before's next environment is the usual guess, and it must be checked.
    let layouts = samples + samples + samples.reversed() + [samples[1], samples[1], samples[0]]
    let environments = SceneEnvironments(Self.entries(layouts))
    for (index, layout) in layouts.enumerated() {
      let info = layout.environment
      let words = environments[entry: index]
      #expect(words.slug == info.slug)
      #expect(words.profile == info.profile.rawValue)
      #expect(words.device == MarkupText.clean(info.device.rawValue))
      #expect(words.split == MarkupText.clean(info.windowName.rawValue))
      #expect(words.text == MarkupText.clean(FigureCaption(layout).environment))
      #expect(words.keys == FilterValues.keys(of: info))
      #expect(
        FigureCaption.traits(of: layout, sizeClasses: words.sizeClasses)
          == MarkupText.clean(FigureCaption(layout).traits))
      #expect(
        words.traits(nodes: layout.nodes, scene: layout.scene).text
          == MarkupText.clean(FigureCaption(layout).traits))
    }
  }

  /// The display mode the traits name is that of the node `DiagramCaption` finds: the scene's
  /// own split view before any other, the first split view when the scene is none.
  @Test func traitsNameTheDisplayModeOfTheCaptionsSplitView() {
    var layouts = SampleLayouts.all.map(\.layout)
    let split = layouts.first { layout in layout.nodes.contains { $0.split != nil } }!
    let index = split.nodes.firstIndex { $0.split != nil }!
    var other = split
    // Another split view before the scene's own, in another display mode.
    var before = split.nodes[index]
    before.id = "other"
    let mode = before.split?.displayMode
    before.split?.displayMode = mode == .secondaryOnly ? .oneOverSecondary : .secondaryOnly
    other.nodes.insert(before, at: 0)
    var notTheScene = split
    notTheScene.scene = "elsewhere"
    layouts += [other, notTheScene, SampleLayouts.withoutWarnings]
    for layout in layouts {
      let words = FigureEnvironment(layout.environment)
      #expect(
        FigureEnvironment.displayMode(nodes: layout.nodes, scene: layout.scene)
          == DiagramCaption.displayModeNode(of: layout)?.split?.displayMode)
      #expect(
        words.traits(nodes: layout.nodes, scene: layout.scene).text
          == MarkupText.clean(FigureCaption(layout).traits))
    }
  }

  @Test func scenesOfARunShareTheTablesWords() {
    let samples = SampleLayouts.all.map(\.layout)
    let table = FigureEnvironmentTable(samples.map(\.environment) + samples.map(\.environment))
    #expect(table.count == Set(samples.map(\.environment)).count)
    let first = SceneEnvironments(Self.entries(samples), table: table)
    let second = SceneEnvironments(Self.entries(samples.reversed()), table: table)
    for index in samples.indices {
      #expect(first[entry: index] === second[entry: samples.count - 1 - index])
      #expect(first[entry: index] === table.environment(samples[index].environment))
    }
  }

  @Test func anEnvironmentTheTableLacksIsWorkedOutByItsScene() {
    let samples = SampleLayouts.all.map(\.layout)
    let table = FigureEnvironmentTable([samples[0].environment])
    let environments = SceneEnvironments(Self.entries(samples), table: table)
    #expect(environments[entry: 0] === table.environment(samples[0].environment))
    for (index, layout) in samples.enumerated() {
      #expect(environments[entry: index].slug == layout.environment.slug)
      #expect(environments[entry: index].keys == FilterValues.keys(of: layout.environment))
    }
  }
}
