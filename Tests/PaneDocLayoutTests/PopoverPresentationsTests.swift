import PaneDocModel
import Testing

@testable import PaneDocLayout

/// Presentations besides the plain popover: sheets, full screen, the
/// current context, action sheets, the classic master and the custom split's list popover.
@Suite("Other presentations")
struct PopoverPresentationsTests {
  private func present(_ request: PresentationRequest, _ environment: EnvironmentInfo)
    -> PresentationResult
  {
    PresentationEngine.present(request, in: environment)
  }

  /// [src] `_UISheetPresentationMetrics defaultFormSheetSizeForScreenSize:` and
  /// `cornerRadius`: iPadOS 16+ sizes the form sheet by the screen's long side, corner 10.
  @Test("formSheet in ios17: 540×600 on a 1024-long screen, centred, corner 10")
  func formSheet() throws {
    let result = present(PopoverFixtures.request(.modal(.formSheet)), PopoverFixtures.iPad())
    let layout = try #require(result.presentation)
    #expect(layout.presentation == .formSheet)
    #expect(layout.frame == Rect(x: 242, y: 84, width: 540, height: 600))
    #expect(layout.contentFrame == layout.frame)
    #expect(layout.arrowDirection == .none)
    #expect(layout.cornerRadius == 10)
    #expect(result.warnings.isEmpty)
  }

  @Test("formSheet sizes by the screen's long side L: ≤ 1024, between, ≥ 1590")
  func formSheetSteps() throws {
    let sizes = PopoverMetrics.ios17.formSheetSize.value
    #expect(sizes.size(screenLongSide: 1024) == Size(width: 540, height: 600))
    #expect(sizes.size(screenLongSide: 1025) == Size(width: 580, height: 640))
    #expect(sizes.size(screenLongSide: 1376) == Size(width: 580, height: 640))
    #expect(sizes.size(screenLongSide: 1589) == Size(width: 580, height: 640))
    #expect(sizes.size(screenLongSide: 1590) == Size(width: 620, height: 680))
    let large = present(
      PopoverFixtures.request(.modal(.formSheet)),
      Environment.iPadPro13M4(.landscape()).info)
    #expect(large.presentation?.frame == Rect(x: 398, y: 196, width: 580, height: 640))
  }

  @Test("formSheet in ios12 keeps 540×620 with square corners")
  func formSheetClassic() throws {
    let result = present(
      PopoverFixtures.request(.modal(.formSheet)), PopoverFixtures.iPad(.ios12))
    let layout = try #require(result.presentation)
    #expect(layout.frame == Rect(x: 242, y: 74, width: 540, height: 620))
    #expect(layout.cornerRadius == 0)
  }

  @Test("formSheet in a compact window: a sheet in ios17, full screen in ios12")
  func formSheetCompact() {
    let sheet = present(
      PopoverFixtures.request(.modal(.formSheet)), PopoverFixtures.oneThird(.ios17))
    #expect(sheet.presentation?.presentation == .sheet)
    #expect(sheet.presentation?.frame == Rect(x: 0, y: 30, width: 320, height: 738))
    let full = present(
      PopoverFixtures.request(.modal(.formSheet)), PopoverFixtures.oneThird(.ios12))
    #expect(full.presentation?.presentation == .fullScreen)
    #expect(full.presentation?.frame == Rect(x: 0, y: 0, width: 320, height: 768))
    #expect(sheet.warnings.isEmpty && full.warnings.isEmpty)
  }

  @Test("pageSheet: 768 wide, full height below the status bar, centred")
  func pageSheet() {
    let landscape = present(PopoverFixtures.request(.modal(.pageSheet)), PopoverFixtures.iPad())
    #expect(landscape.presentation?.presentation == .pageSheet)
    #expect(landscape.presentation?.frame == Rect(x: 128, y: 20, width: 768, height: 748))
    let portrait = present(
      PopoverFixtures.request(.modal(.pageSheet)), PopoverFixtures.iPad(.ios17, .portrait))
    #expect(portrait.presentation?.frame == Rect(x: 0, y: 20, width: 768, height: 1004))
    #expect(portrait.assumptions.isEmpty)
  }

  @Test("pageSheet in a narrower regular window is clamped to it")
  func pageSheetClamped() {
    var environment = PopoverFixtures.iPad()
    environment.windowName = .named(.twoThirds)
    environment.window = Rect(x: 0, y: 0, width: 694, height: 768)
    let result = present(PopoverFixtures.request(.modal(.pageSheet)), environment)
    #expect(result.presentation?.frame == Rect(x: 0, y: 20, width: 694, height: 748))
    #expect(
      result.assumptions == [
        "a form or page sheet larger than the window is clamped to it (assumed)"
      ])
  }

  @Test("fullScreen and overFullScreen take the window")
  func fullScreen() {
    for style in [ModalPresentationStyle.fullScreen, .overFullScreen] {
      let result = present(PopoverFixtures.request(.modal(style)), PopoverFixtures.iPad())
      #expect(result.presentation?.presentation == .fullScreen)
      #expect(result.presentation?.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
    }
  }

  @Test("automatic: a page sheet in ios17, full screen in ios12 (assumed)")
  func automatic() {
    let modern = present(PopoverFixtures.request(.modal(.automatic)), PopoverFixtures.iPad())
    #expect(modern.presentation?.presentation == .pageSheet)
    let legacy = present(
      PopoverFixtures.request(.modal(.automatic)), PopoverFixtures.iPad(.ios12))
    #expect(legacy.presentation?.presentation == .fullScreen)
    #expect(
      legacy.assumptions == [
        "the automatic modal presentation style before iOS 13 fullScreen is assumed"
      ])
  }

  @Test("currentContext fills its source's rect, or the window without one")
  func currentContext() {
    let secondary = Rect(x: 320.5, y: 0, width: 703.5, height: 768)
    let inContext = present(
      PopoverFixtures.request(.modal(.currentContext), anchor: secondary), PopoverFixtures.iPad())
    #expect(inContext.presentation?.frame == secondary)
    let inWindow = present(
      PopoverFixtures.request(.modal(.overCurrentContext)), PopoverFixtures.iPad())
    #expect(inWindow.presentation?.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
  }

  @Test("the popover modal style is a popover")
  func modalPopover() {
    let result = present(
      PopoverFixtures.request(
        .modal(.popover), anchor: PopoverFixtures.exampleAnchor,
        content: Size(width: 320, height: 480)),
      PopoverFixtures.iPad())
    #expect(result.presentation?.presentation == .popover)
    #expect(result.presentation?.frame == Rect(x: 19, y: 144, width: 320, height: 493))
  }

  @Test("an action sheet is a popover in regular width")
  func actionSheetRegular() {
    let result = present(
      PopoverFixtures.request(
        .actionSheet(PopoverOptions()), anchor: PopoverFixtures.exampleAnchor,
        content: Size(width: 320, height: 480)),
      PopoverFixtures.iPad())
    #expect(result.presentation?.presentation == .popover)
    #expect(result.presentation?.frame == Rect(x: 19, y: 144, width: 320, height: 493))
    #expect(result.presentation?.arrowOffset == -57)
  }

  @Test("an action sheet in compact width: a sheet at the bottom, plus the bottom safe area")
  func actionSheetCompact() throws {
    let request = PopoverFixtures.request(
      .actionSheet(PopoverOptions()), anchor: Rect(x: 300, y: 20, width: 44, height: 44),
      content: Size(width: 375, height: 200))
    let iPhone8 = present(request, PopoverFixtures.iPhone8Portrait(.ios17))
    let plain = try #require(iPhone8.presentation)
    #expect(plain.presentation == .sheet)
    #expect(plain.frame == Rect(x: 0, y: 467, width: 375, height: 200))
    #expect(plain.contentFrame == plain.frame)
    #expect(iPhone8.warningCodes == ["popover-adapted"])
    let iPhoneX = try #require(
      present(request, PopoverFixtures.iPhoneXPortrait(.ios12)).presentation)
    #expect(iPhoneX.frame == Rect(x: 0, y: 578, width: 375, height: 234))
    #expect(iPhoneX.contentFrame == iPhoneX.frame)
  }

  @Test("the classic master popover: 320 wide and as tall as allowed, from its bar button")
  func masterPopover() throws {
    // ios6 portrait: C = (10, 30, 748, 984); below the item (bottom 57) 957 pt remain. The
    // classic chrome adds its 8 pt border and 19 pt arrow around the 320 pt content.
    let request = PopoverFixtures.request(
      .masterPopover, anchor: Rect(x: 12, y: 27, width: 60, height: 30),
      barButtonItemIn: "detailNav#navigationBar")
    let result = present(request, PopoverFixtures.iPad(.ios6, .portrait))
    let layout = try #require(result.presentation)
    #expect(layout.presentation == .popover)
    #expect(layout.arrowDirection == .up)
    #expect(layout.frame == Rect(x: 10, y: 57, width: 336, height: 957))
    #expect(layout.contentFrame == Rect(x: 18, y: 84, width: 320, height: 922))
    #expect(layout.arrowOffset == -136)
    #expect(layout.passthroughViews == ["detailNav#navigationBar"])
    #expect(result.warnings.isEmpty)
  }

  @Test("the classic master sliding over: 320 wide at the leading edge below the status bar")
  func masterSlideOver() throws {
    let result = present(
      PopoverFixtures.request(.masterSlideOver), PopoverFixtures.iPad(.ios6, .portrait))
    let layout = try #require(result.presentation)
    #expect(layout.presentation == .slideOver)
    #expect(layout.frame == Rect(x: 0, y: 20, width: 320, height: 1004))
    #expect(layout.contentFrame == layout.frame)
    #expect(layout.arrowDirection == .none)
    #expect(result.warnings.isEmpty)
  }

  @Test("the custom split's list popover: arrow up, directly beneath the list button")
  func listPopover() throws {
    let request = PopoverFixtures.request(
      .listPopover, anchor: Rect(x: 12, y: 27, width: 60, height: 30),
      content: Size(width: 320, height: 320), barButtonItemIn: "mainNav#navigationBar")
    let result = present(request, PopoverFixtures.iPad(.ios6, .portrait))
    let layout = try #require(result.presentation)
    #expect(layout.arrowDirection == .up)
    #expect(layout.frame == Rect(x: 10, y: 57, width: 336, height: 355))
    #expect(layout.contentFrame == Rect(x: 18, y: 84, width: 320, height: 320))
    #expect(layout.arrowOffset == -136)
    #expect(layout.passthroughViews == ["mainNav#navigationBar"])
    #expect(result.warnings.isEmpty)
  }

  @Test("the list popover stays a popover in a compact window")
  func listPopoverCompact() {
    let request = PopoverFixtures.request(
      .listPopover, anchor: Rect(x: 8, y: 20, width: 50, height: 50),
      content: Size(width: 320, height: 320))
    let result = present(request, PopoverFixtures.oneThird(.ios17))
    #expect(result.presentation?.presentation == .popover)
    #expect(result.presentation?.arrowDirection == .up)
  }
}
