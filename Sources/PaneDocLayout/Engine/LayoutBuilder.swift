import PaneDocModel

/// One layout walk: lays out a scene's controllers from the root down, then the presentations of
/// the state, collecting nodes (parents before children), warnings and assumptions. Splits and
/// presentations are planned by engines, pure functions of their inputs that return a plan and
/// its notes; the walk emits the plan's nodes and adds the notes where the engine raised them.
///
/// Every controller and node id is emitted at most once; that visited set is also what keeps
/// cycles in hostile input (a controller containing itself, a segue back into the scene) finite.
final class LayoutBuilder {
  /// The environment, the scene's graph and the state's pushes, which the engines read too.
  let facts: LayoutFacts
  let actions: StateActions
  private(set) var nodes: [Node] = []
  private var nodeIndex: [String: Int] = [:]
  private(set) var warnings: [LayoutWarning] = []
  /// The warnings so far, for a check in constant time: a scene of many clipped views warns once
  /// per view.
  private var warned: Set<LayoutWarning> = []
  private(set) var assumptions: [String] = []
  var presentations: [PresentationLayout] = []
  /// Splits whose reveal step found the primary hidden and revealed it.
  var revealsThatArose: Set<String> = []
  /// The keyboard a state brings up (typing into a search bar) when the environment shows none.
  var shownKeyboard: Double?
  /// Where split-injected buttons landed, for the presentations anchored at them.
  var placedButtons: [String: (frame: Rect, bar: String)] = [:]
  /// The window controls of a windowed `ios26` scene, in window coordinates (`nil` elsewhere).
  let windowControls: Rect?

  var graph: SceneGraph { facts.graph }
  var environment: Environment { facts.environment }
  var info: EnvironmentInfo { facts.info }
  var interface: Interface { facts.graph.interface }
  var profile: Profile { facts.profile }
  var idiom: Device.Idiom { facts.idiom }

  /// The subtrees hidden controllers are emitted from, shared by the layouts of one state.
  let subtrees: SubtreeMemo
  /// The content plans solved by the layouts of one state.
  let contentPlans: ContentPlanMemo

  init(
    graph: SceneGraph, environment: Environment, actions: StateActions, subtrees: SubtreeMemo,
    contentPlans: ContentPlanMemo
  ) {
    self.subtrees = subtrees
    self.contentPlans = contentPlans
    nodes.reserveCapacity(subtrees.nodeCount)
    nodeIndex.reserveCapacity(subtrees.nodeCount)
    facts = LayoutFacts(environment: environment, graph: graph, pushes: actions.pushes)
    self.actions = actions
    windowControls = WindowMetrics.windowControls(in: environment, info: facts.info)
    for assumption in environment.assumptions { assume(assumption) }
  }

  /// Lays out `scene` in the whole window, then each presentation of the state in order.
  func run(scene: String) {
    let window = Rect(origin: .zero, size: info.window.size)
    let safeArea = info.safeArea
    if safeArea.top > 0 {
      emit(
        Node(
          id: "#statusBar", kind: .statusBar,
          frame: Rect(x: 0, y: 0, width: window.width, height: safeArea.top)),
        context: nil)
    }
    if let windowControls {
      assume(Assumptions.windowControls)
      emit(Node(id: "#windowControls", kind: .windowControls, frame: windowControls), context: nil)
    }
    let context = LayoutContext(
      parent: nil, column: nil, horizontalSizeClass: info.horizontalSizeClass,
      topInset: safeArea.top, bottomInset: safeArea.bottom, leftInset: safeArea.left,
      rightInset: safeArea.right)
    layoutController(scene, frame: window, context: context)
    for segue in actions.presentations {
      present(segue)
    }
    for searchBar in actions.searching {
      presentSearchResults(searchBar)
    }
  }

  // MARK: Nodes

  func isEmitted(_ id: String) -> Bool { nodeIndex[id] != nil }

  func node(_ id: String) -> Node? { nodeIndex[id].map { nodes[$0] } }

  /// Adds `node` unless its id is taken; the context adds its parent, column, dimming and clip.
  @discardableResult
  func emit(_ node: Node, context: LayoutContext?) -> Bool {
    guard nodeIndex[node.id] == nil else { return false }
    var node = node
    if let context {
      if node.parent == nil { node.parent = context.parent }
      if node.column == nil { node.column = context.column }
      node.dimmed = node.dimmed || context.dimmed
      if let clip = context.clip, let frame = node.frame {
        node.frame = frame.intersection(clip)
        if node.frame == nil { node.visible = false }
      }
    }
    nodeIndex[node.id] = nodes.count
    nodes.append(node)
    return true
  }

  func warn(_ code: LayoutWarningCode, subject: String, _ message: String) {
    keep(LayoutWarning(code: .layout(code), subject: subject, message: message))
  }

  /// Adds `warning` unless the layout has it already.
  private func keep(_ warning: LayoutWarning) {
    if warned.insert(warning).inserted { warnings.append(warning) }
  }

  func assume(_ assumption: String) {
    if !assumptions.contains(assumption) { assumptions.append(assumption) }
  }

  /// Adds an engine's notes in their order, after those raised so far.
  func note(_ warnings: [LayoutWarning], _ assumptions: [String]) {
    for warning in warnings { keep(warning) }
    for assumption in assumptions { assume(assumption) }
  }

  // MARK: Controllers

  /// Containers nested deeper than this are not laid out: real interfaces nest a handful, and a
  /// hostile chain of thousands must not exhaust the stack.
  static let maximumNesting = 64

  /// Lays out the controller `id` filling `frame` (window coordinates).
  func layoutController(_ id: String, frame: Rect, context: LayoutContext) {
    guard !isEmitted(id), let controller = interface.controller(id) else { return }
    var context = context
    context.nesting += 1
    guard context.nesting <= Self.maximumNesting else {
      warn(
        .nestingTooDeep, subject: id,
        "'\(id)' is nested more than \(Self.maximumNesting) containers deep and is not laid out")
      emitHidden(id, parent: context.parent, column: context.column)
      return
    }
    switch controller.kind {
    case .content(let content):
      layoutContent(controller, content, frame: frame, context: context)
    case .navigation(let navigation):
      layoutNavigation(controller, navigation, frame: frame, context: context)
    case .tabBar(let tabs):
      layoutTabBar(controller, tabs, frame: frame, context: context)
    case .split(let split):
      layoutSplit(controller, split, frame: frame, context: context)
    case .customSplit(let custom):
      layoutCustomSplit(controller, custom, frame: frame, context: context)
    case .placeholder(let placeholder):
      emit(
        Node(
          id: id, kind: Node.Kind(controller), frame: frame,
          title: controller.title ?? placeholder.referencedIdentifier
            ?? placeholder.storyboardName),
        context: context)
    }
  }

  /// Emits `id` and everything inside it as hidden and never placed (frame `nil`), skipping
  /// whatever is already laid out.
  func emitHidden(_ id: String, parent: String?, column: SplitColumn?) {
    for (controllerID, container) in subtrees.tree(from: id) where !isEmitted(controllerID) {
      guard let controller = interface.controller(controllerID) else { continue }
      let ownParent = container ?? parent
      emit(
        Node(
          id: controllerID, kind: Node.Kind(controller), parent: ownParent, column: column,
          frame: nil, visible: false, title: controller.title),
        context: nil)
      if case .content(let content) = controller.kind {
        emitHiddenContents(of: controllerID, content, column: column)
      }
    }
  }

  /// A hidden content controller's views, bar items and search bars.
  func emitHiddenContents(
    of controllerID: String, _ content: ContentController, column: SplitColumn?
  ) {
    var pending = content.views.map { (view: $0, parent: controllerID) }
    var next = 0
    while next < pending.count {
      let (view, parent) = pending[next]
      next += 1
      emit(
        Node(
          id: view.id, kind: .view, parent: parent, column: column, frame: nil, visible: false,
          title: view.label),
        context: nil)
      pending.append(contentsOf: view.subviews.map { ($0, view.id) })
    }
    for item in Self.modelItems(of: controllerID, content) {
      emitHiddenItem(item, parent: controllerID, column: column)
    }
    for searchBar in content.searchBars {
      emit(
        Node(
          id: searchBar.id, kind: .searchBar, parent: controllerID, column: column, frame: nil,
          visible: false),
        context: nil)
    }
  }

  func emitHiddenItem(_ item: BarItemSpec, parent: String, column: SplitColumn?) {
    guard !item.isFlexibleSpace, !item.isFixedSpace else { return }
    emit(
      Node(
        id: item.id, kind: item.kind, parent: parent, column: column, frame: nil, visible: false,
        title: item.title, glyph: item.glyph),
      context: nil)
  }

  /// A content controller's own items, with derived ids for the ones the model leaves unnamed.
  static func modelItems(of controllerID: String, _ content: ContentController) -> [BarItemSpec] {
    leftItems(of: controllerID, content) + rightItems(of: controllerID, content)
      + toolbarItems(of: controllerID, content)
  }

  static func leftItems(of controllerID: String, _ content: ContentController) -> [BarItemSpec] {
    (content.navigationItem?.leftItems ?? []).enumerated().map {
      BarItemSpec($0.element, fallbackID: "\(controllerID)#leftItem.\($0.offset)")
    }
  }

  static func rightItems(of controllerID: String, _ content: ContentController) -> [BarItemSpec] {
    (content.navigationItem?.rightItems ?? []).enumerated().map {
      BarItemSpec($0.element, fallbackID: "\(controllerID)#rightItem.\($0.offset)")
    }
  }

  static func toolbarItems(of controllerID: String, _ content: ContentController) -> [BarItemSpec] {
    (content.toolbar?.items ?? []).enumerated().map {
      BarItemSpec($0.element, fallbackID: "\(controllerID)#toolbarItem.\($0.offset)")
    }
  }
}

/// What the layouts of one state in many environments (a width sweep) share: the hidden
/// subtrees they all emit (`SceneGraph.tree(from:)` remembered) and how many nodes they make.
/// Used by one task at a time.
final class SubtreeMemo {
  private let graph: SceneGraph
  private var trees: [String: [(id: String, container: String?)]] = [:]
  /// The most nodes a layout of the state had so far: the next one reserves room for as many.
  var nodeCount = 0

  init(graph: SceneGraph) { self.graph = graph }

  func tree(from root: String) -> [(id: String, container: String?)] {
    if let known = trees[root] { return known }
    let tree = graph.tree(from: root)
    trees[root] = tree
    return tree
  }
}
