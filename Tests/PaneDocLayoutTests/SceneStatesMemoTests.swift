import PaneDocInput
import PaneDocModel
import Testing

@testable import PaneDocLayout

/// The hidden subtrees' nodes and the content plans one scene's states share: whatever order the
/// states are laid out in, each layout is the one made alone.
@Suite("Hidden subtrees and content plans shared by a scene's states")
struct SceneStatesMemoTests {
  enum Order: CaseIterable { case forwards, backwards, interleaved }

  /// The hidden subtrees' interfaces and one whose views are placed by constraints.
  static func interfaces() throws -> [(String, Interface)] {
    let read = InterfaceLoader.read(
      Array(OwnFormatConstraintLayoutTests.document.utf8), file: "message.xml")
    let constrained = try #require(read.interface, "\(read.diagnostics)")
    return HiddenNodesTests.interfaces + [("message", constrained)]
  }

  /// `states` in `order`; interleaved, the first and last alternate inwards and the whole list
  /// follows again, so that every state comes after others and some after themselves.
  static func ordered(_ states: [SceneState], _ order: Order) -> [SceneState] {
    switch order {
    case .forwards: return states
    case .backwards: return states.reversed()
    case .interleaved:
      var low = 0
      var high = states.count - 1
      var alternated: [SceneState] = []
      while low <= high {
        alternated.append(states[high])
        if low < high { alternated.append(states[low]) }
        low += 1
        high -= 1
      }
      return alternated + states
    }
  }

  @Test(
    "a scene's states laid out in one call, forwards, backwards and interleaved, are each layout made alone",
    arguments: Order.allCases)
  func statesInOneCall(order: Order) throws {
    let environments = EnvironmentMatrix.default.environments(documentProfile: nil).environments
    let prepared = PreparedEnvironments(environments)
    var compared = 0
    for (name, interface) in try Self.interfaces() {
      let interfacePrepared = PreparedInterface(interface)
      for scene in LayoutEngine.scenes(in: interfacePrepared) {
        let states = Self.ordered(
          LayoutEngine.states(of: scene, in: interfacePrepared, depth: 2), order)
        var together: [(state: String, layout: Layout?)] = []
        LayoutEngine.layouts(
          interfacePrepared, scene: scene, states: states, environments: prepared
        ) { together.append(($0.id, $1)) }
        let alone = states.flatMap { state in
          environments.map { environment in
            (
              state: state.id,
              layout: LayoutEngine.layout(
                interface, scene: scene, state: state, environment: environment)
            )
          }
        }
        #expect(together.map(\.state) == alone.map(\.state), "\(name) \(scene.id)")
        for (shared, fresh) in zip(together, alone) {
          #expect(shared.layout == fresh.layout, "\(name) \(scene.id) \(shared.state)")
          compared += shared.layout == nil ? 0 : 1
        }
      }
    }
    #expect(compared > 150)
  }

  @Test(
    "one memo per scene shared by its states, the states taken in turn within each environment, is each layout made alone",
    arguments: [false, true])
  func statesWithinEnvironments(backwards: Bool) throws {
    var environments = EnvironmentMatrix.default.environments(documentProfile: nil).environments
    if backwards { environments.reverse() }
    let preparedEnvironments = PreparedEnvironments(environments).environments
    var manyStates = false
    var compared = 0
    for (name, interface) in try Self.interfaces() {
      let prepared = PreparedInterface(interface)
      let graph = prepared.graph
      for scene in LayoutEngine.scenes(in: prepared) {
        let trees = SubtreeMemo(graph: graph)
        let plans = ContentPlanMemo()
        var states = LayoutEngine.states(of: scene, in: prepared, depth: 2)
        if backwards { states.reverse() }
        manyStates = manyStates || states.count > 2
        for (index, environment) in preparedEnvironments.enumerated() {
          for state in states {
            var actions = StateActions(scene: scene.id, graph: graph)
            guard state.steps.allSatisfy({ actions.apply($0, graph: graph) }) else { continue }
            let shared = LayoutBuilder(
              graph: graph, environment: environment, actions: actions, subtrees: trees,
              contentPlans: plans)
            shared.run(scene: scene.id)
            let alone = LayoutBuilder(
              graph: graph, environment: PreparedEnvironment(environments[index]),
              actions: actions, subtrees: SubtreeMemo(graph: graph), contentPlans: ContentPlanMemo()
            )
            alone.run(scene: scene.id)
            let label = "\(name) \(state.id) \(environments[index].slug)"
            #expect(shared.nodes == alone.nodes, "\(label)")
            #expect(shared.warnings == alone.warnings, "\(label)")
            #expect(shared.assumptions == alone.assumptions, "\(label)")
            #expect(shared.presentations == alone.presentations, "\(label)")
            compared += 1
          }
        }
      }
    }
    #expect(manyStates && compared > 150)
  }
}
