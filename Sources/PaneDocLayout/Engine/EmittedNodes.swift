/// A layout's nodes so far, parents before children, and the index of their ids, in one value.
///
/// The builder is a class, and the runtime checks every access to a class's stored `var` for
/// exclusivity (`swift_beginAccess`, a few percent of the walk); held apart, the list and its
/// index were each checked at every node. Held together, adding a node, or a whole hidden
/// subtree, is one access to the builder's property and the rest plain value code.
struct EmittedNodes {
  private(set) var nodes: [Node] = []
  private var index: NodeIndex

  /// Room for `capacity` nodes before either grows.
  init(capacity: Int) {
    nodes.reserveCapacity(capacity)
    index = NodeIndex(capacity: capacity)
  }

  /// The position of the node with `id`, or `nil`.
  mutating func position(of id: String) -> Int? { index.position(of: id, in: nodes) }

  /// Adds `node` unless a node has its id.
  mutating func add(_ node: consuming Node) -> Bool {
    guard index.claim(node.id, position: nodes.count, in: nodes) else { return false }
    nodes.append(node)
    return true
  }

  /// Adds a hidden subtree's nodes in order, each unless a node has its id; where a controller's
  /// id is taken (it is laid out already, with its contents), its contents are skipped too.
  mutating func add(_ hidden: HiddenNodes) {
    let entries = hidden.entries
    var next = 0
    while next < entries.count {
      if index.claim(
        entries[next].node.id, hash: entries[next].hash, position: nodes.count, in: nodes)
      {
        nodes.append(entries[next].node)
        next += 1
      } else {
        next = entries[next].skip
      }
    }
  }
}
