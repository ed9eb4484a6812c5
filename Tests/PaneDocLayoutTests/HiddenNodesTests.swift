import PaneDocModel
import Testing

@testable import PaneDocLayout

/// The hidden subtrees' nodes a state's layouts share: made at the first layout that hides a
/// subtree in a place, then copied into every layout, skipping what each has laid out already.
@Suite("Hidden subtrees' nodes made once per state")
struct HiddenNodesTests {
  /// Two tabs whose navigation controllers share their root: the first tab lays it out, the
  /// second is hidden and must leave the shared controller's views and items as laid out.
  static let sharedRoot = Build.interface([
    Build.tabs("tabs", ["first", "second", "third"]),
    Build.nav("first", root: "shared"),
    Build.nav("second", root: "shared", stack: ["pushed"]),
    Build.content(
      "shared", title: "Shared", left: [Build.item("back", "Back")],
      toolbar: [
        Build.item("share", "Share"), Build.item(nil, system: .flexibleSpace),
        Build.item(nil, system: .compose),
      ],
      views: [
        Build.view(
          "card", Rect(x: 10, y: 10, width: 100, height: 100),
          subviews: [Build.view("badge", Rect(x: 0, y: 0, width: 10, height: 10))])
      ]),
    Build.content(
      "pushed", title: "Pushed", right: [Build.item("done", "Done")],
      views: [Build.view("note", Rect(x: 0, y: 0, width: 50, height: 20))],
      searchBars: [SearchBar(id: "find", placement: .content, location: Build.here)]),
    Build.nav("third", root: "pushed"),
  ])

  static let interfaces = [
    ("mail", Build.mail()), ("triple", Build.tripleMail()), ("shared", sharedRoot),
    ("tabs", SubtreeMemoTests.manyTabs(2 * SubtreeMemo.comparedInTurn + 1)),
  ]

  static func listed(_ hidden: HiddenNodes) -> [String] {
    hidden.entries.map { entry in
      let node = entry.node
      return [
        node.id, node.kind.rawValue, node.parent ?? "-", node.column?.rawValue ?? "-",
        node.title ?? "-", node.glyph ?? "-", "\(node.visible)", "\(node.frame == nil)",
        "\(entry.hash.map(String.init) ?? "none")", "\(entry.skip)",
      ].joined(separator: " ")
    }
  }

  @Test(
    "a hidden subtree's nodes: each controller, then a content controller's views, items and search bars"
  )
  func nodesOfOneSubtree() {
    let memo = SubtreeMemo(graph: SceneGraph(Self.sharedRoot))
    let hidden = memo.hidden(from: "second", parent: "tabs", column: .secondary)
    let nodes = hidden.entries.map(\.node)
    #expect(
      nodes.map(\.id) == [
        "second", "shared", "card", "badge", "back", "share", "shared#toolbarItem.2", "pushed",
        "note", "done", "find",
      ])
    #expect(
      nodes.map { $0.parent ?? "-" } == [
        "tabs", "second", "shared", "card", "shared", "shared", "shared", "second", "pushed",
        "pushed", "pushed",
      ])
    #expect(nodes.allSatisfy { !$0.visible && $0.frame == nil && $0.column == .secondary })
    #expect(nodes[6].glyph == "compose" && nodes[5].title == "Share" && nodes[8].title == nil)
    #expect(nodes[10].kind == .searchBar && nodes[1].kind == .viewController)
    // A controller's node skips past its contents; any other node goes on with the next.
    #expect(hidden.entries.map(\.skip) == [1, 7, 3, 4, 5, 6, 7, 11, 9, 10, 11])
    #expect(hidden.entries.allSatisfy { $0.hash == IDHash.of($0.node.id) })
  }

  @Test(
    "the memo gives each place's nodes as made afresh, asked forwards or backwards, repeated, past the places compared one by one",
    arguments: [false, true])
  func placesInAnyOrder(backwards: Bool) {
    let interface = SubtreeMemoTests.manyTabs(2 * SubtreeMemo.comparedInTurn)
    let graph = SceneGraph(interface)
    let memo = SubtreeMemo(graph: graph)
    var places: [(String, String?, SplitColumn?)] = []
    for tab in 0..<(2 * SubtreeMemo.comparedInTurn) {
      places.append(("tab\(tab)", "tabs", nil))
      places.append(("tab\(tab)", "tabs", .primary))
      places.append(("tab\(tab)", nil, nil))
    }
    places.append(("nothing", "tabs", nil))
    if backwards { places.reverse() }
    for round in 0..<2 {
      for (root, parent, column) in places {
        let made = HiddenNodes(
          SubtreeMemo(graph: graph).tree(from: root), parent: parent, column: column)
        let listed = Self.listed(memo.hidden(from: root, parent: parent, column: column))
        #expect(listed == Self.listed(made), "\(root) \(parent ?? "-") \(round)")
        #expect(listed.isEmpty == (root == "nothing"))
      }
    }
  }

  @Test(
    "every state of every scene laid out with memos interleaved across scenes and environments, forwards and backwards, is each layout made alone",
    arguments: [false, true])
  func interleaved(backwards: Bool) throws {
    var environments = EnvironmentMatrix.default.environments(documentProfile: nil).environments
    if backwards { environments.reverse() }
    let preparedEnvironments = PreparedEnvironments(environments).environments
    var work:
      [(
        name: String, prepared: PreparedInterface, scene: Scene, state: SceneState,
        memo: SubtreeMemo, plans: ContentPlanMemo
      )] = []
    for (name, interface) in Self.interfaces {
      let prepared = PreparedInterface(interface)
      for scene in LayoutEngine.scenes(in: prepared) {
        for state in LayoutEngine.states(of: scene, in: prepared, depth: 2) {
          work.append(
            (name, prepared, scene, state, SubtreeMemo(graph: prepared.graph), ContentPlanMemo()))
        }
      }
    }
    #expect(work.count > Self.interfaces.count)
    for (index, environment) in preparedEnvironments.enumerated() {
      for item in work {
        let graph = item.prepared.graph
        var actions = StateActions(scene: item.scene.id, graph: graph)
        guard item.state.steps.allSatisfy({ actions.apply($0, graph: graph) }) else { continue }
        let builder = LayoutBuilder(
          graph: graph, environment: environment, actions: actions, subtrees: item.memo,
          contentPlans: item.plans)
        builder.run(scene: item.scene.id)
        let alone = LayoutBuilder(
          graph: graph, environment: PreparedEnvironment(environments[index]), actions: actions,
          subtrees: SubtreeMemo(graph: graph), contentPlans: ContentPlanMemo())
        alone.run(scene: item.scene.id)
        let label = "\(item.name) \(item.state.id) \(environments[index].slug)"
        #expect(builder.nodes == alone.nodes, "\(label)")
        #expect(builder.warnings == alone.warnings && builder.assumptions == alone.assumptions)
        #expect(Set(builder.nodes.map(\.id)).count == builder.nodes.count, "\(label)")
      }
    }
  }

  @Test("a hidden tab sharing a laid-out controller leaves its views and items as laid out")
  func sharedControllerKeepsItsLayout() throws {
    let prepared = PreparedInterface(Self.sharedRoot)
    let scene = try #require(LayoutEngine.scenes(in: prepared).first)
    let environments = EnvironmentMatrix.default.environments(documentProfile: nil).environments
    var layouts: [Layout] = []
    LayoutEngine.layouts(
      prepared, scene: scene, state: .initial,
      environments: PreparedEnvironments(environments)
    ) { if let layout = $0 { layouts.append(layout) } }
    #expect(layouts.count == environments.count)
    for layout in layouts {
      #expect(layout.nodes.filter { $0.id == "card" }.count == 1)
      #expect(layout.node("card")?.visible == true && layout.node("card")?.parent == "shared")
      #expect(layout.node("badge")?.frame != nil && layout.node("shared")?.parent == "first")
      #expect(layout.node("second")?.visible == false && layout.node("pushed")?.parent == "second")
      #expect(layout.node("note")?.frame == nil && layout.node("find")?.visible == false)
    }
  }
}
