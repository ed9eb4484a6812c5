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
  /// The nodes so far with the index of their ids.
  private var emitted: EmittedNodes
  var nodes: [Node] { emitted.nodes }
  private(set) var warnings: [LayoutWarning] = []
  /// The warnings so far, for a check in constant time once there are many (a scene of many
  /// clipped views warns once per view); a layout's few are compared in `warnings` itself, which
  /// spares hashing their messages.
  private var warned: Set<LayoutWarning> = []
  /// How many warnings are compared one by one before `warned` takes over.
  private static let warningsComparedInTurn = 8
  private(set) var assumptions: [String] = []
  var presentations: [PresentationLayout] = []
  /// Splits whose reveal step found the primary hidden and revealed it.
  var revealsThatArose: Set<String> = []
  /// The keyboard a state brings up (typing into a search bar) when the environment shows none.
  var shownKeyboard: Double?
  /// Where split-injected buttons landed, for the reveals anchored at them.
  var placedButtons: [String: (frame: Rect, bar: String)] = [:]
  /// The window controls of a windowed `ios26` scene, in window coordinates (`nil` elsewhere).
  var windowControls: Rect? { facts.prepared.windowControls }

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
    graph: SceneGraph, environment: PreparedEnvironment, actions: StateActions,
    subtrees: SubtreeMemo, contentPlans: ContentPlanMemo
  ) {
    self.subtrees = subtrees
    self.contentPlans = contentPlans
    emitted = EmittedNodes(capacity: subtrees.nodeCount)
    facts = LayoutFacts(environment: environment, graph: graph, pushes: actions.pushes)
    self.actions = actions
    assumptions = environment.assumptions
  }

  /// Lays out `scene` in the whole window, then each presentation of the state in order.
  func run(scene: String) {
    let window = Rect(origin: .zero, size: info.window.size)
    let safeArea = info.safeArea
    if safeArea.top > 0 {
      emit(
        Node(
          id: "#statusBar", kind: .statusBar,
          frame: Rect(x: 0, y: 0, width: window.width, height: safeArea.top)))
    }
    if let windowControls {
      assume(Assumptions.windowControls)
      emit(Node(id: "#windowControls", kind: .windowControls, frame: windowControls))
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

  func isEmitted(_ id: String) -> Bool { emitted.position(of: id) != nil }

  func node(_ id: String) -> Node? { emitted.position(of: id).map { emitted.nodes[$0] } }

  /// Adds `node` unless its id is taken; the context adds its parent, column, dimming and clip.
  /// The context is read where it is: an optional one, `nil` for a node as it is, was a copy of
  /// the whole context (its strings and arrays retained) at every node.
  @discardableResult
  func emit(_ node: consuming Node, context: borrowing LayoutContext) -> Bool {
    if node.parent == nil { node.parent = context.parent }
    if node.column == nil { node.column = context.column }
    node.dimmed = node.dimmed || context.dimmed
    if let clip = context.clip, let frame = node.frame {
      node.frame = frame.intersection(clip)
      if node.frame == nil { node.visible = false }
    }
    return emitted.add(node)
  }

  /// Adds `node` as it is unless its id is taken.
  @discardableResult
  func emit(_ node: consuming Node) -> Bool { emitted.add(node) }

  func warn(_ code: LayoutWarningCode, subject: String, _ message: String) {
    keep(LayoutWarning(code: .layout(code), subject: subject, message: message))
  }

  /// Adds `warning` unless the layout has it already.
  private func keep(_ warning: LayoutWarning) {
    if warnings.count < Self.warningsComparedInTurn {
      guard !warnings.contains(warning) else { return }
    } else {
      if warned.isEmpty { warned = Set(warnings) }
      guard warned.insert(warning).inserted else { return }
    }
    warnings.append(warning)
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

  /// Lays out the controller `id` filling `frame` (window coordinates). Every caller hands over a
  /// context made for it, which this one takes over rather than copies.
  func layoutController(_ id: String, frame: Rect, context: consuming LayoutContext) {
    guard !isEmitted(id), let controller = graph.controller(id) else { return }
    context.nesting += 1
    guard context.nesting <= Self.maximumNesting else {
      warn(
        .nestingTooDeep, subject: id,
        "'\(id)' is nested more than \(Self.maximumNesting) containers deep and is not laid out")
      emitHidden(id, parent: context.parent, column: context.column)
      return
    }
    if let content = controller.content {
      layoutContent(controller, content.value, frame: frame, context: context)
    } else if let navigation = controller.navigation {
      layoutNavigation(controller, navigation.value, frame: frame, context: context)
    } else if let tabs = controller.tabBar {
      layoutTabBar(controller, tabs.value, frame: frame, context: context)
    } else if let split = controller.split {
      layoutSplit(controller, split.value, frame: frame, context: context)
    } else if let custom = controller.customSplit {
      layoutCustomSplit(controller, custom.value, frame: frame, context: context)
    } else if let placeholder = controller.placeholder {
      emit(
        Node(
          id: id, kind: controller.nodeKind, frame: frame,
          title: controller.title ?? placeholder.value.referencedIdentifier
            ?? placeholder.value.storyboardName),
        context: context)
    }
  }

  /// Emits `id` and everything inside it as hidden and never placed (frame `nil`), skipping
  /// whatever is already laid out: the nodes the state's first layout made for this place.
  func emitHidden(_ id: String, parent: String?, column: SplitColumn?) {
    emitted.add(subtrees.hidden(from: id, parent: parent, column: column))
  }

  func emitHiddenItem(_ item: BarItemSpec, parent: String, column: SplitColumn?) {
    guard !item.isFlexibleSpace, !item.isFixedSpace else { return }
    emit(
      Node(
        id: item.id, kind: item.kind, parent: parent, column: column, frame: nil, visible: false,
        title: item.title, glyph: item.glyph))
  }
}
