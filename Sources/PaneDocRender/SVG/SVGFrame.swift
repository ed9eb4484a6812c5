import PaneDocCore
import PaneDocLayout
import PaneDocModel

/// What every diagram of one environment draws alike around its app, drawn once as lines
/// (`SVGLines`) that each diagram copies as bytes: the `<svg>` line, the canvas, device, screen and
/// window (with the "Other app" label and a Slide Over window's shadow) up to the app's group, the
/// clip paths of the definitions, and the caption's lines that name the environment and its
/// traits. A report draws every scene in the same environments, so it makes their frames once
/// (`SVGFrameTable`) for all its scenes.
///
/// Immutable once made, and made of nothing but the environment and the id prefix, so the scene
/// tasks that draw in parallel share one without a lock and find the same lines.
final class SVGFrame: Sendable {
  /// What a frame is made of: the environment without its safe area and keyboard, which the
  /// frame does not draw.
  struct Key: Hashable, Sendable {
    var profile: Profile
    var device: DeviceID
    var orientation: Orientation
    var windowName: WindowName
    var screen: Size
    var window: Rect
    var scale: Double
    var horizontalSizeClass: SizeClass
    var verticalSizeClass: SizeClass

    init(_ info: EnvironmentInfo) {
      profile = info.profile
      device = info.device
      orientation = info.orientation
      windowName = info.windowName
      screen = info.screen
      window = info.window
      scale = info.scale
      horizontalSizeClass = info.horizontalSizeClass
      verticalSizeClass = info.verticalSizeClass
    }

    /// The screen's size and the window's frame alone: a run's environments differ in them but
    /// for their profiles and names, whose strings cost more to hash. Equal keys hash alike.
    func hash(into hasher: inout Hasher) {
      hasher.combine(screen.width)
      hasher.combine(screen.height)
      hasher.combine(window.x)
      hasher.combine(window.y)
      hasher.combine(window.width)
      hasher.combine(window.height)
    }
  }

  let canvas: SVGCanvas
  /// The screen's corners (`SVGDrawing.screenRadius(_:)`).
  let screenRadius: Double
  /// The window's corners (`SVGDrawing.windowCornerRadius`).
  let windowCornerRadius: Double
  /// The `<svg>` line, which starts the document (`drawRoot`).
  let root: SVGLines
  /// From the canvas's `rect` to the app's `g`, which it leaves open, one element deep
  /// (`drawChrome`).
  let chrome: SVGLines
  /// Where the "Other app" label's middle is and its box, when it is drawn; the first label of a
  /// diagram, so nothing is in its way.
  let otherApp: (x: Double, y: Double, box: Rect)?
  /// The element ids of the clip paths of the window (which the app's group refers to) and of
  /// the screen (which a keyboard refers to): the definitions hold those referred to.
  let windowClipId: String
  let screenClipId: String
  /// The clip paths of the window and of the screen, two elements deep (in the `defs`).
  let windowClip: SVGLines
  let screenClip: SVGLines
  /// "ios17 · ipad-9.7 · landscape · full" (`DiagramCaption.environment`) escaped, as the
  /// diagram's `title` ends.
  let environmentMarkup: [UInt8]
  /// The caption's line of the environment (`DiagramCaption.environment`).
  let environmentLabel: PreparedLabel
  /// The caption's line of the traits (`DiagramCaption.traits`) for each of `displayModes`.
  private let traitsLabels: [PreparedLabel]
  /// The caption's line of a diagram without warnings; the lines of the others are kept by each
  /// scene's cache (`SVGSceneTexts`), as their codes are the scene's.
  let noWarningsLabel: PreparedLabel
  /// The baseline of the caption's line of the warnings.
  let warningsBaseline: Double

  /// The frame of diagrams of `info` whose element ids start with `prefix` (sanitized).
  init(_ info: EnvironmentInfo, prefix: String) {
    let canvas = SVGCanvas(screen: info.screen)
    let screenRadius = SVGDrawing.screenRadius(info.device)
    let windowCornerRadius = info.windowName == .named(.full) ? screenRadius : 10
    self.canvas = canvas
    self.screenRadius = screenRadius
    self.windowCornerRadius = windowCornerRadius
    let otherApp = Self.otherAppArea(info).map { area in
      let x = canvas.screen.x + area.midX
      let y = canvas.screen.y + area.midY + 5
      return (x, y, LabelBox.rect(Self.otherAppText, x: x, y: y, fontSize: 15, middle: true))
    }
    self.otherApp = otherApp
    windowClipId = prefix + "window-clip"
    screenClipId = prefix + "screen-clip"
    var start = SVGDocument(capacity: 256)
    root = start.recording { Self.drawRoot(canvas, into: &$0) }
    chrome = SVGDocument.lines(depth: 1) {
      Self.drawChrome(
        info, prefix: prefix, canvas: canvas, screenRadius: screenRadius,
        windowCornerRadius: windowCornerRadius, otherApp: otherApp, into: &$0)
    }
    windowClip = SVGDocument.lines(depth: 2) { [windowClipId] document in
      document.open("clipPath", [("id", windowClipId)])
      document.element(
        "rect",
        [
          ("x", "0"), ("y", "0"), ("width", num(info.window.width)),
          ("height", num(info.window.height)), ("rx", num(windowCornerRadius)),
        ])
      document.close("clipPath")
    }
    screenClip = SVGDocument.lines(depth: 2) { [screenClipId] document in
      document.open("clipPath", [("id", screenClipId)])
      document.element(
        "rect",
        [
          ("x", num(canvas.screen.x)), ("y", num(canvas.screen.y)),
          ("width", num(canvas.screen.width)), ("height", num(canvas.screen.height)),
          ("rx", num(screenRadius)),
        ])
      document.close("clipPath")
    }
    let environment = DiagramCaption.environment(of: info)
    var markup = TextBuffer(capacity: environment.utf8.count)
    markup.append(markup: environment)
    environmentMarkup = markup.bytes
    let x = SVGCanvas.margin
    let room = canvas.width - 2 * x
    var y = canvas.captionTop + SVGCanvas.captionLine
    environmentLabel = Self.captionLine(
      environment, class: "caption", x: x, y: y, fontSize: 13, width: room)
    y += SVGCanvas.captionLine
    let sizeClasses = DiagramCaption.sizeClasses(of: info)
    traitsLabels = Self.displayModes.map { [y] mode in
      Self.captionLine(
        DiagramCaption.traits(sizeClasses: sizeClasses, displayMode: mode), class: "caption",
        x: x, y: y, fontSize: 13, width: room)
    }
    y += SVGCanvas.captionLine
    warningsBaseline = y
    noWarningsLabel = Self.captionLine(
      DiagramCaption.warningSummary(count: 0, codes: []), class: "caption-ok", x: x, y: y,
      fontSize: 13, width: room - 16)
  }

  static let otherAppText = "Other app"

  /// The display modes a caption names: none (no split), then every split's.
  private static let displayModes = [nil] + SplitInfo.DisplayMode.allCases.map(Optional.some)

  /// The index in `traitsLabels` of the line of a diagram whose split shows `displayMode` (none
  /// without a split).
  private static func traitsIndex(_ displayMode: SplitInfo.DisplayMode?) -> Int {
    displayModes.firstIndex(of: displayMode) ?? 0
  }

  /// The caption's line of the traits of a diagram whose split shows `displayMode`.
  func traitsLabel(_ displayMode: SplitInfo.DisplayMode?) -> PreparedLabel {
    traitsLabels[Self.traitsIndex(displayMode)]
  }

  /// A caption's line of `text` fitted to `width`, its baseline starting at (`x`, `y`), one
  /// element deep, to draw with `SVGDrawing.label(_:)` where its box is free.
  static func captionLine(
    _ text: String, class style: String, x: Double, y: Double, fontSize: Double, width: Double
  ) -> PreparedLabel {
    let shown = SVGDrawing.fitted(text, width: width, fontSize: fontSize)
    return PreparedLabel(
      box: LabelBox.rect(shown, x: x, y: y, fontSize: fontSize, middle: false),
      lines: SVGDocument.lines(depth: 1) { $0.text(shown, class: style, x: x, y: y) })
  }

  /// The `<svg>` element's line, which opens it.
  private static func drawRoot(_ canvas: SVGCanvas, into document: inout SVGDocument) {
    document.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", num(canvas.width)),
        ("height", num(canvas.height)),
        ("viewBox", "0 0 \(num(canvas.width)) \(num(canvas.height))"),
      ])
  }

  /// The canvas, the device, its screen, the label of the other app beside the window, the window
  /// (and a Slide Over window's shadow), and the app's group, left open.
  private static func drawChrome(
    _ info: EnvironmentInfo, prefix: String, canvas: SVGCanvas, screenRadius: Double,
    windowCornerRadius: Double, otherApp: (x: Double, y: Double, box: Rect)?,
    into document: inout SVGDocument
  ) {
    let body = canvas.body
    let screen = canvas.screen
    document.rect(
      class: "background", frame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height),
      title: "Canvas")
    document.rect(
      id: prefix + "device", class: "device", frame: body, rx: SVGCanvas.bodyRadius,
      title: "Device \(info.device), \(info.orientation.rawValue)")
    document.rect(
      id: prefix + "screen", class: "screen", frame: screen, rx: screenRadius,
      title:
        "Screen \(num(info.screen.width)) × \(num(info.screen.height)) pt, scale \(num(info.scale))"
    )
    if let otherApp {
      document.text(otherAppText, class: "other-app", x: otherApp.x, y: otherApp.y, middle: true)
    }
    let window = info.window
    let windowFrame = Rect(
      x: screen.x + window.x, y: screen.y + window.y, width: window.width, height: window.height)
    if info.windowName == .named(.slideOver) {
      document.rect(
        class: "shadow", frame: windowFrame.offsetBy(dx: 0, dy: SVGDrawing.shadowOffset),
        rx: windowCornerRadius, title: "Shadow of the Slide Over window")
    }
    document.rect(
      id: prefix + "window", class: "window", frame: windowFrame, rx: windowCornerRadius,
      title:
        "App window (\(info.windowName.rawValue)) \(num(window.x)), \(num(window.y)), \(num(window.width)) × \(num(window.height)) pt"
    )
    document.open(
      "g",
      [
        ("id", prefix + "app"),
        (
          "transform",
          "translate(\(num(screen.x + window.x)) \(num(screen.y + window.y)))"
        ),
        ("clip-path", "url(#\(prefix)window-clip)"),
      ])
  }

  /// The widest part of the screen the app window leaves to another app, if it is wide enough to
  /// label.
  private static func otherAppArea(_ info: EnvironmentInfo) -> Rect? {
    let window = info.window
    let screen = info.screen
    let leading = Rect(x: 0, y: 0, width: window.minX, height: screen.height)
    let trailing = Rect(
      x: window.maxX, y: 0, width: screen.width - window.maxX, height: screen.height)
    let area = leading.width >= trailing.width ? leading : trailing
    return area.width >= 90 ? area : nil
  }
}

/// A label drawn alike in many diagrams: its box, checked and claimed as `SVGDrawing.label`
/// does, and its `text` element.
struct PreparedLabel: Sendable {
  let box: Rect
  let lines: SVGLines
}
