import PaneDocLayout
import PaneDocModel

/// One rendering pass over a layout.
struct SVGDrawing {
  let layout: Layout
  let prefix: String
  /// The scene and the state as the caption names them (`DiagramCaption`).
  let sceneName: String
  let state: String
  /// What every diagram of this environment draws alike.
  let frame: SVGFrame
  /// What the scene's diagrams write alike besides their nodes and frames, as the cache keeps it.
  let texts: SVGSceneTexts
  /// The caption's names of this scene and state, from the cache or made for this one.
  let captionTitle: SVGCaptionTitle
  /// Whether `captionTitle` was made for this diagram, for the cache to keep.
  private let captionTitleIsNew: Bool
  let canvas: SVGCanvas
  var document: SVGDocument
  /// The layout's node ids and parents as numbers, and the nodes' texts.
  var table: NodeTable
  /// The layout's node ids and parents as numbers (`table`'s).
  let keys: NodeKeys
  /// The ids of the keyboard and the presentations given so far. The frame's ids (`device`,
  /// `screen`, `window`, `app`) are not among them: they are given first, and no other id is one
  /// of them (a presentation's starts with `p-`).
  private var usedIds: Set<String> = []
  /// For each node key, the families (`NodeIdFamily`) whose element id it was given, one bit each.
  private var usedNodeIds: [UInt8]
  /// Whether `drawn` is kept: only `SVGRenderer.diagram` returns it.
  let records: Bool
  /// The bands of the column labels drawn so far, which later column labels keep clear of.
  var columnLabelBoxes: [Rect] = []
  /// The labels drawn so far, which no later label may overlap.
  var labels = LabelPlacement()
  /// Where the coordinates being drawn in start on the canvas: the window's origin inside it.
  var labelOrigin = Point(x: 0, y: 0)
  /// The bars, items and chrome of the nodes being drawn, which views' labels keep off.
  var chromeBoxes: [Rect] = []
  /// The views of the nodes being drawn, which a presented controller's title keeps off.
  var viewBoxes: [Rect] = []
  /// The nodes and presentations drawn so far, where they are on the canvas.
  var drawn: [SVGDiagram.Element] = []

  /// A drawing of `layout` with what `cache` keeps (its id prefix, its node tables, its frames);
  /// the caption names the scene and state by `sceneName` and `state` where given. Draw it and
  /// give back what it made with `draw(into:)`.
  init(
    layout: Layout, cache: inout SVGSceneCache, sceneName: String? = nil, state: String? = nil,
    records: Bool = false
  ) {
    self.layout = layout
    prefix = cache.prefix
    self.sceneName = DiagramCaption.sceneName(sceneName, of: layout)
    self.state = DiagramCaption.state(state, of: layout)
    frame = cache.frame(for: layout.environment)
    texts = cache.texts
    if let kept = cache.keptCaptionTitle(
      sceneName: self.sceneName, state: self.state, scene: layout.scene)
    {
      captionTitle = kept
      captionTitleIsNew = false
    } else {
      captionTitle = SVGCaptionTitle(
        sceneName: self.sceneName, state: self.state, scene: layout.scene)
      captionTitleIsNew = true
    }
    canvas = frame.canvas
    table = cache.takeTable(for: layout.nodes)
    keys = table.keys
    document = SVGDocument(capacity: cache.capacity, idPrefix: cache.prefixBytes)
    usedNodeIds = [UInt8](repeating: 0, count: layout.nodes.count)
    self.records = records
    labels = cache.labels
    cache.labels = LabelPlacement()
    // A few ids for each presentation and the keyboard; most diagrams give none.
    if !layout.presentations.isEmpty {
      usedIds.reserveCapacity(4 * layout.presentations.count + 2)
    }
  }

  /// Draws the diagram and returns it; `cache` keeps the node table, the caption's title, the
  /// stylesheet, the label placement's storage and the document's size for the next (and the
  /// frame and texts, which it gave).
  mutating func draw(into cache: inout SVGSceneCache) -> [UInt8] {
    drawBody()
    var definitions = document.definitionsPart()
    drawDefinitions(into: &definitions, cache: &cache)
    document.insertDefinitions(definitions)
    let bytes = document.finish()
    cache.keep(table)
    labels.removeAll()
    swap(&labels, &cache.labels)
    if captionTitleIsNew { cache.captionTitle = captionTitle }
    cache.capacity = max(8_192, bytes.count + bytes.count / 8)
    return bytes
  }

  /// Everything but the definitions, whose place it marks.
  private mutating func drawBody() {
    let info = layout.environment
    document.append(frame.root)
    document.title(markup: captionTitle.titleHead, frame.environmentMarkup)
    document.markDefinitions()
    document.append(frame.chrome)
    // The first label: `label` would find its box free.
    if let otherApp = frame.otherApp { labels.claim(otherApp.box) }
    labelOrigin = Point(x: canvas.screen.x + info.window.x, y: canvas.screen.y + info.window.y)
    drawContent()
    labelOrigin = Point(x: 0, y: 0)
    labels.occluders = []
    document.close("g")
    drawKeyboard(info)
    drawCaption()
    document.close("svg")
  }

  /// An element id derived from a model id, or `nil` when an earlier element already has it.
  mutating func elementId(_ base: String) -> String {
    elementId(prefixed: prefix + base)
  }

  /// `elementId(_:)` of an id made with the prefix already (`SVGPresentationTexts`).
  mutating func elementId(prefixed id: String) -> String {
    usedIds.insert(id).inserted ? id : ""
  }

  /// The element id in `family` of the node at `index`, whose text is `text`; `nil` when an
  /// earlier element already has it (a node id that several nodes share).
  mutating func elementId(_ family: NodeIdFamily, of index: Int, text: NodeText) -> NodeElementId? {
    let key = keys.id[index]
    guard usedNodeIds[key] & family.rawValue == 0 else { return nil }
    usedNodeIds[key] |= family.rawValue
    return NodeElementId(family: family.prefix, name: text.name)
  }

  /// The clip paths that the document refers to, and the stylesheet of the rules its elements
  /// select (kept by `cache` for the next diagrams that select the same).
  private mutating func drawDefinitions(
    into definitions: inout SVGDocument, cache: inout SVGSceneCache
  ) {
    definitions.append(Self.definitionsOpen)
    if document.references.contains(frame.windowClipId) { definitions.append(frame.windowClip) }
    if document.references.contains(frame.screenClipId) { definitions.append(frame.screenClip) }
    let rules = document.styleRules
    if let styleSheet = cache.keptStyleSheet(rules) {
      definitions.append(styleSheet)
    } else {
      let styleSheet = SVGStyle.styleSheet(rules)
      definitions.append(styleSheet)
      cache.keep(styleSheet: styleSheet, rules: rules)
    }
    definitions.append(Self.definitionsClose)
  }

  /// The `defs` element's first and last lines, one element deep.
  private static let definitionsOpen = SVGDocument.lines(depth: 1) { $0.open("defs") }
  private static let definitionsClose = SVGDocument.lines(depth: 2) { $0.close("defs") }

  /// The software keyboard across the bottom of the screen, over every app, when it is shown.
  private mutating func drawKeyboard(_ info: EnvironmentInfo) {
    guard let height = info.keyboard, height > 0 else { return }
    let screen = canvas.screen
    let keyboard = Rect(
      x: screen.x, y: screen.maxY - height, width: screen.width, height: min(height, screen.height))
    document.rect(
      id: elementId("keyboard"), class: "keyboard", frame: keyboard,
      extra: ("clip-path", "url(#\(prefix)screen-clip)"), title: "Keyboard, \(num(height)) pt high")
    centredLabel(
      "Keyboard · \(num(height)) pt", width: keyboard.width, class: "keyboard-label",
      x: keyboard.midX, y: keyboard.midY + 5, fontSize: 15)
  }

  /// The part of `frame` (window coordinates) above the keyboard, where a label stays readable;
  /// `frame` itself when no keyboard covers it or too little of it is left for a line of text.
  func uncoveredByKeyboard(_ frame: Rect) -> Rect {
    let info = layout.environment
    guard let height = info.keyboard, height > 0 else { return frame }
    let top = canvas.screen.height - height - info.window.y
    guard top < frame.maxY, top - frame.minY >= 44 else { return frame }
    return Rect(x: frame.x, y: frame.y, width: frame.width, height: top - frame.minY)
  }

  /// How far below a floating shape (a popover, a sheet, a Slide Over window) its shadow falls.
  /// The shadow is a plain translucent copy of the shape, not a filter: librsvg drops a shape
  /// whose filter it does not know (`feDropShadow`), and every renderer draws a plain shape alike.
  static let shadowOffset = 4.0

  /// A full-screen window follows the screen's corners; a multitasking window has its own.
  var windowCornerRadius: Double { frame.windowCornerRadius }

  /// The screen's corners: square on a device with a home button (iPad 9.7", 10.2", iPhone 8),
  /// rounded on the others and on devices the catalog does not know.
  static func screenRadius(_ device: DeviceID) -> Double {
    Device.named(device)?.hasHomeButton == true ? 0 : SVGCanvas.screenRadius
  }

  /// The caption under the device: the scene and state, the environment, its traits and the
  /// warnings, each line fitted to the canvas (a long scene or state name is shortened, not cut
  /// at its edge). Each line is made once, kept by the frame (the environment's lines), the
  /// cache's texts (the warnings', by canvas and codes) or the caption's title, and drawn where
  /// it is free as `label` draws.
  private mutating func drawCaption() {
    let x = SVGCanvas.margin
    let room = canvas.width - 2 * x
    if let index = captionTitle.canvases.firstIndex(where: {
      $0.width == canvas.width && $0.top == canvas.captionTop
    }) {
      label(captionTitle.labels[index])
    } else {
      let line = SVGFrame.captionLine(
        captionTitle.text, class: "caption-title", x: x, y: canvas.captionTop, fontSize: 16,
        width: room)
      captionTitle.canvases.append((canvas.width, canvas.captionTop))
      captionTitle.labels.append(line)
      label(line)
    }
    label(frame.environmentLabel)
    label(frame.traitsLabel(DiagramCaption.displayMode(of: layout)))
    let warnings = layout.warnings
    guard !warnings.isEmpty else {
      label(frame.noWarningsLabel)
      return
    }
    let fingerprint = SVGSceneTexts.fingerprint(of: warnings)
    let kept = texts.warningLines(
      width: canvas.width, top: canvas.captionTop, warnings: warnings, fingerprint: fingerprint)
    if let lines = kept.lines {
      document.append(lines.dot)
      label(lines.label)
      return
    }
    let y = frame.warningsBaseline
    let summary =
      kept.summary
      ?? DiagramCaption.warningSummary(
        count: warnings.count, codes: DiagramCaption.warningCodes(of: layout))
    let dot = SVGDocument.lines(depth: document.depth) {
      $0.element(
        "circle",
        [("class", "warning-dot"), ("cx", num(x + 5)), ("cy", num(y - 4.5)), ("r", "5")],
        title: summary)
    }
    let line = SVGFrame.captionLine(
      summary, class: "caption-warning", x: x + 16, y: y, fontSize: 13, width: room - 16)
    document.append(dot)
    label(line)
    texts.keep(
      SVGSceneTexts.WarningLines(
        width: canvas.width, top: canvas.captionTop, warnings: warnings,
        fingerprint: fingerprint, summary: summary, dot: dot, label: line))
  }

  /// Draws `prepared` when its box is free, as `label(_:class:x:y:fontSize:)` draws a text with
  /// the drawing in canvas coordinates.
  private mutating func label(_ prepared: borrowing PreparedLabel) {
    guard labels.isFree(prepared.box) else { return }
    labels.claim(prepared.box)
    document.append(prepared.lines)
  }
}
