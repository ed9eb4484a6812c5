import PaneDocLayout

/// What a figure's caption says about a layout, shared by the SVG and the HTML pages so both name
/// an environment the same way.
public struct DiagramCaption: Sendable, Equatable {
  /// The scene as a person names it: the title of its root controller or of the first titled
  /// controller inside it, else its id.
  public var sceneName: String
  /// "Initial", or the applied steps joined by arrows.
  public var state: String
  /// "ios17 · ipad-9.7 · landscape · full".
  public var environment: String
  /// "w regular · h regular".
  public var sizeClasses: String
  /// The display mode of the scene's root split, if any.
  public var displayMode: SplitInfo.DisplayMode?
  /// The distinct warning codes, sorted by their text.
  public var warningCodes: [LayoutWarning.Code]

  public init(_ layout: Layout) {
    self.init(layout, sceneName: nil, state: nil)
  }

  /// The caption of `layout`, naming its scene `sceneName` and its state `state` where given and
  /// not empty (a report's names) instead of by what the layout shows.
  init(_ layout: Layout, sceneName: String?, state: String?) {
    self.sceneName = Self.sceneName(sceneName, of: layout)
    self.state = Self.state(state, of: layout)
    environment = Self.environment(of: layout.environment)
    sizeClasses = Self.sizeClasses(of: layout.environment)
    displayMode = Self.displayMode(of: layout)
    warningCodes = Self.warningCodes(of: layout)
  }

  /// `given` when it is not empty (a report's name), else the scene's name (`sceneName(of:)`).
  static func sceneName(_ given: String?, of layout: Layout) -> String {
    if let given, !given.isEmpty { return given }
    return sceneName(of: layout)
  }

  /// `given` when it is not empty (a report's name), else "Initial" or the layout's steps.
  static func state(_ given: String?, of layout: Layout) -> String {
    if let given, !given.isEmpty { return given }
    return layout.state.isEmpty
      ? "Initial" : layout.state.map { stepName($0, in: layout) }.joined(separator: " → ")
  }

  /// "ios17 · ipad-9.7 · landscape · full".
  static func environment(of info: EnvironmentInfo) -> String {
    [
      info.profile.rawValue, info.device.rawValue, info.orientation.rawValue,
      info.windowName.rawValue,
    ]
    .joined(separator: " · ")
  }

  /// "w regular · h regular".
  static func sizeClasses(of info: EnvironmentInfo) -> String {
    "w \(info.horizontalSizeClass.rawValue) · h \(info.verticalSizeClass.rawValue)"
  }

  /// The distinct warning codes of `layout`, sorted by their text.
  static func warningCodes(of layout: Layout) -> [LayoutWarning.Code] {
    // A layout has a few kinds of warning: a list is searched, not a set hashed, and each
    // warning's code is read in place rather than the warning copied with its texts.
    let warnings = layout.warnings
    var codes: [LayoutWarning.Code] = []
    for index in warnings.indices where !codes.contains(warnings[index].code) {
      codes.append(warnings[index].code)
    }
    return codes.sorted { $0.rawValue < $1.rawValue }
  }

  /// A step for people: a presentation by what it shows ("Sort By popover"), another segue by its
  /// id (the layout does not say where it leads), a derived action by what it does ("reveal
  /// Mailboxes", "searching find").
  static func stepName(_ step: StateStep, in layout: Layout) -> String {
    switch step {
    case .segue(let id):
      guard let shown = layout.presentations.first(where: { $0.segue == id }) else { return id }
      return name(of: shown.content, in: layout) + " "
        + SVGDrawing.presentationName(shown.presentation).lowercased()
    case .reveal(let split): return "reveal " + name(of: split, in: layout)
    case .search(let searchBar): return "searching " + searchBar
    }
  }

  /// The scene's name: see `name(of:in:)`.
  static func sceneName(of layout: Layout) -> String {
    name(of: layout.scene, in: layout)
  }

  /// The title of the controller `id`, else of the first titled controller it holds (a
  /// navigation controller is known by its root's title), else `id`.
  static func name(of id: String, in layout: Layout) -> String {
    var inside: Set<String> = [id]
    for node in layout.nodes {
      guard node.id == id || node.parent.map(inside.contains) == true else { continue }
      inside.insert(node.id)
      if node.kind.isController, let title = node.title, !title.isEmpty { return title }
    }
    return id
  }

  /// The split whose display mode a caption names: the scene's root split, else the first split.
  package static func displayModeNode(of layout: Layout) -> Node? {
    displayModeNodeIndex(of: layout).map { layout.nodes[$0] }
  }

  /// The display mode of `displayModeNode(of:)`, found without copying the node.
  static func displayMode(of layout: Layout) -> SplitInfo.DisplayMode? {
    displayModeNodeIndex(of: layout).flatMap { layout.nodes[$0].split?.displayMode }
  }

  /// The index of `displayModeNode(of:)` in the layout's nodes.
  private static func displayModeNodeIndex(of layout: Layout) -> Int? {
    // One pass, each id compared only for a split: most nodes are not.
    let nodes = layout.nodes
    var first: Int?
    for index in nodes.indices where nodes[index].split != nil {
      if nodes[index].id == layout.scene { return index }
      if first == nil { first = index }
    }
    return first
  }

  /// "2 warnings: fraction-capped, popover-clamped", or "No warnings".
  public func warningSummary(count: Int) -> String {
    Self.warningSummary(count: count, codes: warningCodes)
  }

  /// `warningSummary(count:)` of a caption whose `warningCodes` are `codes`.
  static func warningSummary(count: Int, codes: [LayoutWarning.Code]) -> String {
    let list = codes.map(\.rawValue).joined(separator: ", ")
    switch count {
    case 0: return "No warnings"
    case 1: return "1 warning: " + list
    default: return "\(count) warnings: " + list
    }
  }

  /// "w regular · h regular · display mode oneBesideSecondary".
  public var traits: String { Self.traits(sizeClasses: sizeClasses, displayMode: displayMode) }

  /// `traits` of a caption whose `sizeClasses` and `displayMode` are these.
  static func traits(sizeClasses: String, displayMode: SplitInfo.DisplayMode?) -> String {
    guard let displayMode else { return sizeClasses }
    return sizeClasses + " · display mode " + displayMode.rawValue
  }
}
