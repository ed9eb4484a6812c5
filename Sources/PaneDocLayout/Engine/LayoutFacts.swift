import PaneDocModel

/// What every engine of one layout reads besides its own input: the environment and the values it
/// derives, the scene's graph (controllers and titles: a hidden primary's, on the button that shows
/// it), and the state's pushes, which a collapsed split stacks. Built once per layout; the walk
/// keeps it as its own and hands it to the split engines, so that nothing of it is copied per
/// split.
struct LayoutFacts {
  let environment: Environment
  let info: EnvironmentInfo
  let graph: SceneGraph
  /// Controllers the state pushes onto each navigation controller, in order.
  let pushes: [String: [String]]

  var profile: Profile { environment.profile }
  var idiom: Device.Idiom { environment.device.idiom }

  /// The title of a controller for people, as a button that shows it says it.
  func title(of controller: String?) -> String? { controller.map { graph.title(of: $0) } }
}
