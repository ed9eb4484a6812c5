import PaneDocLayout
import PaneDocModel

/// A change of one layout and the changes of the same layout that follow from it: a view that
/// moved and the popover anchored to it, which moves by as much, with its content.
public struct CausedChange: Sendable, Equatable {
  /// The index of the cause in `LayoutComparison.changes`.
  public var cause: Int
  /// The indexes of the changes it explains, directly or through one another, in the changes'
  /// order.
  public var consequences: [Int]
}

extension LayoutComparison {
  /// The changes grouped under their causes, causes in the order of `changes`. A change is a
  /// consequence when something it hangs on changed by the same amount: a node moved as far as
  /// its parent, or as the popover it is the content of; a popover moved as far as its anchor,
  /// or moved without its anchor moving while it was resized; a popover's content frame moved or
  /// resized with the popover; an anchor moved as far as the node it is; an arrow's offset
  /// changed when its anchor moved. A popover that moved
  /// as far as its anchor plus what its own growth moves it is a consequence of the anchor. Everything else is a
  /// cause of its own.
  public var causedChanges: [CausedChange] {
    let roots = rootCauses
    var result: [CausedChange] = []
    var position: [Int: Int] = [:]
    for index in changes.indices where roots[index] == index {
      position[index] = result.count
      result.append(CausedChange(cause: index, consequences: []))
    }
    for index in changes.indices where roots[index] != index {
      if let at = position[roots[index]] { result[at].consequences.append(index) }
    }
    return result
  }

  /// For each change, the index of the change that finally explains it (itself for a cause).
  var rootCauses: [Int] {
    let explainer = explainers
    return changes.indices.map { start in
      var index = start
      var steps = 0
      while let next = explainer[index], steps <= changes.count {
        index = next
        steps += 1
      }
      return index
    }
  }

  /// For each change, the index of the change that explains it directly; `nil` for a cause.
  var explainers: [Int?] {
    var explainer = changes.indices.map(directCause)
    // A popover anchored inside another popover's content could explain itself in a circle:
    // the first change of a circle is then a cause.
    for start in changes.indices {
      var seen: [Int] = []
      var index = start
      while let next = explainer[index] {
        if let at = seen.firstIndex(of: next) {
          let circle = seen[at...]
          if let first = circle.min() { explainer[first] = nil }
          break
        }
        seen.append(index)
        index = next
      }
    }
    return explainer
  }

  /// The change that explains change `index` directly, if any.
  private func directCause(_ index: Int) -> Int? {
    let change = changes[index]
    switch (change.subject, change.property, change.kind) {
    case (.node, .frame, .moved):
      guard let shift = Self.shift(change) else { return nil }
      let node = (new ?? old)?.nodes.first { $0.id == change.id }
      // Its parent: a node, or the presentation it is the content of.
      if let parent = node?.parent,
        let at = find(.node, parent, .frame, .moved) ?? find(.popover, parent, .frame, .moved),
        sameShift(changes[at], shift)
      {
        return at
      }
      return contentPopover(of: change.id).flatMap { segue in
        find(.popover, segue, .frame, .moved).flatMap { sameShift(changes[$0], shift) ? $0 : nil }
      }
    case (.node, .frame, .resized):
      let parent = (new ?? old)?.nodes.first { $0.id == change.id }?.parent
      guard let growth = Self.growth(change),
        let segue = contentPopover(of: change.id)
          ?? parent.flatMap({ id in (new ?? old)?.presentations.first { $0.segue == id }?.segue }),
        let at = find(.popover, segue, .frame, .resized)
          ?? find(.popover, segue, .contentFrame, .resized),
        sameGrowth(changes[at], growth)
      else { return nil }
      return at
    case (.popover, .frame, .moved):
      let resize = find(.popover, change.id, .frame, .resized)
      guard let at = find(.popover, change.id, .anchor, .anchor) else { return resize }
      guard let shift = Self.shift(change), let anchor = Self.shift(changes[at]) else {
        return nil
      }
      // Resized too, the popover moves as far as its anchor and then grows away from it: by
      // its whole growth (an arrow across the growth's axis) or half of it (centred on it).
      let growth = resize.flatMap { Self.growth(changes[$0]) } ?? (0, 0)
      let xs = [0, -growth.width, -growth.width / 2]
      let ys = [0, -growth.height, -growth.height / 2]
      let explained = xs.contains { x in
        ys.contains { y in
          !tolerance.differs(shift.x, anchor.x + x) && !tolerance.differs(shift.y, anchor.y + y)
        }
      }
      return explained ? at : nil
    case (.popover, .arrowOffset, .arrowOffset):
      // A popover held inside the window while its anchor moves points its arrow elsewhere.
      return find(.popover, change.id, .anchor, .anchor)
    case (.popover, .contentFrame, .moved), (.popover, .contentFrame, .resized):
      return find(.popover, change.id, .frame, change.kind)
        ?? find(.popover, change.id, .frame, .moved)
    case (.popover, .anchor, .anchor):
      guard let shift = Self.shift(change), case .rect(let anchor) = change.new else { return nil }
      // The node the anchor is: the smallest moved node holding the anchor, moved as far.
      var best: (index: Int, area: Double)?
      for (at, other) in changes.enumerated()
      where other.subject == .node && other.property == .frame && other.kind == .moved
        && sameShift(other, shift)
      {
        guard case .rect(let frame) = other.new, frame.contains(anchor) else { continue }
        let area = frame.width * frame.height
        if best == nil || area < best!.area { best = (at, area) }
      }
      return best?.index
    default:
      return nil
    }
  }

  /// The segue of the popover whose content controller is `id`.
  private func contentPopover(of id: String) -> String? {
    (new ?? old)?.presentations.first { $0.content == id }?.segue
  }

  private func find(
    _ subject: LayoutChange.Subject, _ id: String, _ property: LayoutChange.Property,
    _ kind: LayoutChange.Kind
  ) -> Int? {
    changes.firstIndex {
      $0.subject == subject && $0.id == id && $0.property == property && $0.kind == kind
    }
  }

  /// How far a moved frame's origin went.
  static func shift(_ change: LayoutChange) -> (x: Double, y: Double)? {
    guard case .rect(let a) = change.old, case .rect(let b) = change.new else { return nil }
    return (b.x - a.x, b.y - a.y)
  }

  /// How much a resized frame grew.
  static func growth(_ change: LayoutChange) -> (width: Double, height: Double)? {
    guard case .rect(let a) = change.old, case .rect(let b) = change.new else { return nil }
    return (b.width - a.width, b.height - a.height)
  }

  private func sameShift(_ change: LayoutChange, _ shift: (x: Double, y: Double)) -> Bool {
    guard let other = Self.shift(change) else { return false }
    return !tolerance.differs(other.x, shift.x) && !tolerance.differs(other.y, shift.y)
  }

  private func sameGrowth(_ change: LayoutChange, _ growth: (width: Double, height: Double))
    -> Bool
  {
    guard let other = Self.growth(change) else { return false }
    return !tolerance.differs(other.width, growth.width)
      && !tolerance.differs(other.height, growth.height)
  }
}
