/// `UINavigationItem`: the title and bar button items a controller shows in its navigation bar.
public struct NavigationItem: Sendable, Equatable {
  public var title: String?
  /// `backButtonTitle` (iOS 14), or the title of its `backBarButtonItem`: what the back button of
  /// the controller pushed after this one says.
  public var backButtonTitle: String?
  public var leftItems: [BarButtonItem]
  public var rightItems: [BarButtonItem]
  public var location: SourceLocation

  public init(
    title: String? = nil, backButtonTitle: String? = nil, leftItems: [BarButtonItem] = [],
    rightItems: [BarButtonItem] = [], location: SourceLocation
  ) {
    self.title = title
    self.backButtonTitle = backButtonTitle
    self.leftItems = leftItems
    self.rightItems = rightItems
    self.location = location
  }
}

/// A toolbar's items, in order; flexible and fixed spaces are items, as in UIKit.
public struct Toolbar: Sendable, Equatable {
  /// `UIBarPosition`: where a controller's own toolbar sits. A navigation controller's toolbar is
  /// always at the bottom; a stand-alone one (LinkSame's game board) may sit at the top.
  public enum Position: String, Sendable, Hashable, CaseIterable {
    case top, bottom
  }

  public var items: [BarButtonItem]
  public var position: Position
  public var location: SourceLocation

  public init(items: [BarButtonItem], position: Position = .bottom, location: SourceLocation) {
    self.items = items
    self.position = position
    self.location = location
  }
}

/// `UIBarButtonItem`. Spaces have no id; every other item may anchor a popover through its id.
public struct BarButtonItem: Sendable, Equatable {
  public enum Placement: String, Sendable, Hashable, CaseIterable {
    case left, right
  }

  public var id: String?
  public var title: String?
  public var systemItem: SystemItem?
  /// The name of the image (an SF Symbol or an asset) the item shows instead of a title.
  public var image: String?
  public var placement: Placement
  /// A fixed width (UIKit's `width`), used by fixed spaces and custom items.
  public var width: Double?
  public var location: SourceLocation

  public init(
    id: String? = nil, title: String? = nil, systemItem: SystemItem? = nil, image: String? = nil,
    placement: Placement = .right, width: Double? = nil, location: SourceLocation
  ) {
    self.id = id
    self.title = title
    self.systemItem = systemItem
    self.image = image
    self.placement = placement
    self.width = width
    self.location = location
  }

  /// Whether this item only makes room (a flexible or fixed space).
  public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}

/// `UIBarButtonItem.SystemItem`, by UIKit's case names.
public enum SystemItem: String, Sendable, Hashable, CaseIterable {
  case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
    organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward,
    undo, redo, close

  /// Whether UIKit draws the item as a word ("Done") rather than a glyph.
  public var isText: Bool {
    switch self {
    case .done, .cancel, .edit, .save: true
    default: false
    }
  }

  /// What a person calls the item: the word UIKit shows, or the glyph's name.
  public var label: String {
    switch self {
    case .fastForward: "Fast Forward"
    case .flexibleSpace: "Flexible Space"
    case .fixedSpace: "Fixed Space"
    default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
  }
}
