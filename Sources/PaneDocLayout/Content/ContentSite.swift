import PaneDocModel

/// What a controller's root view gets from where it is laid out: its size, its safe area, the
/// minimum side margins the system gives a root view, and the size classes of its trait
/// collection, which choose the views and constraints a size-class variation installs.
public struct ContentSite: Sendable, Hashable {
  public var rootSize: Size
  /// The root view inset by the bars and the device's safe area.
  public var safeArea: Insets
  /// `systemMinimumLayoutMargins`' sides: 20, or 16 where the view is at most as wide as a
  /// compact screen or the window has side safe-area insets
  /// (`UIViewController +_horizontalContentMarginForView:ofWidth:`).
  public var sideMargin: Double
  /// The controller's horizontal and vertical size classes (`.any`: the base configuration).
  public var traits: SizeClassTraits

  public init(
    rootSize: Size, safeArea: Insets, sideMargin: Double, traits: SizeClassTraits = .any
  ) {
    self.rootSize = rootSize
    self.safeArea = safeArea
    self.sideMargin = sideMargin
    self.traits = traits
  }

  /// The widest root view that takes the slim margin: a compact screen's width. [inf] from the
  /// widest iPhone in portrait (440 pt), below every regular-width window.
  static let slimMarginMaximumWidth = 440.0

  /// The root's minimum side margin at `width`, as UIKit chooses it.
  public static func sideMargin(width: Double, hasSideSafeArea: Bool) -> Double {
    width <= slimMarginMaximumWidth || hasSideSafeArea ? 16 : 20
  }
}

/// Where the content engine put each view, relative to the root view, and what broke.
public struct ContentPlan: Sendable {
  public struct Placed: Sendable, Equatable {
    public var id: String
    /// Relative to the root view.
    public var frame: Rect
    /// Hidden in the site's size classes, itself or under a hidden superview: not drawn.
    public var isHidden: Bool
  }

  /// Every view, parents before children.
  public var placed: [Placed] {
    didSet { indexByID = Self.index(placed) }
  }
  /// The file's constraints that could not hold with the others (UIKit breaks them).
  public var broken: [LayoutConstraint]
  /// Views whose position or size the constraints do not determine.
  public var ambiguous: [String]
  /// Views a size-class variation leaves out of the site's size classes, with the views under
  /// them: not placed.
  public var notInstalled: [String]
  var notes: EngineNotes
  private var indexByID: [String: Int]

  init(
    placed: [Placed], broken: [LayoutConstraint], ambiguous: [String], notInstalled: [String],
    notes: EngineNotes
  ) {
    self.placed = placed
    self.broken = broken
    self.ambiguous = ambiguous
    self.notInstalled = notInstalled
    self.notes = notes
    indexByID = Self.index(placed)
  }

  private static func index(_ placed: [Placed]) -> [String: Int] {
    Dictionary(placed.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  public var warnings: [LayoutWarning] { notes.warnings }
  public var assumptions: [String] { notes.assumptions }

  /// The frame of `id`, relative to the root view.
  public func frame(of id: String) -> Rect? {
    indexByID[id].map { placed[$0].frame }
  }

  /// Whether `id` is shown: placed (installed) and not hidden.
  public func shows(_ id: String) -> Bool {
    indexByID[id].map { !placed[$0].isHidden } ?? false
  }
}
