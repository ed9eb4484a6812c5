import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// A new node table takes the texts of the nodes earlier tables of its cache described
/// (`NodeTable.init(_:reusing:)`): a diagram drawn so is byte for byte the one drawn alone,
/// whichever nodes the earlier layouts had, in whichever order they come.
@Suite("Node table reuse")
struct NodeTableReuseTests {
  /// `base` with one node fewer, one more, and its shared ids given other kinds, titles and
  /// columns: each a different node list, so each needs a table of its own.
  static func variants(of base: Layout) -> [Layout] {
    var fewer = base
    fewer.nodes.removeLast()
    var more = base
    more.nodes.append(
      Node(
        id: "extra & <more>", kind: .view, parent: base.nodes.first?.id,
        frame: Rect(x: 20, y: 120, width: 90, height: 30), title: "Extra \"one\""))
    var changed = more
    for index in changed.nodes.indices {
      changed.nodes[index].title = changed.nodes[index].title.map { $0 + " ]]> & changed" }
      if changed.nodes[index].kind == .view { changed.nodes[index].kind = .barButtonItem }
      if changed.nodes[index].column == .primary { changed.nodes[index].column = .compact }
    }
    var renamed = changed
    renamed.nodes.reverse()
    return [base, fewer, more, changed, renamed]
  }

  @Test(arguments: SampleLayouts.all.map(\.name))
  func drawsEachLayoutAsAloneForwardsAndBackwards(_ name: String) throws {
    let base = try #require(SampleLayouts.all.first { $0.name == name }?.layout)
    let layouts = Self.variants(of: base)
    let alone = layouts.map { SVGRenderer.renderBytes($0, idPrefix: "r-") }
    var forwards = SVGSceneCache(idPrefix: "r-")
    for _ in 0..<2 {
      for (index, layout) in layouts.enumerated() {
        #expect(SVGRenderer.renderBytes(layout, cache: &forwards) == alone[index], "\(index)")
      }
    }
    var backwards = SVGSceneCache(idPrefix: "r-")
    for (index, layout) in layouts.enumerated().reversed() {
      #expect(SVGRenderer.renderBytes(layout, cache: &backwards) == alone[index], "\(index)")
    }
  }

  /// The reused texts are those of the same ids: a changed node is described as it is now.
  @Test func describesAChangedNodeAsItIsNow() {
    let layouts = Self.variants(of: SampleLayouts.hostile)
    var cache = SVGSceneCache()
    for layout in layouts.dropLast() { _ = SVGRenderer.renderBytes(layout, cache: &cache) }
    let text = String(
      decoding: SVGRenderer.renderBytes(layouts[layouts.count - 1], cache: &cache), as: UTF8.self)
    #expect(text.contains("Bar button item “one ]]&gt; &amp; changed” (dup)"))
    #expect(text.contains("compact column"))
    #expect(!text.contains("View “one” (dup)"))
    #expect(!text.contains("&amp;amp;"))
  }

  /// Duplicate ids keep the first node's key, and a text reused for it still has to describe it.
  @Test func keysEachIdByItsFirstNode() {
    let keys = NodeKeys(SampleLayouts.hostile.nodes)
    #expect(keys.first["dup"] == 3)
    #expect(keys.id[4] == 3)
    #expect(keys.first.count == 4)
  }
}
