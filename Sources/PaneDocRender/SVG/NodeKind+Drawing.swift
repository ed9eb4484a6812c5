import PaneDocLayout

/// What a diagram makes of each kind of node. Each question is an exhaustive switch, so a new
/// kind cannot be drawn until it has been given a layer and a role.
extension Node.Kind {
  /// Drawing order within a layer of nodes, so a child controller filling its column never hides
  /// the bars and items of its container: controllers, views, dividers, bars, then what sits in
  /// bars. The status bar (-1) is drawn separately, above all of them.
  var layer: Int {
    switch self {
    case .statusBar: -1
    case .viewController, .tableViewController, .collectionViewController, .navigationController,
      .tabBarController, .splitViewController, .customSplitViewController, .placeholder,
      .searchResults:
      0
    case .view: 1
    case .divider: 2
    case .navigationBar, .toolbar, .tabBar: 3
    case .barButtonItem, .searchBar: 4
    case .windowControls: 5
    }
  }

  /// A controller, drawn as a rectangle that fills its frame; everything else is a bar, an item,
  /// a view or chrome.
  var isController: Bool {
    switch self {
    case .viewController, .tableViewController, .collectionViewController, .navigationController,
      .tabBarController, .splitViewController, .customSplitViewController, .placeholder,
      .searchResults:
      true
    case .navigationBar, .toolbar, .tabBar, .barButtonItem, .searchBar, .view, .divider,
      .statusBar, .windowControls:
      false
    }
  }

  /// A controller of other controllers: drawn as an outline, its bars and children show what it
  /// holds.
  var isContainer: Bool {
    switch self {
    case .splitViewController, .customSplitViewController, .navigationController,
      .tabBarController:
      true
    case .viewController, .tableViewController, .collectionViewController, .placeholder,
      .searchResults, .navigationBar, .toolbar, .tabBar, .barButtonItem, .searchBar, .view,
      .divider, .statusBar, .windowControls:
      false
    }
  }

  /// A split, whose columns are labelled by what fills them rather than by the split itself.
  var isSplit: Bool {
    switch self {
    case .splitViewController, .customSplitViewController: true
    case .viewController, .tableViewController, .collectionViewController, .navigationController,
      .tabBarController, .placeholder, .searchResults, .navigationBar, .toolbar, .tabBar,
      .barButtonItem, .searchBar, .view, .divider, .statusBar, .windowControls:
      false
    }
  }

  /// What a column's label must not cross: bars, their items, views, search bars, and the status
  /// bar and window controls, whose clock and dots a label there would run through.
  var isLabelObstacle: Bool {
    switch self {
    case .navigationBar, .toolbar, .tabBar, .barButtonItem, .searchBar, .view, .statusBar,
      .windowControls:
      true
    case .viewController, .tableViewController, .collectionViewController, .navigationController,
      .tabBarController, .splitViewController, .customSplitViewController, .placeholder,
      .searchResults, .divider:
      false
    }
  }
}
