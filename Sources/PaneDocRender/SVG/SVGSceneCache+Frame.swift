import PaneDocCore
import PaneDocLayout

/// What the cache keeps of the frame around the app: each environment's frame (`SVGFrame`), the
/// caption's title of the latest scene and state (`SVGCaptionTitle`), and the latest stylesheets.
/// Each is looked up by everything it is made of, so a diagram drawn with them is the one drawn
/// without them.
extension SVGSceneCache {
  /// How many frames are kept: a report draws a scene in a few dozen environments; a sweep's
  /// diagrams, each at its own window width, would otherwise each add one.
  static let frameLimit = 64
  /// How many stylesheets are kept: the diagrams of a scene use a few sets of rules.
  static let styleSheetLimit = 8

  /// The frame of `info`'s environment as this cache uses it: the shared table's, else kept from
  /// an earlier diagram, else made and kept for the next diagrams of the environment, forgetting
  /// every other one when `frameLimit` are kept.
  mutating func frame(for info: EnvironmentInfo) -> SVGFrame {
    let key = SVGFrame.Key(info)
    if let shared = shared?.frame(for: key) { return shared }
    if let kept = frames[key] { return kept }
    let kept = SVGFrame(info, prefix: prefix)
    if frames.count >= Self.frameLimit { frames.removeAll(keepingCapacity: true) }
    frames[key] = kept
    return kept
  }

  /// The caption's title kept for `sceneName` and `state` in a diagram of `scene`, if it is the
  /// latest.
  func keptCaptionTitle(sceneName: String, state: String, scene: String) -> SVGCaptionTitle? {
    guard let title = captionTitle, title.sceneName == sceneName, title.state == state,
      title.scene == scene
    else { return nil }
    return title
  }

  /// The `style` element kept for the rules `rules` sets, two elements deep (in the `defs`).
  mutating func keptStyleSheet(_ rules: UInt64) -> SVGLines? {
    guard let index = styleSheets.firstIndex(where: { $0.rules == rules }) else { return nil }
    let kept = styleSheets[index]
    if index > 0 {
      styleSheets.remove(at: index)
      styleSheets.insert(kept, at: 0)
    }
    return kept.lines
  }

  /// Keeps `lines`, the `style` element of the rules `rules` sets, as the latest, forgetting the
  /// oldest beyond `styleSheetLimit`.
  mutating func keep(styleSheet lines: SVGLines, rules: UInt64) {
    styleSheets.insert((rules, lines), at: 0)
    if styleSheets.count > Self.styleSheetLimit { styleSheets.removeLast() }
  }
}

/// The caption's names of a scene and state, shared by the diagrams of the state in every
/// environment: the start of the diagram's `title` escaped, and the caption's first line at each
/// canvas width drawn so far. A class, so a diagram adds the line it drew to the title the cache
/// keeps without copying it out and back: what a title holds depends on its names alone, so
/// whoever else holds it (a copy of the cache) finds the same lines.
final class SVGCaptionTitle {
  /// The names as the caption shows them, and the layout's scene id.
  let sceneName: String
  let state: String
  let scene: String
  /// "Mail — Compose popover", the caption's first line before it is fitted to the canvas.
  let text: String
  /// "Mail (mail) — Compose popover — " escaped: the diagram's `title` before the environment.
  let titleHead: [UInt8]
  /// The canvases met so far, by their widths and the caption's tops, and the caption's first
  /// line on each.
  var canvases: [(width: Double, top: Double)] = []
  var labels: [PreparedLabel] = []

  init(sceneName: String, state: String, scene: String) {
    self.sceneName = sceneName
    self.state = state
    self.scene = scene
    text = sceneName + " — " + state
    let named = sceneName == scene ? scene : sceneName + " (" + scene + ")"
    var head = TextBuffer(capacity: named.utf8.count + state.utf8.count + 16)
    head.append(markup: named + " — " + state + " — ")
    titleHead = head.bytes
  }
}
