import PaneDocModel

/// The geometry of the canvas around the screen: margins, the device body and the caption.
package struct SVGCanvas {
  static let margin = 32.0
  static let bezel = 18.0
  static let bodyRadius = 34.0
  static let screenRadius = 18.0
  static let minimumWidth = 560.0
  static let captionLine = 20.0

  let body: Rect
  let screen: Rect
  package let width: Double
  package let height: Double
  let captionTop: Double

  /// The caption's lines: title, environment, traits, warnings.
  static let captionLines = 4

  /// The canvas for a screen of `size`; the HTML pages use it too, for their images' sizes.
  package init(screen size: Size) {
    let bodyWidth = size.width + 2 * Self.bezel
    let bodyHeight = size.height + 2 * Self.bezel
    width = max(Self.minimumWidth, bodyWidth + 2 * Self.margin)
    body = Rect(x: (width - bodyWidth) / 2, y: Self.margin, width: bodyWidth, height: bodyHeight)
    screen = Rect(
      x: body.x + Self.bezel, y: body.y + Self.bezel, width: size.width, height: size.height)
    captionTop = body.maxY + 30
    height = captionTop + Double(Self.captionLines - 1) * Self.captionLine + Self.margin
  }
}
