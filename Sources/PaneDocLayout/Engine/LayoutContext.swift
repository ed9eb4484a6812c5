import PaneDocModel

/// What a controller inherits from where it is laid out: its parent and column, its size class,
/// the insets of the window that reach its frame, and the buttons and pushes handed down to it.
struct LayoutContext {
  var parent: String?
  var column: SplitColumn?
  var horizontalSizeClass: SizeClass
  /// The status bar band at the top of the frame (every column of a split shares it).
  var topInset: Double
  var bottomInset: Double
  /// Horizontal safe-area insets that reach the frame's edges (iPhone landscape).
  var leftInset: Double
  var rightInset: Double
  /// Shown dimmed under an overlay.
  var dimmed = false
  /// Frames are clipped to this rectangle (a displaced secondary column).
  var clip: Rect?
  /// A button a split adds to the first bar of this column (display mode, master, list).
  var leadingButton: InjectedButton?
  /// Controllers pushed onto the first navigation controller met (a collapsed split's stack).
  var extraPushes: [String] = []
  /// How many controllers enclose this one, to bound the recursion on hostile chains.
  var nesting = 0

  /// The same context for a child that fills `frame` inside `outer`.
  func child(parent: String, column: SplitColumn? = nil, frame: Rect, in outer: Rect)
    -> LayoutContext
  {
    var context = self
    context.parent = parent
    if let column { context.column = column }
    context.leftInset = max(0, leftInset - (frame.minX - outer.minX))
    context.rightInset = max(0, rightInset - (outer.maxX - frame.maxX))
    context.topInset = max(0, topInset - (frame.minY - outer.minY))
    context.bottomInset = max(0, bottomInset - (outer.maxY - frame.maxY))
    return context
  }
}

/// A bar button item that a split adds to a column it does not own. A class, so that the context
/// that hands it down the column is copied with one reference rather than its three strings.
final class InjectedButton: Sendable {
  enum Host {
    /// The navigation bar's left; the toolbar's first item when the column has no navigation bar
    /// and `toolbarFallback` is set.
    case navigationBar(toolbarFallback: Bool)
    case toolbar
  }

  let id: String
  /// `nil` for an icon.
  let title: String?
  let host: Host
  /// What an icon button's glyph shows ("Full Screen", "Sidebar"), its title for people.
  let icon: String?

  init(id: String, title: String?, host: Host, icon: String? = nil) {
    self.id = id
    self.title = title
    self.host = host
    self.icon = icon
  }

  /// The icons the splits' buttons show.
  static let fullScreenIcon = "Full Screen"
  static let sidebarIcon = "Sidebar"
  static let icons = [fullScreenIcon, sidebarIcon]

  var wantsToolbar: Bool {
    if case .toolbar = host { true } else { false }
  }

  var toolbarFallback: Bool {
    switch host {
    case .navigationBar(let fallback): fallback
    case .toolbar: true
    }
  }
}

/// A bar button item to place: from the model or derived (back button, injected buttons).
struct BarItemSpec {
  var id: String
  var title: String?
  var systemItem: SystemItem?
  /// A glyph system item's name or an image's name: the item is drawn as an icon.
  var glyph: String?
  var width: Double?
  var isFlexibleSpace = false
  var isFixedSpace = false
  /// Derived items have no source in the model and emit a node only when placed.
  var kind = Node.Kind.barButtonItem
  /// A split's button, where the presentation it reveals is anchored: its frame is remembered
  /// when placed.
  var isInjected = false

  init(_ item: BarButtonItem, fallbackID: String) {
    id = item.id ?? fallbackID
    title = item.title ?? item.systemItem?.label
    systemItem = item.systemItem
    glyph =
      item.image ?? item.systemItem.flatMap { $0.isText || item.title != nil ? nil : $0.rawValue }
    width = item.width
    isFlexibleSpace = item.systemItem == .flexibleSpace
    isFixedSpace = item.systemItem == .fixedSpace
  }

  init(id: String, title: String?, kind: Node.Kind = .barButtonItem, width: Double? = nil) {
    self.id = id
    self.title = title
    self.kind = kind
    self.width = width
  }

  /// A titled button is as wide as its title; an icon is as wide as a glyph item.
  init(_ button: InjectedButton) {
    self.init(
      id: button.id, title: button.title ?? button.icon,
      width: button.title == nil ? BarMetrics.iconItemWidth.value : nil)
    // "Full Screen" → `fullScreen`, "Sidebar" → `sidebar`: the glyph of the icon.
    glyph =
      button.title == nil ? button.icon.map { Self.iconGlyphs[$0] ?? Self.glyphName($0) } : nil
    isInjected = true
  }

  /// The glyphs of the splits' icons, named once: a layout of a split places one.
  private static let iconGlyphs = [String: String](
    uniqueKeysWithValues: InjectedButton.icons.map { ($0, glyphName($0)) })

  /// A name for people in camel case: the key of its glyph.
  private static func glyphName(_ name: String) -> String {
    let words = name.split(separator: " ")
    let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
    return (words.prefix(1).map { $0.lowercased() } + rest).joined()
  }

  var estimatedWidth: Double {
    BarMetrics.itemWidth(title: glyph == nil ? title : nil, systemItem: systemItem, width: width)
  }
}
