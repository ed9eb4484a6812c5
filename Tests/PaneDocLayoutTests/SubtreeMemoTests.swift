import PaneDocModel
import Testing

@testable import PaneDocLayout

/// The hidden subtrees the layouts of one state share, found by their roots' prepared
/// controllers, compared one by one for a few roots and by a table past them.
@Suite("Hidden subtrees shared by a state's layouts")
struct SubtreeMemoTests {
  /// A tab bar of `count` tabs, each a navigation controller with a list: every tab but the
  /// selected one is a hidden subtree of three controllers.
  static func manyTabs(_ count: Int) -> Interface {
    let tabs = (0..<count).map { "tab\($0)" }
    var controllers = [Build.tabs("tabs", tabs)]
    for tab in tabs {
      controllers.append(Build.nav(tab, root: tab + ".list"))
      controllers.append(
        Build.content(
          tab + ".list", title: "List \(tab)",
          views: [Build.view(tab + ".row", Rect(x: 0, y: 0, width: 10, height: 10))]))
    }
    return Build.interface(controllers)
  }

  /// What `SceneGraph.tree(from:)` lists, as ids and containers.
  static func expected(_ graph: SceneGraph, _ root: String) -> [String] {
    graph.tree(from: root).map { "\($0.id) in \($0.container ?? "-")" }
  }

  static func listed(_ tree: SubtreeMemo.Tree) -> [String] {
    tree.map { "\($0.controller.id) in \($0.container ?? "-")" }
  }

  @Test(
    "each root's subtree is the graph's, asked forwards or backwards, repeated, past the roots compared one by one",
    arguments: [false, true])
  func treesByRoot(backwards: Bool) {
    let count = 3 * SubtreeMemo.comparedInTurn
    let graph = SceneGraph(Self.manyTabs(count))
    let memo = SubtreeMemo(graph: graph)
    let roots = (0..<count).map { "tab\($0)" } + ["tabs", "tab0.list"]
    let order = backwards ? Array(roots.reversed()) : roots
    for round in 0..<2 {
      for root in order {
        let tree = memo.tree(from: root)
        #expect(Self.listed(tree) == Self.expected(graph, root), "\(root), round \(round)")
        #expect(!tree.isEmpty)
      }
    }
    #expect(memo.tree(from: "tab3").map(\.controller.id) == ["tab3", "tab3.list"])
    #expect(memo.tree(from: "nothing").isEmpty && memo.tree(from: "tab0.row").isEmpty)
  }

  @Test(
    "a tab bar of many tabs laid out in a sweep's environments, forwards and backwards, is each layout made alone",
    arguments: [false, true])
  func manyHiddenTabs(backwards: Bool) throws {
    let interface = Self.manyTabs(2 * SubtreeMemo.comparedInTurn + 1)
    let prepared = PreparedInterface(interface)
    let scene = try #require(LayoutEngine.scenes(in: prepared).first)
    var environments = EnvironmentMatrix.default.environments(documentProfile: nil).environments
    if backwards { environments.reverse() }
    for state in LayoutEngine.states(of: scene, in: prepared, depth: 1) {
      var together: [Layout?] = []
      LayoutEngine.layouts(
        prepared, scene: scene, state: state, environments: PreparedEnvironments(environments)
      ) { together.append($0) }
      let alone = environments.map {
        LayoutEngine.layout(interface, scene: scene, state: state, environment: $0)
      }
      #expect(together == alone, "\(state.id)")
      let first = try #require(together.first ?? nil)
      let hidden = first.nodes.filter { !$0.visible && $0.id.hasPrefix("tab") }.map(\.id)
      #expect(hidden.contains("tab1.list") && hidden.contains("tab16.row"))
    }
  }
}
