import PaneDocLayout
import PaneDocModel

/// Presentations: the anchor, the popover outline with its arrow (or the sheet), the content frame.
extension SVGDrawing {
  mutating func drawPresentation(_ popover: PresentationLayout, content nodes: [Int]) {
    if records {
      drawn.append(
        SVGDiagram.Element(kind: .presentation, id: popover.segue, box: canvasRect(popover.frame)))
    }
    // Its ids and the titles that do not end with a frame, made once per scene.
    let texts = texts.presentation(popover, prefix: prefix)
    let kind = texts.kind
    if let anchor = popover.anchor {
      document.rect(
        id: elementId(prefixed: texts.anchorId), class: .anchor, frame: anchor, rx: 4,
        title: NodeTitle(lead: "Anchor of ", head: texts.escapedName, frame: anchor, trail: ""))
    }
    // UIKit dims everything a sheet covers, what an overlay already dims included.
    if Self.isSheet(popover.presentation) {
      let window = layout.environment.window
      document.rect(
        id: elementId(prefixed: texts.dimId), class: "dim",
        frame: Rect(x: 0, y: 0, width: window.width, height: window.height),
        title: texts.dimTitle)
    }
    // A popover's outline: drawn for its shadow, its shape and again above its content.
    let outline = popover.presentation == .popover ? PopoverShape.path(popover) : ""
    if popover.presentation == .popover {
      var title = texts.popoverTitleHead + Self.frameText(popover.frame)
      if popover.arrowDirection != .none {
        title += ", arrow \(popover.arrowDirection.rawValue), offset \(num(popover.arrowOffset))"
        title += popover.arrowPinned ? " (pinned)" : ""
      }
      if popover.zoomsFromAnchor { title += ", zooms out of its anchor, no arrow" }
      if popover.zoomsFromAnchor, let anchor = popover.anchor {
        drawZoomRays(
          from: anchor, to: popover.frame, id: texts.zoomId,
          title: "\(texts.name) zooms out of its anchor")
      }
      // The iOS 5/6 chrome is a dark frame around the content; the later ones are light.
      let classic =
        layout.environment.profile.rules.popovers.chrome.style == .classic
      document.element(
        "path",
        [
          ("class", "shadow"), ("d", outline),
          ("transform", Self.shadowTransform),
        ], title: texts.shadowTitle)
      document.element(
        "path",
        [
          ("id", elementId(prefixed: texts.shapeId)),
          ("class", classic ? "popover popover-classic" : "popover"),
          ("d", outline),
        ], title: title)
    } else {
      let radius =
        popover.presentation == .formSheet
        ? popover.cornerRadius : popover.presentation == .fullScreen ? 0 : 12
      if popover.presentation != .fullScreen {
        document.rect(
          id: nil, class: .shadow, frame: popover.frame.offsetBy(dx: 0, dy: Self.shadowOffset),
          rx: radius, title: texts.shadowTitle)
      }
      document.rect(
        id: elementId(prefixed: texts.shapeId), class: .sheet, frame: popover.frame, rx: radius,
        title: NodeTitle(lead: "", head: texts.sheetHead, frame: popover.frame, trail: ""))
    }
    // The size is what the label is for: the name and kind go first when room is short, and the
    // size is never cut, nor hidden under the keyboard. Its place is taken before the content's
    // labels are placed, so they keep off it.
    let content = popover.contentFrame
    let contentName = controllerName(of: popover.content)
    let sizeLabel = texts.sizeLabel(contentName: contentName, size: content.size) {
      let size = "\(num(content.width)) × \(num(content.height)) pt"
      let text = longestFitting(
        ["\(contentName) · \(kind) · \(size)", "\(kind) · \(size)", size],
        width: content.width - 8, fontSize: 12)
      return (text, LabelBox.width(of: text, fontSize: 12))
    }
    let sizeY = uncoveredByKeyboard(content).maxY - 10
    let sizeBox = labelBox(
      width: sizeLabel.width, x: content.midX, y: sizeY, fontSize: 12, middle: true)
    let sizeShown = labels.isFree(sizeBox)
    if sizeShown { labels.claim(sizeBox) }
    drawNodes(nodes, inPresentation: true)
    if popover.presentation == .popover,
      layout.environment.profile.rules.popovers.chrome.style != .classic
    {
      // The content fills a light popover to its edges: its outline is drawn again above it, so
      // the popover's shape stays visible against a white content. The classic chrome's border
      // keeps the content off its outline.
      document.element(
        "path", [("class", "popover-edge"), ("d", outline)],
        title: texts.edgeTitle)
    }
    document.rect(
      id: elementId(prefixed: texts.contentId), class: .contentFrame, frame: content,
      title: NodeTitle(
        lead: "Content frame of ", head: texts.escapedName, frame: content, trail: ""))
    if sizeShown {
      document.text(
        sizeLabel.text, class: "content-label", x: content.midX, y: sizeY, middle: true)
    }
    if popover.zoomsFromAnchor, let anchor = popover.anchor {
      document.rect(
        id: nil, class: .zoomSource, frame: anchor, rx: 4,
        title: "Anchor of \(texts.name), under the popover")
    }
  }

  /// A popover that zooms out of its anchor has no arrow to say where it came from: lines from
  /// each corner of the anchor to the same corner of the popover show it growing out of it. They
  /// are drawn below the popover, so that they show only between the two and never cross its
  /// content (the anchor itself is outlined again above the popover, which may cover it).
  private mutating func drawZoomRays(from anchor: Rect, to frame: Rect, id: String, title: String) {
    let corners = [
      (anchor.minX, anchor.minY, frame.minX, frame.minY),
      (anchor.maxX, anchor.minY, frame.maxX, frame.minY),
      (anchor.maxX, anchor.maxY, frame.maxX, frame.maxY),
      (anchor.minX, anchor.maxY, frame.minX, frame.maxY),
    ]
    let rays = corners.map { "M\(num($0.0)) \(num($0.1)) L\(num($0.2)) \(num($0.3))" }
      .joined(separator: " ")
    document.element(
      "path", [("id", elementId(prefixed: id)), ("class", "zoom"), ("d", rays)], title: title)
  }

  /// `DiagramCaption.name(of:in:)` of the controller `id`, its subtree found by the nodes' keys
  /// (`NodeKeys`) instead of a set of their ids: the title of the controller, else of the first
  /// titled controller it holds, else `id`.
  func controllerName(of id: String) -> String {
    let nodes = layout.nodes
    guard let start = keys.first[id] else { return DiagramCaption.name(of: id, in: layout) }
    let root = keys.id[start]
    // By key: whether a node with that id is in the subtree (the ids `name(of:in:)` collects).
    var inside = [Bool](repeating: false, count: nodes.count)
    inside[root] = true
    for index in nodes.indices {
      guard keys.id[index] == root || keys.parent[index].map({ inside[$0] }) == true else {
        continue
      }
      inside[keys.id[index]] = true
      let node = nodes[index]
      if node.kind.isController, let title = node.title, !title.isEmpty { return title }
    }
    return id
  }

  /// The `transform` of a floating shape's shadow (`shadowOffset` below it).
  private static let shadowTransform = "translate(0 \(num(shadowOffset)))"

  /// Whether UIKit dims everything `presentation` covers.
  static func isSheet(_ presentation: PresentationLayout.Presentation) -> Bool {
    switch presentation {
    case .formSheet, .pageSheet, .sheet: true
    case .popover, .fullScreen, .slideOver: false
    }
  }

  static func presentationName(_ presentation: PresentationLayout.Presentation) -> String {
    switch presentation {
    case .popover: return "Popover"
    case .fullScreen: return "Full screen"
    case .formSheet: return "Form sheet"
    case .pageSheet: return "Page sheet"
    case .sheet: return "Sheet"
    case .slideOver: return "Slide over"
    }
  }
}
