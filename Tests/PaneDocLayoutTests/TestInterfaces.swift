import PaneDocLayout
import PaneDocModel

/// Small builders for interfaces written as model values, so that tests read like the designs.
enum Build {
  static let here = SourceLocation(file: "test.xml", line: 1, column: 1)

  static func content(
    _ id: String, title: String? = nil, left: [BarButtonItem] = [], right: [BarButtonItem] = [],
    toolbar: [BarButtonItem]? = nil, views: [View] = [], searchBars: [SearchBar] = [],
    preferredSize: Size? = nil, largeTitles: Bool = false
  ) -> Controller {
    Controller(
      id: id, title: title,
      kind: .content(
        ContentController(
          preferredContentSize: preferredSize, prefersLargeTitles: largeTitles,
          navigationItem: NavigationItem(
            title: title, leftItems: left, rightItems: right, location: here),
          toolbar: toolbar.map { Toolbar(items: $0, location: here) }, views: views,
          searchBars: searchBars)),
      location: here)
  }

  static func item(_ id: String?, _ title: String? = nil, system: SystemItem? = nil)
    -> BarButtonItem
  {
    BarButtonItem(id: id, title: title, systemItem: system, location: here)
  }

  static func view(_ id: String, _ frame: Rect, subviews: [View] = []) -> View {
    View(id: id, frame: frame, subviews: subviews, location: here)
  }

  static func nav(
    _ id: String, root: String, stack: [String] = [], toolbarHidden: Bool = true,
    barHidden: Bool = false
  ) -> Controller {
    Controller(
      id: id,
      kind: .navigation(
        NavigationController(
          root: root, stack: stack, navigationBarHidden: barHidden, toolbarHidden: toolbarHidden)),
      location: here)
  }

  static func tabs(_ id: String, _ children: [String], selected: Int = 0) -> Controller {
    Controller(
      id: id, kind: .tabBar(TabBarController(viewControllers: children, selected: selected)),
      location: here)
  }

  static func split(_ id: String, _ split: SplitViewController) -> Controller {
    Controller(id: id, kind: .split(split), location: here)
  }

  static func custom(_ id: String, _ custom: CustomSplitViewController) -> Controller {
    Controller(id: id, kind: .customSplit(custom), location: here)
  }

  static func segue(
    _ id: String, _ kind: Segue.Kind, from source: String, to destination: String?,
    style: ModalPresentationStyle? = nil
  ) -> Segue {
    Segue(
      id: id, kind: kind, source: source, destination: destination,
      modalPresentationStyle: style, location: here)
  }

  static func interface(
    _ controllers: [Controller], segues: [Segue] = [], profile: Profile? = nil
  ) -> Interface {
    Interface(
      file: "test.xml", format: .panedoc, profile: profile, controllers: controllers,
      segues: segues)
  }

  /// The mail design: a split with a mailbox list in the primary and a message in the secondary.
  static func mail(_ configure: (inout SplitViewController) -> Void = { _ in }) -> Interface {
    var split = SplitViewController(primary: "listNav", secondary: "detailNav")
    configure(&split)
    return interface(
      [
        Build.split("mail", split),
        nav("listNav", root: "list"),
        content("list", title: "Mailboxes", right: [item("editItem", "Edit")]),
        nav("detailNav", root: "message"),
        content(
          "message", title: "Message", right: [item("composeItem", system: .compose)],
          views: [view("body", Rect(x: 20, y: 20, width: 200, height: 100))]),
        content("compose", title: "Compose", preferredSize: Size(width: 320, height: 480)),
        content("info", title: "Info"),
      ],
      segues: [
        segue("composeSegue", .popover, from: "composeItem", to: "compose"),
        segue("infoSegue", .showDetail, from: "list", to: "info"),
      ])
  }

  /// A triple-column mail design.
  static func tripleMail(_ configure: (inout SplitViewController) -> Void = { _ in }) -> Interface {
    var split = SplitViewController(
      style: .tripleColumn, primary: "sidebarNav", supplementary: "listNav",
      secondary: "detailNav")
    configure(&split)
    return interface([
      Build.split("mail", split),
      nav("sidebarNav", root: "sidebar"),
      content("sidebar", title: "Accounts"),
      nav("listNav", root: "list"),
      content("list", title: "Inbox"),
      nav("detailNav", root: "message"),
      content("message", title: "Message"),
    ])
  }
}

extension Layout {
  func node(_ id: String) -> Node? { nodes.first { $0.id == id } }
  func frame(_ id: String) -> Rect? { node(id)?.frame }
  var warningCodes: [String] { warnings.map(\.code.rawValue) }
}

/// The first scene's layout in its initial state (or the given steps).
func layout(
  _ interface: Interface, _ environment: Environment, steps: [StateStep] = [], scene: String? = nil
) -> Layout? {
  let scenes = LayoutEngine.scenes(in: interface)
  let chosen = scenes.first { $0.id == (scene ?? scenes.first?.id) }!
  let state = SceneState(
    id: steps.isEmpty ? "initial" : steps.map(\.description).joined(separator: "+"), title: "",
    steps: steps)
  return LayoutEngine.layout(interface, scene: chosen, state: state, environment: environment)
}
