import PaneDocModel

/// Names a scene's states so that a person can tell them apart.
///
/// A segue's state is named by its destination and what the segue does with it, then by the
/// segue's identifier when Interface Builder's file gives one ("Book Detail in detail ·
/// showBook"). Two states whose names still agree (three segues from three rows to one detail
/// controller, with one identifier or none) each add where their last step starts ("from
/// Library"), and, if that is not enough either, the step's id, which never repeats. The names
/// are for people only: a state's id, which names its folder and anchors, is not changed.
enum StateTitles {
  /// `states` with every repeated title made distinct, in the same order.
  static func distinct(_ states: [SceneState], graph: SceneGraph) -> [SceneState] {
    var result = states
    let passes: [(StateStep, SceneGraph) -> String?] = [source, stepID]
    for (pass, suffix) in passes.enumerated() {
      var counts: [String: Int] = [:]
      for state in result { counts[state.title, default: 0] += 1 }
      for index in result.indices where counts[result[index].title, default: 0] > 1 {
        guard let step = result[index].steps.last,
          let extra = suffix(step, graph), !extra.isEmpty
        else { continue }
        result[index].title += pass == 0 ? " from " + extra : " [" + extra + "]"
      }
    }
    return result
  }

  /// What a segue leaves from: the view's label or the item's title that triggers it ("from
  /// Emma", a row), else the title of the controller it belongs to.
  private static func source(_ step: StateStep, _ graph: SceneGraph) -> String? {
    guard case .segue(let id) = step, let segue = graph.segue(id),
      let owner = graph.controller(of: segue.source)
    else { return nil }
    if let controller = graph.interface.controller(owner),
      case .content(let content) =
        controller.kind, let name = name(of: segue.source, in: content)
    {
      return name
    }
    return graph.title(of: owner)
  }

  /// The label of the view or the title of the bar item `id` of `content`, if it has one.
  private static func name(of id: String, in content: ContentController) -> String? {
    var pending = content.views
    var next = 0
    while next < pending.count {
      let view = pending[next]
      next += 1
      if view.id == id { return view.label.flatMap { $0.isEmpty ? nil : $0 } }
      pending.append(contentsOf: view.subviews)
    }
    let items =
      (content.navigationItem?.leftItems ?? []) + (content.navigationItem?.rightItems ?? [])
      + (content.toolbar?.items ?? [])
    return items.first { $0.id == id }?.title.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The step's text form, unique within a scene.
  private static func stepID(_ step: StateStep, _ graph: SceneGraph) -> String? {
    step.description
  }
}
