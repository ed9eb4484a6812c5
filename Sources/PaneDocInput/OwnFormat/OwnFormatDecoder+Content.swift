import PaneDocModel
import PaneDocXML

/// Content controllers and what they hold: the navigation item, a toolbar, views, stack views,
/// search bars and constraints.
extension OwnFormatDecoder {
  mutating func decodeContent(
    _ element: ParsedElement, style: ContentController.Style, id: String
  ) -> ContentController {
    var content = ContentController(style: style)
    let preferred = size(element, "preferredContentSize")
    let legacy = size(element, "contentSizeForViewInPopover")
    if element.attribute("preferredContentSize") != nil,
      let legacyAttribute = element.attribute("contentSizeForViewInPopover")
    {
      report(
        .ignoredAttribute,
        "contentSizeForViewInPopover has no effect next to preferredContentSize, which it is "
          + "the older name of", at: legacyAttribute.location)
    }
    content.preferredContentSize =
      element.attribute("preferredContentSize") != nil ? preferred : legacy
    content.modalInPopover = bool(element, "modalInPopover", default: false)
    content.prefersLargeTitles = bool(element, "prefersLargeTitles", default: false)
    var scope = ViewScope(controller: id)
    var constraintList: ParsedElement?
    var seen: Set<String> = []
    for child in element.children {
      if ["navigationItem", "toolbar", "constraints"].contains(child.name),
        !seen.insert(child.name).inserted
      {
        report(
          .schema, "<\(element.name)> has one <\(child.name)>; this is a second one",
          at: child.location, hint: "put everything in the first one")
        continue
      }
      switch child.name {
      case "navigationItem": content.navigationItem = decodeNavigationItem(child)
      case "toolbar": content.toolbar = decodeToolbar(child)
      case "view", "stackView":
        if let view = decodeView(child, scope: &scope, arranged: false) {
          content.views.append(view)
        }
      case "searchBar": if let bar = decodeSearchBar(child) { content.searchBars.append(bar) }
      // Read once every view is known: a constraint may come before the views it names.
      case "constraints": constraintList = child
      default:
        report(
          .schema, "<\(child.name)> is not an element of <\(element.name)>", at: child.location)
      }
    }
    let constraints = constraintList.map { decodeConstraints($0, scope: scope) } ?? []
    if constraintList != nil || scope.usesAutoLayout {
      checkPlacement(scope, constraints: constraints, hasConstraintList: constraintList != nil)
      content.rootView = Self.rootView(
        of: element, constraints: Self.pinFrames(&content.views) + constraints)
    }
    return content
  }

  private mutating func decodeNavigationItem(_ element: ParsedElement) -> NavigationItem {
    var item = NavigationItem(
      title: element["title"], backButtonTitle: element["backButtonTitle"],
      location: element.location)
    for child in element.children(named: "barButtonItem") {
      let button = decodeBarButtonItem(child)
      switch button.placement {
      case .left: item.leftItems.append(button)
      case .right: item.rightItems.append(button)
      }
    }
    return item
  }

  private mutating func decodeToolbar(_ element: ParsedElement) -> Toolbar {
    var toolbar = Toolbar(
      items: [], position: choice(element, "barPosition", Toolbar.Position.self) ?? .bottom,
      location: element.location)
    for child in element.children {
      switch child.name {
      case "barButtonItem":
        toolbar.items.append(decodeBarButtonItem(child))
      case "flexibleSpace":
        toolbar.items.append(BarButtonItem(systemItem: .flexibleSpace, location: child.location))
      case "fixedSpace":
        toolbar.items.append(
          BarButtonItem(
            systemItem: .fixedSpace, width: length(child, "width"), location: child.location))
      default:
        report(.schema, "<\(child.name)> is not an element of <toolbar>", at: child.location)
      }
    }
    return toolbar
  }

  private mutating func decodeBarButtonItem(_ element: ParsedElement) -> BarButtonItem {
    let id = element.attribute("id")
    if let id { define(id, as: .barButtonItem) }
    return BarButtonItem(
      id: id?.value, title: element["title"],
      systemItem: choice(element, "systemItem", SystemItem.self),
      image: element["image"].flatMap { $0.isEmpty ? nil : $0 },
      placement: choice(element, "placement", BarButtonItem.Placement.self) ?? .right,
      width: length(element, "width"), location: element.location)
  }

  /// A `<view>` or `<stackView>` and what it holds. Without a frame, or arranged by a stack view,
  /// Auto Layout places it; with a frame elsewhere it keeps that frame, as before constraints.
  private mutating func decodeView(
    _ element: ParsedElement, scope: inout ViewScope, arranged: Bool
  ) -> View? {
    let isStack = element.name == "stackView"
    let id = required(element, "id")
    if let id { define(id, as: .view(owner: scope.controller)) }
    let frameAttribute = element.attribute("frame")
    let frame = rect(element, "frame")
    if arranged, let frameAttribute {
      report(
        .ignoredAttribute,
        "frame has no effect on an arranged subview: its stackView places it",
        at: frameAttribute.location)
    }
    var layout = ViewLayout()
    layout.translatesAutoresizingMask = frameAttribute != nil && !arranged
    if let intrinsic = size(element, "intrinsicContentSize"),
      bounded(element, "intrinsicContentSize", max(intrinsic.width, intrinsic.height)) != nil
    {
      layout.intrinsicSize = .fixed(width: intrinsic.width, height: intrinsic.height)
    }
    if let margins = insets(element, "layoutMargins"),
      bounded(
        element, "layoutMargins", max(margins.top, margins.left, margins.bottom, margins.right))
        != nil
    {
      layout.layoutMargins = margins
    }
    if isStack { layout.stack = decodeStack(element) }
    let isHidden = bool(element, "hidden", default: false)
    if let id {
      scope.views.append(
        ViewScope.Entry(
          id: id.value, idLocation: id.location, location: element.location,
          framed: frameAttribute != nil, arranged: arranged, isStack: isStack))
    }
    var subviews: [View] = []
    for child in element.children {
      if child.name == "view" || child.name == "stackView" {
        if let view = decodeView(child, scope: &scope, arranged: isStack) {
          subviews.append(view)
        }
      } else {
        report(
          .schema, "<\(child.name)> is not an element of <\(element.name)>", at: child.location)
      }
    }
    // A frame that did not parse has been reported; the view is dropped with the interface.
    guard let id, frameAttribute == nil || frame != nil else { return nil }
    return View(
      id: id.value, frame: frame ?? .zero,
      label: element["label"], subviews: subviews, location: element.location,
      kind: isStack ? .stackView : .view, isHidden: isHidden, layout: layout)
  }

  /// `UIStackView`'s attributes, UIKit's defaults where one is not written.
  private mutating func decodeStack(_ element: ParsedElement) -> StackLayout {
    StackLayout(
      axis: choice(element, "axis", LayoutAxis.self) ?? .horizontal,
      distribution: choice(element, "distribution", StackLayout.Distribution.self) ?? .fill,
      alignment: choice(element, "alignment", StackLayout.Alignment.self) ?? .fill,
      spacing: bounded(element, "spacing", number(element, "spacing")) ?? 0,
      baselineRelative: bool(element, "baselineRelativeArrangement", default: false),
      layoutMarginsRelative: bool(element, "layoutMarginsRelativeArrangement", default: false))
  }

  private mutating func decodeSearchBar(_ element: ParsedElement) -> SearchBar? {
    let id = required(element, "id")
    if let id { define(id, as: .searchBar) }
    let placementValue = choice(element, "placement", SearchBar.Placement.self)
    let placementKnown = placementValue != nil || element.attribute("placement") == nil
    let placement = placementValue ?? .content
    let frame = rect(element, "frame")
    let frameAttribute = element.attribute("frame")
    // With an unknown placement (reported already) it cannot be told whether a frame is needed.
    if placementKnown, placement == .content, frameAttribute == nil {
      report(
        .missingAttribute, "a searchBar placed in the content needs a frame",
        at: element.location, hint: "add frame=\"x y w h\", or place it in a bar")
    } else if placementKnown, placement != .content, let frameAttribute {
      report(
        .ignoredAttribute,
        "frame has no effect on a searchBar in the \(placement.rawValue): the bar places it",
        at: frameAttribute.location)
    }
    let resultsPopover = bool(element, "resultsPopover", default: false)
    guard let id else { return nil }
    return SearchBar(
      id: id.value, placement: placement, frame: placement == .content ? frame : nil,
      resultsPopover: resultsPopover, location: element.location)
  }
}
