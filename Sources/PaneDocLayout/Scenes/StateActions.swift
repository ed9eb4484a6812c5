import PaneDocModel

/// A state's steps turned into what the layout walk needs: pushes per navigation controller,
/// detail destinations per split, revealed splits and presentations, in order.
///
/// Whether a split is collapsed is only known while laying out, so `showDetail` is kept per split
/// and the split engine decides between the secondary column and the collapsed stack.
struct StateActions {
  private struct Snapshot {
    var pushes: [String: [String]]
    var details: [String: [String]]
    var revealed: [String]
    var searching: [String]
    var presentations: [Segue]
    var reachable: Set<String>
  }

  private var current: Snapshot
  private var history: [Snapshot] = []

  /// Controllers pushed onto each navigation controller, in order.
  var pushes: [String: [String]] { current.pushes }
  /// Controllers shown in each split's detail, in order.
  var details: [String: [String]] { current.details }
  /// Splits whose hidden primary (or side) is revealed.
  var revealed: [String] { current.revealed }
  /// Search bars being typed into, whose results popover shows.
  var searching: [String] { current.searching }
  /// Popover and modal segues, in order.
  var presentations: [Segue] { current.presentations }

  init(scene: String, graph: SceneGraph) {
    current = Snapshot(
      pushes: [:], details: [:], revealed: [], searching: [], presentations: [],
      reachable: Set(graph.controllers(in: scene)))
  }

  /// Applies one step; `false` when the step cannot happen from the current state (an unknown
  /// id, a source outside what is on screen, an unwind with nothing to return to).
  mutating func apply(_ step: StateStep, graph: SceneGraph) -> Bool {
    let interface = graph.interface
    switch step {
    case .reveal(let split):
      guard current.reachable.contains(split), let controller = interface.controller(split),
        Self.isSplit(controller.kind), !current.revealed.contains(split)
      else { return false }
      history.append(current)
      current.revealed.append(split)
      return true
    case .search(let searchBar):
      guard graph.isSearchBarWithResults(searchBar), let owner = graph.controller(of: searchBar),
        current.reachable.contains(owner), !current.searching.contains(searchBar)
      else { return false }
      history.append(current)
      current.searching.append(searchBar)
      return true
    case .segue(let id):
      return apply(segue: id, graph: graph)
    }
  }

  private mutating func apply(segue id: String, graph: SceneGraph) -> Bool {
    let interface = graph.interface
    guard let segue = graph.segue(id),
      let source = graph.controller(of: segue.source), current.reachable.contains(source)
    else { return false }
    if segue.kind == .unwind {
      guard let previous = history.popLast() else { return false }
      current = previous
      return true
    }
    guard let destination = segue.destination, interface.controller(destination) != nil else {
      return false
    }
    history.append(current)
    current.reachable.formUnion(graph.controllers(in: destination))
    switch segue.kind {
    case .showDetail, .replace:
      if let split = graph.nearest(source, where: Self.isSplit) {
        current.details[split, default: []].append(destination)
      } else {
        show(segue, destination: destination, from: source, graph: graph)
      }
    case .show, .push:
      show(segue, destination: destination, from: source, graph: graph)
    case .popover, .present, .unwind:
      current.presentations.append(segue)
    }
    return true
  }

  /// `show`: a push onto the source's navigation stack; without one, a split's detail; without
  /// either, a modal presentation (UIKit's fallbacks, in that order).
  private mutating func show(
    _ segue: Segue, destination: String, from source: String, graph: SceneGraph
  ) {
    if let nav = graph.nearest(source, where: { if case .navigation = $0 { true } else { false } })
    {
      current.pushes[nav, default: []].append(destination)
    } else if let split = graph.nearest(source, where: Self.isSplit) {
      current.details[split, default: []].append(destination)
    } else {
      current.presentations.append(segue)
    }
  }

  static func isSplit(_ kind: Controller.Kind) -> Bool {
    switch kind {
    case .split, .customSplit: true
    default: false
    }
  }
}
