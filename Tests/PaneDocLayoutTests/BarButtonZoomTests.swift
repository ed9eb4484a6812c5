import PaneDocModel
import Testing

@testable import PaneDocLayout

/// Liquid Glass popovers from bar button items (`ios26`): a zoom transition, no arrow, centred on
/// the item; and the iPhone's popover margins.
@Suite("ios26: popovers zoom out of their bar button item")
struct BarButtonZoomTests {
  /// A 44 pt compose button in a navigation bar, as the mail example's.
  static let composeButton = Rect(x: 286, y: 23, width: 44, height: 44)

  @Test("a bar button item's popover has no arrow and hangs from the top margin, centred on it")
  func zoomsWithoutArrow() throws {
    let request = PopoverFixtures.popover(
      anchor: Self.composeButton, barButtonItemIn: "nav#navigationBar")
    let result = PresentationEngine.present(request, in: PopoverFixtures.iPad(.ios26))
    let popover = try #require(result.presentation)
    #expect(popover.zoomsFromAnchor)
    #expect(popover.arrowDirection == .none)
    #expect(popover.arrowHeight == 0 && popover.arrowBase == 0)
    // Centred on the button's middle (308, 45), then moved down into the area below the 20 pt
    // status bar and the 30 pt top margin: it covers the button's lower part.
    #expect(popover.frame == Rect(x: 148, y: 50, width: 320, height: 480))
    #expect(popover.contentFrame == popover.frame)
    #expect(popover.frame.intersection(Self.composeButton) != nil)
    // No arrow number is relied on, so none is named as an assumption.
    #expect(!result.assumptions.contains { $0.contains("arrow height") })
  }

  @Test("before Liquid Glass the same popover points at its item")
  func olderProfilesPoint() throws {
    let request = PopoverFixtures.popover(
      anchor: Self.composeButton, barButtonItemIn: "nav#navigationBar")
    for profile in [Profile.ios12, .ios17] {
      let popover = try #require(
        PresentationEngine.present(request, in: PopoverFixtures.iPad(profile)).presentation)
      #expect(!popover.zoomsFromAnchor, "\(profile)")
      #expect(popover.arrowDirection == .up, "\(profile)")
    }
  }

  @Test("a popover from a view keeps its arrow in ios26")
  func viewSourceKeepsArrow() throws {
    let popover = try #require(
      PresentationEngine.present(PopoverFixtures.popover(), in: PopoverFixtures.iPad(.ios26))
        .presentation)
    #expect(!popover.zoomsFromAnchor)
    #expect(popover.arrowDirection != .none)
  }

  @Test("without a direction a popover is centred on the anchor's midpoint, floored")
  func centredOnMidpoint() throws {
    // A 321 pt wide popover on a 44 pt item at x 500: ⌊522 − 160.5⌋ = 361, not 500 + 22 − 160.
    let request = PopoverFixtures.popover(
      anchor: Rect(x: 500, y: 300, width: 44, height: 44), content: Size(width: 321, height: 100),
      barButtonItemIn: "toolbar")
    let popover = try #require(
      PresentationEngine.present(request, in: PopoverFixtures.iPad(.ios26)).presentation)
    #expect(popover.frame == Rect(x: 361, y: 272, width: 321, height: 100))
  }

  @Test("ios26 iPhones keep popovers 10 pt from every edge; iPads and ios17 keep 30/19/10/19")
  func phoneMargins() {
    var notes = EngineNotes()
    func area(_ environment: EnvironmentInfo) -> Rect {
      PopoverAvailableArea.area(
        in: environment, margins: nil, keyboardHeight: nil,
        metrics: environment.profile.rules.popovers, notes: &notes)
    }
    // The iPhone 8 in portrait: 375×667 less the 20 pt status bar.
    #expect(
      area(PopoverFixtures.iPhone8Portrait(.ios26)) == Rect(x: 10, y: 30, width: 355, height: 627))
    #expect(
      area(PopoverFixtures.iPhone8Portrait(.ios17)) == Rect(x: 19, y: 50, width: 337, height: 607))
    #expect(area(PopoverFixtures.iPad(.ios26)) == Rect(x: 19, y: 50, width: 986, height: 708))
  }
}
