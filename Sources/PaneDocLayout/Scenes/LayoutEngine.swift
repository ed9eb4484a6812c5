import PaneDocModel

/// The engine's entry points: the scenes of an interface, the states of a scene, and the layout
/// of one state in one environment.
public enum LayoutEngine {
  /// Every controller that no other controller contains, in document order, except those that a
  /// segue from another scene presents or shows: a popover's content or a showDetail destination
  /// is drawn in the states of the scene that shows it, not as a screen of its own. The initial
  /// controller is always a scene, and so is a root that no scene reaches (a cycle of roots that
  /// only present each other keeps its first member).
  public static func scenes(in interface: Interface) -> [Scene] {
    scenes(in: PreparedInterface(interface))
  }

  /// `scenes(in:)` for an interface prepared once for many calls.
  public static func scenes(in prepared: PreparedInterface) -> [Scene] {
    let graph = prepared.graph
    let interface = prepared.interface
    var roots: [String] = []
    var seen: Set<String> = []
    for controller in interface.controllers
    where graph.isRoot(controller.id) && seen.insert(controller.id).inserted {
      roots.append(controller.id)
    }
    var reachedFrom: [String: [String]] = [:]
    for segue in interface.segues {
      guard let destination = segue.destination, seen.contains(destination),
        let source = graph.controller(of: segue.source),
        let sourceRoot = graph.containers(of: source).last, sourceRoot != destination
      else { continue }
      reachedFrom[sourceRoot, default: []].append(destination)
    }
    let targets = Set(reachedFrom.values.joined())
    var kept = Set(roots.filter { !targets.contains($0) || $0 == interface.initialViewController })
    var reachable: Set<String> = []
    func reach(from root: String) {
      var pending = [root]
      while let next = pending.popLast() {
        for destination in reachedFrom[next, default: []]
        where reachable.insert(destination).inserted {
          pending.append(destination)
        }
      }
    }
    roots.filter(kept.contains).forEach(reach)
    for root in roots where !kept.contains(root) && !reachable.contains(root) {
      kept.insert(root)
      reach(from: root)
    }
    return roots.filter(kept.contains).map { Scene(id: $0, title: graph.title(of: $0)) }
  }

  /// "initial"; "reveal-primary" for each split that can hide its primary (or side); "searching"
  /// for each search bar with a results popover; one state per
  /// segue whose source lies in the scene; with `depth` N, chains of segues from the controllers
  /// presented or pushed in the previous step (each destination expanded once, so cycles end).
  public static func states(of scene: Scene, in interface: Interface, depth: Int) -> [SceneState] {
    states(of: scene, in: PreparedInterface(interface), depth: depth)
  }

  /// `states(of:in:depth:)` for an interface prepared once for many calls. The enumeration stops
  /// after `limit + 1` states, so a caller that bounds the states of a scene learns that the
  /// bound is exceeded without paying for every state of a hostile input.
  public static func states(
    of scene: Scene, in prepared: PreparedInterface, depth: Int, limit: Int = .max
  ) -> [SceneState] {
    StateTitles.distinct(
      steps(of: scene, in: prepared, depth: depth, limit: limit), graph: prepared.graph)
  }

  /// The states of `states(of:in:depth:limit:)`, their titles not yet made distinct.
  private static func steps(
    of scene: Scene, in prepared: PreparedInterface, depth: Int, limit: Int
  ) -> [SceneState] {
    let graph = prepared.graph
    let interface = prepared.interface
    let members = graph.controllers(in: scene.id)
    var states = [SceneState.initial]
    var revealIndex = 0
    for id in members {
      guard let controller = interface.controller(id), revealable(controller.kind) else { continue }
      let stateID = revealIndex == 0 ? "reveal-primary" : "reveal-primary.\(id)"
      let revealed = revealedTitle(controller, graph: graph)
      states.append(
        SceneState(
          id: stateID, title: "Reveal \(revealed)", steps: [.reveal(split: id)]))
      revealIndex += 1
    }
    for (index, searchBar) in graph.searchBarsWithResults(in: members).enumerated() {
      states.append(
        SceneState(
          id: index == 0 ? "searching" : "searching.\(searchBar)", title: "Searching",
          steps: [.search(searchBar: searchBar)]))
    }
    var frontier = [(steps: [StateStep], title: String, sources: Set<String>)]()
    frontier.append(([], "", Set(members)))
    var expanded: Set<String> = []
    for level in 1...max(1, min(depth, interface.segues.count + 1)) {
      var next = [(steps: [StateStep], title: String, sources: Set<String>)]()
      for item in frontier {
        for segue in graph.segues(from: item.sources) where !item.steps.contains(.segue(segue.id)) {
          guard segue.kind != .unwind || level > 1 else { continue }
          let steps = item.steps + [.segue(segue.id)]
          let title = (item.title.isEmpty ? "" : item.title + " → ") + describe(segue, graph)
          states.append(
            SceneState(
              id: steps.map(\.description).joined(separator: "+"), title: title, steps: steps))
          if states.count > limit { return states }
          if let destination = segue.destination, expanded.insert(destination).inserted {
            next.append((steps, title, Set(graph.controllers(in: destination))))
          }
        }
      }
      frontier = next
    }
    return states
  }

  /// The layout of `scene` in `state` in `environment`; `nil` when the state does not arise there
  /// (a reveal where the primary is already visible or the split is collapsed, a segue whose
  /// source is not on screen in that state, an unknown step).
  public static func layout(
    _ interface: Interface, scene: Scene, state: SceneState, environment: Environment
  ) -> Layout? {
    layout(PreparedInterface(interface), scene: scene, state: state, environment: environment)
  }

  /// `layout(_:scene:state:environment:)` for an interface prepared once for many calls.
  public static func layout(
    _ prepared: PreparedInterface, scene: Scene, state: SceneState, environment: Environment
  ) -> Layout? {
    var result: Layout?
    layouts(prepared, scene: scene, state: state, environments: [environment]) { result = $0 }
    return result
  }

  /// `layout(_:scene:state:environment:)` in each of `environments` in turn, each handed to
  /// `body` (`nil` where the state does not arise), as a width sweep asks for them: the state's
  /// steps are applied once, the subtrees of hidden controllers are found once, for all, and each
  /// controller's constraints are solved once for each root size, safe area and margins.
  public static func layouts(
    _ prepared: PreparedInterface, scene: Scene, state: SceneState,
    environments: [Environment], _ body: (Layout?) -> Void
  ) {
    layouts(
      prepared, scene: scene, state: state, environments: PreparedEnvironments(environments), body)
  }

  /// `layouts(_:scene:state:environments:_:)` in environments prepared once for every state.
  public static func layouts(
    _ prepared: PreparedInterface, scene: Scene, state: SceneState,
    environments: PreparedEnvironments, _ body: (Layout?) -> Void
  ) {
    layouts(
      prepared, scene: scene, state: state, environments: environments,
      trees: SubtreeMemo(graph: prepared.graph), contentPlans: ContentPlanMemo(), body)
  }

  /// `layouts(_:scene:state:environments:_:)` for each of `states` in turn, each layout handed to
  /// `body` with its state, as a render asks for a scene's: the hidden subtrees' nodes and the
  /// content plans, which depend on the scene and the place alone, never on the state, are made
  /// once for all the states instead of once for each.
  public static func layouts(
    _ prepared: PreparedInterface, scene: Scene, states: [SceneState],
    environments: PreparedEnvironments, _ body: (SceneState, Layout?) -> Void
  ) {
    let trees = SubtreeMemo(graph: prepared.graph)
    let contentPlans = ContentPlanMemo()
    for state in states {
      layouts(
        prepared, scene: scene, state: state, environments: environments, trees: trees,
        contentPlans: contentPlans
      ) { body(state, $0) }
    }
  }

  private static func layouts(
    _ prepared: PreparedInterface, scene: Scene, state: SceneState,
    environments: PreparedEnvironments, trees: SubtreeMemo, contentPlans: ContentPlanMemo,
    _ body: (Layout?) -> Void
  ) {
    let graph = prepared.graph
    var actions = StateActions(scene: scene.id, graph: graph)
    let arises =
      prepared.interface.controller(scene.id) != nil
      && state.steps.allSatisfy { actions.apply($0, graph: graph) }
    for environment in environments.environments {
      guard arises else {
        body(nil)
        continue
      }
      let builder = LayoutBuilder(
        graph: graph, environment: environment, actions: actions, subtrees: trees,
        contentPlans: contentPlans)
      builder.run(scene: scene.id)
      trees.nodeCount = max(trees.nodeCount, builder.nodes.count)
      guard actions.revealed.allSatisfy(builder.revealsThatArose.contains) else {
        body(nil)
        continue
      }
      var info = builder.info
      info.keyboard = info.keyboard ?? builder.shownKeyboard
      body(
        Layout(
          scene: scene.id, file: prepared.interface.file, state: state.steps, environment: info,
          nodes: builder.nodes,
          presentations: builder.presentations, warnings: builder.warnings,
          assumptions: builder.assumptions))
    }
  }

  private static func revealable(_ kind: Controller.Kind) -> Bool {
    switch kind {
    case .split: true
    case .customSplit(let custom): custom.hideSideViewControllerInPortraitOrientation
    default: false
    }
  }

  private static func revealedTitle(_ controller: Controller, graph: SceneGraph) -> String {
    switch controller.kind {
    case .split(let split): split.primary.map { graph.title(of: $0) } ?? controller.id
    case .customSplit(let custom): graph.title(of: custom.side)
    default: controller.id
    }
  }

  private static func describe(_ segue: Segue, _ graph: SceneGraph) -> String {
    let destination = segue.destination.map { graph.title(of: $0) } ?? "back"
    let action: String
    switch segue.kind {
    case .popover: action = "\(destination) popover"
    case .present: action = "\(destination) presented"
    case .showDetail, .replace: action = "\(destination) in detail"
    case .show, .push: action = "\(destination) pushed"
    case .unwind: action = "Unwind"
    }
    guard let identifier = segue.identifier, !identifier.isEmpty else { return action }
    return action + " · " + identifier
  }
}
