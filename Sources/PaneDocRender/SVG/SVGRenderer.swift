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
    var drawing = SVGDrawing(layout: layout, prefix: SVGIdentifier.sanitize(idPrefix))
    drawing.draw()
    let info = layout.environment
    return SVGDiagram(
      text: String(decoding: drawing.document.finish(), as: UTF8.self),
      viewBox: Rect(x: 0, y: 0, width: drawing.canvas.width, height: drawing.canvas.height),
      windowOrigin: Point(
        x: drawing.canvas.screen.x + info.window.x, y: drawing.canvas.screen.y + info.window.y),
      elements: drawing.drawn)
  }

  /// `render` as UTF-8 bytes, the form the report writes.
  public static func renderBytes(
    _ layout: Layout, idPrefix: String = "", sceneTitle: String? = nil, stateTitle: String? = nil
  ) -> [UInt8] {
    var drawing = SVGDrawing(layout: layout, prefix: SVGIdentifier.sanitize(idPrefix))
    if let sceneTitle, !sceneTitle.isEmpty { drawing.caption.sceneName = sceneTitle }
    if let stateTitle, !stateTitle.isEmpty { drawing.caption.state = stateTitle }
    drawing.draw()
    return drawing.document.finish()
  }
}
