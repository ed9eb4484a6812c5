import PaneDocLayout
import PaneDocModel

/// One rendering pass over a layout.
struct SVGDrawing {
  let layout: Layout
  let prefix: String
  var caption: DiagramCaption
  let canvas: SVGCanvas
  /// The screen's corners (`screenRadius(_:)`).
  let screenRadius: Double
  var document: SVGDocument
  /// The layout's node ids and parents as numbers, and the nodes' texts.
  var table: NodeTable
  /// The layout's node ids and parents as numbers (`table`'s).
  let keys: NodeKeys
  /// The ids of the device, the window and the presentations given so far.
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

  /// A drawing of `layout` with what `cache` keeps (its id prefix, its node tables); the caption
  /// names the scene and state by `sceneName` and `state` where given. Give the table back with
  /// `finish(into:)`.
  init(
    layout: Layout, cache: inout SVGSceneCache, sceneName: String? = nil, state: String? = nil,
    records: Bool = false
  ) {
    self.layout = layout
    prefix = cache.prefix
    caption = DiagramCaption(layout, sceneName: sceneName, state: state)
    canvas = SVGCanvas(screen: layout.environment.screen)
    screenRadius = Self.screenRadius(layout.environment.device)
    table = cache.takeTable(for: layout.nodes)
    keys = table.keys
    document = SVGDocument(capacity: cache.capacity, idPrefix: cache.prefixBytes)
    usedNodeIds = [UInt8](repeating: 0, count: layout.nodes.count)
    self.records = records
    // A few ids for the device and each presentation.
    usedIds.reserveCapacity(4 * layout.presentations.count + 8)
  }

  /// The finished document; `cache` keeps the node table and the document's size for the next.
  mutating func finish(into cache: inout SVGSceneCache) -> [UInt8] {
    let bytes = document.finish()
    cache.keep(table)
    cache.capacity = max(8_192, bytes.count + bytes.count / 8)
    return bytes
  }

  mutating func draw() {
    let info = layout.environment
    document.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", num(canvas.width)),
        ("height", num(canvas.height)),
        ("viewBox", "0 0 \(num(canvas.width)) \(num(canvas.height))"),
      ])
    let scene =
      caption.sceneName == layout.scene ? layout.scene : "\(caption.sceneName) (\(layout.scene))"
    document.element("title", [], text: "\(scene) — \(caption.state) — \(caption.environment)")
    document.markDefinitions()
    document.rect(
      class: "background", frame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height),
      title: "Canvas")
    drawDevice(info)
    document.open(
      "g",
      [
        ("id", elementId("app")),
        (
          "transform",
          "translate(\(num(canvas.screen.x + info.window.x)) \(num(canvas.screen.y + info.window.y)))"
        ),
        ("clip-path", "url(#\(prefix)window-clip)"),
      ])
    labelOrigin = Point(x: canvas.screen.x + info.window.x, y: canvas.screen.y + info.window.y)
    drawContent()
    labelOrigin = Point(x: 0, y: 0)
    labels.occluders = []
    document.close("g")
    drawKeyboard(info)
    drawCaption()
    var definitions = document.definitionsPart()
    drawDefinitions(into: &definitions, rules: document.styleRules, references: document.references)
    document.insertDefinitions(definitions)
    document.close("svg")
  }

  /// An element id derived from a model id, or `nil` when an earlier element already has it.
  mutating func elementId(_ base: String) -> String {
    let id = prefix + base
    return usedIds.insert(id).inserted ? id : ""
  }

  /// The element id in `family` of the node at `index`, whose text is `text`; `nil` when an
  /// earlier element already has it (a node id that several nodes share).
  mutating func elementId(_ family: NodeIdFamily, of index: Int, text: NodeText) -> NodeElementId? {
    let key = keys.id[index]
    guard usedNodeIds[key] & family.rawValue == 0 else { return nil }
    usedNodeIds[key] |= family.rawValue
    return NodeElementId(family: family.prefix, name: text.name)
  }

  /// The clip paths that `references` name, and the stylesheet's `rules`.
  private func drawDefinitions(
    into document: inout SVGDocument, rules: UInt64, references: Set<String>
  ) {
    let info = layout.environment
    document.open("defs")
    if references.contains(prefix + "window-clip") {
      document.open("clipPath", [("id", prefix + "window-clip")])
      document.element(
        "rect",
        [
          ("x", "0"), ("y", "0"), ("width", num(info.window.width)),
          ("height", num(info.window.height)), ("rx", num(windowCornerRadius)),
        ])
      document.close("clipPath")
    }
    if references.contains(prefix + "screen-clip") {
      document.open("clipPath", [("id", prefix + "screen-clip")])
      document.element(
        "rect",
        [
          ("x", num(canvas.screen.x)), ("y", num(canvas.screen.y)),
          ("width", num(canvas.screen.width)), ("height", num(canvas.screen.height)),
          ("rx", num(screenRadius)),
        ])
      document.close("clipPath")
    }
    document.style(rules)
    document.close("defs")
  }

  private mutating func drawDevice(_ info: EnvironmentInfo) {
    let body = canvas.body
    let screen = canvas.screen
    document.rect(
      id: elementId("device"), class: "device", frame: body, rx: SVGCanvas.bodyRadius,
      title: "Device \(info.device), \(info.orientation.rawValue)")
    document.rect(
      id: elementId("screen"), class: "screen", frame: screen, rx: screenRadius,
      title:
        "Screen \(num(info.screen.width)) × \(num(info.screen.height)) pt, scale \(num(info.scale))"
    )
    if let other = otherAppArea(info) {
      label(
        "Other app", class: "other-app", x: screen.x + other.midX, y: screen.y + other.midY + 5,
        fontSize: 15, middle: true)
    }
    let window = info.window
    let windowFrame = Rect(
      x: screen.x + window.x, y: screen.y + window.y, width: window.width, height: window.height)
    if info.windowName == .named(.slideOver) {
      document.rect(
        class: "shadow", frame: windowFrame.offsetBy(dx: 0, dy: Self.shadowOffset),
        rx: windowCornerRadius, title: "Shadow of the Slide Over window")
    }
    document.rect(
      id: elementId("window"), class: "window", frame: windowFrame, rx: windowCornerRadius,
      title:
        "App window (\(info.windowName.rawValue)) \(num(window.x)), \(num(window.y)), \(num(window.width)) × \(num(window.height)) pt"
    )
  }

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
  var windowCornerRadius: Double {
    layout.environment.windowName == .named(.full) ? screenRadius : 10
  }

  /// The screen's corners: square on a device with a home button (iPad 9.7", 10.2", iPhone 8),
  /// rounded on the others and on devices the catalog does not know.
  static func screenRadius(_ device: DeviceID) -> Double {
    Device.named(device)?.hasHomeButton == true ? 0 : SVGCanvas.screenRadius
  }

  /// The widest part of the screen the app window leaves to another app, if it is wide enough to
  /// label.
  private func otherAppArea(_ info: EnvironmentInfo) -> Rect? {
    let window = info.window
    let screen = info.screen
    let leading = Rect(x: 0, y: 0, width: window.minX, height: screen.height)
    let trailing = Rect(
      x: window.maxX, y: 0, width: screen.width - window.maxX, height: screen.height)
    let area = leading.width >= trailing.width ? leading : trailing
    return area.width >= 90 ? area : nil
  }

  private mutating func drawCaption() {
    let x = SVGCanvas.margin
    // Captions stay on the canvas: a long scene or state name is shortened, not cut at its edge.
    let room = canvas.width - 2 * x
    var y = canvas.captionTop
    label(
      fitted("\(caption.sceneName) — \(caption.state)", width: room, fontSize: 16),
      class: "caption-title", x: x, y: y, fontSize: 16)
    y += SVGCanvas.captionLine
    label(
      fitted(caption.environment, width: room, fontSize: 13), class: "caption", x: x, y: y,
      fontSize: 13)
    y += SVGCanvas.captionLine
    label(
      fitted(caption.traits, width: room, fontSize: 13), class: "caption", x: x, y: y, fontSize: 13)
    y += SVGCanvas.captionLine
    let warnings = layout.warnings.count
    if warnings > 0 {
      document.element(
        "circle",
        [("class", "warning-dot"), ("cx", num(x + 5)), ("cy", num(y - 4.5)), ("r", "5")],
        title: caption.warningSummary(count: warnings))
    }
    label(
      fitted(caption.warningSummary(count: warnings), width: room - 16, fontSize: 13),
      class: warnings > 0 ? "caption-warning" : "caption-ok", x: warnings > 0 ? x + 16 : x, y: y,
      fontSize: 13)
  }
}
