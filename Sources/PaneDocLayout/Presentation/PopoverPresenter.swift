import PaneDocModel

/// A popover from its anchor to its drawn form: content size, available area, placement, arrow,
/// passthrough views, and the warnings a reviewer should see.
enum PopoverPresenter {
  /// How the popover's content is sized.
  enum Sizing: Equatable {
    /// By the segue's `popoverContentSize` or the content's preferred size.
    case content
    /// A fixed width and as tall as the area allows, as the classic split's master popover.
    case asTallAsAllowed(width: Double)
  }

  /// The popover for `request`; `nil`, with the warning `anchor-hidden`, when its anchor is not
  /// shown. `fromBarButtonItem` applies the profile's bar button item rules.
  static func present(
    _ request: PresentationRequest, options: PopoverOptions, sizing: Sizing,
    fromBarButtonItem: Bool, in environment: EnvironmentInfo, metrics: PopoverMetrics,
    notes: inout EngineNotes
  ) -> PresentationLayout? {
    guard let sourceRect = request.anchor else {
      notes.warn(
        .anchorHidden, subject: request.id,
        "the source of '\(request.id)' is not shown in this environment, so nothing is presented")
      return nil
    }
    // Under Liquid Glass a bar button item's popover zooms out of the item: UIKit hides the arrow,
    // lets the popover cover its source and permits no direction, so it is centred on the item.
    let zooms = fromBarButtonItem && notes.use(metrics.barButtonItemZooms)
    let chrome = PopoverChrome.resolve(
      metrics: metrics, background: options.background, hidesArrow: zooms, notes: &notes)
    let keyboard = PopoverAvailableArea.keyboardHeight(
      request, options: options, in: environment, notes: &notes)
    let area = PopoverAvailableArea.area(
      in: environment, margins: options.popoverLayoutMargins, keyboardHeight: keyboard,
      metrics: metrics, notes: &notes)
    let anchor = PopoverAvailableArea.anchor(
      sourceRect, area: area, keyboardShown: keyboard != nil, metrics: metrics, notes: &notes)
    let contentSize: Size
    switch sizing {
    case .content:
      contentSize = PopoverContentSize.resolve(
        request, options: options, in: environment, metrics: metrics, notes: &notes)
    case .asTallAsAllowed(let width):
      contentSize = Size(width: width, height: area.height)
    }
    let permitted =
      zooms
      ? []
      : permittedDirections(
        options.permittedArrowDirections, fromBarButtonItem: fromBarButtonItem,
        metrics: metrics, notes: &notes)
    let input = PopoverPlacementInput(
      contentSize: contentSize, arrowHeight: chrome.arrowHeight,
      contentInsets: chrome.contentInsets, anchor: anchor, area: area,
      permitted: permitted,
      fallback: fromBarButtonItem ? (metrics.barButtonItemDirections?.value ?? .any) : .any,
      order: notes.use(
        environment.orientation == .landscape
          ? metrics.landscapeDirectionOrder : metrics.portraitDirectionOrder),
      canOverlapSourceViewRect: zooms || options.canOverlapSourceViewRect)
    let placement = PopoverPlacer.place(input)
    if placement.usedWholeArea { notes.assume(.emptyRegionUsesWholeArea) }
    if placement.leftPermitted {
      notes.assume(.crampedDirectionFallsBack)
      notes.warn(
        .arrowNotPermitted, subject: request.id,
        "no permitted arrow direction of '\(request.id)' has room beside its anchor: it opens "
          + "with its arrow \(placement.direction.rawValue) instead")
    }
    if placement.clamped, sizing == .content {
      notes.warn(
        .popoverClamped, subject: request.id,
        "'\(request.id)' needs \(describe(placement.requestedSize)) but only "
          + "\(describe(placement.frame.size)) fit in the available area: it is clamped")
    }
    var layout = PresentationLayout(
      segue: request.id, content: request.content, presentation: .popover, anchor: anchor,
      frame: placement.frame, contentFrame: placement.contentFrame,
      arrowDirection: placement.direction, cornerRadius: chrome.cornerRadius,
      passthroughViews: passthroughViews(
        request, options: options, fromBarButtonItem: fromBarButtonItem, metrics: metrics,
        notes: &notes),
      zoomsFromAnchor: zooms)
    guard placement.direction != .none else { return layout }
    let arrow = PopoverArrow.place(
      on: placement.frame, direction: placement.direction, anchor: anchor, chrome: chrome)
    layout.arrowOffset = arrow.offset
    layout.arrowPinned = arrow.pinned
    layout.arrowBase = chrome.arrowBase
    layout.arrowHeight = chrome.arrowHeight
    if arrow.pinned {
      notes.warn(
        .arrowPinned, subject: request.id,
        "the arrow of '\(request.id)' would sit \(abs(arrow.wanted).messagePoints) from the "
          + "centre of its edge, past the limit of \(arrow.limit.messagePoints): it is pinned "
          + "near the corner")
    }
    if !arrow.touches(
      anchor, direction: placement.direction, canOverlap: options.canOverlapSourceViewRect)
    {
      let reason =
        arrow.pinned
        ? "pinned near the corner, it points past the anchor"
        : "the margins or the available area keep the popover away from it"
      notes.warn(
        .arrowDetached, subject: request.id,
        "the arrow of '\(request.id)' does not reach its anchor: \(reason)")
    }
    return layout
  }

  /// The segue's directions, limited to the profile's bar button item directions when the
  /// anchor is a bar button item (all of those when none of the segue's remain).
  static func permittedDirections(
    _ directions: ArrowDirections, fromBarButtonItem: Bool, metrics: PopoverMetrics,
    notes: inout EngineNotes
  ) -> ArrowDirections {
    guard fromBarButtonItem, let limit = metrics.barButtonItemDirections else {
      return directions
    }
    let allowed = notes.use(limit)
    let remaining = directions.intersection(allowed)
    return remaining.isEmpty ? allowed : remaining
  }

  /// The anchor's bar when the profile keeps it interactive, then the segue's views, each once.
  private static func passthroughViews(
    _ request: PresentationRequest, options: PopoverOptions, fromBarButtonItem: Bool,
    metrics: PopoverMetrics, notes: inout EngineNotes
  ) -> [String] {
    var views: [String] = []
    if fromBarButtonItem, let bar = request.anchorBar,
      notes.use(metrics.barButtonItemBarIsPassthrough)
    {
      views.append(bar)
    }
    var seen = Set(views)
    for view in options.passthroughViews where seen.insert(view).inserted {
      views.append(view)
    }
    return views
  }

  private static func describe(_ size: Size) -> String {
    "\(size.width.messageNumber)×\(size.height.messagePoints)"
  }
}
