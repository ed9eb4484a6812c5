import Foundation
import PaneDocCore
import PaneDocLayout
import PaneDocModel

/// Walks two versions of a layout's parts and records each difference beyond the tolerance.
struct ChangeCollector {
  let tolerance: GeometryTolerance
  private(set) var changes: [LayoutChange] = []

  init(tolerance: GeometryTolerance) {
    self.tolerance = tolerance
  }

  // MARK: Environment

  mutating func compare(_ old: EnvironmentInfo, _ new: EnvironmentInfo) {
    let subject = LayoutChange.Subject.environment
    rect(subject, .window, old.window, new.window)
    rect(
      subject, .screen, Rect(origin: .zero, size: old.screen),
      Rect(origin: .zero, size: new.screen))
    let oldInsets = [old.safeArea.top, old.safeArea.left, old.safeArea.bottom, old.safeArea.right]
    let newInsets = [new.safeArea.top, new.safeArea.left, new.safeArea.bottom, new.safeArea.right]
    if zip(oldInsets, newInsets).contains(where: { tolerance.differs($0, $1) }) {
      record(
        subject, "safeArea", .environment, .safeArea, .text(Self.insets(old.safeArea)),
        .text(Self.insets(new.safeArea)),
        magnitude: zip(oldInsets, newInsets).map { abs($0 - $1) }.max() ?? 0)
    }
    number(subject, "scale", .environment, .scale, old.scale, new.scale)
    text(
      subject, "horizontalSizeClass", .environment, .horizontalSizeClass,
      old.horizontalSizeClass.rawValue, new.horizontalSizeClass.rawValue)
    text(
      subject, "verticalSizeClass", .environment, .verticalSizeClass,
      old.verticalSizeClass.rawValue, new.verticalSizeClass.rawValue)
    optionalNumber(subject, "keyboard", .environment, .keyboard, old.keyboard, new.keyboard)
  }

  // MARK: Nodes

  mutating func compare(node old: Node?, _ new: Node?) {
    guard let old, let new else {
      let node = (old ?? new)!
      record(
        .node, node.id, old == nil ? .appeared : .vanished, .frame,
        old == nil ? .absent : Self.value(node.frame),
        new == nil ? .absent : Self.value(node.frame),
        magnitude: Self.extent(node.frame))
      return
    }
    frame(.node, new.id, .frame, old.frame, new.frame)
    if old.visible != new.visible {
      record(
        .node, new.id, .visibility, .visible, .flag(old.visible), .flag(new.visible),
        magnitude: Self.extent(new.frame ?? old.frame))
    }
    if old.dimmed != new.dimmed {
      record(.node, new.id, .dimmed, .dimmed, .flag(old.dimmed), .flag(new.dimmed))
    }
    text(.node, new.id, .attribute, .kind, old.kind.rawValue, new.kind.rawValue)
    optionalText(.node, new.id, .attribute, .parent, old.parent, new.parent)
    optionalText(
      .node, new.id, .attribute, .column, old.column?.rawValue, new.column?.rawValue)
    optionalText(.node, new.id, .attribute, .title, old.title, new.title)
    compare(split: old.split, new.split, of: new.id)
  }

  private mutating func compare(split old: SplitInfo?, _ new: SplitInfo?, of id: String) {
    guard let old, let new else {
      if (old == nil) != (new == nil) {
        record(
          .node, id, .attribute, .split, old.map { .text($0.displayMode.rawValue) } ?? .absent,
          new.map { .text($0.displayMode.rawValue) } ?? .absent)
      }
      return
    }
    text(
      .node, id, .displayMode, .displayMode, old.displayMode.rawValue, new.displayMode.rawValue)
    if old.collapsed != new.collapsed {
      record(.node, id, .collapsed, .collapsed, .flag(old.collapsed), .flag(new.collapsed))
    }
    text(.node, id, .attribute, .behavior, old.behavior.rawValue, new.behavior.rawValue)
    number(
      .node, id, .columnWidth, .primaryColumnWidth, old.primaryColumnWidth,
      new.primaryColumnWidth)
    number(
      .node, id, .columnWidth, .supplementaryColumnWidth, old.supplementaryColumnWidth,
      new.supplementaryColumnWidth)
  }

  // MARK: Popovers

  mutating func compare(popover old: PresentationLayout?, _ new: PresentationLayout?) {
    guard let old, let new else {
      let popover = (old ?? new)!
      record(
        .popover, popover.segue, old == nil ? .appeared : .vanished, .frame,
        old == nil ? .absent : .rect(popover.frame), new == nil ? .absent : .rect(popover.frame),
        magnitude: Self.extent(popover.frame))
      return
    }
    let id = new.segue
    text(
      .popover, id, .presentation, .presentation, old.presentation.rawValue,
      new.presentation.rawValue)
    text(
      .popover, id, .arrow, .arrowDirection, old.arrowDirection.rawValue,
      new.arrowDirection.rawValue)
    frame(.popover, id, .frame, old.frame, new.frame)
    // The content frame follows the popover's frame; only its place inside the frame (which
    // moves with the arrow) and its size are news.
    let oldInner = old.contentFrame.offsetBy(dx: -old.frame.x, dy: -old.frame.y)
    let newInner = new.contentFrame.offsetBy(dx: -new.frame.x, dy: -new.frame.y)
    if tolerance.moved(oldInner, newInner) || tolerance.resized(oldInner, newInner) {
      record(
        .popover, id, tolerance.moved(oldInner, newInner) ? .moved : .resized, .contentFrame,
        .rect(old.contentFrame), .rect(new.contentFrame),
        magnitude: max(Self.distance(oldInner, newInner), Self.growth(oldInner, newInner)))
    }
    if let oldAnchor = old.anchor, let newAnchor = new.anchor {
      if tolerance.moved(oldAnchor, newAnchor) || tolerance.resized(oldAnchor, newAnchor) {
        record(
          .popover, id, .anchor, .anchor, .rect(oldAnchor), .rect(newAnchor),
          magnitude: max(
            Self.distance(oldAnchor, newAnchor), Self.growth(oldAnchor, newAnchor)))
      }
    } else if (old.anchor == nil) != (new.anchor == nil) {
      record(
        .popover, id, .anchor, .anchor, Self.value(old.anchor), Self.value(new.anchor),
        magnitude: Self.extent(old.anchor ?? new.anchor))
    }
    number(.popover, id, .arrowOffset, .arrowOffset, old.arrowOffset, new.arrowOffset)
    if old.arrowPinned != new.arrowPinned {
      record(
        .popover, id, .attribute, .arrowPinned, .flag(old.arrowPinned), .flag(new.arrowPinned))
    }
    if old.zoomsFromAnchor != new.zoomsFromAnchor {
      record(
        .popover, id, .attribute, .zoomsFromAnchor, .flag(old.zoomsFromAnchor),
        .flag(new.zoomsFromAnchor))
    }
    text(.popover, id, .attribute, .content, old.content, new.content)
    number(.popover, id, .attribute, .arrowBase, old.arrowBase, new.arrowBase)
    number(.popover, id, .attribute, .arrowHeight, old.arrowHeight, new.arrowHeight)
    number(.popover, id, .attribute, .cornerRadius, old.cornerRadius, new.cornerRadius)
    text(
      .popover, id, .attribute, .passthroughViews, old.passthroughViews.joined(separator: " "),
      new.passthroughViews.joined(separator: " "))
  }

  // MARK: Warnings

  /// Warnings are matched by code and subject; their messages carry numbers, so a changed
  /// message is a change too.
  mutating func compare(warnings old: [LayoutWarning], _ new: [LayoutWarning]) {
    for (a, b) in paired(old, new, by: { $0.code.rawValue + "\u{0}" + $0.subject }) {
      if let a, let b, a.message == b.message { continue }
      let warning = (b ?? a)!
      record(
        .warning, warning.subject, .warning, .warning(warning.code),
        a.map { .text($0.message) } ?? .absent,
        b.map { .text($0.message) } ?? .absent)
    }
  }

  // MARK: Recording

  private mutating func frame(
    _ subject: LayoutChange.Subject, _ id: String, _ property: LayoutChange.Property, _ old: Rect?,
    _ new: Rect?
  ) {
    guard let old, let new else {
      if (old == nil) != (new == nil) {
        record(
          subject, id, .moved, property, Self.value(old), Self.value(new),
          magnitude: Self.extent(old ?? new))
      }
      return
    }
    if tolerance.moved(old, new) {
      record(
        subject, id, .moved, property, .rect(old), .rect(new),
        magnitude: Self.distance(old, new))
    }
    if tolerance.resized(old, new) {
      record(
        subject, id, .resized, property, .rect(old), .rect(new), magnitude: Self.growth(old, new)
      )
    }
  }

  private mutating func rect(
    _ subject: LayoutChange.Subject, _ property: LayoutChange.Property, _ old: Rect, _ new: Rect
  ) {
    guard tolerance.moved(old, new) || tolerance.resized(old, new) else { return }
    record(
      subject, property.name, .environment, property, .rect(old), .rect(new),
      magnitude: max(Self.distance(old, new), Self.growth(old, new)))
  }

  private mutating func number(
    _ subject: LayoutChange.Subject, _ id: String, _ kind: LayoutChange.Kind,
    _ property: LayoutChange.Property,
    _ old: Double, _ new: Double
  ) {
    guard tolerance.differs(old, new) else { return }
    record(subject, id, kind, property, .number(old), .number(new), magnitude: abs(new - old))
  }

  private mutating func optionalNumber(
    _ subject: LayoutChange.Subject, _ id: String, _ kind: LayoutChange.Kind,
    _ property: LayoutChange.Property,
    _ old: Double?, _ new: Double?
  ) {
    if let old, let new {
      number(subject, id, kind, property, old, new)
    } else if (old == nil) != (new == nil) {
      record(
        subject, id, kind, property, old.map(LayoutChange.Value.number) ?? .absent,
        new.map(LayoutChange.Value.number) ?? .absent, magnitude: old ?? new ?? 0)
    }
  }

  private mutating func text(
    _ subject: LayoutChange.Subject, _ id: String, _ kind: LayoutChange.Kind,
    _ property: LayoutChange.Property,
    _ old: String, _ new: String
  ) {
    guard old != new else { return }
    record(subject, id, kind, property, .text(old), .text(new))
  }

  private mutating func optionalText(
    _ subject: LayoutChange.Subject, _ id: String, _ kind: LayoutChange.Kind,
    _ property: LayoutChange.Property,
    _ old: String?, _ new: String?
  ) {
    guard old != new else { return }
    record(
      subject, id, kind, property, old.map(LayoutChange.Value.text) ?? .absent,
      new.map(LayoutChange.Value.text) ?? .absent)
  }

  private mutating func record(
    _ subject: LayoutChange.Subject, _ id: String, _ kind: LayoutChange.Kind,
    _ property: LayoutChange.Property,
    _ old: LayoutChange.Value, _ new: LayoutChange.Value, magnitude: Double = 0
  ) {
    changes.append(
      LayoutChange(
        subject: subject, id: id, kind: kind, property: property, old: old, new: new,
        magnitude: magnitude))
  }

  // MARK: Measures

  private static func value(_ rect: Rect?) -> LayoutChange.Value {
    rect.map { .rect($0) } ?? .absent
  }

  /// How far the origin moved.
  private static func distance(_ a: Rect, _ b: Rect) -> Double { hypot(b.x - a.x, b.y - a.y) }

  /// How much the size changed.
  private static func growth(_ a: Rect, _ b: Rect) -> Double {
    hypot(b.width - a.width, b.height - a.height)
  }

  /// The larger side of a frame: the size of something that appeared or vanished.
  private static func extent(_ rect: Rect?) -> Double { rect.map { max($0.width, $0.height) } ?? 0 }

  private static func insets(_ insets: Insets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map(NumberFormat.string).joined(
      separator: " ")
  }
}
