import PaneDocLayout
import PaneDocModel

/// One layout key compared across the two versions.
public struct LayoutComparison: Sendable, Equatable {
  public enum Status: String, Sendable, Hashable, CaseIterable {
    /// Only the new version has this layout (a new scene, state or environment, or a state that
    /// now arises in this environment).
    case added
    /// Only the old version has it.
    case removed
    case changed
    case unchanged
  }

  public var key: LayoutKey
  public var old: Layout?
  public var new: Layout?
  /// The differences, in a stable order: environment, nodes (in the new layout's order, then
  /// vanished ones), popovers likewise, warnings. Empty unless `status` is `changed`.
  public var changes: [LayoutChange]
  /// The tolerance the layouts were compared with, which also decides whether two changes moved
  /// by the same amount (`causedChanges`).
  public var tolerance: GeometryTolerance

  public var status: Status {
    switch (old, new) {
    case (nil, _): .added
    case (_, nil): .removed
    default: changes.isEmpty ? .unchanged : .changed
    }
  }

  /// The scene as a reviewer reads it: its root controller's title first, then its id when that
  /// differs (`Master | Detail (H1p-Uh-vWS)`), so Interface Builder ids do not lead.
  public var sceneName: String {
    let layout = new ?? old
    guard let title = layout?.nodes.first(where: { $0.id == key.scene })?.title, !title.isEmpty,
      title.lowercased() != key.scene.lowercased()
    else { return key.scene }
    return "\(title) (\(key.scene))"
  }

  /// Compares two versions of one layout (either may be missing).
  public init(key: LayoutKey, old: Layout?, new: Layout?, tolerance: GeometryTolerance) {
    self.key = key
    self.old = old
    self.new = new
    self.tolerance = tolerance
    if let old, let new {
      changes = LayoutComparison.changes(from: old, to: new, tolerance: tolerance)
    } else {
      changes = []
    }
  }

  /// Every difference between `old` and `new`, beyond `tolerance`.
  public static func changes(from old: Layout, to new: Layout, tolerance: GeometryTolerance)
    -> [LayoutChange]
  {
    var collector = ChangeCollector(tolerance: tolerance)
    collector.compare(old.environment, new.environment)
    for (a, b) in paired(old.nodes, new.nodes, by: \.id) {
      collector.compare(node: a, b)
    }
    for (a, b) in paired(old.presentations, new.presentations, by: \.segue) {
      collector.compare(popover: a, b)
    }
    collector.compare(warnings: old.warnings, new.warnings)
    return collector.changes
  }
}

/// Pairs items of two lists by identity: the n-th item with an id in `old` goes with the n-th
/// item with that id in `new` (ids are unique in a well-formed layout; this keeps a malformed one
/// deterministic). The new list's order comes first, then the old items that found no partner.
func paired<T>(_ old: [T], _ new: [T], by id: (T) -> String) -> [(T?, T?)] {
  var oldIndex: [String: [Int]] = [:]
  for (index, item) in old.enumerated() { oldIndex[id(item), default: []].append(index) }
  var used = Array(repeating: false, count: old.count)
  var seen: [String: Int] = [:]
  var pairs: [(T?, T?)] = []
  for item in new {
    let occurrence = seen[id(item), default: 0]
    seen[id(item)] = occurrence + 1
    let candidates = oldIndex[id(item)] ?? []
    if occurrence < candidates.count {
      used[candidates[occurrence]] = true
      pairs.append((old[candidates[occurrence]], item))
    } else {
      pairs.append((nil, item))
    }
  }
  for (index, item) in old.enumerated() where !used[index] {
    pairs.append((item, nil))
  }
  return pairs
}
