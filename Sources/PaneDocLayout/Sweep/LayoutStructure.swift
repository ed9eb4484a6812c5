import PaneDocModel

/// What a width sweep compares between two widths: the layout's structure, not its numbers.
///
/// Two widths have the same structure when the same columns show in the same display mode and
/// split behavior, the same splits are collapsed, each presentation is presented the same way
/// with its arrow in the same direction and equally pinned, and the size classes agree. Column
/// widths and frames may differ: they change with every point.
public struct LayoutStructure: Sendable, Hashable {
  /// One split view controller's state.
  public struct Split: Sendable, Hashable {
    public var id: String
    public var collapsed: Bool
    public var behavior: SplitInfo.Behavior
    public var displayMode: SplitInfo.DisplayMode
    /// The columns with a visible controller, in the order the layout emitted them.
    public var columns: [SplitColumn]
  }

  /// One presentation's state.
  public struct Presentation: Sendable, Hashable {
    public var segue: String
    public var presentation: PresentationLayout.Presentation
    public var arrowDirection: PresentationLayout.ArrowDirection
    public var arrowPinned: Bool
    /// A Liquid Glass popover that zooms out of its bar button item, with no arrow.
    public var zoomsFromAnchor: Bool
  }

  /// A problem of a controller's content (`constraints-unsatisfiable`, `layout-ambiguous`,
  /// `content-outside-column`, `views-overlap`) and its subject: a sweep marks the widths where
  /// one starts or ends.
  public struct ContentProblem: Sendable, Hashable, Comparable {
    public var code: LayoutWarningCode
    public var subject: String

    public static func < (a: ContentProblem, b: ContentProblem) -> Bool {
      (a.code.rawValue, a.subject) < (b.code.rawValue, b.subject)
    }
  }

  /// The codes of the content problems a sweep follows.
  public static let contentCodes: [LayoutWarningCode] = [
    .constraintsUnsatisfiable, .layoutAmbiguous, .contentOutsideColumn, .viewsOverlap,
  ]

  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  public var splits: [Split]
  public var presentations: [Presentation]
  /// Sorted by code, then subject.
  public var contentProblems: [ContentProblem]

  /// The structure of `layout`.
  public init(_ layout: Layout) {
    horizontalSizeClass = layout.environment.horizontalSizeClass
    verticalSizeClass = layout.environment.verticalSizeClass
    var splits: [Split] = []
    var indexOfSplit: [String: Int] = [:]
    for node in layout.nodes {
      if node.visible, node.kind != .divider, let parent = node.parent,
        let column = node.column, let index = indexOfSplit[parent],
        !splits[index].columns.contains(column)
      {
        splits[index].columns.append(column)
      }
      if let info = node.split {
        indexOfSplit[node.id] = splits.count
        splits.append(
          Split(
            id: node.id, collapsed: info.collapsed, behavior: info.behavior,
            displayMode: info.displayMode, columns: []))
      }
    }
    self.splits = splits
    presentations = layout.presentations.map {
      Presentation(
        segue: $0.segue, presentation: $0.presentation, arrowDirection: $0.arrowDirection,
        arrowPinned: $0.arrowPinned, zoomsFromAnchor: $0.zoomsFromAnchor)
    }
    var problems: Set<ContentProblem> = []
    for warning in layout.warnings {
      if case .layout(let code) = warning.code, Self.contentCodes.contains(code) {
        problems.insert(ContentProblem(code: code, subject: warning.subject))
      }
    }
    contentProblems = problems.sorted()
  }

  /// One line for people: `regular×regular · mail tile oneBesideSecondary (primary, secondary) ·
  /// composeSegue popover arrow up`.
  public var summary: String {
    var parts = ["\(horizontalSizeClass.rawValue)×\(verticalSizeClass.rawValue)"]
    for split in splits {
      let state =
        split.collapsed ? "collapsed" : "\(split.behavior.rawValue) \(split.displayMode.rawValue)"
      parts.append(
        "\(split.id) \(state) (\(split.columns.map(\.rawValue).joined(separator: ", ")))")
    }
    for item in presentations {
      var text = "\(item.segue) \(item.presentation.rawValue)"
      if item.arrowDirection != .none { text += " arrow \(item.arrowDirection.rawValue)" }
      if item.arrowPinned { text += " pinned" }
      if item.zoomsFromAnchor { text += " zooming out of its anchor" }
      parts.append(text)
    }
    for problem in contentProblems {
      parts.append("\(problem.code.rawValue) \(problem.subject)")
    }
    return parts.joined(separator: " · ")
  }
}
