import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// A node's shape written from its prepared start (`NodeText.shapeStart`) is the one written
/// from its element id, whatever the id and the prefix hold.
@Suite("Node shape start")
struct NodeShapeStartTests {
  static let ids = [
    "plain", "x\" onload=\"alert(1)", "bar<&>", "item']]>", "é", "e\u{301}", "K", "\u{212A}",
    "👨‍👩‍👧", "a_5F", "a_", "-", "",
  ]
  static let prefixes = ["", "d1-", "p 1", "<&\">", "é"]

  @Test("is the id attribute's bytes, for hostile ids and prefixes", arguments: prefixes)
  func matchesTheElementId(_ prefix: String) {
    let sanitized = SVGIdentifier.sanitize(prefix)
    for id in Self.ids {
      let node = Node(
        id: id, kind: .view, frame: Rect(x: 1.5, y: 2, width: 30, height: 40), title: id)
      let text = NodeText(node, prefix: sanitized)
      let title = text.title(frame: node.frame)
      var fromId = SVGDocument(idPrefix: Array(sanitized.utf8))
      fromId.rect(
        id: NodeElementId(family: NodeIdFamily.node.prefix, name: text.name), class: .view,
        frame: node.frame!, rx: 4, title: title)
      var fromStart = SVGDocument(idPrefix: Array(sanitized.utf8))
      fromStart.rect(start: text.shapeStart, class: .view, frame: node.frame!, rx: 4, title: title)
      #expect(fromStart.buffer.bytes == fromId.buffer.bytes, "\(prefix) \(id)")
      #expect(fromStart.styleRules == fromId.styleRules)
    }
  }

  /// The hostile layout and a variant whose ids differ, through one cache forwards and
  /// backwards, with a prefix that needs sanitizing: each diagram is the one drawn alone.
  @Test func drawsTheBytesOfEachDiagramAloneThroughOneCache() {
    var renamed = SampleLayouts.hostile
    for index in renamed.nodes.indices {
      renamed.nodes[index].id += "<2>"
      renamed.nodes[index].parent = renamed.nodes[index].parent.map { $0 + "<2>" }
    }
    renamed.warnings = renamed.warnings.map { warning in
      var warning = warning
      warning.subject += "<2>"
      return warning
    }
    let layouts = [SampleLayouts.hostile, renamed, SampleLayouts.mailLandscapePopover]
    let prefix = "p 1<&>"
    let alone = layouts.map { SVGRenderer.renderBytes($0, idPrefix: prefix) }
    var cache = SVGSceneCache(idPrefix: prefix)
    for index in Array(layouts.indices) + layouts.indices.reversed() {
      #expect(SVGRenderer.renderBytes(layouts[index], cache: &cache) == alone[index])
    }
    let text = String(decoding: alone[1], as: UTF8.self)
    #expect(text.contains("<rect id=\"p_201_3C_26_3En-dup_3C2_3E\""))
  }
}
