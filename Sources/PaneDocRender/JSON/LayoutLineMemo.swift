import PaneDocLayout

/// The parts of `layout.json` lines that recur from line to line, each kept as the bytes it was
/// written as, so that a later line holding the same part copies them instead of writing them
/// again.
///
/// A scene's lines are its states in each environment of the run: every line of a state starts
/// with the same scene, file and state; the same few environments recur in every state (and in
/// every scene); the nodes of a state are the same controllers, bars and views in every
/// environment, in the same order, with other frames. The bytes of a part depend only on its
/// values, which are compared whole before its bytes are used (strings by their contents,
/// numbers as `==` finds them, which differ in text only for zero and negative zero, both
/// written `0`), so a line written with a memo is the line written without one.
package struct LayoutLineMemo {
  /// Each line's start through `"environment":`, by scene, file and state.
  var heads = RecentPieces<LineHead>(limit: 8)
  /// The environment objects, by environment.
  var environments = RecentPieces<EnvironmentInfo>(limit: 64)
  /// The assumptions' lists, by their texts.
  var assumptions = RecentPieces<[String]>(limit: 16)
  /// The last line's nodes, by their index in it: the members before the frame (id, kind,
  /// parent, column) and their bytes, to the last string's closing quote, left out.
  var nodeHeads: [NodeHead] = []
  var nodeHeadBytes: [[UInt8]] = []

  package init() {}

  /// What makes the start of a line.
  struct LineHead: Equatable {
    var scene: String
    var file: String
    var state: [StateStep]
  }

  /// What makes a node's members before its frame.
  struct NodeHead {
    var id: String
    var kind: Node.Kind
    var parent: String?
    var column: SplitColumn?

    init(_ node: Node) {
      id = node.id
      kind = node.kind
      parent = node.parent
      column = node.column
    }

    func matches(_ node: Node) -> Bool {
      kind == node.kind && column == node.column && id == node.id && parent == node.parent
    }
  }

  /// Whether node `index` of a line has the members before its frame that the same node of the
  /// last line had; their bytes are then `nodeHeadBytes[index]`.
  func hasNodeHead(at index: Int, of nodes: [Node]) -> Bool {
    index < nodeHeads.count && nodeHeads[index].matches(nodes[index])
  }

  /// Keeps the members before node `index`'s frame and their bytes for the next line.
  mutating func keepNodeHead(at index: Int, of nodes: [Node], bytes: ArraySlice<UInt8>) {
    if index < nodeHeads.count {
      nodeHeads[index] = NodeHead(nodes[index])
      nodeHeadBytes[index].removeAll(keepingCapacity: true)
      nodeHeadBytes[index].append(contentsOf: bytes)
    } else {
      nodeHeads.append(NodeHead(nodes[index]))
      nodeHeadBytes.append(Array(bytes))
    }
  }
}

/// A few parts' bytes by their values, in the order first met, looked up by comparing values:
/// lines bring them round in the same order again and again, so the part after the last one
/// found is tried first, and no part is hashed.
struct RecentPieces<Key: Equatable> {
  private var keys: [Key] = []
  private var pieces: [[UInt8]] = []
  /// Where the next part is looked for first.
  private var next = 0
  /// The most parts kept; a part met after that replaces the oldest.
  let limit: Int

  init(limit: Int) { self.limit = limit }

  /// The bytes kept for `key`, if any.
  mutating func piece(for key: Key) -> [UInt8]? {
    var index = next < keys.count && keys[next] == key ? next : nil
    if index == nil { index = keys.firstIndex(of: key) }
    guard let index else { return nil }
    next = index + 1 == keys.count ? 0 : index + 1
    return pieces[index]
  }

  /// Keeps `bytes` as the part of `key`, which `piece(for:)` did not find.
  mutating func keep(_ key: Key, _ bytes: ArraySlice<UInt8>) {
    if keys.count < limit {
      keys.append(key)
      pieces.append(Array(bytes))
      next = 0
    } else {
      keys[next] = key
      pieces[next] = Array(bytes)
      next = next + 1 == keys.count ? 0 : next + 1
    }
  }
}
