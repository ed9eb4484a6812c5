import PaneDocLayout
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

/// A scene's entries find their environment's words whatever order their environments come in,
/// and scenes in the same environments share them.
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
    }
  }

  @Test func scenesInTheSameEnvironmentsShareTheirWords() {
    let samples = SampleLayouts.all.map(\.layout)
    let first = SceneEnvironments(Self.entries(samples))
    let second = SceneEnvironments(Self.entries(samples.reversed()))
    for index in samples.indices {
      #expect(first[entry: index] === second[entry: samples.count - 1 - index])
    }
  }
}
