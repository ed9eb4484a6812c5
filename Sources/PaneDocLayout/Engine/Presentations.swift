import PaneDocModel

/// Presentations: the split engine finds the anchor and the content's size and bars, the
/// presentation engine places the popover (or sheet), and the presented controller is laid out
/// inside its content frame with `parent` set to the segue (or reveal action) id.
extension LayoutBuilder {
  func present(_ segue: Segue) {
    guard let destination = segue.destination, !isEmitted(destination) else { return }
    let source = node(segue.source)
    let style: PresentationRequest.Style
    switch (segue.kind, segue.modalPresentationStyle) {
    case (.popover, _), (_, .popover?): style = .popover(segue.popover)
    case (_, .actionSheet?): style = .actionSheet(segue.popover)
    case (_, let modal): style = .modal(modal ?? .automatic)
    }
    let isItem = source?.kind == .barButtonItem
    let metrics = contentMetrics(destination)
    let request = PresentationRequest(
      id: segue.id, content: destination, style: style,
      anchor: source?.visible == true ? source?.frame : nil, anchorIsBarButtonItem: isItem,
      anchorBar: isItem ? source?.parent : nil, contentPreferredSize: metrics.size,
      contentBarsHeight: metrics.barsHeight,
      keyboardHeight: facts.prepared.keyboardHeight)
    show(request)
  }

  /// The classic master or the custom side, shown from the button that reveals it.
  func presentReveal(_ reveal: SplitPlan.Reveal, split: String) {
    let button = placedButtons[reveal.button]
    let metrics = contentMetrics(reveal.content)
    let request = PresentationRequest(
      id: StateStep.reveal(split: split).description, content: reveal.content, style: reveal.style,
      anchor: button?.frame, anchorIsBarButtonItem: true, anchorBar: button?.bar,
      contentPreferredSize: metrics.size, contentBarsHeight: metrics.barsHeight,
      keyboardHeight: facts.prepared.keyboardHeight)
    show(request)
  }

  /// A search bar's results popover while the user types into it, with the keyboard up. The
  /// results are the search's own controller, not one of the interface's: a node of kind
  /// `searchResults` stands for them.
  func presentSearchResults(_ searchBar: String) {
    let source = node(searchBar)
    let keyboard = facts.prepared.keyboardHeight
    let request = PresentationRequest(
      id: StateStep.search(searchBar: searchBar).description, content: "\(searchBar)#results",
      style: .searchResults, anchor: source?.visible == true ? source?.frame : nil,
      keyboardHeight: keyboard)
    if info.keyboard == nil, request.anchor != nil { shownKeyboard = keyboard }
    show(request)
  }

  private func show(_ request: PresentationRequest) {
    let result = PresentationEngine.present(request, in: info)
    note(result.warnings, result.assumptions)
    guard let presentation = result.presentation else { return }
    presentations.append(presentation)
    let fullScreen = presentation.presentation == .fullScreen
    let context = LayoutContext(
      parent: request.id, column: nil,
      horizontalSizeClass: presentation.presentation == .popover
        ? PopoverMetrics.contentHorizontalSizeClass.value : info.horizontalSizeClass,
      topInset: fullScreen ? info.safeArea.top : 0,
      bottomInset: fullScreen || presentation.presentation == .sheet ? info.safeArea.bottom : 0,
      leftInset: 0, rightInset: 0)
    if graph.controller(request.content) == nil {
      emit(
        Node(
          id: request.content, kind: .searchResults, frame: presentation.contentFrame,
          title: "Results"), context: context)
    } else {
      layoutController(request.content, frame: presentation.contentFrame, context: context)
    }
  }

  /// The content's own preferred size (a navigation controller's top controller's) and the
  /// height its bars add.
  private func contentMetrics(_ id: String) -> (size: Size?, barsHeight: Double) {
    guard let controller = graph.controller(id) else { return (nil, 0) }
    let barHeight = BarMetrics.navigationBar(
      rules: facts.rules, idiom: idiom, verticalSizeClass: info.verticalSizeClass)
    if let content = controller.content {
      return (content.value.preferredContentSize, 0)
    } else if let navigation = controller.navigation {
      let nav = navigation.value
      let top = graph.controller(
        (actions.pushes[id] ?? []).last ?? nav.stack.last ?? nav.root)
      var bars =
        nav.navigationBarHidden
        ? 0
        : barHeight
          + BarMetrics.largeTitle(
            rules: facts.rules, prefersLargeTitles: top?.content?.value.prefersLargeTitles == true)
      if !nav.toolbarHidden || !(top?.content?.value.toolbar?.items.isEmpty ?? true) {
        bars += barHeight
      }
      return (top?.content?.value.preferredContentSize, bars)
    } else if controller.tabBar != nil {
      return (nil, BarMetrics.tabBar(rules: facts.rules, idiom: idiom))
    }
    return (nil, 0)
  }
}
