import PaneDocModel

/// What every engine of one layout reads besides its own input: the environment, the values it
/// derives and its profile's rules, the scene's graph (controllers and titles: a hidden primary's,
/// on the button that shows it), and the state's pushes, which a collapsed split stacks. Built
/// once per layout; the walk keeps it as its own and hands it to the split engines, so that
/// nothing of it is copied or derived again per split.
struct LayoutFacts {
  /// The environment with what it derives (its info, its profile's rules), prepared once.
  let prepared: PreparedEnvironment
  let graph: SceneGraph
  /// Controllers the state pushes onto each navigation controller, in order.
  let pushes: [String: [String]]

  init(environment: PreparedEnvironment, graph: SceneGraph, pushes: [String: [String]]) {
    prepared = environment
    self.graph = graph
    self.pushes = pushes
  }

  init(environment: Environment, graph: SceneGraph, pushes: [String: [String]]) {
    self.init(environment: PreparedEnvironment(environment), graph: graph, pushes: pushes)
  }

  var environment: Environment { prepared.environment }
  var info: EnvironmentInfo { prepared.info }
  /// The profile's rules: a table is a large value, so it is taken from the table once.
  var rules: ProfileRules { prepared.rules }
  var profile: Profile { environment.profile }
  var idiom: Device.Idiom { environment.device.idiom }

  /// The title of a controller for people, as a button that shows it says it.
  func title(of controller: String?) -> String? { controller.map { graph.title(of: $0) } }
}
