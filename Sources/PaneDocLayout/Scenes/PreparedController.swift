import PaneDocModel

/// A controller as the layout walk reads it, made once per interface: the model value, the kind of
/// node it is laid out as, and the ids of the nodes it derives (its bars, back button, dividers and
/// the bar items the model leaves unnamed), which are the same strings in every layout. A class,
/// so that the walk hands on one reference where a `Controller` would be copied field by field,
/// and builds none of those strings again per environment.
final class PreparedController: Sendable {
  let controller: Controller
  let nodeKind: Node.Kind
  /// The model's kind, one optional per case: the walk reads a controller's kind by unwrapping
  /// one of these, where a `switch` over `Controller.Kind` (an enum of several payloads) went
  /// through the enum's outlined copy and destruction of the payload at every controller of every
  /// layout. Each held by reference, so that a controller holds six references rather than
  /// every case's bytes (a split's are 560), and the walk reads the payload where it is.
  let content: Held<ContentController>?
  let navigation: Held<NavigationController>?
  let tabBar: Held<TabBarController>?
  let split: Held<SplitViewController>?
  let customSplit: Held<CustomSplitViewController>?
  let placeholder: Held<ControllerPlaceholder>?
  /// `id#navigationBar`, `id#toolbar`, `id#tabBar` and `id#backButton` for the kinds that have
  /// them, empty for the others.
  let navigationBarID: String
  let toolbarID: String
  let tabBarID: String
  let backButtonID: String
  /// A split's dividers' ids, `id#divider.0` on, as many as a split can have.
  private let dividerIDs: [String]
  /// A content controller's own items, with derived ids for the ones the model leaves unnamed;
  /// empty for the other kinds.
  let leftItems: [BarItemSpec]
  let rightItems: [BarItemSpec]
  let toolbarItems: [BarItemSpec]
  /// The controllers this one contains (`Controller.containedIDs`, worked out once).
  let containedIDs: [String]
  /// What a back button to this controller says (`UINavigationItem`): its `backButtonTitle`,
  /// else its title, else its navigation item's title, else "Back" — never an id.
  let backButtonTitle: String
  /// A content controller in the navigation controller of its own that a column-style split
  /// shows it in (`id#navigation`); `nil` for the other kinds.
  let wrappingNavigation: PreparedController?

  init(_ controller: Controller) {
    self.controller = controller
    nodeKind = Node.Kind(controller)
    containedIDs = controller.containedIDs
    let id = controller.id
    var navigationBarID = ""
    var toolbarID = ""
    var tabBarID = ""
    var backButtonID = ""
    var dividerIDs: [String] = []
    var leftItems: [BarItemSpec] = []
    var rightItems: [BarItemSpec] = []
    var toolbarItems: [BarItemSpec] = []
    var wrappingNavigation: PreparedController?
    var content: Held<ContentController>?
    var navigation: Held<NavigationController>?
    var tabBar: Held<TabBarController>?
    var split: Held<SplitViewController>?
    var customSplit: Held<CustomSplitViewController>?
    var placeholder: Held<ControllerPlaceholder>?
    switch controller.kind {
    case .content(let model):
      content = Held(model)
      toolbarID = id + "#toolbar"
      leftItems = Self.items(model.navigationItem?.leftItems, id + "#leftItem.")
      rightItems = Self.items(model.navigationItem?.rightItems, id + "#rightItem.")
      toolbarItems = Self.items(model.toolbar?.items, id + "#toolbarItem.")
      wrappingNavigation = PreparedController(
        Controller(
          id: id + "#navigation", kind: .navigation(NavigationController(root: id)),
          location: controller.location))
    case .navigation(let model):
      navigation = Held(model)
      navigationBarID = id + "#navigationBar"
      toolbarID = id + "#toolbar"
      backButtonID = id + "#backButton"
    case .tabBar(let model):
      tabBar = Held(model)
      tabBarID = id + "#tabBar"
    case .split(let model):
      split = Held(model)
      dividerIDs = Self.dividerIDs(id)
    case .customSplit(let model):
      customSplit = Held(model)
      dividerIDs = Self.dividerIDs(id)
    case .placeholder(let model):
      placeholder = Held(model)
    }
    self.content = content
    let item = content?.value.navigationItem
    backButtonTitle =
      [item?.backButtonTitle, controller.title, item?.title].compactMap { $0 }.first {
        !$0.isEmpty
      } ?? LayoutBuilder.backTitle
    self.navigation = navigation
    self.tabBar = tabBar
    self.split = split
    self.customSplit = customSplit
    self.placeholder = placeholder
    self.navigationBarID = navigationBarID
    self.toolbarID = toolbarID
    self.tabBarID = tabBarID
    self.backButtonID = backButtonID
    self.dividerIDs = dividerIDs
    self.leftItems = leftItems
    self.rightItems = rightItems
    self.toolbarItems = toolbarItems
    self.wrappingNavigation = wrappingNavigation
  }

  var id: String { controller.id }
  var title: String? { controller.title }

  /// A triple-column split has two dividers; more are named when asked for.
  private static let preparedDividers = 2

  private static func dividerIDs(_ id: String) -> [String] {
    (0..<preparedDividers).map { id + "#divider.\($0)" }
  }

  /// The id of the split's divider `index`.
  func dividerID(_ index: Int) -> String {
    index < dividerIDs.count ? dividerIDs[index] : id + "#divider.\(index)"
  }

  /// The model's items, each named `prefix` and its position where the model has no id.
  private static func items(_ items: [BarButtonItem]?, _ prefix: String) -> [BarItemSpec] {
    (items ?? []).enumerated().map {
      BarItemSpec($0.element, fallbackID: prefix + String($0.offset))
    }
  }
}

/// A model value held once, by reference.
final class Held<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) { self.value = value }
}
