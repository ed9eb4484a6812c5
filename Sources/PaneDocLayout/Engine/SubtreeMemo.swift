import PaneDocModel

/// What the layouts of a scene's states in many environments (a width sweep, a render) share:
/// the hidden subtrees they all emit (`SceneGraph.tree(from:)` remembered, with each controller
/// prepared), the nodes each makes where it hangs, and how many nodes a layout makes. Used by one
/// task at a time.
///
/// A subtree is found by its root's prepared controller, which the graph's id table gives: a
/// state hides a few roots, compared by reference one by one, where a `Dictionary` keyed by the
/// root's id ran SipHash over it in every layout. Past `comparedInTurn` roots (a tab bar of many
/// tabs), a table by reference takes over.
final class SubtreeMemo {
  typealias Tree = [(controller: PreparedController, container: String?)]
  private let graph: SceneGraph
  /// The roots asked for so far and their subtrees, in the same order.
  private var roots: [PreparedController] = []
  private var trees: [Tree] = []
  /// The positions in `trees` by root, once there are more than `comparedInTurn` roots.
  private var positions: [ObjectIdentifier: Int] = [:]
  /// Where the hidden subtrees were emitted so far, each with its nodes.
  private var placed: [(place: HiddenPlace, nodes: HiddenNodes)] = []
  /// The positions in `placed` by place, once there are more than `comparedInTurn` places.
  private var placePositions: [HiddenPlace: Int] = [:]
  /// The position in `placed` of the place asked for last: every layout of a state hides its
  /// subtrees in much the same order, so the next place is most often the one after it.
  private var last = -1
  /// How many roots (and places) are compared one by one before a table takes over.
  static let comparedInTurn = 8
  /// The most nodes a layout had so far: the next one reserves room for as many.
  var nodeCount = 0

  init(graph: SceneGraph) { self.graph = graph }

  /// `root` and every controller inside it, pre-order, each once, with the controller it was
  /// reached from; empty when `root` is no controller.
  func tree(from root: String) -> Tree {
    guard let controller = graph.controller(root) else { return [] }
    if let position = position(of: controller) { return trees[position] }
    let tree = graph.tree(from: root).compactMap { entry in
      graph.controller(entry.id).map { (controller: $0, container: entry.container) }
    }
    roots.append(controller)
    trees.append(tree)
    if roots.count > Self.comparedInTurn {
      if positions.isEmpty {
        for (position, root) in roots.enumerated() { positions[ObjectIdentifier(root)] = position }
      } else {
        positions[ObjectIdentifier(controller)] = roots.count - 1
      }
    }
    return tree
  }

  /// The nodes of the hidden subtree from `root` hanging in `parent` and `column`, made at the
  /// first layout that hides it there: they depend on the scene and the place alone, never on
  /// the environment (a hidden node has no frame). The place is compared by its ids, which are
  /// the model's own strings, equal by their storage at once.
  func hidden(from root: String, parent: String?, column: SplitColumn?) -> HiddenNodes {
    let next = last + 1 < placed.count ? last + 1 : 0
    if next < placed.count, placed[next].place.is(root, parent, column) {
      last = next
      return placed[next].nodes
    }
    if placePositions.isEmpty {
      for (position, known) in placed.enumerated() where known.place.is(root, parent, column) {
        last = position
        return known.nodes
      }
    } else if let position = placePositions[
      HiddenPlace(root: root, parent: parent, column: column)]
    {
      last = position
      return placed[position].nodes
    }
    let made = HiddenNodes(tree(from: root), parent: parent, column: column)
    placed.append((HiddenPlace(root: root, parent: parent, column: column), made))
    last = placed.count - 1
    if placed.count > Self.comparedInTurn {
      if placePositions.isEmpty {
        for (position, known) in placed.enumerated() { placePositions[known.place] = position }
      } else {
        placePositions[placed[last].place] = last
      }
    }
    return made
  }

  private func position(of root: PreparedController) -> Int? {
    guard positions.isEmpty else { return positions[ObjectIdentifier(root)] }
    return roots.firstIndex { $0 === root }
  }
}

/// Where a hidden subtree hangs: its root, the parent its root's node names and its column.
struct HiddenPlace: Hashable {
  let root: String
  let parent: String?
  let column: SplitColumn?

  /// Whether this is the place of `root` in `parent` and `column`, compared without making one.
  func `is`(_ root: String, _ parent: String?, _ column: SplitColumn?) -> Bool {
    self.root == root && self.parent == parent && self.column == column
  }
}

/// The nodes `LayoutBuilder.emitHidden` adds for one hidden subtree in one place, each with its
/// id's hash, made once for every layout of a state: each controller hidden and never placed,
/// and for a content controller its views (breadth first), bar items and search bars.
struct HiddenNodes {
  struct Entry {
    let node: Node
    /// `IDHash.of(node.id)`, which the layout's `NodeIndex` would otherwise work out again.
    let hash: Int?
    /// The entry to go on with when the node's id is taken: past a controller's contents (a
    /// controller laid out already has emitted its own), the next entry for any other node.
    var skip: Int
  }

  let entries: [Entry]

  init(_ tree: SubtreeMemo.Tree, parent: String?, column: SplitColumn?) {
    var entries: [Entry] = []
    func add(_ node: Node) {
      entries.append(Entry(node: node, hash: IDHash.of(node.id), skip: entries.count + 1))
    }
    for (controller, container) in tree {
      let start = entries.count
      add(
        Node(
          id: controller.id, kind: controller.nodeKind, parent: container ?? parent,
          column: column, frame: nil, visible: false, title: controller.title))
      guard let content = controller.content?.value else { continue }
      let controllerID = controller.id
      var pending = content.views.map { (view: $0, parent: controllerID) }
      var next = 0
      while next < pending.count {
        let (view, parent) = pending[next]
        next += 1
        add(
          Node(
            id: view.id, kind: .view, parent: parent, column: column, frame: nil, visible: false,
            title: view.label))
        pending.append(contentsOf: view.subviews.map { ($0, view.id) })
      }
      for items in [controller.leftItems, controller.rightItems, controller.toolbarItems] {
        for item in items where !item.isFlexibleSpace && !item.isFixedSpace {
          add(
            Node(
              id: item.id, kind: item.kind, parent: controllerID, column: column, frame: nil,
              visible: false, title: item.title, glyph: item.glyph))
        }
      }
      for searchBar in content.searchBars {
        add(
          Node(
            id: searchBar.id, kind: .searchBar, parent: controllerID, column: column, frame: nil,
            visible: false))
      }
      entries[start].skip = entries.count
    }
    self.entries = entries
  }
}
