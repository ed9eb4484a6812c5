import PaneDocLayout
import PaneDocModel

/// Draws a `Layout` as the SVG a designer puts in a design doc: the device and its screen, the app
/// window with its columns, bars, items and anchors, the presentations on top, and a caption.
///
/// The output is a pure function of the layout and the id prefix: no clock, no counters, ids from
/// model ids, one number format, one element per line, so two runs and two machines agree byte for
/// byte and a change in a layout shows as a small text diff.
public enum SVGRenderer {
  /// The SVG text of `layout`. `idPrefix` is put before every element id so many diagrams can be
  /// inlined in one HTML page without clashing ids.
  public static func render(_ layout: Layout, idPrefix: String = "") -> String {
    String(decoding: renderBytes(layout, idPrefix: idPrefix), as: UTF8.self)
  }

  /// `render`, its caption naming the scene and state by `sceneTitle` and `stateTitle` where
  /// given (a report knows where each segue leads, which the layout alone does not say) instead
  /// of by what the layout shows.
  public static func render(
    _ layout: Layout, idPrefix: String = "", sceneTitle: String?, stateTitle: String?
  ) -> String {
    String(
      decoding: renderBytes(
        layout, idPrefix: idPrefix, sceneTitle: sceneTitle, stateTitle: stateTitle),
      as: UTF8.self)
  }

  /// `render` with what it drew where: the canvas, the app window's origin on it and each
  /// node's and presentation's box.
  public static func diagram(_ layout: Layout, idPrefix: String = "") -> SVGDiagram {
    var cache = SVGSceneCache(idPrefix: idPrefix)
    var drawing = SVGDrawing(layout: layout, cache: &cache, records: true)
    let bytes = drawing.draw(into: &cache)
    let info = layout.environment
    return SVGDiagram(
      text: String(decoding: bytes, as: UTF8.self),
      viewBox: Rect(x: 0, y: 0, width: drawing.canvas.width, height: drawing.canvas.height),
      windowOrigin: Point(
        x: drawing.canvas.screen.x + info.window.x, y: drawing.canvas.screen.y + info.window.y),
      elements: drawing.drawn)
  }

  /// `render` as UTF-8 bytes, the form the report writes.
  public static func renderBytes(
    _ layout: Layout, idPrefix: String = "", sceneTitle: String? = nil, stateTitle: String? = nil
  ) -> [UInt8] {
    var cache = SVGSceneCache(idPrefix: idPrefix)
    return renderBytes(layout, sceneTitle: sceneTitle, stateTitle: stateTitle, cache: &cache)
  }

  /// `renderBytes` with the id prefix of `cache`, which keeps what the next diagram of the same
  /// scene can reuse: the same bytes, drawn faster when many diagrams share their nodes.
  public static func renderBytes(
    _ layout: Layout, sceneTitle: String? = nil, stateTitle: String? = nil,
    cache: inout SVGSceneCache
  ) -> [UInt8] {
    var drawing = SVGDrawing(
      layout: layout, cache: &cache, sceneName: sceneTitle, state: stateTitle)
    return drawing.draw(into: &cache)
  }
}
