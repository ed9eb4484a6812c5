import PaneDocModel
import PaneDocXML

/// Navigation items, bar button items and toolbars, in Interface Builder's element shapes.
enum IBBarReader {
  /// `<navigationItem title=…>` with `leftBarButtonItem`/`rightBarButtonItem` children and the
  /// key-less items of `<leftBarButtonItems>`/`<rightBarButtonItems>`, in order.
  static func navigationItem(_ element: ParsedElement, index: IBObjectIndex) -> NavigationItem {
    var left: [BarButtonItem] = []
    var right: [BarButtonItem] = []
    var backItemTitle: String?
    for child in element.children {
      switch (child.name, child["key"]) {
      case ("barButtonItem", "backBarButtonItem"):
        backItemTitle = child["title"]
      case ("barButtonItem", "leftBarButtonItem"):
        left.append(item(child, placement: .left, index: index))
      case ("barButtonItem", "rightBarButtonItem"):
        right.append(item(child, placement: .right, index: index))
      case ("leftBarButtonItems", _):
        left += child.children(named: "barButtonItem").map {
          item($0, placement: .left, index: index)
        }
      case ("rightBarButtonItems", _):
        right += child.children(named: "barButtonItem").map {
          item($0, placement: .right, index: index)
        }
      default:
        break
      }
    }
    let title = element["title"].flatMap { $0.isEmpty ? nil : $0 }
    let backTitle = (element["backButtonTitle"] ?? backItemTitle).flatMap { $0.isEmpty ? nil : $0 }
    return NavigationItem(
      title: title, backButtonTitle: backTitle, leftItems: left, rightItems: right,
      location: element.location)
  }

  /// A toolbar from `<toolbarItems>` or a stand-alone `<toolbar>`'s `<items>`; `nil` when empty.
  static func toolbar(
    items container: ParsedElement, location: SourceLocation, index: IBObjectIndex
  )
    -> Toolbar?
  {
    let items = container.children(named: "barButtonItem").map {
      item($0, placement: .right, index: index)
    }
    return items.isEmpty ? nil : Toolbar(items: items, location: location)
  }

  /// One `<barButtonItem>`: its title, else its image (titled by its name); its system item. Spaces lose their
  /// id, as the model has them (nothing can anchor to a space), and so does an item whose id was
  /// declared before (reported by the index), so that every model id names one object.
  static func item(
    _ element: ParsedElement, placement: BarButtonItem.Placement, index: IBObjectIndex
  ) -> BarButtonItem {
    // Interface Builder writes `UIBarButtonItem.SystemItem` under UIKit's case names; `pageCurl`
    // has no model case and becomes a titled item.
    let systemItem = element["systemItem"].flatMap(SystemItem.init(rawValue:))
    var title = element["title"].flatMap { $0.isEmpty ? nil : $0 }
    let image = title == nil ? element["image"].flatMap { $0.isEmpty ? nil : $0 } : nil
    if let image { title = IBValues.title(fromImage: image) }
    if title == nil, element["systemItem"] == "pageCurl" { title = "Page Curl" }
    // A custom view item (a button, a segmented control…) is as wide as its view.
    let customView = element.children.first { $0["key"] == "customView" }
    if title == nil, let customView { title = IBViewTreeReader.text(of: customView) }
    let width =
      IBValues.number(element["width"]).flatMap { $0 > 0 ? $0 : nil }
      ?? customView.flatMap { IBValues.rect(in: $0)?.width }
    let isSpace = systemItem == .flexibleSpace || systemItem == .fixedSpace
    return BarButtonItem(
      id: isSpace || !index.declares(element) ? nil : element["id"], title: title,
      systemItem: systemItem, image: image,
      placement: placement, width: width, location: element.location)
  }

  /// The ids of the items a navigation item or toolbar keeps in the model.
  static func ids(of item: NavigationItem?) -> [String] {
    guard let item else { return [] }
    return (item.leftItems + item.rightItems).compactMap(\.id)
  }
}
