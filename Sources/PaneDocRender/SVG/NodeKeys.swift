import PaneDocLayout

/// A layout's node ids and parents as numbers: for each node, the index of the first node with
/// its id, and of the first node with its parent's id. Found once per diagram, so that the
/// drawing's walks (presentation owners, dimmed parents, column subtrees) index arrays instead
/// of hashing the same ids again in every layer.
struct NodeKeys {
  /// For each node, the index of the first node with the same id.
  let id: [Int]
  /// For each node, `id`'s key of its parent, or `nil` when it has none or no node has that id.
  let parent: [Int?]
  /// The index of the first node with each id: what a new table looks up the texts of the
  /// nodes that earlier layouts had by (`NodeTable`).
  let first: [String: Int]

  init(_ nodes: [Node]) {
    var first: [String: Int] = [:]
    first.reserveCapacity(nodes.count)
    var id: [Int] = []
    id.reserveCapacity(nodes.count)
    // One hash per node: the access through `default` stores the index of the first node with
    // an id, and hands a later one that index.
    func read(_ key: inout Int) -> Int { key }
    for (index, node) in nodes.enumerated() {
      id.append(read(&first[node.id, default: index]))
    }
    self.id = id
    self.first = first
    parent = nodes.map { node in node.parent.flatMap { first[$0] } }
  }
}
