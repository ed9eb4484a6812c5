import PaneDocModel
import Testing

@testable import PaneDocLayout

/// Content size, available area, the ios6 bar button item rules, chrome and the
/// keyboard, with numbers worked out by hand.
@Suite("Popover content, area and chrome per profile")
struct PopoverProfileTests {
  private func present(_ request: PresentationRequest, _ environment: EnvironmentInfo)
    -> (PresentationLayout?, PresentationResult)
  {
    let result = PresentationEngine.present(request, in: environment)
    return (result.presentation, result)
  }

  /// The classic chrome of iOS 5/6 ([obs] redrawings of Apple's artwork): an
  /// 8 pt border on every side and a 19 pt arrow, so the popover is 16 pt wider than its content.
  @Test("ios6 bar button item: only up or down, its bar a passthrough view, the classic chrome")
  func ios6BarButtonItem() throws {
    // Portrait 768×1024: C = (10, 30, 748, 984). The item sits in the detail's navigation bar.
    let request = PopoverFixtures.popover(
      anchor: Rect(x: 8, y: 27, width: 60, height: 30), content: Size(width: 320, height: 400),
      options: PopoverOptions(passthroughViews: ["searchField", "detailNav#navigationBar"]),
      barButtonItemIn: "detailNav#navigationBar")
    let (layout, result) = present(request, PopoverFixtures.iPad(.ios6, .portrait))
    let popover = try #require(layout)
    // Down has no room above y 27; up wins: 336 × (400 + 16 + 19), x = 8 + 30 − 168 → 10.
    #expect(popover.arrowDirection == .up)
    #expect(popover.frame == Rect(x: 10, y: 57, width: 336, height: 435))
    #expect(popover.contentFrame == Rect(x: 18, y: 84, width: 320, height: 400))
    #expect(popover.frame.width - popover.contentFrame.width == 16)
    // 38 − 178 = −140, within the classic limit 168 − 7 − 18 = 143.
    #expect(popover.arrowOffset == -140)
    #expect(!popover.arrowPinned)
    #expect(popover.arrowBase == 37)
    #expect(popover.arrowHeight == 19)
    #expect(popover.cornerRadius == 7)
    #expect(popover.passthroughViews == ["detailNav#navigationBar", "searchField"])
    #expect(result.warnings.isEmpty)
    #expect(!result.assumptions.contains { $0.contains("classic popover") })
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

  /// [src] `UIPopoverPresentationController _effectivePermittedArrowDirections`:
  /// without `_ignoreBarButtonItemSiblings` (SDKs of these eras) a bar button item's popover keeps
  /// only up and down, and its siblings in the bar become passthrough views
  /// (`presentationTransitionWillBegin`).
  @Test(
    "ios12 and ios17 bar button item: up or down only, its bar stays interactive",
    arguments: [Profile.ios12, .ios17])
  func modernBarButtonItem(profile: Profile) throws {
    let left = PopoverFixtures.popover(
      options: PopoverOptions(permittedArrowDirections: .left), barButtonItemIn: "bar")
    let (layout, result) = present(left, PopoverFixtures.iPad(profile))
    let popover = try #require(layout)
    #expect(popover.arrowDirection == .up)
    #expect(popover.passthroughViews == ["bar"])
    #expect(!result.assumptions.contains { $0.contains("passthrough") })
    // Mid-screen in landscape, `any` tries left first and it fits whole; from an item, only up
    // and down are tried, and up (414 pt below the anchor) beats down (250 pt above it).
    let middle = Rect(x: 500, y: 300, width: 44, height: 44)
    let fromView = try #require(
      present(PopoverFixtures.popover(anchor: middle), PopoverFixtures.iPad(profile)).0)
    #expect(fromView.arrowDirection == .left)
    let fromItem = try #require(
      present(
        PopoverFixtures.popover(anchor: middle, barButtonItemIn: "bar"),
        PopoverFixtures.iPad(profile)
      ).0)
    #expect(fromItem.arrowDirection == .up)
  }

  @Test("ios6 default content 320×1100 is clamped to the area")
  func ios6DefaultContentSize() throws {
    // Landscape: C = (10, 30, 1004, 728). The classic chrome: (320 + 16 + 19) × (1100 + 16);
    // left wins, cut to the area's height.
    let request = PopoverFixtures.popover(content: nil)
    let (layout, result) = present(request, PopoverFixtures.iPad(.ios6))
    let popover = try #require(layout)
    #expect(popover.arrowDirection == .left)
    #expect(popover.frame == Rect(x: 144, y: 30, width: 355, height: 728))
    #expect(popover.contentFrame == Rect(x: 171, y: 38, width: 320, height: 712))
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
    var notes = EngineNotes()
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
    var notes = EngineNotes()
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
    var notes = EngineNotes()
    let area = PopoverAvailableArea.area(
      in: environment, margins: Insets(all: 10), keyboardHeight: 352, metrics: .ios17,
      notes: &notes)
    // The keyboard's top is 768 − 352 − 20 = 396 in the window: the area ends at 386.
    #expect(area == Rect(x: 10, y: 10, width: 300, height: 376))
  }

  /// [src] `_UIPopoverLegacyChromeView maxNonPinnedOffset`: the legacy chrome
  /// keeps an up/down arrow ⌊w/2⌋ − 8 − 18 from the centre, a left/right one ⌊h/2⌋ − 10 − 18;
  /// the shape chrome ⌊len/2⌋ − 13 − 15 either way ([src] `_UIPopoverShapeLayerChromeView`).
  @Test("pin limits by chrome and axis")
  func pinLimits() {
    var notes = EngineNotes()
    let legacy = PopoverChrome.resolve(metrics: .ios12, background: nil, notes: &notes)
    #expect(legacy.pinLimit(length: 400, upDown: true) == 174)
    #expect(legacy.pinLimit(length: 400, upDown: false) == 172)
    let shape = PopoverChrome.resolve(metrics: .ios17, background: nil, notes: &notes)
    #expect(shape.pinLimit(length: 400, upDown: true) == 172)
    #expect(shape.pinLimit(length: 400, upDown: false) == 172)
    let classic = PopoverChrome.resolve(metrics: .ios6, background: nil, notes: &notes)
    #expect(classic.pinLimit(length: 400, upDown: true) == 175)
    #expect(classic.contentInsets == Insets(all: 8))
  }

  @Test("a legacy left arrow is pinned at ⌊h/2⌋ − 28, not − 26")
  func legacySideArrowPinned() throws {
    // ios12 landscape, C = (19, 50, 986, 708). Only right is allowed: the popover sits left of
    // an anchor at the area's top, shifted down into the area: 480 tall, so the limit is
    // 240 − 28 = 212; the anchor's centre is 258 above the popover's.
    let request = PopoverFixtures.popover(
      anchor: Rect(x: 600, y: 10, width: 44, height: 44),
      options: PopoverOptions(permittedArrowDirections: .right))
    let (layout, result) = present(request, PopoverFixtures.iPad(.ios12))
    let popover = try #require(layout)
    #expect(popover.arrowDirection == .right)
    #expect(popover.frame.height == 480)
    #expect(popover.arrowPinned)
    #expect(popover.arrowOffset == -212)
    #expect(result.warningCodes.contains("arrow-pinned"))
  }

  /// [src] `UIPopoverPresentationController
  /// _layoutInfoFromLayoutInfo:forCurrentKeyboardStateAndHostingWindow:`: an anchor wholly below
  /// the area the keyboard leaves moves to that area's bottom edge, one point tall.
  @Test("an anchor under the keyboard moves to the bottom of the available area")
  func anchorUnderKeyboard() throws {
    // 9.7" landscape, keyboard 398: its top is at 370, the area's bottom at 360.
    let request = PopoverFixtures.popover(
      anchor: Rect(x: 500, y: 600, width: 44, height: 44),
      options: PopoverOptions(permittedArrowDirections: [.up, .down]))
    let (layout, result) = present(request, PopoverFixtures.iPad(.ios17, keyboard: 398))
    let popover = try #require(layout)
    #expect(popover.anchor == Rect(x: 500, y: 360, width: 44, height: 1))
    #expect(popover.arrowDirection == .down)
    #expect(popover.frame.maxY == 360)
    #expect(!result.assumptions.contains { $0.contains("keyboard") && $0.contains("anchor") })
    // An anchor above the keyboard stays where it is.
    let visible = try #require(
      present(PopoverFixtures.popover(), PopoverFixtures.iPad(.ios17, keyboard: 398)).0)
    #expect(visible.anchor == PopoverFixtures.exampleAnchor)
  }

  /// [src] `_UIPopoverView initWithFrame:backgroundViewClass:…` and
  /// `_UIPopoverLegacyChromeView useShortMode`: a legacy popover with a side arrow no taller than
  /// 44 pt keeps its arrow at the centre of its edge, unpinned; the shape chrome has no short
  /// mode: its pin limit (⌊40/2⌋ − 28, so 0) pins the arrow at the same place.
  @Test("legacy short mode: a side arrow on a popover at most 44 tall stays centred")
  func legacyShortMode() throws {
    // Content 200×40, only left: the popover is 40 tall, centred on the anchor but moved down
    // into the area (top 50), so the anchor's centre lies above the popover's.
    let request = PopoverFixtures.popover(
      anchor: Rect(x: 500, y: 20, width: 44, height: 44), content: Size(width: 200, height: 40),
      options: PopoverOptions(permittedArrowDirections: .left))
    let (legacyLayout, legacyResult) = present(request, PopoverFixtures.iPad(.ios12))
    let legacy = try #require(legacyLayout)
    #expect(legacy.arrowDirection == .left)
    #expect(legacy.frame.height == 40)
    #expect(legacy.arrowOffset == 0)
    #expect(!legacy.arrowPinned)
    #expect(!legacyResult.warningCodes.contains("arrow-pinned"))
    let (shapeLayout, shapeResult) = present(request, PopoverFixtures.iPad(.ios17))
    let shape = try #require(shapeLayout)
    #expect(shape.frame == legacy.frame)
    #expect(shape.arrowOffset == 0)
    #expect(shape.arrowPinned)
    #expect(shapeResult.warningCodes.contains("arrow-pinned"))
  }
}
