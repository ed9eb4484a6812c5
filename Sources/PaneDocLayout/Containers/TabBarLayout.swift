import PaneDocModel

/// Tab bar controllers: the tab bar at the bottom (over the bottom safe-area inset), the selected
/// child above it, the other children hidden; or, on a regular-width iPad in `ios26`, the tab bar
/// floating at the top over the child, which keeps the whole frame.
extension LayoutBuilder {
  func layoutTabBar(
    _ controller: PreparedController, _ tabs: TabBarController, frame: Rect, context: LayoutContext
  ) {
    let id = controller.id
    emit(
      Node(id: id, kind: controller.nodeKind, frame: frame, title: controller.title),
      context: context)
    let floats = BarMetrics.tabBarFloats(
      rules: facts.rules, idiom: idiom, horizontalSizeClass: context.horizontalSizeClass)
    let bar =
      floats ? floatingTabBar(tabs, frame: frame, context: context) : bottomTabBar(frame, context)
    var barContext = context
    barContext.parent = id
    let barNode = Node(id: controller.tabBarID, kind: .tabBar, frame: bar)
    // A floating bar is emitted after the child, so that it is drawn above the child's bars.
    if !floats { emit(barNode, context: barContext) }
    let children = tabs.viewControllers
    if !children.isEmpty {
      let selected = min(max(tabs.selected, 0), children.count - 1)
      let childFrame =
        floats
        ? frame
        : Rect(
          x: frame.minX, y: frame.minY, width: frame.width, height: max(0, bar.minY - frame.minY))
      layoutController(
        children[selected], frame: childFrame,
        context: context.child(parent: id, frame: childFrame, in: frame))
      for (index, child) in children.enumerated() where index != selected {
        emitHidden(child, parent: id, column: context.column)
      }
    }
    if floats {
      assume(Assumptions.floatingTabBar)
      emit(barNode, context: barContext)
    }
  }

  private func bottomTabBar(_ frame: Rect, _ context: LayoutContext) -> Rect {
    let height = BarMetrics.tabBar(rules: facts.rules, idiom: idiom) + context.bottomInset
    return Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
  }

  /// Centred in the navigation bar's row below the top inset, as wide as its tabs.
  private func floatingTabBar(_ tabs: TabBarController, frame: Rect, context: LayoutContext)
    -> Rect
  {
    let row = BarMetrics.navigationBar(
      rules: facts.rules, idiom: idiom, verticalSizeClass: info.verticalSizeClass)
    let height = BarMetrics.floatingTabBarHeight.value
    let margin = BarMetrics.itemMargin.value
    let width = min(
      max(0, frame.width - 2 * margin),
      Double(max(1, tabs.viewControllers.count)) * BarMetrics.floatingTabBarItemWidth.value + 2
        * margin)
    return Rect(
      x: frame.midX - width / 2, y: frame.minY + context.topInset + (row - height) / 2,
      width: width, height: height)
  }
}
