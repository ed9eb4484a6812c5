import PaneDocModel

/// One difference between the old and the new version of a layout, with both values and its size.
public struct LayoutChange: Sendable, Equatable {
  /// What the change is about.
  public enum Subject: String, Sendable, Hashable, CaseIterable {
    /// A controller, bar, item or view (`Layout.nodes`), named by its id.
    case node
    /// A presentation (`Layout.presentations`), named by its segue.
    case popover
    /// The environment's derived values (window, safe area, size classes), named by the property.
    case environment
    /// A layout warning, named by its subject.
    case warning
  }

  /// The kind of difference. Structural kinds (a thing appeared, vanished, changed presentation,
  /// arrow direction, visibility or display mode) rank above any geometric move.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case appeared, vanished, moved, resized, visibility, dimmed, displayMode, collapsed
    case columnWidth, anchor, arrow, arrowOffset, presentation, attribute, warning, environment

    /// Whether the change alters what is there rather than where it is.
    public var isStructural: Bool {
      switch self {
      case .appeared, .vanished, .visibility, .displayMode, .collapsed, .arrow, .presentation:
        true
      case .moved, .resized, .dimmed, .columnWidth, .anchor, .arrowOffset, .attribute, .warning,
        .environment:
        false
      }
    }
  }

  /// A compared value: a frame, a number, a word, a flag, or nothing (the side has no value).
  public enum Value: Sendable, Equatable {
    case rect(Rect)
    case number(Double)
    case text(String)
    case flag(Bool)
    case absent
  }

  public var subject: Subject
  /// The node id, the segue, the environment property or the warning's subject.
  public var id: String
  public var kind: Kind
  /// The compared field.
  public var property: Property
  public var old: Value
  public var new: Value
  /// The size of the change in points (distance moved, size change, width of what appeared);
  /// 0 for changes without a geometric size.
  public var magnitude: Double

  public init(
    subject: Subject, id: String, kind: Kind, property: Property, old: Value, new: Value,
    magnitude: Double = 0
  ) {
    self.subject = subject
    self.id = id
    self.kind = kind
    self.property = property
    self.old = old
    self.new = new
    self.magnitude = magnitude
  }

  /// Biggest first: structural changes, then by magnitude. Ties keep their given order.
  public static func biggerFirst(_ a: LayoutChange, _ b: LayoutChange) -> Bool {
    if a.kind.isStructural != b.kind.isStructural { return a.kind.isStructural }
    return a.magnitude > b.magnitude
  }
}
