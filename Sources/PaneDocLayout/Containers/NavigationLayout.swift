import PaneDocModel

/// Navigation controllers: the status bar band, the navigation bar below it, the toolbar at the
/// bottom, and the top of the stack between them; the controllers below the top are hidden.
extension LayoutBuilder {
  func layoutNavigation(
    _ controller: PreparedController, _ navigation: NavigationController, frame: Rect,
    context: LayoutContext
  ) {
    let id = controller.id
    let stack = navigationStack(navigation, id: id, extra: context.extraPushes)
    guard let topID = stack.last else { return }
    let top = graph.controller(topID)
    let button = stack.count == 1 ? context.leadingButton : nil
    let barHeight = BarMetrics.navigationBar(
      rules: facts.rules, idiom: idiom, verticalSizeClass: info.verticalSizeClass)

    emit(
      Node(id: id, kind: controller.nodeKind, frame: frame, title: controller.title),
      context: context)
    var childContext = context
    childContext.parent = id
    childContext.leadingButton = nil
    childContext.extraPushes = []

    let barTop = frame.minY + context.topInset
    var navigationBar: (id: String, frame: Rect)?
    // From iOS 11 a search bar in the navigation bar takes a band below the title, which stays;
    // in iOS 6 it was the title view, in the title's place.
    let searchBand =
      facts.rules.searchBarBelowTitle
        && top?.content?.value.searchBars.contains { $0.placement == .navigationBar } == true
      ? BarMetrics.searchBarHeight.value : 0
    if !navigation.navigationBarHidden {
      let large = BarMetrics.largeTitle(
        rules: facts.rules, prefersLargeTitles: top?.content?.value.prefersLargeTitles == true)
      if searchBand > 0 { assume(Assumptions.searchBarBelowTitle) }
      navigationBar = (
        controller.navigationBarID,
        Rect(x: frame.minX, y: barTop, width: frame.width, height: barHeight + large + searchBand)
      )
    }
    let hasToolbarItems =
      !(top?.content?.value.toolbar?.items.isEmpty ?? true)
      || top?.content?.value.searchBars.contains { $0.placement == .toolbar } == true
    let buttonNeedsToolbar =
      button.map { $0.wantsToolbar || ($0.toolbarFallback && navigationBar == nil) } ?? false
    var toolbar: (id: String, frame: Rect)?
    if !navigation.toolbarHidden || hasToolbarItems || buttonNeedsToolbar {
      let height = BarMetrics.toolbar(
        rules: facts.rules, idiom: idiom, verticalSizeClass: info.verticalSizeClass)
      toolbar = (
        controller.toolbarID,
        Rect(
          x: frame.minX, y: frame.maxY - context.bottomInset - height, width: frame.width,
          height: height)
      )
      assume(Assumptions.toolbarAboveSafeArea)
    }
    if let navigationBar {
      emit(
        Node(
          id: navigationBar.id, kind: .navigationBar, parent: id, frame: navigationBar.frame,
          title: top?.title),
        context: childContext)
    }
    if let toolbar {
      emit(
        Node(id: toolbar.id, kind: .toolbar, parent: id, frame: toolbar.frame),
        context: childContext)
    }
    let contentTop = navigationBar?.frame.maxY ?? barTop
    let contentBottom = toolbar?.frame.minY ?? (frame.maxY - context.bottomInset)
    let area = Rect(
      x: frame.minX, y: contentTop, width: frame.width, height: max(0, contentBottom - contentTop))

    for hiddenID in stack.dropLast() {
      emitHidden(hiddenID, parent: id, column: context.column)
    }
    guard let top, !isEmitted(topID) else { return }
    if let content = top.content {
      // iOS 7 on, a view reaches under its bars; iOS 5/6 views stop at them (iOS 7 UI Transition
      // Guide, `edgesForExtendedLayout`).
      let viewFrame = facts.rules.viewsExtendUnderBars.value ? frame : area
      emit(
        Node(id: topID, kind: top.nodeKind, frame: viewFrame, title: top.title),
        context: childContext)
      let back =
        stack.count > 1
        ? BarItemSpec(id: controller.backButtonID, title: backButtonTitle(stack[stack.count - 2]))
        : nil
      let navigationButton = navigationBar != nil && button?.wantsToolbar == false ? button : nil
      let toolbarButton = navigationButton == nil && buttonNeedsToolbar ? button : nil
      layoutContentBody(
        top, content.value,
        bars: ContainerBars(
          navigationBar: navigationBar, toolbar: toolbar, contentArea: area, rootFrame: viewFrame,
          searchBand: navigationBar == nil ? 0 : searchBand),
        toolbarButton: toolbarButton, navigationButton: navigationButton, backButton: back,
        context: childContext)
    } else {
      var nested = childContext.child(parent: id, frame: area, in: frame)
      nested.leadingButton = button
      layoutController(topID, frame: area, context: nested)
    }
  }

  /// What the back button to `previous` says, worded once per controller
  /// (`PreparedController.backButtonTitle`).
  private func backButtonTitle(_ previous: String) -> String {
    graph.controller(previous)?.backButtonTitle ?? Self.backTitle
  }

  /// UIKit's back button title where the previous item has none.
  static let backTitle = "Back"

  /// The root, the stack, the state's pushes and a collapsed split's pushes; each controller once,
  /// unknown ids dropped.
  ///
  /// A stack of a few is checked for repeats one by one, a longer one with a set.
  private func navigationStack(_ navigation: NavigationController, id: String, extra: [String])
    -> [String]
  {
    let pushes = facts.pushes[id] ?? []
    let count = 1 + navigation.stack.count + pushes.count + extra.count
    var stack: [String] = []
    stack.reserveCapacity(count)
    var seen: Set<String> = count > Self.stackComparedInTurn ? [id] : []
    func add(_ candidate: String) {
      guard graph.controller(candidate) != nil else { return }
      if count > Self.stackComparedInTurn {
        guard seen.insert(candidate).inserted else { return }
      } else {
        guard candidate != id, !stack.contains(candidate) else { return }
      }
      stack.append(candidate)
    }
    add(navigation.root)
    for candidate in navigation.stack { add(candidate) }
    for candidate in pushes { add(candidate) }
    for candidate in extra { add(candidate) }
    return stack
  }

  /// The longest stack whose controllers are compared one by one for repeats.
  private static let stackComparedInTurn = 8
}
