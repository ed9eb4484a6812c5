import PaneDocLayout

extension LayoutChange {
  /// The compared field of a node, a presentation or the environment, or the code of a warning.
  /// Each output switches over it, so a new field is a compile error until every output has
  /// decided how to show it; `name` is the word the text, JSON and Markdown forms print.
  public enum Property: Sendable, Hashable {
    // A node's or a presentation's fields.
    case frame, visible, dimmed, kind, parent, column, title
    // A split view controller's fields.
    case split, displayMode, collapsed, behavior, primaryColumnWidth, supplementaryColumnWidth
    // A presentation's fields.
    case contentFrame, anchor, presentation, arrowDirection, arrowOffset, arrowPinned
    case zoomsFromAnchor, content, arrowBase, arrowHeight, cornerRadius, passthroughViews
    // The environment's fields.
    case window, screen, safeArea, scale, horizontalSizeClass, verticalSizeClass, keyboard
    /// A layout warning with this code.
    case warning(LayoutWarning.Code)

    /// `frame`, `contentFrame`, `primaryColumnWidth`, a warning's code (`fraction-capped`).
    public var name: String {
      switch self {
      case .frame: "frame"
      case .visible: "visible"
      case .dimmed: "dimmed"
      case .kind: "kind"
      case .parent: "parent"
      case .column: "column"
      case .title: "title"
      case .split: "split"
      case .displayMode: "displayMode"
      case .collapsed: "collapsed"
      case .behavior: "behavior"
      case .primaryColumnWidth: "primaryColumnWidth"
      case .supplementaryColumnWidth: "supplementaryColumnWidth"
      case .contentFrame: "contentFrame"
      case .anchor: "anchor"
      case .presentation: "presentation"
      case .arrowDirection: "arrowDirection"
      case .arrowOffset: "arrowOffset"
      case .arrowPinned: "arrowPinned"
      case .zoomsFromAnchor: "zoomsFromAnchor"
      case .content: "content"
      case .arrowBase: "arrowBase"
      case .arrowHeight: "arrowHeight"
      case .cornerRadius: "cornerRadius"
      case .passthroughViews: "passthroughViews"
      case .window: "window"
      case .screen: "screen"
      case .safeArea: "safeArea"
      case .scale: "scale"
      case .horizontalSizeClass: "horizontalSizeClass"
      case .verticalSizeClass: "verticalSizeClass"
      case .keyboard: "keyboard"
      case .warning(let code): code.rawValue
      }
    }
  }
}
