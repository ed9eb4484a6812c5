import PaneDocModel

/// One computed layout: a scene in one state in one environment, as `panedoc layout` prints it.
///
/// This is the documented context between the engine and every renderer: SVG, JSON, HTML and the
/// diff read only this value. Its JSON form is the contract the
/// JSON section of docs/report.md documents.
public struct Layout: Sendable, Equatable {
  /// The id of the scene's root controller.
  public var scene: String
  /// The interface file the scene was read from, as the user named it; empty when unknown (a
  /// layout built by hand, or read from a report written before layouts named their file).
  public var file: String
  /// The segues (and derived actions) applied to reach this state, in order; empty for the
  /// initial state.
  public var state: [StateStep]
  public var environment: EnvironmentInfo
  /// Every controller, bar, item and view of the scene, parents before children.
  public var nodes: [Node]
  public var presentations: [PresentationLayout]
  public var warnings: [LayoutWarning]
  /// Rules tagged [inf] that this layout relied on, in words.
  public var assumptions: [String]

  public init(
    scene: String, file: String = "", state: [StateStep], environment: EnvironmentInfo,
    nodes: [Node] = [], presentations: [PresentationLayout] = [], warnings: [LayoutWarning] = [],
    assumptions: [String] = []
  ) {
    self.scene = scene
    self.file = file
    self.state = state
    self.environment = environment
    self.nodes = nodes
    self.presentations = presentations
    self.warnings = warnings
    self.assumptions = assumptions
  }
}

/// The environment a layout was computed in, with the derived values a reader needs.
public struct EnvironmentInfo: Sendable, Hashable {
  public var profile: Profile
  /// The device's catalog slug (`ipad-9.7`).
  public var device: DeviceID
  public var orientation: Orientation
  /// The multitasking window (`full`, `two-thirds`, `half`, `one-third`, `slide-over`), or a
  /// free-form window's size (`702x1032`).
  public var windowName: WindowName
  /// The screen in the current orientation.
  public var screen: Size
  /// The app window's frame on the screen.
  public var window: Rect
  /// The window's safe-area insets.
  public var safeArea: Insets
  public var scale: Double
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  /// The keyboard's height when it is shown, else `nil`.
  public var keyboard: Double?

  public init(
    profile: Profile, device: DeviceID, orientation: Orientation, windowName: WindowName,
    screen: Size,
    window: Rect, safeArea: Insets, scale: Double, horizontalSizeClass: SizeClass,
    verticalSizeClass: SizeClass, keyboard: Double? = nil
  ) {
    self.profile = profile
    self.device = device
    self.orientation = orientation
    self.windowName = windowName
    self.screen = screen
    self.window = window
    self.safeArea = safeArea
    self.scale = scale
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.keyboard = keyboard
  }

  /// `ios17-ipad-9.7-landscape-full`: the name of this environment in file names and filters.
  public var slug: String {
    "\(profile.rawValue)-\(device)-\(orientation.rawValue)-\(windowName.rawValue)"
  }
}

public enum Orientation: String, Sendable, Hashable, CaseIterable {
  case portrait, landscape
}

public enum SizeClass: String, Sendable, Hashable, CaseIterable {
  case compact, regular

  /// The same class as a size-class variation names it.
  public var traitValue: SizeClassTraits.Value {
    switch self {
    case .compact: .compact
    case .regular: .regular
    }
  }
}

/// One laid-out thing: a controller, a bar, a bar button item, a view, a divider.
public struct Node: Sendable, Equatable {
  /// A model id, or a derived one for things the model does not name (`mailNav#navigationBar`).
  public var id: String
  public var kind: Kind
  /// The controller or bar this node sits in, for drawing order and nesting.
  public var parent: String?
  /// The split column it fills.
  public var column: SplitColumn?
  /// In the app window's coordinates; `nil` when hidden and never placed.
  public var frame: Rect?
  public var visible: Bool
  /// The text a diagram shows (a title, an item's title, a view's label).
  public var title: String?
  /// What a bar button item shows instead of its title: a glyph system item's name (`compose`),
  /// or the name of its image (`gearshape`, an asset's name).
  public var glyph: String?
  /// Covered by an overlay and shown dimmed.
  public var dimmed: Bool
  /// Set on split view controllers.
  public var split: SplitInfo?

  public init(
    id: String, kind: Kind, parent: String? = nil, column: SplitColumn? = nil, frame: Rect?,
    visible: Bool = true, title: String? = nil, glyph: String? = nil, dimmed: Bool = false,
    split: SplitInfo? = nil
  ) {
    self.id = id
    self.kind = kind
    self.parent = parent
    self.column = column
    self.frame = frame
    self.visible = visible
    self.title = title
    self.glyph = glyph
    self.dimmed = dimmed
    self.split = split
  }
}

/// A split view controller's resolved state.
public struct SplitInfo: Sendable, Equatable {
  public var collapsed: Bool
  public var behavior: Behavior
  /// The resolved display mode (iOS 14 names), or `collapsed`.
  public var displayMode: DisplayMode
  public var primaryColumnWidth: Double
  public var supplementaryColumnWidth: Double

  public init(
    collapsed: Bool, behavior: Behavior, displayMode: DisplayMode, primaryColumnWidth: Double,
    supplementaryColumnWidth: Double
  ) {
    self.collapsed = collapsed
    self.behavior = behavior
    self.displayMode = displayMode
    self.primaryColumnWidth = primaryColumnWidth
    self.supplementaryColumnWidth = supplementaryColumnWidth
  }
}

/// A presented controller: a popover with its arrow, or what it adapted to (a sheet, full screen).
public struct PresentationLayout: Sendable, Equatable {
  public enum Presentation: String, Sendable, Hashable, CaseIterable {
    case popover, fullScreen, formSheet, pageSheet, sheet, slideOver
  }

  public enum ArrowDirection: String, Sendable, Hashable, CaseIterable {
    case up, down, left, right, none
  }

  /// The segue (or derived action, such as `mail#reveal`) that presented it.
  public var segue: String
  /// The presented controller's id.
  public var content: String
  public var presentation: Presentation
  /// The source's rect in window coordinates (`nil` for presentations without one).
  public var anchor: Rect?
  public var frame: Rect
  public var contentFrame: Rect
  public var arrowDirection: ArrowDirection
  /// The arrow's offset from the centre of its edge, along that edge.
  public var arrowOffset: Double
  public var arrowPinned: Bool
  /// The arrow's base width and height, for drawing it.
  public var arrowBase: Double
  public var arrowHeight: Double
  /// The popover's corner radius, for drawing it.
  public var cornerRadius: Double
  /// Views (ids) that stay interactive while it is shown.
  public var passthroughViews: [String]
  /// The popover zooms out of its anchor (a Liquid Glass bar button item) instead of pointing at
  /// it with an arrow: it has no arrow and may cover the anchor.
  public var zoomsFromAnchor: Bool

  public init(
    segue: String, content: String, presentation: Presentation, anchor: Rect?, frame: Rect,
    contentFrame: Rect, arrowDirection: ArrowDirection = .none, arrowOffset: Double = 0,
    arrowPinned: Bool = false, arrowBase: Double = 0, arrowHeight: Double = 0,
    cornerRadius: Double = 0, passthroughViews: [String] = [], zoomsFromAnchor: Bool = false
  ) {
    self.segue = segue
    self.content = content
    self.presentation = presentation
    self.anchor = anchor
    self.frame = frame
    self.contentFrame = contentFrame
    self.arrowDirection = arrowDirection
    self.arrowOffset = arrowOffset
    self.arrowPinned = arrowPinned
    self.arrowBase = arrowBase
    self.arrowHeight = arrowHeight
    self.cornerRadius = cornerRadius
    self.passthroughViews = passthroughViews
    self.zoomsFromAnchor = zoomsFromAnchor
  }
}

/// A surprise in a design, with a stable code (`fraction-capped`, `popover-clamped`, …).
public struct LayoutWarning: Sendable, Hashable {
  public var code: Code
  /// The id of what it concerns.
  public var subject: String
  public var message: String

  public init(code: Code, subject: String, message: String) {
    self.code = code
    self.subject = subject
    self.message = message
  }
}
