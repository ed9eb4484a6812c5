import PaneDocModel
import Testing

@testable import PaneDocLayout

/// Properties of placement over many generated anchors, a few windows, every profile and every
/// set of permitted directions.
@Suite("Popover placement properties")
struct PopoverPropertyTests {
  /// A small deterministic generator (a linear congruential one), so that a failure repeats.
  private struct Generator {
    var state: UInt64

    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }

    /// A coordinate in whole or half points.
    mutating func coordinate(upTo bound: Double) -> Double {
      Double(next(below: Int(bound) * 2 + 1)) / 2
    }
  }

  private static let windows: [EnvironmentInfo] = {
    var oneThird = PopoverFixtures.oneThird(.ios17)
    oneThird.horizontalSizeClass = .regular
    var large = PopoverFixtures.iPad(.ios17, .landscape)
    large.screen = Size(width: 1366, height: 1024)
    large.window = Rect(x: 0, y: 0, width: 1366, height: 1024)
    return [
      PopoverFixtures.iPad(.ios17, .landscape), PopoverFixtures.iPad(.ios17, .portrait),
      oneThird, large,
    ]
  }()

  private static let contents = [
    Size(width: 320, height: 480), Size(width: 120, height: 90), Size(width: 600, height: 900),
  ]

  /// Every subset of the four directions, the empty set included.
  private static let directionSets = (0..<16).map { ArrowDirections(rawValue: UInt8($0)) }

  @Test("inside the area, a permitted direction, the tip on the anchor, the offset within the pin")
  func placementProperties() {
    var generator = Generator(state: 2_024)
    var checked = 0
    for profile in Profile.allCases {
      let metrics = profile.rules.popovers
      for var environment in Self.windows {
        environment.profile = profile
        for _ in 0..<40 {
          let anchor = Rect(
            x: generator.coordinate(upTo: environment.window.width - 1),
            y: generator.coordinate(upTo: environment.window.height - 1),
            width: Double(generator.next(below: 120)),
            height: Double(generator.next(below: 80)))
          let content = Self.contents[generator.next(below: Self.contents.count)]
          for directions in Self.directionSets {
            for overlap in [false, true] {
              let options = PopoverOptions(
                permittedArrowDirections: directions, canOverlapSourceViewRect: overlap,
                adaptivePresentationStyle: .none)
              check(
                PopoverFixtures.popover(anchor: anchor, content: content, options: options),
                in: environment, metrics: metrics)
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked == Profile.allCases.count * 4 * 40 * 16 * 2)
  }

  private func check(
    _ request: PresentationRequest, in environment: EnvironmentInfo, metrics: PopoverMetrics
  ) {
    guard case .popover(let options) = request.style, let anchor = request.anchor else {
      Issue.record("a popover request with an anchor was expected")
      return
    }
    let result = PresentationEngine.present(request, in: environment)
    guard let layout = result.presentation else {
      Issue.record("no popover for \(anchor) in \(environment.slug)")
      return
    }
    var notes = EngineNotes()
    let area = PopoverAvailableArea.area(
      in: environment, margins: nil, keyboardHeight: nil, metrics: metrics, notes: &notes)
    let context = "\(environment.profile) \(environment.window.size) \(anchor) \(options)"

    #expect(area.contains(layout.frame), "frame outside the area: \(context)")
    #expect(layout.frame.contains(layout.contentFrame), "content outside the frame: \(context)")

    let permitted = options.permittedArrowDirections
    if permitted.isEmpty {
      #expect(layout.arrowDirection == .none, "\(context)")
      return
    }
    // A direction that is not permitted only with the warning that says so, when no permitted
    // one had room beside the anchor.
    let leftPermitted = result.warningCodes.contains("arrow-not-permitted")
    #expect(
      permitted.contains(PopoverPlacer.option(layout.arrowDirection)) != leftPermitted
        && layout.arrowDirection != .none,
      "direction \(layout.arrowDirection) not permitted: \(context)")

    let horizontal = layout.arrowDirection == .up || layout.arrowDirection == .down
    let length = horizontal ? layout.frame.width : layout.frame.height
    let chrome = metrics.chrome
    let shortSide = min(layout.frame.width, layout.frame.height)
    let corner =
      chrome.pinUsesEffectiveCornerRadius?.value == true
      ? min(chrome.cornerRadius.value, (shortSide / 2).rounded(.down)) : chrome.cornerRadius.value
    let limit = max(0, (length / 2).rounded(.down) - corner - chrome.pinArrowAllowance.value)
    #expect(abs(layout.arrowOffset) <= limit, "offset past the pin limit: \(context)")
    #expect(layout.arrowOffset == layout.arrowOffset.rounded(), "offset not whole: \(context)")
    #expect(
      layout.arrowPinned == result.warningCodes.contains("arrow-pinned"), "\(context)")

    let tip: Point
    switch layout.arrowDirection {
    case .up: tip = Point(x: layout.frame.midX + layout.arrowOffset, y: layout.frame.minY)
    case .down: tip = Point(x: layout.frame.midX + layout.arrowOffset, y: layout.frame.maxY)
    case .left: tip = Point(x: layout.frame.minX, y: layout.frame.midY + layout.arrowOffset)
    case .right, .none:
      tip = Point(x: layout.frame.maxX, y: layout.frame.midY + layout.arrowOffset)
    }
    let detached = result.warningCodes.contains("arrow-detached")
    if !options.canOverlapSourceViewRect && !detached {
      #expect(onEdge(tip, of: anchor, layout.arrowDirection), "tip off the anchor: \(context)")
    }
  }

  /// Whether `point` lies on the edge of `anchor` that an arrow pointing `direction` touches,
  /// within half a point of rounding.
  private func onEdge(
    _ point: Point, of anchor: Rect, _ direction: PresentationLayout.ArrowDirection
  ) -> Bool {
    let slack = 0.5
    let alongX = point.x >= anchor.minX - slack && point.x <= anchor.maxX + slack
    let alongY = point.y >= anchor.minY - slack && point.y <= anchor.maxY + slack
    switch direction {
    case .up: return alongX && abs(point.y - anchor.maxY) <= slack
    case .down: return alongX && abs(point.y - anchor.minY) <= slack
    case .left: return alongY && abs(point.x - anchor.maxX) <= slack
    case .right: return alongY && abs(point.x - anchor.minX) <= slack
    case .none: return false
    }
  }
}
