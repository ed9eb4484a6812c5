import PaneDocModel
import Testing

@testable import PaneDocLayout

/// Content size (3.1, 3.2), available area, the ios6 bar button item rules, chrome (3.4) and the
/// keyboard, with numbers worked out by hand.
@Suite("Popover content, area and chrome per profile")
struct PopoverProfileTests {
  private func present(_ request: PresentationRequest, _ environment: EnvironmentInfo)
    -> (PresentationLayout?, PresentationResult)
  {
    let result = PresentationEngine.present(request, in: environment)
    return (result.presentation, result)
  }

  @Test("ios6 bar button item: only up or down, and its bar is a passthrough view")
  func ios6BarButtonItem() throws {
    // Portrait 768×1024: C = (10, 30, 748, 984). The item sits in the detail's navigation bar.
    let request = PopoverFixtures.popover(
      anchor: Rect(x: 8, y: 27, width: 60, height: 30), content: Size(width: 320, height: 400),
      options: PopoverOptions(passthroughViews: ["searchField", "detailNav#navigationBar"]),
      barButtonItemIn: "detailNav#navigationBar")
    let (layout, result) = present(request, PopoverFixtures.iPad(.ios6, .portrait))
    let popover = try #require(layout)
    // Down has no room above y 27; up wins: x = 8 + 30 − 160 → 10.
    #expect(popover.arrowDirection == .up)
    #expect(popover.frame == Rect(x: 10, y: 57, width: 320, height: 413))
    #expect(popover.contentFrame == Rect(x: 10, y: 70, width: 320, height: 400))
    // 38 − 170 = −132, within the legacy limit 160 − 8 − 18 = 134.
    #expect(popover.arrowOffset == -132)
    #expect(!popover.arrowPinned)
    #expect(popover.arrowBase == 37)
    #expect(popover.cornerRadius == 8)
    #expect(popover.passthroughViews == ["detailNav#navigationBar", "searchField"])
    #expect(result.warnings.isEmpty)
    #expect(result.assumptions.contains("legacy popover corner radius 8 pt is assumed"))
  }

  @Test("ios6 bar button item limited to left: nothing remains, so up and down")
  func ios6BarButtonItemDirectionsReset() throws {
    let anchor = Rect(x: 8, y: 27, width: 60, height: 30)
    let options = PopoverOptions(permittedArrowDirections: .left)
    let environment = PopoverFixtures.iPad(.ios6, .portrait)
    let fromItem = try #require(
      present(
        PopoverFixtures.popover(anchor: anchor, options: options, barButtonItemIn: "bar"),
        environment
      ).0)
    #expect(fromItem.arrowDirection == .up)
    let fromView = try #require(
      present(PopoverFixtures.popover(anchor: anchor, options: options), environment).0)
    #expect(fromView.arrowDirection == .left)
    #expect(fromView.passthroughViews.isEmpty)
  }

  @Test("ios12 bar button item: no direction limit, the bar is not a passthrough view")
  func ios12BarButtonItem() throws {
    let request = PopoverFixtures.popover(
      options: PopoverOptions(permittedArrowDirections: .left), barButtonItemIn: "bar")
    let (layout, result) = present(request, PopoverFixtures.iPad(.ios12))
    let popover = try #require(layout)
    #expect(popover.arrowDirection == .left)
    #expect(popover.passthroughViews.isEmpty)
    #expect(
      result.assumptions.contains(
        "the bar of a bar button item anchor is not a passthrough view (assumed)"))
  }

  @Test("ios6 default content 320×1100 is clamped to the area")
  func ios6DefaultContentSize() throws {
    // Landscape: C = (10, 30, 1004, 728). Left 333 × 642 = 213 786 beats up 272 × 614.
    let request = PopoverFixtures.popover(content: nil)
    let (layout, result) = present(request, PopoverFixtures.iPad(.ios6))
    let popover = try #require(layout)
    #expect(popover.arrowDirection == .left)
    #expect(popover.frame == Rect(x: 144, y: 30, width: 333, height: 728))
    #expect(popover.contentFrame == Rect(x: 157, y: 30, width: 320, height: 728))
    #expect(popover.arrowOffset == -272)
    #expect(result.warningCodes == ["popover-clamped"])
  }

  @Test("ios6 content width clamped to 320–600", arguments: [(200.0, 320.0), (700.0, 600.0)])
  func ios6WidthClamp(asked: Double, given: Double) throws {
    let request = PopoverFixtures.popover(content: Size(width: asked, height: 300))
    let (layout, result) = present(request, PopoverFixtures.iPad(.ios6))
    let popover = try #require(layout)
    #expect(popover.contentFrame.width == given)
    #expect(popover.contentFrame.height == 300)
    #expect(result.warningCodes == ["content-width-clamped"])
  }

  @Test("modern profiles keep any content width")
  func modernNoWidthClamp() throws {
    let request = PopoverFixtures.popover(content: Size(width: 200, height: 300))
    let popover = try #require(present(request, PopoverFixtures.iPad(.ios12)).0)
    #expect(popover.contentFrame.size == Size(width: 200, height: 300))
  }

  @Test("modern default content size: 375×667 in a 1024-wide window, 320×480 narrower")
  func modernDefaultContentSize() {
    var notes = PresentationNotes()
    let wide = PopoverContentSize.resolve(
      PopoverFixtures.popover(content: nil), options: PopoverOptions(),
      in: PopoverFixtures.iPad(.ios17), metrics: .ios17, notes: &notes)
    #expect(wide == Size(width: 375, height: 667))
    let narrow = PopoverContentSize.resolve(
      PopoverFixtures.popover(content: .zero), options: PopoverOptions(),
      in: PopoverFixtures.iPad(.ios12, .portrait), metrics: .ios12, notes: &notes)
    #expect(narrow == Size(width: 320, height: 480))
    #expect(notes.warnings.isEmpty)
  }

  @Test("popoverContentSize wins over the content's size; the content's bars add to its own")
  func contentSizeSources() {
    var notes = PresentationNotes()
    let environment = PopoverFixtures.iPad(.ios17)
    let withBars = PopoverFixtures.popover(content: Size(width: 320, height: 300), barsHeight: 50)
    #expect(
      PopoverContentSize.resolve(
        withBars, options: PopoverOptions(), in: environment, metrics: .ios17, notes: &notes)
        == Size(width: 320, height: 350))
    #expect(
      notes.assumptions == [
        "a navigation controller's bars add to the popover content height (assumed)"
      ])
    let heightOnly = PopoverFixtures.popover(content: Size(width: 0, height: 300))
    #expect(
      PopoverContentSize.resolve(
        heightOnly, options: PopoverOptions(), in: environment, metrics: .ios17, notes: &notes)
        == Size(width: 375, height: 300))
    #expect(
      notes.assumptions.last
        == "a zero width or height of a content size takes the default's (assumed)")
    let explicit = PopoverOptions(popoverContentSize: Size(width: 400, height: 200))
    #expect(
      PopoverContentSize.resolve(
        withBars, options: explicit, in: environment, metrics: .ios17, notes: &notes)
        == Size(width: 400, height: 200))
  }

  @Test("a custom background replaces the arrow and insets the content")
  func customBackground() throws {
    let background = PopoverBackground(
      arrowHeight: 20, arrowBase: 20,
      contentViewInsets: Insets(top: 5, left: 6, bottom: 7, right: 8), minimumCornerDistance: 22)
    let request = PopoverFixtures.popover(options: PopoverOptions(background: background))
    let (layout, result) = present(request, PopoverFixtures.iPad())
    let popover = try #require(layout)
    // 334×512 up: 270 × 512 = 138 240 beats left 354 × 318 = 112 572.
    #expect(popover.arrowDirection == .up)
    #expect(popover.frame == Rect(x: 19, y: 144, width: 334, height: 512))
    #expect(popover.contentFrame == Rect(x: 25, y: 169, width: 320, height: 480))
    // 122 − 186 = −64, within 167 − 22 − 10 = 135.
    #expect(popover.arrowOffset == -64)
    #expect(popover.arrowBase == 20)
    #expect(popover.arrowHeight == 20)
    #expect(result.warnings.isEmpty)
    #expect(result.assumptions.count == 2)
  }

  @Test("a custom background's corner distance pins the arrow sooner")
  func customBackgroundPinned() throws {
    let background = PopoverBackground(arrowHeight: 20, arrowBase: 20, minimumCornerDistance: 100)
    let request = PopoverFixtures.popover(
      options: PopoverOptions(permittedArrowDirections: .up, background: background))
    let popover = try #require(present(request, PopoverFixtures.iPad()).0)
    // 320 wide: limit 160 − 100 − 10 = 50; 122 − 179 = −57 is pinned to −50.
    #expect(popover.arrowOffset == -50)
    #expect(popover.arrowPinned)
  }

  @Test(
    "an arrow past the chrome's limit is pinned and still touches its anchor",
    arguments: [(Profile.ios17, -132.0), (.ios12, -134.0)])
  func pinnedArrow(profile: Profile, offset: Double) throws {
    let request = PopoverFixtures.popover(
      anchor: Rect(x: 20, y: 100, width: 44, height: 44),
      options: PopoverOptions(permittedArrowDirections: .up))
    let (layout, result) = present(request, PopoverFixtures.iPad(profile))
    let popover = try #require(layout)
    #expect(popover.frame == Rect(x: 19, y: 144, width: 320, height: 493))
    // 42 − 179 = −137: past the shape limit 160 − 13 − 15 = 132 and the legacy limit
    // 160 − 8 − 18 = 134; the tip (x 47 or 45) still lies on the anchor (20–64).
    #expect(popover.arrowOffset == offset)
    #expect(popover.arrowPinned)
    #expect(result.warningCodes == ["arrow-pinned"])
  }

  @Test("a shown keyboard raises the bottom of the area to its top less the bottom margin")
  func keyboard() throws {
    // Portrait: C = (19, 50, 730, 964); the keyboard's top is 1024 − 264 = 760, so C ends at 750.
    let request = PopoverFixtures.popover(content: Size(width: 320, height: 700))
    let withKeyboard = PopoverFixtures.iPad(.ios17, .portrait, keyboard: 264)
    let (layout, result) = present(request, withKeyboard)
    let popover = try #require(layout)
    #expect(popover.arrowDirection == .up)
    #expect(popover.frame == Rect(x: 19, y: 144, width: 320, height: 606))
    #expect(popover.contentFrame == Rect(x: 19, y: 157, width: 320, height: 593))
    #expect(result.warningCodes == ["popover-clamped"])
    #expect(
      result.assumptions.contains("keyboard height for ipad-9.7 portrait is assumed (264 pt)"))

    let noKeyboard = try #require(
      present(request, PopoverFixtures.iPad(.ios17, .portrait)).0)
    #expect(noKeyboard.frame == Rect(x: 19, y: 144, width: 320, height: 713))

    let segueKeyboard = PopoverFixtures.popover(
      content: Size(width: 320, height: 700),
      options: PopoverOptions(keyboardVisible: true), keyboardHeight: 264)
    let fromSegue = try #require(present(segueKeyboard, PopoverFixtures.iPad(.ios17, .portrait)).0)
    #expect(fromSegue.frame == popover.frame)
  }

  @Test("the keyboard rises from the screen's bottom, whatever the window's place")
  func keyboardInRaisedWindow() {
    // A slide-over-like window 20 pt below the top of a 768-high screen, 728 high.
    var environment = PopoverFixtures.iPad(.ios17)
    environment.window = Rect(x: 704, y: 20, width: 320, height: 728)
    environment.safeArea = .zero
    var notes = PresentationNotes()
    let area = PopoverAvailableArea.area(
      in: environment, margins: Insets(all: 10), keyboardHeight: 352, metrics: .ios17,
      notes: &notes)
    // The keyboard's top is 768 − 352 − 20 = 396 in the window: the area ends at 386.
    #expect(area == Rect(x: 10, y: 10, width: 300, height: 376))
  }
}
