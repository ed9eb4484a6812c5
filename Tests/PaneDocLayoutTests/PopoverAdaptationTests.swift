import PaneDocModel
import Testing

@testable import PaneDocLayout

/// Adaptivity (popovers and sheets in compact environments) and hidden anchors.
@Suite("Popover adaptation")
struct PopoverAdaptationTests {
  @Test("ios12, horizontally compact: full screen, popover-adapted")
  func ios12Compact() throws {
    let result = PresentationEngine.present(
      PopoverFixtures.popover(), in: PopoverFixtures.oneThird(.ios12))
    let layout = try #require(result.presentation)
    #expect(layout.presentation == .fullScreen)
    #expect(layout.frame == Rect(x: 0, y: 0, width: 320, height: 768))
    #expect(layout.contentFrame == layout.frame)
    #expect(layout.arrowDirection == .none)
    #expect(result.warningCodes == ["popover-adapted"])
  }

  @Test("ios17, horizontally compact: a sheet 10 pt below the status bar")
  func ios17HorizontallyCompact() throws {
    let result = PresentationEngine.present(
      PopoverFixtures.popover(), in: PopoverFixtures.oneThird(.ios17))
    let layout = try #require(result.presentation)
    #expect(layout.presentation == .sheet)
    #expect(layout.frame == Rect(x: 0, y: 30, width: 320, height: 738))
    #expect(result.warningCodes == ["popover-adapted"])
    #expect(
      result.assumptions == [
        "gap between the top safe-area inset and a compact sheet 10 pt is assumed"
      ])
  }

  @Test("vertically compact only: a sheet in ios17, still a popover in ios12")
  func verticallyCompact() throws {
    let anchor = Rect(x: 600, y: 0, width: 44, height: 44)
    let sheet = PresentationEngine.present(
      PopoverFixtures.popover(anchor: anchor), in: PopoverFixtures.iPhone8PlusLandscape(.ios17))
    #expect(sheet.presentation?.presentation == .sheet)
    #expect(sheet.presentation?.frame == Rect(x: 0, y: 10, width: 736, height: 404))
    let popover = PresentationEngine.present(
      PopoverFixtures.popover(anchor: anchor), in: PopoverFixtures.iPhone8PlusLandscape(.ios12))
    // ios12: C = (19, 30, 698, 374); up (255 × 360) wins, moved left and cut to 360 high.
    let layout = try #require(popover.presentation)
    #expect(layout.presentation == .popover)
    #expect(layout.arrowDirection == .up)
    #expect(layout.frame == Rect(x: 397, y: 44, width: 320, height: 360))
    #expect(layout.arrowOffset == 65)
    #expect(popover.warningCodes == ["popover-clamped"])
  }

  @Test("ios6 never adapts, even in a compact size class")
  func ios6NeverAdapts() throws {
    var environment = PopoverFixtures.oneThird(.ios6)
    environment.windowName = .named(.full)
    let result = PresentationEngine.present(PopoverFixtures.popover(), in: environment)
    #expect(result.presentation?.presentation == .popover)
    #expect(!result.warningCodes.contains("popover-adapted"))
  }

  @Test("adaptivePresentationStyle none keeps the popover in a compact window")
  func adaptiveNone() throws {
    let request = PopoverFixtures.popover(
      options: PopoverOptions(adaptivePresentationStyle: .none))
    let result = PresentationEngine.present(request, in: PopoverFixtures.oneThird(.ios17))
    let layout = try #require(result.presentation)
    // C = (19, 50, 282, 708): up wins and is cut to 282 wide.
    #expect(layout.presentation == .popover)
    #expect(layout.arrowDirection == .up)
    #expect(layout.frame == Rect(x: 19, y: 144, width: 282, height: 493))
    #expect(layout.contentFrame == Rect(x: 19, y: 157, width: 282, height: 480))
    #expect(layout.arrowOffset == -38)
    #expect(result.warningCodes == ["popover-clamped"])
  }

  @Test(
    "an explicit adaptive style is shown as named",
    arguments: [
      (
        AdaptivePresentationStyle.fullScreen, Profile.ios17,
        PresentationLayout.Presentation.fullScreen
      ),
      (.formSheet, .ios17, .sheet),
      (.formSheet, .ios12, .fullScreen),
      (.fullScreen, .ios12, .fullScreen),
    ])
  func explicitAdaptiveStyle(
    style: AdaptivePresentationStyle, profile: Profile,
    expected: PresentationLayout.Presentation
  ) {
    let request = PopoverFixtures.popover(
      options: PopoverOptions(adaptivePresentationStyle: style))
    let result = PresentationEngine.present(request, in: PopoverFixtures.oneThird(profile))
    #expect(result.presentation?.presentation == expected)
    #expect(result.warningCodes == ["popover-adapted"])
  }

  @Test("a hidden anchor presents nothing: anchor-hidden")
  func hiddenAnchor() {
    let result = PresentationEngine.present(
      PopoverFixtures.popover(anchor: nil), in: PopoverFixtures.iPad())
    #expect(result.presentation == nil)
    #expect(result.warningCodes == ["anchor-hidden"])
    #expect(result.warnings.first?.subject == "pop")
  }

  @Test("a hidden anchor does not matter where the popover adapts")
  func hiddenAnchorAdapted() {
    let result = PresentationEngine.present(
      PopoverFixtures.popover(anchor: nil), in: PopoverFixtures.oneThird(.ios17))
    #expect(result.presentation?.presentation == .sheet)
    #expect(result.warningCodes == ["popover-adapted"])
  }
}
