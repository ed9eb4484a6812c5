import PaneDocLayout
import Testing

@testable import PaneDocRender

/// A page's figure says what the diagram's caption says about its environment, traits and
/// warnings, in the same words.
@Suite struct FigureCaptionTests {
  @Test(arguments: SampleLayouts.all.map(\.layout) + [SampleLayouts.withoutWarnings])
  func saysWhatTheDiagramsCaptionSays(_ layout: Layout) {
    let figure = FigureCaption(layout)
    let caption = DiagramCaption(layout)
    #expect(figure.environment == caption.environment)
    #expect(figure.traits == caption.traits)
    #expect(figure.warningSummary == caption.warningSummary(count: layout.warnings.count))
  }

  @Test func namesTheSplitsDisplayModeAndEachCodeOnce() {
    let figure = FigureCaption(SampleLayouts.overlayTwoThirdsPortrait)
    #expect(figure.environment == "ios17 · ipad-9.7 · portrait · two-thirds")
    #expect(figure.traits == "w compact · h regular · display mode oneOverSecondary")
    #expect(figure.warningSummary == "2 warnings: anchor-hidden, fraction-capped")
    var repeated = SampleLayouts.mailLandscapePopover
    repeated.warnings += repeated.warnings
    #expect(FigureCaption(repeated).warningSummary == "2 warnings: popover-clamped")
    #expect(FigureCaption(SampleLayouts.withoutWarnings).warningSummary == "No warnings")
  }
}

extension SampleLayouts {
  /// A layout of the samples with its warnings taken away.
  static var withoutWarnings: Layout {
    var layout = mailLandscapePopover
    layout.warnings = []
    return layout
  }
}
