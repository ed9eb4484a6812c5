import PaneDocCore
import PaneDocLayout
import PaneDocModel

/// What every diagram of one environment draws alike around its app, drawn by the first diagram
/// that draws it and copied as bytes (`SVGLines`) by the next: the `<svg>` line, the canvas, device, screen and window (with the "Other
/// app" label and a Slide Over window's shadow) up to the app's group, the clip paths of the
/// definitions, and the caption's lines that name the environment. A report draws each state of a
/// scene in the same environments, so `SVGSceneCache` keeps the frames it made.
///
/// A class, so a diagram adds the lines it drew to the frame the cache keeps without copying it
/// out and back: what a frame holds depends on its key alone, so whoever else holds it (a copy of
/// the cache) finds the same lines.
final class SVGFrame {
  /// What a frame is made of: the environment without its safe area and keyboard, which the
  /// frame does not draw.
  struct Key: Hashable {
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
  }

  let key: Key
  /// The environment and the id prefix (sanitized) the frame is drawn for.
  private let info: EnvironmentInfo
  private let prefix: String
  let canvas: SVGCanvas
  /// The screen's corners (`SVGDrawing.screenRadius(_:)`).
  let screenRadius: Double
  /// The window's corners (`SVGDrawing.windowCornerRadius`).
  let windowCornerRadius: Double
  /// The `<svg>` line, which starts the document (`drawRoot`).
  var root: SVGLines?
  /// From the canvas's `rect` to the app's `g`, which it leaves open (`drawChrome`).
  var chrome: SVGLines?
  /// Where the "Other app" label's middle is and its box, when it is drawn; the first label of a
  /// diagram, so nothing is in its way.
  let otherApp: (x: Double, y: Double, box: Rect)?
  /// The element ids of the clip paths of the window (which the app's group refers to) and of
  /// the screen (which a keyboard refers to): the definitions hold those referred to.
  let windowClipId: String
  let screenClipId: String
  /// The window's clip path, two elements deep (in the `defs`; `drawWindowClip`).
  var windowClip: SVGLines?
  /// "ios17 · ipad-9.7 · landscape · full" (`DiagramCaption.environment`) escaped, as the
  /// diagram's `title` ends.
  let environmentMarkup: [UInt8]
  /// The caption's words of the environment: `DiagramCaption.environment` and `.sizeClasses`.
  let environment: String
  let sizeClasses: String
  /// The caption's lines drawn the same in every diagram of the environment, made by the first
  /// diagram that draws them (`SVGDrawing.captionLabel`): the environment's, the traits' line for
  /// each display mode met so far, and the warnings' lines (the dot, none without warnings, and
  /// the summary) for each list of warning codes met so far, up to `warningLinesLimit`.
  var environmentLabel: PreparedLabel?
  /// The display modes of `traitsLabels`, one for each, apart so finding one copies no label.
  var traitsModes: [SplitInfo.DisplayMode?] = []
  var traitsLabels: [PreparedLabel] = []
  /// The warnings' codes of `warningLines`, one list for each.
  var warningCodes: [[LayoutWarning.Code]] = []
  var warningLines: [(dot: SVGLines?, label: PreparedLabel)] = []

  /// How many lists of warning codes a frame keeps lines for: the states of a scene have a few.
  static let warningLinesLimit = 8

  /// The frame of diagrams of `info` whose element ids start with `prefix` (sanitized).
  init(_ info: EnvironmentInfo, prefix: String) {
    key = Key(info)
    self.info = info
    self.prefix = prefix
    let canvas = SVGCanvas(screen: info.screen)
    screenRadius = SVGDrawing.screenRadius(info.device)
    windowCornerRadius = info.windowName == .named(.full) ? screenRadius : 10
    self.canvas = canvas
    otherApp = Self.otherAppArea(info).map { area in
      let x = canvas.screen.x + area.midX
      let y = canvas.screen.y + area.midY + 5
      return (x, y, LabelBox.rect(Self.otherAppText, x: x, y: y, fontSize: 15, middle: true))
    }
    windowClipId = prefix + "window-clip"
    screenClipId = prefix + "screen-clip"
    environment = DiagramCaption.environment(of: info)
    sizeClasses = DiagramCaption.sizeClasses(of: info)
    var markup = TextBuffer(capacity: environment.utf8.count)
    markup.append(markup: environment)
    environmentMarkup = markup.bytes
  }

  static let otherAppText = "Other app"

  /// The `<svg>` element's line, which opens it.
  func drawRoot(into document: inout SVGDocument) {
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
  func drawChrome(into document: inout SVGDocument) {
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
      document.text(
        Self.otherAppText, class: "other-app", x: otherApp.x, y: otherApp.y, middle: true)
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

  /// The window's clip path.
  func drawWindowClip(into document: inout SVGDocument) {
    document.open("clipPath", [("id", windowClipId)])
    document.element(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", num(info.window.width)),
        ("height", num(info.window.height)), ("rx", num(windowCornerRadius)),
      ])
    document.close("clipPath")
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
struct PreparedLabel {
  let box: Rect
  let lines: SVGLines
}
