import PaneDocModel

/// Content controllers: a screen of views below its bars.
extension LayoutBuilder {
  /// The bars a container placed for the content controller at the top of its stack.
  struct ContainerBars {
    var navigationBar: (id: String, frame: Rect)?
    var toolbar: (id: String, frame: Rect)?
    /// What is left between the bars.
    var contentArea: Rect
    /// The controller's root view (under the bars from iOS 7 on); Auto Layout lays its views out
    /// in it, inset by the safe area the bars and `contentArea` leave.
    var rootFrame: Rect
    /// The height at the bottom of the navigation bar that its search bar takes, below the title
    /// and the items.
    var searchBand = 0.0
  }

  /// A content controller outside any navigation controller: its own toolbar when it has items.
  func layoutContent(
    _ controller: PreparedController, _ content: ContentController, frame: Rect,
    context: LayoutContext
  ) {
    let button = context.leadingButton.flatMap { $0.toolbarFallback ? $0 : nil }
    let toolbarItems = controller.toolbarItems
    let toolbarSearchBars = content.searchBars.filter { $0.placement == .toolbar }
    var top = frame.minY + context.topInset
    var bottom = frame.maxY - context.bottomInset
    var toolbar: (id: String, frame: Rect)?
    if !toolbarItems.isEmpty || !toolbarSearchBars.isEmpty || button != nil {
      let height = BarMetrics.toolbar(
        rules: facts.rules, idiom: idiom, verticalSizeClass: info.verticalSizeClass)
      if content.toolbar?.position == .top {
        toolbar = (
          controller.toolbarID,
          Rect(x: frame.minX, y: top, width: frame.width, height: height)
        )
        top += height
      } else {
        toolbar = (
          controller.toolbarID,
          Rect(x: frame.minX, y: bottom - height, width: frame.width, height: height)
        )
        bottom -= height
      }
    }
    let bars = ContainerBars(
      navigationBar: nil, toolbar: toolbar,
      contentArea: Rect(x: frame.minX, y: top, width: frame.width, height: max(0, bottom - top)),
      rootFrame: frame)
    emit(
      Node(id: controller.id, kind: controller.nodeKind, frame: frame, title: controller.title),
      context: context)
    if let toolbar {
      if content.toolbar?.position != .top { assume(Assumptions.toolbarAboveSafeArea) }
      emit(
        Node(id: toolbar.id, kind: .toolbar, parent: controller.id, frame: toolbar.frame),
        context: context)
    }
    layoutContentBody(
      controller, content, bars: bars, toolbarButton: button, navigationButton: nil,
      backButton: nil, context: context)
  }

  /// Places a content controller's items in the bars its container gave it, then its views and
  /// search bars in the content area. Items without a bar are emitted hidden.
  func layoutContentBody(
    _ controller: PreparedController, _ content: ContentController, bars: ContainerBars,
    toolbarButton: InjectedButton?, navigationButton: InjectedButton?, backButton: BarItemSpec?,
    context: LayoutContext
  ) {
    var itemContext = context
    itemContext.parent = controller.id
    let left = controller.leftItems
    let right = controller.rightItems
    var free: (min: Double, max: Double)?
    if let bar = bars.navigationBar {
      var leading: [BarItemSpec] = []
      if let navigationButton { leading.append(BarItemSpec(navigationButton)) }
      if let backButton { leading.append(backButton) }
      var itemsBar = bar.frame
      itemsBar.height -= bars.searchBand
      free = placeNavigationItems(
        left: leading.isEmpty ? left : leading + left, right: right, in: itemsBar, barID: bar.id,
        context: itemContext)
    } else {
      for item in left { emitHiddenItem(item, parent: controller.id, column: context.column) }
      for item in right { emitHiddenItem(item, parent: controller.id, column: context.column) }
    }
    let toolbarItems = controller.toolbarItems
    let toolbarSearchBars = content.searchBars.filter { $0.placement == .toolbar }
    if let bar = bars.toolbar {
      // The controller's own items as they are unless a button or search bar joins them.
      var items = toolbarItems
      if let toolbarButton { items = [BarItemSpec(toolbarButton)] + toolbarItems }
      if !toolbarSearchBars.isEmpty {
        items += toolbarSearchBars.map {
          BarItemSpec(
            id: $0.id, title: nil, kind: .searchBar,
            width: BarMetrics.searchBarToolbarWidth.value)
        }
        assume(Assumptions.searchBarMetrics)
      }
      placeToolbarItems(items, in: bar.frame, barID: bar.id, context: itemContext)
    } else {
      for item in toolbarItems {
        emitHiddenItem(item, parent: controller.id, column: context.column)
      }
    }
    if let root = content.rootView, root.usesConstraints(content.views) {
      layoutConstrainedViews(
        content.views, root: root, bars: bars, parent: controller.id, context: context)
    } else {
      layoutViews(content.views, in: bars.contentArea, parent: controller.id, context: context)
    }
    layoutSearchBars(
      content.searchBars, controllerID: controller.id, bars: bars, free: free, context: context)
  }

  /// Views at their frames offset into the content area; subviews relative to their parent.
  /// A view that says how it follows its superview (an Interface Builder view's autoresizing
  /// mask, or constraints pinning its edges) stretches or moves with it; the others keep their
  /// frame, and an Interface Builder layout says so in its assumptions when the superview is not
  /// the size the frame was designed in. Whatever sticks out of the content area is clipped: in
  /// the own format the frame is the design, so a clipped view is a `view-clipped` warning; an
  /// Interface Builder frame is only the canvas's, so it is an assumption instead.
  private func layoutViews(
    _ views: [View], in area: Rect, parent: String, context: LayoutContext
  ) {
    var pending = views.map { (view: $0, parent: parent, superview: area) }
    var next = 0
    while next < pending.count {
      let (view, parent, superview) = pending[next]
      next += 1
      var local = view.frame
      if let resizing = view.resizing {
        local = resizing.resized(view.frame, in: superview.size)
        if local != view.frame { assume(Assumptions.autoresizing) }
      }
      let frame = local.offsetBy(dx: superview.minX, dy: superview.minY)
      var viewContext = context
      viewContext.parent = parent
      emit(
        clippedNode(
          id: view.id, kind: .view, frame: frame, title: view.label, area: area,
          keepsDesign: view.resizing == nil),
        context: viewContext)
      pending.append(contentsOf: view.subviews.map { ($0, view.id, frame) })
    }
  }

  /// Views placed by Auto Layout (`ContentEngine`) in the root view at the size, safe area and
  /// margins this layout gives it, in the size classes of its column (horizontally) and window
  /// (vertically); each cut to the root view (its column or window), a view hidden or not
  /// installed in those size classes emitted hidden.
  private func layoutConstrainedViews(
    _ views: [View], root: RootView, bars: ContainerBars, parent: String, context: LayoutContext
  ) {
    let rootFrame = bars.rootFrame
    let area = bars.contentArea
    let safeArea = Insets(
      top: max(0, area.minY - rootFrame.minY), left: context.leftInset,
      bottom: max(0, rootFrame.maxY - area.maxY), right: context.rightInset)
    let site = ContentSite(
      rootSize: rootFrame.size, safeArea: safeArea,
      sideMargin: ContentSite.sideMargin(
        width: rootFrame.width, hasSideSafeArea: safeArea.left > 0 || safeArea.right > 0),
      traits: SizeClassTraits(
        width: context.horizontalSizeClass.traitValue, height: info.verticalSizeClass.traitValue))
    let plan = contentPlans.plan(controller: parent, site: site) {
      contentPlans.solve(controller: parent, root: root, views: views, site: site)
    }
    note(plan.warnings, plan.assumptions)
    var pending = views.map { (view: $0, parent: parent) }
    var next = 0
    while next < pending.count {
      let (view, parent) = pending[next]
      next += 1
      let frame = (plan.frame(of: view.id) ?? view.frame).offsetBy(
        dx: rootFrame.minX, dy: rootFrame.minY)
      let clipped = frame.intersection(rootFrame)
      var viewContext = context
      viewContext.parent = parent
      emit(
        Node(
          id: view.id, kind: .view, frame: clipped, visible: clipped != nil && plan.shows(view.id),
          title: view.label),
        context: viewContext)
      pending.append(contentsOf: view.subviews.map { ($0, view.id) })
    }
  }

  /// A node whose frame is cut to `area`; hidden when nothing of it is left. `keepsDesign`: an
  /// Interface Builder view that does not say how it resizes, whose frame is kept as designed.
  private func clippedNode(
    id: String, kind: Node.Kind, frame: Rect, title: String?, area: Rect, keepsDesign: Bool = true
  ) -> Node {
    let clipped = frame.intersection(area)
    if keepsDesign, interface.format != .panedoc { assume(Assumptions.designTimeFrames) }
    if clipped != frame && interface.format != .panedoc {
      return Node(id: id, kind: kind, frame: clipped, visible: clipped != nil, title: title)
    } else if clipped != frame {
      warn(
        .viewClipped, subject: id,
        "'\(id)' (\(frame.width.messageNumber)×\(frame.height.messageNumber) pt) does not fit in its"
          + " \(area.width.messageNumber)×\(area.height.messageNumber) pt content area and is clipped"
      )
    }
    return Node(id: id, kind: kind, frame: clipped, visible: clipped != nil, title: title)
  }

  /// Search bars in the navigation bar (between the item groups), or in the content area (their
  /// frame, else full width at its top). Toolbar search bars were placed with the items.
  private func layoutSearchBars(
    _ searchBars: [SearchBar], controllerID: String, bars: ContainerBars,
    free: (min: Double, max: Double)?, context: LayoutContext
  ) {
    let height = BarMetrics.searchBarHeight.value
    let area = bars.contentArea
    for searchBar in searchBars {
      var frame: Rect
      var parent = controllerID
      switch searchBar.placement {
      case .toolbar where bars.toolbar != nil:
        continue
      case .navigationBar where bars.navigationBar != nil && bars.searchBand > 0:
        let bar = bars.navigationBar!.frame
        let margin = BarMetrics.itemMargin.value
        frame = Rect(
          x: bar.minX + context.leftInset + margin, y: bar.maxY - bars.searchBand,
          width: max(0, bar.width - context.leftInset - context.rightInset - 2 * margin),
          height: bars.searchBand)
        parent = bars.navigationBar!.id
      case .navigationBar where bars.navigationBar != nil:
        let bar = bars.navigationBar!
        let free = free ?? (bar.frame.minX, bar.frame.maxX)
        let barHeight = min(height, bar.frame.height)
        frame = Rect(
          x: free.min, y: bar.frame.minY + (bar.frame.height - barHeight) / 2,
          width: max(0, free.max - free.min), height: barHeight)
        parent = bar.id
      case .content:
        if let designed = searchBar.frame?.offsetBy(dx: area.minX, dy: area.minY) {
          var searchContext = context
          searchContext.parent = controllerID
          emit(
            clippedNode(
              id: searchBar.id, kind: .searchBar, frame: designed, title: nil, area: area),
            context: searchContext)
          continue
        }
        frame = Rect(x: area.minX, y: area.minY, width: area.width, height: height)
      case .navigationBar, .toolbar:
        frame = Rect(x: area.minX, y: area.minY, width: area.width, height: height)
      }
      assume(Assumptions.searchBarMetrics)
      var searchContext = context
      searchContext.parent = parent
      emit(Node(id: searchBar.id, kind: .searchBar, frame: frame), context: searchContext)
    }
  }
}
