import PaneDocModel

/// The arrow and corner a popover is drawn with: the profile's chrome, or a custom
/// background (UIPopoverBackgroundView) that replaces the arrow and adds content insets.
struct PopoverChrome: Equatable {
  var arrowHeight: Double
  var arrowBase: Double
  var cornerRadius: Double
  var contentInsets: Insets
  /// The pin limit along an edge of length len is ⌊len/2⌋ − the corner distance of the arrow's
  /// axis − `pinArrowAllowance`.
  var upDownCornerDistance: Double
  var leftRightCornerDistance: Double
  var pinArrowAllowance: Double
  /// A left or right arrow on a popover at most this tall sits at the centre (`nil`: never).
  var shortModeMaximumHeight: Double?
  /// The corner distances are effective radii: at most half the popover's shorter side, in whole
  /// points so that offsets stay whole.
  var pinCornerIsEffective = false

  /// The chrome of a popover; one that `hidesArrow` relies on none of the arrow's numbers, so
  /// they are not named among the layout's assumptions.
  static func resolve(
    metrics: PopoverMetrics, background: PopoverBackground?, hidesArrow: Bool = false,
    notes: inout EngineNotes
  ) -> PopoverChrome {
    let chrome = metrics.chrome
    let cornerRadius = notes.use(chrome.cornerRadius)
    if hidesArrow, background == nil {
      return PopoverChrome(
        arrowHeight: 0, arrowBase: 0, cornerRadius: cornerRadius,
        contentInsets: notes.use(chrome.contentInsets), upDownCornerDistance: 0,
        leftRightCornerDistance: 0, pinArrowAllowance: 0, shortModeMaximumHeight: nil)
    }
    guard let background else {
      return PopoverChrome(
        arrowHeight: notes.use(chrome.arrowHeight), arrowBase: notes.use(chrome.arrowBase),
        cornerRadius: cornerRadius, contentInsets: notes.use(chrome.contentInsets),
        upDownCornerDistance: notes.use(chrome.upDownCornerDistance),
        leftRightCornerDistance: notes.use(chrome.leftRightCornerDistance),
        pinArrowAllowance: notes.use(chrome.pinArrowAllowance),
        shortModeMaximumHeight: chrome.shortModeMaximumHeight.map { notes.use($0) },
        pinCornerIsEffective: chrome.pinUsesEffectiveCornerRadius.map { notes.use($0) } ?? false)
    }
    notes.assume(.customBackgroundCornerRadius)
    notes.assume(.customBackgroundPinLimit)
    return PopoverChrome(
      arrowHeight: background.arrowHeight, arrowBase: background.arrowBase,
      cornerRadius: cornerRadius, contentInsets: background.contentViewInsets,
      upDownCornerDistance: background.minimumCornerDistance,
      leftRightCornerDistance: background.minimumCornerDistance,
      pinArrowAllowance: (background.arrowBase / 2).rounded(.down), shortModeMaximumHeight: nil)
  }

  /// The largest arrow offset (either way) along an edge of `length`, the popover's width for an
  /// up or down arrow (`upDown`), its height for a left or right one, on a popover whose shorter
  /// side is `shortSide`; never negative.
  func pinLimit(length: Double, upDown: Bool, shortSide: Double = .infinity) -> Double {
    let distance = upDown ? upDownCornerDistance : leftRightCornerDistance
    let corner = pinCornerIsEffective ? min(distance, (shortSide / 2).rounded(.down)) : distance
    return max(0, (length / 2).rounded(.down) - corner - pinArrowAllowance)
  }
}

/// Where the arrow sits on a placed popover.
struct PopoverArrow: Equatable {
  /// From the centre of the arrow's edge to the arrow's centre, along the edge.
  var offset: Double
  /// The offset that would point at the anchor's centre.
  var wanted: Double
  /// Whether the offset was cut to the pin limit.
  var pinned: Bool
  /// The pin limit on this popover's arrow edge.
  var limit: Double
  /// The arrow's tip, in window coordinates.
  var tip: Point

  /// The arrow pointing at the anchor's centre, offset rounded to whole points and held within
  /// the chrome's pin limit; a side arrow of a popover short enough for the chrome's short mode
  /// stays at the centre of its edge.
  static func place(
    on frame: Rect, direction: PresentationLayout.ArrowDirection, anchor: Rect,
    chrome: PopoverChrome
  ) -> PopoverArrow {
    let horizontal = direction == .up || direction == .down
    let wanted = (horizontal ? anchor.midX - frame.midX : anchor.midY - frame.midY).rounded()
    let limit = chrome.pinLimit(
      length: horizontal ? frame.width : frame.height, upDown: horizontal,
      shortSide: min(frame.width, frame.height))
    let short = !horizontal && frame.height <= chrome.shortModeMaximumHeight ?? -.infinity
    let offset = short ? 0 : min(max(wanted, -limit), limit)
    let tip: Point
    switch direction {
    case .up: tip = Point(x: frame.midX + offset, y: frame.minY)
    case .down: tip = Point(x: frame.midX + offset, y: frame.maxY)
    case .left: tip = Point(x: frame.minX, y: frame.midY + offset)
    case .right: tip = Point(x: frame.maxX, y: frame.midY + offset)
    case .none: tip = Point(x: frame.midX, y: frame.midY)
    }
    return PopoverArrow(
      offset: offset, wanted: wanted, pinned: !short && offset != wanted, limit: limit, tip: tip)
  }

  /// How far rounding may move the tip off the anchor and still count as touching it.
  static let tolerance = 0.5

  /// Whether the tip touches the anchor: on the anchor's edge facing the popover, or anywhere on
  /// the anchor when the popover may overlap it.
  func touches(
    _ anchor: Rect, direction: PresentationLayout.ArrowDirection, canOverlap: Bool
  ) -> Bool {
    let slack = Self.tolerance
    let onAnchor =
      tip.x >= anchor.minX - slack && tip.x <= anchor.maxX + slack
      && tip.y >= anchor.minY - slack && tip.y <= anchor.maxY + slack
    if canOverlap || !onAnchor { return onAnchor }
    switch direction {
    case .up: return abs(tip.y - anchor.maxY) <= slack
    case .down: return abs(tip.y - anchor.minY) <= slack
    case .left: return abs(tip.x - anchor.maxX) <= slack
    case .right: return abs(tip.x - anchor.minX) <= slack
    case .none: return true
    }
  }
}
