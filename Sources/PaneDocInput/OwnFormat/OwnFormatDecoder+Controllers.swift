import PaneDocModel
import PaneDocXML

/// Controllers: one decoder per element kind, each queueing its references to child controllers.
extension OwnFormatDecoder {
  /// The controller an element describes, or `nil` when it has no id (or is no controller).
  mutating func decodeController(_ element: ParsedElement) -> Controller? {
    guard let idAttribute = element.attribute("id") else {
      _ = required(element, "id")
      return nil
    }
    let id = idAttribute.value
    let kind: Controller.Kind
    switch element.name {
    case "viewController", "tableViewController", "collectionViewController":
      define(idAttribute, as: .controller(element: element.name))
      let style = ContentController.Style(rawValue: element.name) ?? .viewController
      kind = .content(decodeContent(element, style: style, id: id))
    case "navigationController":
      define(idAttribute, as: .controller(element: element.name))
      guard let navigation = decodeNavigation(element, id: id) else { return nil }
      kind = .navigation(navigation)
    case "tabBarController":
      define(idAttribute, as: .controller(element: element.name))
      guard let tabs = decodeTabBar(element, id: id) else { return nil }
      kind = .tabBar(tabs)
    case "splitViewController":
      define(idAttribute, as: .controller(element: element.name))
      kind = .split(decodeSplit(element, id: id))
    case "customSplitViewController":
      define(idAttribute, as: .controller(element: element.name))
      guard let custom = decodeCustomSplit(element, id: id) else { return nil }
      kind = .customSplit(custom)
    default:
      report(.schema, "<\(element.name)> is not an element of <interface>", at: element.location)
      return nil
    }
    controllerOrder.append(id)
    return Controller(id: id, title: element["title"], kind: kind, location: element.location)
  }

  private mutating func decodeNavigation(_ element: ParsedElement, id: String)
    -> NavigationController?
  {
    let root = required(element, "root")
    if let root { contain(root.value, from: root, container: element.name, id: id) }
    var stack: [String] = []
    if let attribute = element.attribute("stack") {
      stack = ValueSyntax.words(attribute.value)
      for target in stack { contain(target, from: attribute, container: element.name, id: id) }
    }
    let navigationBarHidden = bool(element, "navigationBarHidden", default: false)
    let toolbarHidden = bool(element, "toolbarHidden", default: true)
    guard let root else { return nil }
    return NavigationController(
      root: root.value, stack: stack, navigationBarHidden: navigationBarHidden,
      toolbarHidden: toolbarHidden)
  }

  private mutating func decodeTabBar(_ element: ParsedElement, id: String) -> TabBarController? {
    guard let attribute = required(element, "viewControllers") else { return nil }
    let tabs = ValueSyntax.words(attribute.value)
    if tabs.isEmpty {
      report(
        .missingAttribute, "tabBarController '\(id)' lists no view controllers",
        at: attribute.location, hint: "name the tabs' controllers, separated by spaces")
    }
    for target in tabs { contain(target, from: attribute, container: element.name, id: id) }
    var selected = 0
    if let selectedAttribute = element.attribute("selected") {
      switch ValueSyntax.integer(selectedAttribute.value) {
      case .success(let index) where tabs.indices.contains(index):
        selected = index
      case .success(let index):
        report(
          .outOfRange,
          "selected is \(index), but tabBarController '\(id)' has \(tabs.count) view "
            + "controller\(tabs.count == 1 ? "" : "s")", at: selectedAttribute.location,
          hint: tabs.isEmpty ? nil : "the first tab is 0, the last \(tabs.count - 1)")
      case .failure(let failure):
        report(.invalidNumber, "selected: \(failure.message)", at: selectedAttribute.location)
      }
    }
    return TabBarController(viewControllers: tabs, selected: selected)
  }

  private mutating func decodeCustomSplit(_ element: ParsedElement, id: String)
    -> CustomSplitViewController?
  {
    let side = required(element, "side")
    let main = required(element, "main")
    for attribute in [side, main].compactMap({ $0 }) {
      contain(attribute.value, from: attribute, container: element.name, id: id)
    }
    let splitPoint = length(element, "splitPoint")
    let hideSide = bool(element, "hideSideViewControllerInPortraitOrientation", default: false)
    let host = choice(element, "listButtonHost", CustomSplitViewController.ListButtonHost.self)
    guard let side, let main else { return nil }
    var custom = CustomSplitViewController(side: side.value, main: main.value)
    custom.splitPoint = splitPoint ?? custom.splitPoint
    custom.hideSideViewControllerInPortraitOrientation = hideSide
    custom.listButtonTitle = element["listButtonTitle"] ?? custom.listButtonTitle
    custom.listButtonHost = host ?? custom.listButtonHost
    return custom
  }
}
