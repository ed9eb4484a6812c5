import PaneDocModel
import PaneDocXML

/// Content controllers and what they hold: the navigation item, a toolbar, views and search bars.
extension OwnFormatDecoder {
  mutating func decodeContent(_ element: ParsedElement, style: ContentController.Style)
    -> ContentController
  {
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
    for child in element.children {
      switch child.name {
      case "navigationItem": content.navigationItem = decodeNavigationItem(child)
      case "toolbar": content.toolbar = decodeToolbar(child)
      case "view": if let view = decodeView(child) { content.views.append(view) }
      case "searchBar": if let bar = decodeSearchBar(child) { content.searchBars.append(bar) }
      default:
        report(
          .schema, "<\(child.name)> is not an element of <\(element.name)>", at: child.location)
      }
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

  private mutating func decodeView(_ element: ParsedElement) -> View? {
    let id = required(element, "id")
    if let id { define(id, as: .view) }
    let frame = required(element, "frame") != nil ? rect(element, "frame") : nil
    var subviews: [View] = []
    for child in element.children {
      if child.name == "view" {
        if let view = decodeView(child) { subviews.append(view) }
      } else {
        report(.schema, "<\(child.name)> is not an element of <view>", at: child.location)
      }
    }
    guard let id, let frame else { return nil }
    return View(
      id: id.value, frame: frame, label: element["label"], subviews: subviews,
      location: element.location)
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
