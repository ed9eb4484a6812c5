import PaneDocModel

/// Splits in the layout walk: the engine for the profile and style plans the split from its
/// inputs alone, and the walk emits what it planned — the split node, its dividers and columns,
/// the revealed presentation, then whatever the plan left hidden — with the plan's notes first,
/// where the engine raised them.
extension LayoutBuilder {
  /// Lays out a `UISplitViewController` with the engine the profile's rules give its style.
  func layoutSplit(
    _ controller: PreparedController, _ split: SplitViewController, frame: Rect,
    context: LayoutContext
  ) {
    let site = splitSite(controller.id, frame: frame, context: context)
    let engine = facts.rules.splitEngine(for: split.style)
    if split.style != .unspecified, engine != .column {
      // Column styles came with iOS 14 (`UISplitViewController.Style`): an earlier era has no such
      // split, so it is drawn as the era's own, and says so.
      let dropped = split.supplementary == nil ? "" : ", without its supplementary column"
      warn(
        .styleUnavailable, subject: controller.id,
        "'\(controller.id)' is a \(split.style.rawValue) split, which iOS 14 brought: "
          + "\(facts.rules.profile.rawValue) lays it out as its own split of two columns\(dropped)")
    }
    let plan: SplitPlan
    switch engine {
    case .classic: plan = ClassicSplitEngine.plan(split, at: site, facts: facts)
    case .adaptive: plan = AdaptiveSplitEngine.plan(split, at: site, facts: facts)
    case .column: plan = ColumnSplitEngine.plan(split, at: site, facts: facts)
    }
    emitSplit(controller, plan: plan, frame: frame, context: context)
    // Each role in turn, where a list of the four made an array in every layout.
    if let primary = split.primary { emitHidden(primary, parent: controller.id, column: .primary) }
    if let supplementary = split.supplementary {
      emitHidden(supplementary, parent: controller.id, column: .supplementary)
    }
    if let secondary = split.secondary {
      emitHidden(secondary, parent: controller.id, column: .secondary)
    }
    if let compact = split.compact { emitHidden(compact, parent: controller.id, column: .compact) }
  }

  func layoutCustomSplit(
    _ controller: PreparedController, _ custom: CustomSplitViewController, frame: Rect,
    context: LayoutContext
  ) {
    let plan = CustomSplitEngine.plan(
      custom, at: splitSite(controller.id, frame: frame, context: context), facts: facts)
    emitSplit(controller, plan: plan, frame: frame, context: context)
    emitHidden(custom.side, parent: controller.id, column: .side)
    emitHidden(custom.main, parent: controller.id, column: .main)
  }

  /// The split `id` filling `frame` where `context` lays it out, with the state's actions on it.
  private func splitSite(_ id: String, frame: Rect, context: LayoutContext) -> SplitSite {
    SplitSite(
      id: id, frame: frame, horizontalSizeClass: context.horizontalSizeClass,
      leftInset: context.leftInset, rightInset: context.rightInset,
      details: actions.details[id] ?? [], revealed: actions.revealed.contains(id))
  }

  /// Emits the split node, its dividers and columns, and the revealed presentation; the caller
  /// then emits the split's other controllers, which the plan left hidden, in their columns.
  private func emitSplit(
    _ controller: PreparedController, plan: SplitPlan, frame: Rect, context: LayoutContext
  ) {
    note(plan.notes.warnings, plan.notes.assumptions)
    let id = controller.id
    emit(
      Node(
        id: id, kind: controller.nodeKind, frame: frame, title: controller.title,
        split: plan.info),
      context: context)
    var inner = context
    inner.parent = id
    inner.leadingButton = nil
    inner.extraPushes = []
    for (index, divider) in plan.dividers.enumerated() {
      emit(Node(id: controller.dividerID(index), kind: .divider, frame: divider), context: inner)
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
        let wrapping = graph.controller(column.controller)?.wrappingNavigation,
        let navigation = wrapping.navigation
      {
        assume(Assumptions.columnsWrapInNavigation)
        filler = wrapping.id
        layoutNavigation(wrapping, navigation.value, frame: column.frame, context: columnContext)
      } else {
        layoutController(column.controller, frame: column.frame, context: columnContext)
      }
      let visibleWidth = (column.clip.flatMap { column.frame.intersection($0) } ?? column.frame)
        .width
      if column.name != .compact, visibleWidth < SplitMetrics.narrowColumnWarningWidth.value {
        warn(
          .columnNarrowerThan320, subject: filler,
          "the \(column.name.rawValue) column of '\(id)' is \(visibleWidth.messageNumber)\(Self.narrowColumnEnd)"
        )
      }
    }
    if plan.revealArose { revealsThatArose.insert(id) }
    if let reveal = plan.reveal { presentReveal(reveal, split: id) }
  }

  /// How a narrow column's warning ends, worded once: the warning is made in every layout of a
  /// narrow window, where joining its pieces made a string per piece.
  private static let narrowColumnEnd =
    " pt wide, narrower than UIKit's narrowest column"
    + " (\(SplitMetrics.narrowColumnWarningWidth.value.messageNumber) pt)"
}
