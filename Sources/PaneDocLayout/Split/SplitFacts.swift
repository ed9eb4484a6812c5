import PaneDocModel

/// What every split engine of one layout reads besides its own split: the environment and the
/// values it derives, the scene's titles (of a hidden primary, on the button that shows it), and
/// the state's pushes, which a collapsed split stacks. Built once per layout.
struct SplitFacts {
  let environment: Environment
  let info: EnvironmentInfo
  let graph: SceneGraph
  /// Controllers the state pushes onto each navigation controller, in order.
  let pushes: [String: [String]]

  var profile: Profile { environment.profile }
  var idiom: Device.Idiom { environment.device.idiom }

  /// One pixel: the divider between the columns of an adaptive or column-style split.
  var dividerWidth: Double { SplitMetrics.dividerPixels.value / info.scale }

  /// The title of a split's primary, on the button that shows it when hidden.
  func title(of controller: String?) -> String? { controller.map { graph.title(of: $0) } }

  /// The controllers a column shows in order when collapsed: a navigation controller's stack
  /// (with the state's pushes), anything else by itself.
  func collapsedStack(_ id: String?) -> [String] {
    guard let id, let controller = graph.interface.controller(id) else { return [] }
    guard case .navigation(let nav) = controller.kind else { return [id] }
    return [nav.root] + nav.stack + (pushes[id] ?? [])
  }
}
