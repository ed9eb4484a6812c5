import PaneDocModel

/// Tab bar controllers: the tab bar at the bottom (over the bottom safe-area inset), the selected
/// child above it, the other children hidden.
extension LayoutBuilder {
  func layoutTabBar(
    _ controller: Controller, _ tabs: TabBarController, frame: Rect, context: LayoutContext
  ) {
    let id = controller.id
    emit(
      Node(id: id, kind: controller.kindName, frame: frame, title: controller.title),
      context: context)
    let height = BarMetrics.tabBar(profile: profile, idiom: idiom) + context.bottomInset
    let bar = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
    var barContext = context
    barContext.parent = id
    emit(Node(id: "\(id)#tabBar", kind: "tabBar", frame: bar), context: barContext)
    let children = tabs.viewControllers
    guard !children.isEmpty else { return }
    let selected = min(max(tabs.selected, 0), children.count - 1)
    let childFrame = Rect(
      x: frame.minX, y: frame.minY, width: frame.width, height: max(0, bar.minY - frame.minY))
    layoutController(
      children[selected], frame: childFrame,
      context: context.child(parent: id, frame: childFrame, in: frame))
    for (index, child) in children.enumerated() where index != selected {
      emitHidden(child, parent: id, column: context.column)
    }
  }
}
