/// A view controller of any kind, with the id that everything else refers to it by.
public struct Controller: Sendable, Equatable, Identifiable {
  public var id: String
  /// Shown in its navigation bar and on buttons that reveal it.
  public var title: String?
  public var kind: Kind
  public var location: SourceLocation

  public init(id: String, title: String? = nil, kind: Kind, location: SourceLocation) {
    self.id = id
    self.title = title
    self.kind = kind
    self.location = location
  }

  public enum Kind: Sendable, Equatable {
    /// `viewController`, `tableViewController`, `collectionViewController`: a screen of content.
    case content(ContentController)
    case navigation(NavigationController)
    case tabBar(TabBarController)
    case split(SplitViewController)
    case customSplit(CustomSplitViewController)
    /// A storyboard reference that could not be resolved: drawn as a labelled stub.
    case placeholder(ControllerPlaceholder)
  }

  /// The ids of the controllers this one contains directly, in a stable order.
  public var containedIDs: [String] {
    switch kind {
    case .content, .placeholder: []
    case .navigation(let nav): [nav.root] + nav.stack
    case .tabBar(let tabs): tabs.viewControllers
    case .split(let split):
      [split.primary, split.supplementary, split.secondary, split.compact].compactMap { $0 }
    case .customSplit(let custom): [custom.side, custom.main]
    }
  }

  /// The element name UIKit developers know the kind by (`splitViewController`, …).
  public var kindName: String {
    switch kind {
    case .content(let content): content.style.rawValue
    case .navigation: "navigationController"
    case .tabBar: "tabBarController"
    case .split: "splitViewController"
    case .customSplit: "customSplitViewController"
    case .placeholder: "placeholder"
    }
  }
}

/// A controller that shows content rather than other controllers.
public struct ContentController: Sendable, Equatable {
  public enum Style: String, Sendable, Hashable, CaseIterable {
    case viewController, tableViewController, collectionViewController
  }

  public var style: Style
  /// `preferredContentSize` (or `contentSizeForViewInPopover`): the size it asks for in a popover.
  public var preferredContentSize: Size?
  public var modalInPopover: Bool
  public var prefersLargeTitles: Bool
  public var navigationItem: NavigationItem?
  public var toolbar: Toolbar?
  public var views: [View]
  public var searchBars: [SearchBar]
  /// The root view, when the file describes it (Interface Builder files): what Auto Layout
  /// needs to place `views` inside it.
  public var rootView: RootView?

  public init(
    style: Style = .viewController, preferredContentSize: Size? = nil,
    modalInPopover: Bool = false, prefersLargeTitles: Bool = false,
    navigationItem: NavigationItem? = nil, toolbar: Toolbar? = nil, views: [View] = [],
    searchBars: [SearchBar] = [], rootView: RootView? = nil
  ) {
    self.rootView = rootView
    self.style = style
    self.preferredContentSize = preferredContentSize
    self.modalInPopover = modalInPopover
    self.prefersLargeTitles = prefersLargeTitles
    self.navigationItem = navigationItem
    self.toolbar = toolbar
    self.views = views
    self.searchBars = searchBars
  }
}

/// `UINavigationController`: a root and the controllers pushed above it.
public struct NavigationController: Sendable, Equatable {
  public var root: String
  public var stack: [String]
  public var navigationBarHidden: Bool
  public var toolbarHidden: Bool

  public init(
    root: String, stack: [String] = [], navigationBarHidden: Bool = false,
    toolbarHidden: Bool = true
  ) {
    self.root = root
    self.stack = stack
    self.navigationBarHidden = navigationBarHidden
    self.toolbarHidden = toolbarHidden
  }
}

/// `UITabBarController`.
public struct TabBarController: Sendable, Equatable {
  public var viewControllers: [String]
  public var selected: Int

  public init(viewControllers: [String], selected: Int = 0) {
    self.viewControllers = viewControllers
    self.selected = selected
  }
}

/// A storyboard reference (`viewControllerPlaceholder`) that names a controller in another file.
public struct ControllerPlaceholder: Sendable, Equatable {
  public var storyboardName: String?
  public var referencedIdentifier: String?

  public init(storyboardName: String? = nil, referencedIdentifier: String? = nil) {
    self.storyboardName = storyboardName
    self.referencedIdentifier = referencedIdentifier
  }
}
