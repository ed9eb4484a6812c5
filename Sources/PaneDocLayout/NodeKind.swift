import PaneDocModel

extension Node {
  /// What a node is. The raw value is the name the JSON form, the diagrams' titles and the diff
  /// write: for what UIKit has a class for, that class's name without its prefix
  /// (`splitViewController`), so a reader knows it from Interface Builder. Every renderer switches
  /// over it, so a new kind is a compile error until each has decided how to show it.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    // Controllers.
    case viewController, tableViewController, collectionViewController
    case navigationController, tabBarController, splitViewController, customSplitViewController
    /// A storyboard reference that could not be resolved.
    case placeholder
    /// A search bar's results, the search's own controller rather than one of the interface's.
    case searchResults
    // Bars and what sits in them.
    case navigationBar, toolbar, tabBar, barButtonItem, searchBar
    // Views and chrome.
    case view, divider, statusBar
    /// A windowed scene's controls (iPadOS 26).
    case windowControls

    /// The kind of node a controller is laid out as.
    public init(_ controller: Controller) {
      switch controller.kind {
      case .content(let content):
        switch content.style {
        case .viewController: self = .viewController
        case .tableViewController: self = .tableViewController
        case .collectionViewController: self = .collectionViewController
        }
      case .navigation: self = .navigationController
      case .tabBar: self = .tabBarController
      case .split: self = .splitViewController
      case .customSplit: self = .customSplitViewController
      case .placeholder: self = .placeholder
      }
    }
  }
}
