import PaneDocModel
import PaneDocXML

/// Builds one model controller from its draft, once containment is known.
struct IBControllerBuilder {
  let containment: IBContainment
  let drafts: [String: IBControllerDraft]
  let toolsVersion: Double?
  /// The size classes of the document's design canvas.
  let designTraits: SizeClassTraits
  let index: IBObjectIndex

  /// What a controller adds to the model: itself and the ids of the objects it keeps (views,
  /// search bars, bar button items), which can be segue sources and popover anchors.
  struct Built {
    var controller: Controller
    var keptIDs: Set<String>
    var diagnostics: [Diagnostic]
  }

  func build(_ draft: IBControllerDraft) -> Built {
    let slots = containment.children[draft.id] ?? .init()
    var diagnostics: [Diagnostic] = []
    let kind: Controller.Kind
    var kept: Set<String> = [draft.id]
    switch draft.kind {
    case .content(let style):
      let content = self.content(draft, style: style, kept: &kept, diagnostics: &diagnostics)
      kind = .content(content)
    case .navigation:
      if let root = slots.root {
        kind = .navigation(
          NavigationController(
            root: root,
            navigationBarHidden: IBValues.bool(draft.element["navigationBarHidden"]) ?? false,
            toolbarHidden: IBValues.bool(draft.element["toolbarHidden"]) ?? true))
      } else {
        diagnostics.append(
          .warning(
            IBDiagnosticCode.emptyContainer,
            "navigation controller '\(draft.id)' has no root view controller; it is drawn as an "
              + "empty view controller", at: draft.element.location))
        kind = .content(ContentController())
      }
    case .tabBar:
      kind = .tabBar(TabBarController(viewControllers: slots.tabs))
    case .split:
      kind = .split(split(draft, slots: slots, diagnostics: &diagnostics))
    case .placeholder:
      kind = .placeholder(
        ControllerPlaceholder(
          storyboardName: draft.element["storyboardName"],
          referencedIdentifier: draft.element["referencedIdentifier"]))
    }
    let controller = Controller(
      id: draft.id, title: draft.title, kind: kind, location: draft.element.location)
    return Built(controller: controller, keptIDs: kept, diagnostics: diagnostics)
  }

  // MARK: Split view controllers

  /// Style from `allowDoubleColumnStyle` and the supplementary relationship (the file has no
  /// `style` attribute), then the element's settings and its runtime attributes.
  private func split(
    _ draft: IBControllerDraft, slots: IBContainment.Children, diagnostics: inout [Diagnostic]
  ) -> SplitViewController {
    let columnStyle = IBValues.bool(draft.element["allowDoubleColumnStyle"]) ?? false
    var split = SplitViewController(
      style: columnStyle
        ? (slots.supplementary == nil ? .doubleColumn : .tripleColumn) : .unspecified,
      primary: slots.primary, supplementary: columnStyle ? slots.supplementary : nil,
      secondary: slots.secondary, compact: slots.compact)
    if !columnStyle, let supplementary = slots.supplementary {
      diagnostics.append(
        .warning(
          IBDiagnosticCode.supplementaryIgnored,
          "supplementary column '\(supplementary)' needs allowDoubleColumnStyle=\"YES\"; a "
            + "classic split has no supplementary column", at: draft.element.location))
    }
    IBSplitAttributes.apply(attributesOf: draft.element, to: &split, diagnostics: &diagnostics)
    for attribute in IBRuntimeAttribute.all(of: draft.element) {
      IBSplitAttributes.apply(attribute, to: &split, diagnostics: &diagnostics)
    }
    return split
  }

  // MARK: Content controllers

  private func content(
    _ draft: IBControllerDraft, style: ContentController.Style, kept: inout Set<String>,
    diagnostics: inout [Diagnostic]
  ) -> ContentController {
    let element = draft.element
    var content = ContentController(style: style)
    if let item = element.children(named: "navigationItem").first(where: {
      $0["key"] == "navigationItem"
    }) {
      content.navigationItem = IBBarReader.navigationItem(item, index: index)
      kept.formUnion(IBBarReader.ids(of: content.navigationItem))
      // A search bar as the title view sits in the navigation bar.
      if let bar = item.children.first(where: { $0.name == "searchBar" && $0["key"] == "titleView" }
      ),
        let id = bar["id"]
      {
        content.searchBars.append(
          SearchBar(id: id, placement: .navigationBar, location: bar.location))
        kept.insert(id)
      }
    }
    if let items = element.child(named: "toolbarItems"),
      let toolbar = IBBarReader.toolbar(items: items, location: items.location, index: index)
    {
      content.toolbar = toolbar
    }
    if let rootView = draft.rootView {
      let tree = IBViewTreeReader(
        rootView: rootView, controller: element, topBarsHeight: topBarsHeight(draft),
        toolsVersion: toolsVersion, designTraits: designTraits, index: index)
      content.views = tree.views
      content.rootView = tree.rootView
      content.searchBars += tree.searchBars
      if content.toolbar == nil { content.toolbar = tree.toolbar }
      kept.formUnion(tree.keptIDs)
      diagnostics += tree.diagnostics
    }
    kept.formUnion(content.toolbar?.items.compactMap(\.id) ?? [])
    // A size set on the navigation controller is what its root shows in a popover.
    content.preferredContentSize =
      Self.contentSize(of: element)
      ?? navigationParent(of: draft).flatMap {
        Self.contentSize(of: $0.element)
      }
    content.prefersLargeTitles = prefersLargeTitles(draft)
    for attribute in IBRuntimeAttribute.all(of: element) {
      switch attribute.keyPath {
      case "preferredContentSize", "contentSizeForViewInPopover":
        if case .size(let size) = attribute.value {
          content.preferredContentSize = size
        } else {
          diagnostics.append(invalid(attribute))
        }
      case "modalInPopover", "isModalInPopover":
        if let flag = attribute.bool {
          content.modalInPopover = flag
        } else {
          diagnostics.append(invalid(attribute))
        }
      default:
        break
      }
    }
    return content
  }

  /// `<value key="contentSizeForViewInPopover" type="size">` (what Interface Builder writes), or a
  /// `preferredContentSize` size, on the controller element.
  static func contentSize(of element: ParsedElement) -> Size? {
    let keys: Set = ["contentSizeForViewInPopover", "preferredContentSize"]
    return element.children.first {
      ($0.name == "value" || $0.name == "size") && keys.contains($0["key"] ?? "")
    }
    .flatMap(IBValues.size)
  }

  /// The status bar (20) and navigation bar (44) of the iOS 7 – 10 canvases. [inf] from iOS
  /// 6-era root views, which start at y = 64 below a simulated navigation bar.
  static let defaultTopBarsHeight = 64.0
  /// The status bar height of canvases whose navigation bar frame starts at y = 0. [inf]
  static let defaultStatusBarHeight = 20.0

  /// How far below the canvas top the content starts, when the controller sits below a
  /// navigation bar: the bottom of its navigation controller's design-time bar (taking a bar
  /// drawn at y = 0 to sit below a status bar), else the iOS 7 bars' height. `nil` without a
  /// navigation bar.
  private func topBarsHeight(_ draft: IBControllerDraft) -> Double? {
    if let parent = navigationParent(of: draft) {
      guard IBValues.bool(parent.element["navigationBarHidden"]) != true else { return nil }
      guard
        let bar = parent.element.children.first(where: { $0["key"] == "navigationBar" }),
        let frame = IBValues.rect(in: bar), frame.height > 0
      else { return Self.defaultTopBarsHeight }
      return (frame.y > 0 ? frame.y : Self.defaultStatusBarHeight) + frame.height
    }
    let simulatesBar = draft.element.children.contains {
      $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics"
    }
    return simulatesBar ? Self.defaultTopBarsHeight : nil
  }

  /// Large titles are the navigation bar's setting in Interface Builder; the model keeps them on
  /// the controller that shows them, unless its navigation item opts out.
  private func prefersLargeTitles(_ draft: IBControllerDraft) -> Bool {
    guard let parent = navigationParent(of: draft),
      let bar = parent.element.children.first(where: { $0["key"] == "navigationBar" }),
      IBValues.bool(bar["prefersLargeTitles"]) == true
    else { return false }
    let mode = draft.element.children.first { $0["key"] == "navigationItem" }?[
      "largeTitleDisplayMode"]
    return mode != "never"
  }

  /// The navigation controller whose root `draft` is, if any.
  private func navigationParent(of draft: IBControllerDraft) -> IBControllerDraft? {
    guard let parentID = containment.parent[draft.id], let parent = drafts[parentID],
      parent.kind == .navigation
    else { return nil }
    return parent
  }

  private func invalid(_ attribute: IBRuntimeAttribute) -> Diagnostic {
    .warning(
      IBDiagnosticCode.invalidValue,
      "runtime attribute '\(attribute.keyPath)' has a value PaneDoc cannot use; it is ignored",
      at: attribute.location)
  }
}
