import PaneDocLayout

/// One layout as `panedoc layout` prints it: the layout and what the SVG's caption and ids take.
public struct LayoutOutput: Sendable {
  public var layout: Layout
  /// A prefix for every element id of the SVG, for inlining it in a page.
  public var idPrefix: String
  public var sceneTitle: String?
  public var stateTitle: String?

  public init(layout: Layout, idPrefix: String = "", sceneTitle: String?, stateTitle: String?) {
    self.layout = layout
    self.idPrefix = idPrefix
    self.sceneTitle = sceneTitle
    self.stateTitle = stateTitle
  }
}

extension LayoutOutput: Formattable {
  /// `layout.json`'s form of one layout, then the diagram.
  public static let formats: [OutputFormat<LayoutOutput>] = [
    OutputFormat(name: "json", summary: "the layout as JSON") {
      LayoutJSON.encode($0.layout).serialized()
    },
    OutputFormat(name: "svg", summary: "the diagram as SVG") {
      SVGRenderer.render(
        $0.layout, idPrefix: $0.idPrefix, sceneTitle: $0.sceneTitle, stateTitle: $0.stateTitle)
    },
  ]
}
