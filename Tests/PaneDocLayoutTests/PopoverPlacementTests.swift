import PaneDocModel
import Testing

@testable import PaneDocLayout

/// Placement with numbers worked out by hand. Unless a test says otherwise: ios17, the
/// 9.7" iPad in landscape, C = (19, 50, 986, 708), content 320×480, popover 320×493 (up/down) or
/// 333×480 (left/right).
@Suite("Popover placement")
struct PopoverPlacementTests {
  private func present(_ request: PresentationRequest, _ environment: EnvironmentInfo) throws
    -> (PresentationLayout, PresentationResult)
  {
    let result = PresentationEngine.present(request, in: environment)
    return (try #require(result.presentation), result)
  }

  @Test("the worked example: up, frame 19,144 320×493, offset −57")
  func workedExample() throws {
    let (layout, result) = try present(PopoverFixtures.popover(), PopoverFixtures.iPad())
    #expect(layout.presentation == .popover)
    #expect(layout.anchor == PopoverFixtures.exampleAnchor)
    #expect(layout.frame == Rect(x: 19, y: 144, width: 320, height: 493))
    #expect(layout.contentFrame == Rect(x: 19, y: 157, width: 320, height: 480))
    #expect(layout.arrowDirection == .up)
    #expect(layout.arrowOffset == -57)
    #expect(!layout.arrowPinned)
    #expect(layout.arrowBase == 26)
    #expect(layout.arrowHeight == 13)
    #expect(layout.cornerRadius == 13)
    #expect(layout.passthroughViews.isEmpty)
    #expect(result.warnings.isEmpty)
    #expect(result.assumptions.isEmpty)
  }

  @Test("the worked example's scores: left 103 896, right 25 272, down 13 150, up 129 659")
  func workedExampleScores() {
    var notes = EngineNotes()
    let environment = PopoverFixtures.iPad()
    let area = PopoverAvailableArea.area(
      in: environment, margins: nil, keyboardHeight: nil, metrics: .ios17, notes: &notes)
    #expect(area == Rect(x: 19, y: 50, width: 986, height: 708))
    let input = PopoverPlacementInput(
      contentSize: Size(width: 320, height: 480), arrowHeight: 13, contentInsets: .zero,
      anchor: PopoverFixtures.exampleAnchor, area: area, permitted: .any,
      order: [.left, .right, .down, .up], canOverlapSourceViewRect: false)
    #expect(PopoverPlacer.score(.left, input) == 103_896)
    #expect(PopoverPlacer.score(.right, input) == 25_272)
    #expect(PopoverPlacer.score(.down, input) == 13_150)
    #expect(PopoverPlacer.score(.up, input) == 129_659)
  }

  @Test("a popover too tall for the area below its anchor is shortened: popover-clamped")
  func tooTall() throws {
    let request = PopoverFixtures.popover(content: Size(width: 320, height: 700))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    // up 263 × 614 = 161 482 beats left 333 × 422 = 140 526; C ends at 758.
    #expect(layout.arrowDirection == .up)
    #expect(layout.frame == Rect(x: 19, y: 144, width: 320, height: 614))
    #expect(layout.contentFrame == Rect(x: 19, y: 157, width: 320, height: 601))
    #expect(result.warningCodes == ["popover-clamped"])
  }

  @Test("top-left corner: up, shifted right, the arrow pinned and short of the anchor")
  func topLeftCorner() throws {
    let request = PopoverFixtures.popover(anchor: Rect(x: 0, y: 20, width: 44, height: 44))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    // up 163 × 493 = 80 359 beats left 333 × 232 = 77 256.
    #expect(layout.arrowDirection == .up)
    #expect(layout.frame == Rect(x: 19, y: 64, width: 320, height: 493))
    // 22 − 179 = −157, past the limit 160 − 28 = 132; the tip at x 47 misses the anchor (0–44).
    #expect(layout.arrowOffset == -132)
    #expect(layout.arrowPinned)
    #expect(result.warningCodes == ["arrow-pinned", "arrow-detached"])
  }

  @Test("top-right corner: up, shifted left, the arrow pinned")
  func topRightCorner() throws {
    let request = PopoverFixtures.popover(anchor: Rect(x: 980, y: 20, width: 44, height: 44))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    #expect(layout.arrowDirection == .up)
    #expect(layout.frame == Rect(x: 685, y: 64, width: 320, height: 493))
    #expect(layout.arrowOffset == 132)
    #expect(result.warningCodes == ["arrow-pinned", "arrow-detached"])
  }

  @Test("bottom-left corner: left (right of the anchor), raised into the area")
  func bottomLeftCorner() throws {
    let request = PopoverFixtures.popover(anchor: Rect(x: 0, y: 724, width: 44, height: 44))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    // left 333 × 252 = 83 916 beats down 80 359; up has no room below 768.
    #expect(layout.arrowDirection == .left)
    #expect(layout.frame == Rect(x: 44, y: 278, width: 333, height: 480))
    #expect(layout.contentFrame == Rect(x: 57, y: 278, width: 320, height: 480))
    // 746 − 518 = 228, past 240 − 28 = 212; the tip (44, 730) is still on the anchor's edge.
    #expect(layout.arrowOffset == 212)
    #expect(layout.arrowPinned)
    #expect(result.warningCodes == ["arrow-pinned"])
  }

  @Test("bottom-right corner: right (left of the anchor)")
  func bottomRightCorner() throws {
    let request = PopoverFixtures.popover(anchor: Rect(x: 980, y: 724, width: 44, height: 44))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    #expect(layout.arrowDirection == .right)
    #expect(layout.frame == Rect(x: 647, y: 278, width: 333, height: 480))
    #expect(layout.contentFrame == Rect(x: 647, y: 278, width: 320, height: 480))
    #expect(layout.arrowOffset == 212)
    #expect(result.warningCodes == ["arrow-pinned"])
  }

  @Test("only up permitted")
  func onlyUp() throws {
    let request = PopoverFixtures.popover(options: PopoverOptions(permittedArrowDirections: .up))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    #expect(layout.arrowDirection == .up)
    #expect(layout.frame == Rect(x: 19, y: 144, width: 320, height: 493))
    #expect(result.warnings.isEmpty)
  }

  @Test("only down permitted: squeezed into the 50 pt above the anchor")
  func onlyDown() throws {
    let request = PopoverFixtures.popover(
      options: PopoverOptions(permittedArrowDirections: .down))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    #expect(layout.arrowDirection == .down)
    #expect(layout.frame == Rect(x: 19, y: 50, width: 320, height: 50))
    #expect(layout.contentFrame == Rect(x: 19, y: 50, width: 320, height: 37))
    #expect(layout.arrowOffset == -57)
    #expect(result.warningCodes == ["popover-clamped"])
  }

  @Test("only left permitted: right of the anchor, moved down into the area")
  func onlyLeft() throws {
    let request = PopoverFixtures.popover(
      options: PopoverOptions(permittedArrowDirections: .left))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    #expect(layout.arrowDirection == .left)
    #expect(layout.frame == Rect(x: 144, y: 50, width: 333, height: 480))
    #expect(layout.contentFrame == Rect(x: 157, y: 50, width: 320, height: 480))
    #expect(layout.arrowOffset == -168)
    #expect(result.warnings.isEmpty)
  }

  @Test("only right permitted: cut to the area left of the anchor's centre, over the anchor")
  func onlyRight() throws {
    let request = PopoverFixtures.popover(
      options: PopoverOptions(permittedArrowDirections: .right))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    #expect(layout.arrowDirection == .right)
    #expect(layout.frame == Rect(x: 19, y: 50, width: 103, height: 480))
    #expect(layout.contentFrame == Rect(x: 19, y: 50, width: 90, height: 480))
    #expect(layout.arrowOffset == -168)
    // Its edge at x 122 is the anchor's centre, not its left edge at 100.
    #expect(result.warningCodes == ["popover-clamped", "arrow-detached"])
  }

  @Test("no permitted direction: centred on the anchor, moved into the area, no arrow")
  func noDirection() throws {
    let request = PopoverFixtures.popover(options: PopoverOptions(permittedArrowDirections: []))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    #expect(layout.arrowDirection == .none)
    #expect(layout.frame == Rect(x: 19, y: 50, width: 320, height: 480))
    #expect(layout.contentFrame == layout.frame)
    #expect(layout.arrowOffset == 0)
    #expect(layout.arrowBase == 0)
    #expect(layout.arrowHeight == 0)
    #expect(result.warnings.isEmpty)
  }

  @Test("portrait tries down, left, up, right: ties keep the earlier")
  func portraitOrderTie() throws {
    // A 100×100 content beside a 44×44 anchor in the middle of a portrait window: each of the
    // four candidates fits whole, so every score is the same and the first, down, wins.
    let request = PopoverFixtures.popover(
      anchor: Rect(x: 362, y: 490, width: 44, height: 44), content: Size(width: 100, height: 100))
    let (layout, _) = try present(request, PopoverFixtures.iPad(.ios17, .portrait))
    #expect(layout.arrowDirection == .down)
    #expect(layout.frame == Rect(x: 334, y: 377, width: 100, height: 113))
    let (landscape, _) = try present(request, PopoverFixtures.iPad(.ios17, .landscape))
    #expect(landscape.arrowDirection == .left)
    #expect(landscape.frame == Rect(x: 406, y: 462, width: 113, height: 100))
  }

  @Test("canOverlapSourceViewRect lets a popover use the whole area, over its anchor")
  func overlap() throws {
    // Only down: without overlap it is cut to the 50 pt above the anchor; with it, it keeps its
    // size and is moved down over the anchor.
    let request = PopoverFixtures.popover(
      options: PopoverOptions(permittedArrowDirections: .down, canOverlapSourceViewRect: true))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    #expect(layout.arrowDirection == .down)
    #expect(layout.frame == Rect(x: 19, y: 50, width: 320, height: 493))
    #expect(layout.contentFrame == Rect(x: 19, y: 50, width: 320, height: 480))
    // The tip (122, 543) lies below the anchor: not on it even with overlap allowed.
    #expect(result.warningCodes == ["arrow-detached"])
  }

  @Test("margins that push the area below the anchor detach the arrow")
  func marginsDetach() throws {
    let options = PopoverOptions(
      permittedArrowDirections: .up,
      popoverLayoutMargins: Insets(top: 200, left: 10, bottom: 10, right: 10))
    let (layout, result) = try present(
      PopoverFixtures.popover(options: options), PopoverFixtures.iPad())
    // C = (10, 220, 1004, 538): the up region starts at 220, not at the anchor's bottom (144).
    #expect(layout.frame == Rect(x: 10, y: 220, width: 320, height: 493))
    #expect(layout.arrowOffset == -48)
    #expect(result.warningCodes == ["arrow-detached"])
  }

  @Test("no room on the permitted side: the popover opens the other way, arrow-not-permitted")
  func emptyRegion() throws {
    // A toolbar item at the bottom, only `up` permitted: below it there is no area at all, and
    // an up arrow would point away from the item with the popover covering it.
    let request = PopoverFixtures.popover(
      anchor: Rect(x: 100, y: 724, width: 44, height: 44),
      options: PopoverOptions(permittedArrowDirections: .up))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    // Landscape order left, right, down, up: left scores 333 × 34 … down 320 × 493 above it.
    #expect(layout.arrowDirection == .down)
    #expect(layout.frame == Rect(x: 19, y: 231, width: 320, height: 493))
    #expect(layout.frame.maxY == 724)
    #expect(result.warningCodes == ["arrow-not-permitted"])
    #expect(
      result.assumptions == [
        "a popover with no room on the side of any permitted arrow direction takes the roomiest"
          + " of the others its anchor allows (assumed)"
      ])
  }

  @Test("ios6, a bottom toolbar item that permits only up: it falls back to down, never sideways")
  func barButtonItemFallsBackToItsOwnDirections() throws {
    let request = PresentationRequest(
      id: "sort", content: "options",
      style: .popover(PopoverOptions(permittedArrowDirections: .up)),
      anchor: Rect(x: 8, y: 980, width: 44, height: 44), anchorIsBarButtonItem: true,
      anchorBar: "toolbar", contentPreferredSize: Size(width: 320, height: 176))
    let (layout, result) = try present(
      request, PopoverFixtures.iPad(.ios6, .portrait))
    #expect(layout.arrowDirection == .down)
    #expect(layout.frame.maxY == 980)
    // At the screen's edge the arrow is also pinned near the popover's corner.
    #expect(result.warningCodes == ["arrow-not-permitted", "arrow-pinned"])
  }

  @Test("an anchor on half points: origin and offset rounded to whole points")
  func rounding() throws {
    // The secondary column of a tiled split starts at 320.5: an item at 330.5 with width 45.
    let request = PopoverFixtures.popover(
      anchor: Rect(x: 330.5, y: 26, width: 45, height: 38),
      options: PopoverOptions(permittedArrowDirections: .up))
    let (layout, result) = try present(request, PopoverFixtures.iPad())
    // x = 330.5 + 22 − 160 = 192.5 → 193; offset = 353 − 353 = 0.
    #expect(layout.frame == Rect(x: 193, y: 64, width: 320, height: 493))
    #expect(layout.arrowOffset == 0)
    #expect(result.warnings.isEmpty)
  }
}
