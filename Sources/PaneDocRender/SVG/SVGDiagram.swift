import PaneDocModel

/// A diagram as `SVGRenderer.diagram` returns it: the SVG text and what was drawn where, so a
/// reader (the diff's outlines) places shapes over it without reading the SVG text back.
public struct SVGDiagram: Sendable, Equatable {
  /// A node or presentation as drawn, by its model id, its box in canvas coordinates.
  public struct Element: Sendable, Equatable {
    public enum Kind: Sendable, Hashable {
      case node, presentation
    }

    public var kind: Kind
    /// The node's id or the presentation's segue.
    public var id: String
    public var box: Rect

    public init(kind: Kind, id: String, box: Rect) {
      self.kind = kind
      self.id = id
      self.box = box
    }
  }

  public var text: String
  /// The canvas, as the SVG's `viewBox`.
  public var viewBox: Rect
  /// Where the app window's origin is drawn on the canvas: window coordinates plus this are
  /// canvas coordinates.
  public var windowOrigin: Point
  /// What was drawn, in drawing order.
  public var elements: [Element]

  public init(text: String, viewBox: Rect, windowOrigin: Point, elements: [Element]) {
    self.text = text
    self.viewBox = viewBox
    self.windowOrigin = windowOrigin
    self.elements = elements
  }

  /// The box `kind` `id` was drawn in, in window coordinates; `nil` when it was not drawn.
  public func frame(of kind: Element.Kind, _ id: String) -> Rect? {
    elements.first { $0.kind == kind && $0.id == id }.map {
      $0.box.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y)
    }
  }
}
