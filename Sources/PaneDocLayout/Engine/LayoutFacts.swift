import PaneDocModel

/// What every engine of one layout reads besides its own input: the environment, the values it
/// derives and its profile's rules, the scene's graph (controllers and titles: a hidden primary's,
/// on the button that shows it), and the state's pushes, which a collapsed split stacks. Built
/// once per layout; the walk keeps it as its own and hands it to the split engines, so that
/// nothing of it is copied or derived again per split.
struct LayoutFacts {
  let environment: Environment
  let info: EnvironmentInfo
  /// The profile's rules, taken from its table once: a table is a large value.
  let rules: ProfileRules
  let graph: SceneGraph
  /// Controllers the state pushes onto each navigation controller, in order.
  let pushes: [String: [String]]

  init(environment: Environment, graph: SceneGraph, pushes: [String: [String]]) {
    self.environment = environment
    info = environment.info
    rules = environment.profile.rules
    self.graph = graph
    self.pushes = pushes
  }

  var profile: Profile { environment.profile }
  var idiom: Device.Idiom { environment.device.idiom }

  /// The title of a controller for people, as a button that shows it says it.
  func title(of controller: String?) -> String? { controller.map { graph.title(of: $0) } }
}
