import PaneDocModel

/// What placement needs to know, all in window coordinates.
struct PopoverPlacementInput: Equatable {
  /// The content size c.
  var contentSize: Size
  /// The arrow height a.
  var arrowHeight: Double
  /// The content insets i of a custom background (zero for the system chrome).
  var contentInsets: Insets
  /// The anchor rect R.
  var anchor: Rect
  /// The available area C.
  var area: Rect
  var permitted: ArrowDirections
  /// The directions tried when no permitted one has room on its side of the anchor.
  var fallback: ArrowDirections = []
  /// The directions in the order they are tried (by interface orientation).
  var order: [PresentationLayout.ArrowDirection]
  var canOverlapSourceViewRect: Bool
}

/// Where a popover went: its frame, the content inside it and its arrow's direction.
struct PopoverPlacement: Equatable {
  var direction: PresentationLayout.ArrowDirection
  /// Inside the available area, origin rounded to whole points.
  var frame: Rect
  var contentFrame: Rect
  /// The frame's size before it was fitted into its region.
  var requestedSize: Size
  /// Whether fitting made the frame smaller than requested.
  var clamped: Bool
  /// Whether the chosen direction's region was empty, so the whole area was used instead.
  var usedWholeArea: Bool
  /// Whether no permitted direction had room, so a fallback direction was taken.
  var leftPermitted = false
}

/// UIKit's popover placement (docs/layout-rules.md, Popovers and other presentations): four
/// candidate frames around the anchor, each scored by how much of it fits its region; the best is
/// shifted and cut to fit.
enum PopoverPlacer {
  typealias Direction = PresentationLayout.ArrowDirection

  static func place(_ input: PopoverPlacementInput) -> PopoverPlacement {
    let tried = input.order.filter { $0 != .none && input.permitted.contains(option($0)) }
    // No permitted direction: centred on the anchor, moved and cut into the area, no arrow.
    guard let first = tried.first else { return fit(.none, input) }
    let (best, bestScore) = strictlyBest(of: tried, input) ?? (first, 0)
    // No permitted direction has room on its side of the anchor: drawn there, the popover would
    // cover its anchor with an arrow pointing away from it. The fallback directions are tried.
    let others = input.order.filter {
      $0 != .none && input.fallback.contains(option($0)) && !tried.contains($0)
    }
    if bestScore == 0, let (other, otherScore) = strictlyBest(of: others, input), otherScore > 0 {
      var placement = fit(other, input)
      placement.leftPermitted = true
      return placement
    }
    return fit(best, input)
  }

  /// The first strictly best scoring of `directions`, with its score.
  private static func strictlyBest(of directions: [Direction], _ input: PopoverPlacementInput)
    -> (Direction, Double)?
  {
    guard let first = directions.first else { return nil }
    var best = (first, score(first, input))
    for direction in directions.dropFirst() {
      let candidateScore = score(direction, input)
      if candidateScore > best.1 { best = (direction, candidateScore) }
    }
    return best
  }

  /// The candidate frame for `direction` (where the arrow points), before any fitting.
  static func candidate(_ direction: Direction, _ input: PopoverPlacementInput) -> Rect {
    let anchor = input.anchor
    let insets = input.contentInsets
    let arrow = input.arrowHeight
    let chromeWidth = input.contentSize.width + insets.left + insets.right
    let chromeHeight = input.contentSize.height + insets.top + insets.bottom
    switch direction {
    case .up, .down:
      let size = Size(width: chromeWidth, height: chromeHeight + arrow)
      let x = RectFitting.centred(size.width, on: anchor.x, spanning: anchor.width)
      let y = direction == .up ? anchor.maxY : anchor.y - size.height
      return Rect(origin: Point(x: x, y: y), size: size)
    case .left, .right:
      let size = Size(width: chromeWidth + arrow, height: chromeHeight)
      let y = RectFitting.centred(size.height, on: anchor.y, spanning: anchor.height)
      let x = direction == .left ? anchor.maxX : anchor.x - size.width
      return Rect(origin: Point(x: x, y: y), size: size)
    case .none:
      // Without a direction UIKit centres the popover on the anchor's midpoint, floored
      // (`_UIPopoverLayoutInfo _updateOutputs`).
      let size = Size(width: chromeWidth, height: chromeHeight)
      let x = (anchor.midX - size.width / 2).rounded(.down)
      let y = (anchor.midY - size.height / 2).rounded(.down)
      return Rect(origin: Point(x: x, y: y), size: size)
    }
  }

  /// The part of the area a popover with this arrow may use: the whole area when it may overlap
  /// its anchor, else the side of the anchor it opens to; `nil` when that is empty.
  static func region(_ direction: Direction, _ input: PopoverPlacementInput) -> Rect? {
    let area = input.area
    if input.canOverlapSourceViewRect || direction == .none { return area.isEmpty ? nil : area }
    let anchor = input.anchor
    let region: Rect
    switch direction {
    case .up:
      let top = max(area.minY, anchor.maxY)
      region = Rect(x: area.x, y: top, width: area.width, height: area.maxY - top)
    case .down:
      let bottom = min(area.maxY, anchor.minY)
      region = Rect(x: area.x, y: area.y, width: area.width, height: bottom - area.y)
    case .left:
      let left = max(area.minX, anchor.midX)
      region = Rect(x: left, y: area.y, width: area.maxX - left, height: area.height)
    case .right:
      let right = min(area.maxX, anchor.midX)
      region = Rect(x: area.x, y: area.y, width: right - area.x, height: area.height)
    case .none:
      region = area
    }
    return region.isEmpty ? nil : region
  }

  /// How much of the candidate fits its region, rounded to whole square points.
  static func score(_ direction: Direction, _ input: PopoverPlacementInput) -> Double {
    guard let region = region(direction, input) else { return 0 }
    return RectFitting.overlapArea(candidate(direction, input), region).rounded()
  }

  /// The candidate shifted back inside its region, cut to it, its origin rounded.
  private static func fit(_ direction: Direction, _ input: PopoverPlacementInput)
    -> PopoverPlacement
  {
    let wanted = candidate(direction, input)
    let region = region(direction, input)
    let fitted = RectFitting.clip(
      RectFitting.shift(wanted, inside: region ?? input.area), to: region ?? input.area)
    let frame = RectFitting.clip(RectFitting.roundOrigin(fitted), to: input.area)
    return PopoverPlacement(
      direction: direction, frame: frame,
      contentFrame: contentFrame(of: frame, direction: direction, input),
      requestedSize: wanted.size,
      clamped: fitted.width < wanted.width || fitted.height < wanted.height,
      usedWholeArea: region == nil && direction != .none)
  }

  /// The frame less the arrow on its side and less the background's content insets.
  static func contentFrame(
    of frame: Rect, direction: Direction, _ input: PopoverPlacementInput
  ) -> Rect {
    var insets = input.contentInsets
    let arrow = input.arrowHeight
    switch direction {
    case .up: insets.top += arrow
    case .down: insets.bottom += arrow
    case .left: insets.left += arrow
    case .right: insets.right += arrow
    case .none: break
    }
    // A frame squeezed thinner than the arrow keeps an empty content frame inside it.
    return RectFitting.clip(frame.inset(by: insets), to: frame)
  }

  /// The option-set member of a direction.
  static func option(_ direction: Direction) -> ArrowDirections {
    switch direction {
    case .up: .up
    case .down: .down
    case .left: .left
    case .right: .right
    case .none: []
    }
  }
}
