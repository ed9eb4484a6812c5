import PaneDocLayout
import PaneDocModel

/// The nodes of a layout: columns, controllers, bars, items, views, dividers, the status bar.
extension SVGDrawing {
  /// Everything inside the app window: the scene's nodes, what dims them, warnings, then each
  /// presentation with its own nodes on top. A status bar a presentation reaches under is drawn
  /// last: UIKit keeps it above the presented content (a full-screen controller leaves room for
  /// it), so the clock stays where the presented bars make way for it.
  mutating func drawContent() {
    let nodes = layout.nodes
    let owners = presentationOwners()
    let presented = layout.presentations.map(\.frame)
    let onTop = nodes.indices.filter { index in
      let node = nodes[index]
      return node.kind == .statusBar && node.visible
        && (node.frame.map { bar in presented.contains { $0.intersection(bar) != nil } } ?? false)
    }
    var isOnTop = [Bool](repeating: false, count: nodes.count)
    for index in onTop { isOnTop[keys.id[index]] = true }
    let base = nodes.indices.filter { owners[keys.id[$0]] == nil && !isOnTop[keys.id[$0]] }
    // A label under a presentation, the keyboard or the status bar drawn on top is hidden by it.
    // `{ canvasRect($0) }`, not `canvasRect` itself: a method as a value holds a copy of the
    // drawing, all of it retained and released.
    var covers = onTop.compactMap { nodes[$0].frame }.map { canvasRect($0) }
    if let height = layout.environment.keyboard, height > 0 {
      covers.append(
        Rect(
          x: canvas.screen.x, y: canvas.screen.maxY - height, width: canvas.screen.width,
          height: height))
    }
    labels.occluders = covers + presented.map { canvasRect($0) }
    drawNodes(base, inPresentation: false)
    // Each outline goes with its layer, so a presentation covers the outlines under it.
    drawWarningOutlines(base)
    for (index, popover) in layout.presentations.enumerated() {
      labels.occluders = covers + presented.dropFirst(index + 1).map { canvasRect($0) }
      let content = nodes.indices.filter { owners[keys.id[$0]] == popover.segue }
      drawPresentation(popover, content: content)
      drawWarningOutlines(content)
    }
    labels.occluders = []
    for index in onTop { drawNode(at: index, inPresentation: false) }
  }

  /// `frame`, in the coordinates being drawn in, on the canvas.
  func canvasRect(_ frame: Rect) -> Rect {
    frame.offsetBy(dx: labelOrigin.x, dy: labelOrigin.y)
  }

  /// The presentation (segue id) each presented node belongs to, by the node's key (`NodeKeys`):
  /// nodes whose parent is a segue, and their descendants (nodes come parents first, so one pass
  /// finds them all).
  private func presentationOwners() -> [String?] {
    var owners = [String?](repeating: nil, count: layout.nodes.count)
    guard !layout.presentations.isEmpty else { return owners }
    // A layout presents one or two controllers: comparing with each costs less than hashing.
    let segues = layout.presentations.map(\.segue)
    for (index, node) in layout.nodes.enumerated() {
      guard let parent = node.parent else { continue }
      if segues.contains(parent) {
        owners[keys.id[index]] = parent
      } else if let parentKey = keys.parent[index], let owner = owners[parentKey] {
        owners[keys.id[index]] = owner
      }
    }
    return owners
  }

  /// Draws `nodes` in layers: what an overlay covers with its labels and the shade over it, then
  /// the rest, then the status bar (above the columns it overlaps), then the remaining column
  /// labels, so nothing dimmed sits above the overlay and no label hides under a bar.
  mutating func drawNodes(_ indices: [Int], inPresentation: Bool) {
    let nodes = layout.nodes
    // One pass finds the nodes shown and the boxes labels keep off, into the lists of the last
    // layer: a view's label keeps off the bars, items and chrome drawn above it. Fields are read
    // in place, as a copy of a node would retain its strings.
    var shown: [Int] = []
    shown.reserveCapacity(indices.count)
    var dims = false
    chromeBoxes.removeAll(keepingCapacity: true)
    viewBoxes.removeAll(keepingCapacity: true)
    for index in indices {
      guard nodes[index].visible, let frame = nodes[index].frame else { continue }
      shown.append(index)
      dims = dims || nodes[index].dimmed
      let kind = nodes[index].kind
      if kind == .view {
        viewBoxes.append(canvasRect(frame))
      } else if kind.isLabelObstacle {
        chromeBoxes.append(canvasRect(frame))
      }
    }
    // Most layers dim nothing: drawn as they are, without the overlays' lists.
    guard dims else {
      drawSurfaces(shown, inPresentation: inPresentation)
      return
    }
    let covered = shown.filter { nodes[$0].dimmed }
    // What is dimmed lies under an overlay: the columns drawn above it hide its labels.
    let overlays = shown.compactMap { index in
      let node = nodes[index]
      return !node.dimmed && node.column != nil && node.kind.isController
        ? node.frame.map { canvasRect($0) } : nil
    }
    let occluders = labels.occluders
    labels.occluders += overlays
    drawSurfaces(covered, inPresentation: inPresentation)
    labels.occluders = occluders
    var isDimmed = [Bool](repeating: false, count: nodes.count)
    for index in covered { isDimmed[keys.id[index]] = true }
    for index in covered {
      if let parent = keys.parent[index], isDimmed[parent] { continue }
      let node = nodes[index]
      let text = table.text(of: node, at: index, prefix: prefix)
      document.rect(
        id: elementId(.dim, of: index, text: text), class: .dim, frame: node.frame!,
        title: text.title(frame: node.frame, lead: "Dimmed under an overlay: "))
    }
    drawSurfaces(shown.filter { !nodes[$0].dimmed }, inPresentation: inPresentation)
  }

  private mutating func drawSurfaces(_ indices: [Int], inPresentation: Bool) {
    let nodes = layout.nodes
    // The layers present, one bit each (the status bar's, -1, as bit 6): most diagrams have a
    // few of the seven, and each is a pass over the nodes.
    var layers: UInt8 = 0
    for index in indices {
      let layer = nodes[index].kind.layer
      layers |= 1 << UInt8(layer < 0 ? 6 : layer)
    }
    for layer in 0...5 where layers & 1 << UInt8(layer) != 0 {
      for index in indices where nodes[index].kind.layer == layer {
        drawNode(at: index, inPresentation: inPresentation)
      }
    }
    if layers & 1 << 6 != 0 {
      for index in indices where nodes[index].kind == .statusBar {
        drawNode(at: index, inPresentation: inPresentation)
      }
    }
    drawColumnLabels(of: indices)
  }

  /// Draws the node at `index`, which has a frame.
  private mutating func drawNode(at index: Int, inPresentation: Bool) {
    let node = layout.nodes[index]
    let frame = node.frame!
    if records {
      drawn.append(SVGDiagram.Element(kind: .node, id: node.id, box: canvasRect(frame)))
    }
    let text = table.text(of: node, at: index, prefix: prefix)
    // The shape's start, with the node's element id unless an earlier element has it.
    let start = elementId(.node, of: index, text: text) == nil ? Self.shapeStart : text.shapeStart
    let title = text.title(frame: frame)
    switch node.kind {
    case .navigationBar, .toolbar, .tabBar:
      drawBar(node, key: keys.id[index], frame: frame, start: start, title: title)
    case .barButtonItem:
      drawItem(node, frame: frame, start: start, title: title)
    case .searchBar:
      document.rect(
        start: start, class: .search, frame: frame.inset(by: Insets(all: 6)), rx: 9, title: title)
      leadingLabel(
        node.title ?? "Search", width: frame.width - 30, class: "search-text", x: frame.minX + 18,
        y: frame.midY + 5, fontSize: 15, lines: 1, avoiding: [])
    case .windowControls:
      drawWindowControls(frame: frame, start: start, title: title)
    case .statusBar:
      drawStatusBar(frame: frame, start: start, title: title)
    case .divider:
      let line = Rect(x: frame.x, y: frame.y, width: max(1, frame.width), height: frame.height)
      document.rect(start: start, class: .divider, frame: line, title: title)
    case .view:
      let anchor = layout.presentations.contains { $0.anchor == frame }
      document.rect(
        start: start, class: anchor ? .anchorView : .view, frame: frame, rx: 4,
        title: anchor ? text.title(frame: frame, trail: ", anchor of a presentation") : title)
      if frame.height >= 14 {
        // A nested view whose label would cross its parent's takes the next line down, as many
        // as the view has room for, or keeps its name for its `<title>`.
        leadingLabel(
          node.title ?? node.id, width: frame.width - 8,
          class: anchor ? "view-label anchor-label" : "view-label", x: frame.minX + 4,
          y: frame.minY + 13, fontSize: 12, lines: min(3, 1 + Int((frame.height - 16) / 14)),
          avoiding: chromeBoxes)
      }
    case .viewController, .tableViewController, .collectionViewController, .navigationController,
      .tabBarController, .splitViewController, .customSplitViewController, .placeholder,
      .searchResults:
      drawController(node, frame: frame, start: start, title: title, inPresentation: inPresentation)
    }
  }

  private mutating func drawController(
    _ node: Node, frame: Rect, start: [UInt8], title: NodeTitle, inPresentation: Bool
  ) {
    if let column = node.column {
      document.rect(start: start, class: .column(column), frame: frame, title: title)
    } else if node.kind.isContainer {
      document.rect(start: start, class: .controller, frame: frame, title: title)
    } else {
      document.rect(
        start: start, class: inPresentation ? .contentController : .controller, frame: frame,
        title: title)
      if inPresentation, let name = node.title { drawPresentedTitle(name, frame: frame) }
    }
  }

  /// A presented controller's title: in the middle of the part the keyboard leaves uncovered, or
  /// at the nearest height in steps of 22 pt where it crosses no view, bar or label; where there
  /// is none, in the middle, shortened until it is free.
  private mutating func drawPresentedTitle(_ name: String, frame: Rect) {
    let area = uncoveredByKeyboard(frame)
    let text = fitted(name, width: frame.width - 16, fontSize: 22)
    let middle = area.midY + 7
    let width = LabelBox.width(of: text, fontSize: 22)
    for step in 0...Int(min(area.height, 4_000) / 44) {
      for y in step == 0 ? [middle] : [middle + Double(step) * 22, middle - Double(step) * 22] {
        let box = labelBox(width: width, x: frame.midX, y: y, fontSize: 22, middle: true)
        guard canvasRect(area).contains(box),
          !chromeBoxes.contains(where: { LabelBox.overlap($0, box) }),
          !viewBoxes.contains(where: { LabelBox.overlap($0, box) })
        else { continue }
        if label(text, class: "column-title", x: frame.midX, y: y, fontSize: 22, middle: true) {
          return
        }
      }
    }
    centredLabel(
      name, width: frame.width - 16, class: "column-title", x: frame.midX, y: middle,
      fontSize: 22)
  }

  /// A windowed scene's controls: three dots at the top leading corner, as iPadOS 26 draws them.
  private mutating func drawWindowControls(frame: Rect, start: [UInt8], title: NodeTitle) {
    document.rect(start: start, class: .status, frame: frame, title: title)
    for index in 0..<3 {
      document.element(
        "circle",
        [
          ("class", "window-control"), ("cx", num(frame.minX + 18 + Double(index) * 20)),
          ("cy", num(frame.midY)), ("r", "6"),
        ], title: title)
    }
  }

  /// Draws the bar `node`, whose key (`NodeKeys`) is `key`.
  private mutating func drawBar(
    _ node: Node, key: Int, frame: Rect, start: [UInt8], title: NodeTitle
  ) {
    // A tab bar that does not reach the window's bottom floats at the top (iPadOS 18 on).
    if node.kind == .tabBar, frame.maxY < layout.environment.window.height / 2 {
      document.rect(
        start: start, class: .floatingTabBar, frame: frame, rx: frame.height / 2, title: title)
      return
    }
    document.rect(start: start, class: .bar, frame: frame, title: title)
    let edge = node.kind == .navigationBar ? frame.maxY : frame.minY
    document.line(
      class: .hairline, x1: frame.minX, y1: edge, x2: frame.maxX, y2: edge, title: title)
    if node.kind == .navigationBar, let name = node.title {
      // A search bar in a band at the bottom of the bar leaves the title the part above it.
      // The bar's children by their parents' keys: integers compared, not ids.
      let band = layout.nodes.indices.first {
        let child = layout.nodes[$0]
        return keys.parent[$0] == key && child.kind == .searchBar && child.visible
          && (child.frame.map { $0.minY > frame.minY && $0.maxY >= frame.maxY } ?? false)
      }.map { layout.nodes[$0] }
      var titleBar = frame
      if let top = band?.frame?.minY { titleBar.height = top - frame.minY }
      let place = titlePlace(name, inBar: key, frame: titleBar)
      guard place.width >= 30 else { return }
      centredLabel(
        name, width: place.width, class: "bar-title", x: place.centre, y: titleBar.midY + 6,
        fontSize: 17)
    }
  }

  /// Where a bar's title goes, as UIKit puts it: centred on the bar when it fits there between the
  /// items on either side, else centred in the whole room between them, and only then shortened.
  /// `bar` is the bar's key (`NodeKeys`).
  private func titlePlace(_ title: String, inBar bar: Int, frame: Rect) -> (
    centre: Double, width: Double
  ) {
    var left = frame.minX + 8
    var right = frame.maxX - 8
    for (index, item) in layout.nodes.enumerated() where keys.parent[index] == bar && item.visible {
      guard let box = item.frame, box.minY < frame.maxY else { continue }
      if box.midX < frame.midX {
        left = max(left, box.maxX + 6)
      } else {
        right = min(right, box.minX - 6)
      }
    }
    let centred = max(0, 2 * min(frame.midX - left, right - frame.midX))
    if LabelBox.width(of: title, fontSize: 17) <= centred || right <= left {
      return (frame.midX, centred)
    }
    return ((left + right) / 2, right - left)
  }

  private mutating func drawItem(
    _ node: Node, frame: Rect, start: [UInt8], title: NodeTitle
  ) {
    document.rect(start: start, class: .item, frame: frame, rx: 8, title: title)
    if let glyph = node.glyph {
      let half = BarGlyphs.size / 2
      document.element(
        "path",
        [
          ("class", "glyph"), ("d", BarGlyphs.path(glyph)),
          ("transform", "translate(\(num(frame.midX - half)) \(num(frame.midY - half)))"),
        ], title: title)
      return
    }
    // An item without a title (an image or system item) is named by its id, smaller and muted;
    // a title too long for a glyph-sized item ("Compose" on a 44 pt button) is set smaller too.
    let name = node.title ?? node.id
    let small =
      node.title != nil && Double(LabelBox.characters(in: name)) * 15 * 0.56 > frame.width - 2
    let size = node.title == nil || small ? 10.0 : 15
    let style = node.title == nil ? "item-id" : small ? "item-title-small" : "item-title"
    centredLabel(
      name, width: node.title == nil || small ? frame.width - 2 : max(frame.width, 60),
      class: style, x: frame.midX, y: frame.midY + size / 3, fontSize: size)
  }

  private mutating func drawStatusBar(frame: Rect, start: [UInt8], title: NodeTitle) {
    document.rect(start: start, class: .status, frame: frame, title: title)
    label("9:41", class: "status-text", x: frame.minX + 14, y: frame.midY + 4, fontSize: 12)
    let battery = Rect(x: frame.maxX - 38, y: frame.midY - 5, width: 24, height: 10)
    document.rect(id: nil, class: .battery, frame: battery, rx: 3, title: "Battery")
  }

  /// An amber outline just inside each node a warning names, cut to the window so it is never
  /// lost off screen; where it meets the window's rounded corners it follows them. Solid, not
  /// dashed: renderers start the dashes of a rounded outline at different places.
  private mutating func drawWarningOutlines(_ indices: [Int]) {
    guard !layout.warnings.isEmpty else { return }
    let window = Rect(origin: .zero, size: layout.environment.window.size)
    let nodes = layout.nodes
    for index in indices where nodes[index].visible {
      let node = nodes[index]
      guard layout.warnings.contains(where: { $0.subject == node.id }),
        let frame = node.frame?.intersection(window)
      else { continue }
      let codes = layout.warnings.filter { $0.subject == node.id }.map(\.code.rawValue)
      let id = elementId(.warning, of: index, text: table.text(of: node, at: index, prefix: prefix))
      let reachesCorner =
        (frame.minX <= window.minX || frame.maxX >= window.maxX)
        && (frame.minY <= window.minY || frame.maxY >= window.maxY)
      let outline = frame.inset(by: Insets(all: 1.5))
      document.rect(
        id: id, class: .warning, frame: outline,
        rx: reachesCorner ? max(4, windowCornerRadius - 1.5) : 4,
        title: "Warning on \(node.id): " + codes.joined(separator: ", "))
    }
  }

  /// A node's shape's start without an id (`NodeText.shapeStart`).
  static let shapeStart = Array("<rect".utf8)

  static func frameText(_ frame: Rect) -> String {
    "\(num(frame.x)), \(num(frame.y)), \(num(frame.width)) × \(num(frame.height)) pt"
  }

  /// `splitViewController` → "Split view controller". Kinds are ASCII names; the bytes are
  /// rewritten directly, as this runs for every node of every diagram.
  static func kindName(_ kind: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(kind.utf8.count + 4)
    for byte in kind.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
        bytes.append(bytes.isEmpty ? byte : byte + 32)
      case UInt8(ascii: "a")...UInt8(ascii: "z"):
        bytes.append(bytes.isEmpty ? byte - 32 : byte)
      default:
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The first of `candidates` (longest first) that fits in `width` whole, else the last one
  /// shortened: a label drops its less useful parts before its number is ever cut.
  func longestFitting(_ candidates: [String], width: Double, fontSize: Double) -> String {
    let limit = Self.characterLimit(width: width, fontSize: fontSize)
    let fitting = candidates.first { LabelBox.characters(in: $0) <= limit } ?? candidates.last ?? ""
    return fitted(fitting, width: width, fontSize: fontSize)
  }

  /// How many characters fit in `width` at `fontSize`, at 0.6 em a character: wide enough for
  /// the digits and capitals of common sans-serif fonts (DejaVu Sans's digits are 0.64 em, its
  /// lower case about 0.55), so an estimate errs towards room to spare.
  static func characterLimit(width: Double, fontSize: Double) -> Int {
    let limit = width / (fontSize * 0.6)
    return limit.isFinite ? max(1, Int(min(limit, 1e6))) : 1
  }
}
