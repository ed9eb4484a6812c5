import PaneDocLayout
import PaneDocModel

/// Presentations: the anchor, the popover outline with its arrow (or the sheet), the content frame.
extension SVGDrawing {
  mutating func drawPresentation(_ popover: PresentationLayout, content nodes: [Node]) {
    let key = SVGIdentifier.sanitize(popover.segue)
    let name = popover.content + " via " + popover.segue
    if let anchor = popover.anchor {
      document.rect(
        id: elementId("p-\(key)-anchor"), class: "anchor", frame: anchor, rx: 4,
        title: "Anchor of \(name): " + Self.frameText(anchor))
    }
    let kind = Self.presentationName(popover.presentation)
    // UIKit dims what a sheet covers; when the engine marked nothing dimmed, show that here.
    let sheets: Set<PresentationLayout.Presentation> = [.formSheet, .pageSheet, .sheet]
    if sheets.contains(popover.presentation), !layout.nodes.contains(where: \.dimmed) {
      let window = layout.environment.window
      document.rect(
        id: elementId("p-\(key)-dim"), class: "dim",
        frame: Rect(x: 0, y: 0, width: window.width, height: window.height),
        title: "Dimmed behind \(kind.lowercased()) \(name)")
    }
    if popover.presentation == .popover {
      var title = "\(kind) \(name): " + Self.frameText(popover.frame)
      if popover.arrowDirection != .none {
        title += ", arrow \(popover.arrowDirection.rawValue), offset \(num(popover.arrowOffset))"
        title += popover.arrowPinned ? " (pinned)" : ""
      }
      // The iOS 5/6 chrome is a dark frame around the content; the later ones are light.
      let classic =
        PopoverMetrics.metrics(for: layout.environment.profile).chrome.style == .classic
      document.element(
        "path",
        [
          ("id", elementId("p-\(key)")), ("class", classic ? "popover popover-classic" : "popover"),
          ("d", PopoverShape.path(popover)),
          ("filter", "url(#\(prefix)shadow)"),
        ], title: title)
    } else {
      document.rect(
        id: elementId("p-\(key)"), class: "sheet", frame: popover.frame,
        rx: popover.presentation == .formSheet
          ? popover.cornerRadius : popover.presentation == .fullScreen ? 0 : 12,
        extra: ("filter", "url(#\(prefix)shadow)"),
        title: "\(kind) \(name): " + Self.frameText(popover.frame))
    }
    drawNodes(nodes, inPresentation: true)
    let content = popover.contentFrame
    document.rect(
      id: elementId("p-\(key)-content"), class: "content-frame", frame: content,
      title: "Content frame of \(name): " + Self.frameText(content))
    document.text(
      fitted(
        "\(popover.content) · \(kind) · \(num(content.width)) × \(num(content.height)) pt",
        width: content.width, fontSize: 12),
      class: "content-label", x: content.midX, y: content.maxY - 10, middle: true)
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
