import PaneDocModel

/// What a reviewer looks for in a content layout: constraints UIKit breaks, views they leave
/// undetermined, content that leaves its column, and siblings that run over each other at this
/// size though they did not at the design size.
enum ContentWarnings {
  /// Less than this much is a rounding difference, not a move.
  static let tolerance = 0.5

  static func note(_ plan: inout ContentPlan, items: ContentItems, site: ContentSite) {
    for constraint in plan.broken {
      let views = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
        .map { "'\($0)'" }.joined(separator: " and ")
      plan.notes.warn(
        .constraintsUnsatisfiable, subject: constraint.id,
        "unable to simultaneously satisfy constraints at \(sizeText(site)): '\(constraint.id)' "
          + "(\(describe(constraint))) between \(views) cannot hold with the others and is "
          + "broken (\(constraint.location))")
    }
    if !plan.ambiguous.isEmpty {
      plan.notes.warn(
        .layoutAmbiguous, subject: plan.ambiguous[0],
        "the constraints do not determine \(names(plan.ambiguous)) at \(sizeText(site)); "
          + "\(plan.ambiguous.count == 1 ? "it keeps its" : "they keep their") design frame where "
          + "nothing else decides")
    }
    let root = Rect(origin: .zero, size: site.rootSize)
    let designRoot = Rect(origin: .zero, size: items.items[0].design.size)
    var frames: [String: Rect] = [:]
    for placed in plan.placed { frames[placed.id] = placed.frame }
    let hidden = items.hiddenIndexes()
    var outside: [String] = []
    for (index, item) in items.items.enumerated().dropFirst() where !hidden.contains(index) {
      guard let frame = frames[item.id], !frame.isEmpty,
        designRoot.contains(item.design.insetBy(tolerance)),
        !root.contains(frame.insetBy(tolerance))
      else { continue }
      outside.append(item.id)
    }
    if !outside.isEmpty {
      plan.notes.warn(
        .contentOutsideColumn, subject: outside[0],
        "\(names(outside)) \(outside.count == 1 ? "leaves" : "leave") the \(sizeText(site)) root view, "
          + "though designed inside it")
    }
    var children: [[ContentItems.Item]] = Array(repeating: [], count: items.items.count)
    for (index, item) in items.items.enumerated().dropFirst()
    where !hidden.contains(index) && !item.design.isEmpty {
      if let parent = item.parent { children[parent].append(item) }
    }
    for siblings in children where siblings.count > 1 {
      noteOverlaps(siblings, frames: frames, site: site, plan: &plan)
    }
  }

  /// Siblings that overlap now and did not at the design size, found by a sweep from left to
  /// right over their frames (each pair is looked at only while their x ranges meet).
  private static func noteOverlaps(
    _ siblings: [ContentItems.Item], frames: [String: Rect], site: ContentSite,
    plan: inout ContentPlan
  ) {
    let placed = siblings.compactMap { item in
      frames[item.id].map { (item: item, frame: $0.insetBy(tolerance)) }
    }.filter { !$0.frame.isEmpty }
    let order = placed.indices.sorted {
      (placed[$0].frame.minX, $0) < (placed[$1].frame.minX, $1)
    }
    var found: [(Int, Int)] = []
    for (position, i) in order.enumerated() {
      for j in order[(position + 1)...] {
        guard placed[j].frame.minX < placed[i].frame.maxX else { break }
        guard placed[i].frame.intersection(placed[j].frame) != nil,
          placed[i].item.design.insetBy(tolerance).intersection(
            placed[j].item.design.insetBy(tolerance)) == nil
        else { continue }
        found.append((min(i, j), max(i, j)))
      }
    }
    // In the siblings' order, whatever order the sweep met them in.
    for (i, j) in found.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
      let a = placed[i].item.id
      let b = placed[j].item.id
      plan.notes.warn(
        .viewsOverlap, subject: a,
        "'\(a)' and '\(b)' overlap at \(sizeText(site)), though they do not at the design size")
    }
  }

  /// `1024×768 pt`, made only for a warning: a sweep lays out many sizes that warn of nothing.
  private static func sizeText(_ site: ContentSite) -> String {
    "\(site.rootSize.width.messageNumber)×\(site.rootSize.height.messageNumber) pt"
  }

  private static func names(_ ids: [String]) -> String {
    let shown = ids.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
    return ids.count > 5 ? "\(shown) and \(ids.count - 5) more" : shown
  }

  /// `first.width == 2 × second.width + 8 @750`, as UIKit's log writes a constraint.
  static func describe(_ constraint: LayoutConstraint) -> String {
    let relation =
      switch constraint.relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    var text = "\(constraint.firstItem).\(constraint.firstAttribute.rawValue) \(relation) "
    if let second = constraint.secondItem {
      if constraint.multiplier != 1 { text += "\(constraint.multiplier.messageNumber) × " }
      text += "\(second).\(constraint.secondAttribute.rawValue)"
      if constraint.constant != 0 {
        text += " \(constraint.constant < 0 ? "-" : "+") \(abs(constraint.constant).messageNumber)"
      }
    } else {
      text += constraint.constant.messageNumber
    }
    if !constraint.isRequired { text += " @\(constraint.priority.messageNumber)" }
    return text
  }
}

extension Rect {
  /// Smaller by `amount` on each side (an empty rectangle stays where it is).
  func insetBy(_ amount: Double) -> Rect {
    Rect(
      x: x + amount, y: y + amount, width: max(0, width - 2 * amount),
      height: max(0, height - 2 * amount))
  }
}
