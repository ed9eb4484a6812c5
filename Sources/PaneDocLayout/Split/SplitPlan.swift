import PaneDocModel

/// What a split engine decided: its resolved state, the columns to lay out, the dividers, and the
/// hidden column it shows in a presentation when revealed (classic master, custom side).
struct SplitPlan {
  struct Column {
    var name: SplitColumn
    var controller: String
    var frame: Rect
    var sizeClass: SizeClass
    var dimmed = false
    /// The window part the column may show (a displaced secondary is clipped).
    var clip: Rect?
    var button: InjectedButton?
    var pushes: [String] = []
    /// A content controller here is shown inside a navigation controller of its own, as a
    /// column-style split wraps each column.
    var wrapsInNavigation = false
  }

  struct Reveal {
    var style: PresentationRequest.Style
    var content: String
    var button: String
  }

  var info: SplitInfo
  var columns: [Column] = []
  var dividers: [Rect] = []
  var reveal: Reveal?
  /// The state's reveal step found the primary hidden and revealed it.
  var revealArose = false

  /// Mirrors every frame inside `frame`, for `primaryEdge="trailing"`.
  mutating func mirror(in frame: Rect) {
    func flip(_ rect: Rect) -> Rect {
      Rect(
        x: frame.minX + frame.maxX - rect.maxX, y: rect.minY, width: rect.width,
        height: rect.height)
    }
    for index in columns.indices {
      columns[index].frame = flip(columns[index].frame)
      columns[index].clip = columns[index].clip.map(flip)
    }
    dividers = dividers.map(flip)
  }
}

extension LayoutBuilder {
  /// Lays out a `UISplitViewController` with the engine the profile's rules give its style.
  func layoutSplit(
    _ controller: Controller, _ split: SplitViewController, frame: Rect, context: LayoutContext
  ) {
    let plan: SplitPlan
    switch profile.rules.splitEngine(for: split.style) {
    case .classic: plan = classicPlan(controller.id, split, frame: frame, context: context)
    case .adaptive: plan = adaptivePlan(controller.id, split, frame: frame, context: context)
    case .column: plan = columnPlan(controller.id, split, frame: frame, context: context)
    }
    let roles = [
      (SplitColumn.primary, split.primary), (.supplementary, split.supplementary),
      (.secondary, split.secondary), (.compact, split.compact),
    ]
    emitSplit(controller, plan: plan, frame: frame, context: context, roles: roles)
  }

  /// Emits the split node, its dividers and columns, the revealed presentation, then whatever
  /// the plan left hidden.
  func emitSplit(
    _ controller: Controller, plan: SplitPlan, frame: Rect, context: LayoutContext,
    roles: [(SplitColumn, String?)]
  ) {
    let id = controller.id
    emit(
      Node(
        id: id, kind: Node.Kind(controller), frame: frame, title: controller.title,
        split: plan.info),
      context: context)
    var inner = context
    inner.parent = id
    inner.leadingButton = nil
    inner.extraPushes = []
    for (index, divider) in plan.dividers.enumerated() {
      emit(Node(id: "\(id)#divider.\(index)", kind: .divider, frame: divider), context: inner)
    }
    for column in plan.columns {
      var columnContext = inner.child(
        parent: id, column: column.name, frame: column.frame, in: frame)
      columnContext.horizontalSizeClass = column.sizeClass
      columnContext.dimmed = context.dimmed || column.dimmed
      columnContext.clip = column.clip ?? context.clip
      columnContext.leadingButton = column.button
      columnContext.extraPushes = column.pushes
      // The node that fills the column, which a warning about the column names.
      var filler = column.controller
      if column.wrapsInNavigation, !isEmitted(column.controller),
        let wrapped = interface.controller(column.controller), case .content = wrapped.kind
      {
        assume(Assumptions.columnsWrapInNavigation)
        let navigation = NavigationController(root: column.controller)
        filler = "\(column.controller)#navigation"
        layoutNavigation(
          Controller(id: filler, kind: .navigation(navigation), location: wrapped.location),
          navigation, frame: column.frame, context: columnContext)
      } else {
        layoutController(column.controller, frame: column.frame, context: columnContext)
      }
      let visibleWidth = (column.clip.flatMap { column.frame.intersection($0) } ?? column.frame)
        .width
      if column.name != .compact, visibleWidth < SplitMetrics.narrowColumnWarningWidth.value {
        warn(
          .columnNarrowerThan320, subject: filler,
          "the \(column.name.rawValue) column of '\(id)' is \(visibleWidth.messageNumber) pt wide, narrower"
            + " than UIKit's narrowest column"
            + " (\(SplitMetrics.narrowColumnWarningWidth.value.messageNumber) pt)")
      }
    }
    if plan.revealArose { revealsThatArose.insert(id) }
    if let reveal = plan.reveal { presentReveal(reveal, split: id) }
    for (name, controllerID) in roles {
      if let controllerID { emitHidden(controllerID, parent: id, column: name) }
    }
  }

  /// The controllers a column shows in order when collapsed: a navigation controller's stack
  /// (with the state's pushes), anything else by itself.
  func collapsedStack(_ id: String?) -> [String] {
    guard let id, let controller = interface.controller(id) else { return [] }
    guard case .navigation(let nav) = controller.kind else { return [id] }
    return [nav.root] + nav.stack + (actions.pushes[id] ?? [])
  }
}
