import PaneDocLayout

/// A layout's nodes as a diagram indexes them: their keys (`NodeKeys`) and, filled in as nodes
/// are drawn, their texts (`NodeText`). Layouts of one scene in one state mostly have the same
/// nodes in every environment, so `SVGSceneCache` keeps tables to serve the next layout.
struct NodeTable {
  /// The ids and parents the keys were found from.
  private let ids: [String]
  private let parents: [String?]
  let keys: NodeKeys
  /// Each node's text, by its index; `nil` until the node is drawn.
  private var texts: [NodeText?]

  /// A table for `nodes`, its texts taken from `earlier` tables (the latest first) where they
  /// had a node with the same id: a scene's layouts differ in a few nodes (a collapsed split, a
  /// presentation), and the rest need not be described again. A text taken is still checked
  /// against its node when it is used (`text(of:at:)`).
  init(_ nodes: [Node], reusing earlier: [NodeTable] = []) {
    ids = nodes.map(\.id)
    parents = nodes.map(\.parent)
    keys = NodeKeys(nodes)
    texts = [NodeText?](repeating: nil, count: nodes.count)
    // Texts go to keys, the first node of each id: once each distinct id has one, the older
    // tables have nothing left to give, and are not looked through.
    var missing = keys.first.count
    for table in earlier where missing > 0 {
      for (index, text) in table.texts.enumerated() {
        guard let text, let key = keys.first[table.ids[index]], texts[key] == nil else { continue }
        texts[key] = text
        missing -= 1
      }
    }
  }

  /// Whether the keys are those of `nodes`: the same ids and parents in the same order.
  func fits(_ nodes: [Node]) -> Bool {
    guard nodes.count == ids.count else { return false }
    for (index, node) in nodes.enumerated()
    where node.id != ids[index] || node.parent != parents[index] {
      return false
    }
    return true
  }

  /// The text of `node`, the node at `index`: the one kept when it describes the node (its kind,
  /// title or column may change with the environment), else a new one, kept for the next layout.
  /// `prefix` starts the element ids (the cache's, the same for all its tables).
  mutating func text(of node: Node, at index: Int, prefix: String) -> NodeText {
    if let text = texts[index], text.describes(node) { return text }
    let text = NodeText(node, prefix: prefix)
    texts[index] = text
    return text
  }
}
