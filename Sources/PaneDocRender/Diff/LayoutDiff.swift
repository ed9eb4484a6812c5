import PaneDocLayout
import PaneDocModel

/// The geometry diff of two versions of a run: every layout paired by `LayoutKey` and compared,
/// plus the scenes, states and environments that only one version has.
public struct LayoutDiff: Sendable, Equatable {
  /// A scene's state, for the lists of added and removed states.
  public struct StateReference: Sendable, Hashable {
    public var scene: String
    public var state: [StateStep]

    public init(scene: String, state: [StateStep]) {
      self.scene = scene
      self.state = state
    }

    public var stateName: String {
      state.isEmpty ? "initial" : state.map(\.description).joined(separator: "+")
    }
  }

  /// What one version has and the other has not, in the order that version lists them.
  public struct Delta<Element: Sendable & Hashable>: Sendable, Hashable {
    public var added: [Element]
    public var removed: [Element]

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }
  }

  public var tolerance: GeometryTolerance
  /// Every layout key of either version: the new version's order, then the keys only the old
  /// version has, in its order.
  public var comparisons: [LayoutComparison]
  public var scenes: Delta<String>
  /// States of scenes that both versions have.
  public var states: Delta<StateReference>
  /// Environment slugs.
  public var environments: Delta<String>
  /// The edits in the input files that the layout changes follow from, when both versions were
  /// read from inputs: what a reviewer reads first.
  public var inputEdits: [InputEdit] = []
  /// Where each element is written in the new version, by the file a layout names
  /// (`Layout.file`) and the element's id: what JUnit cases point CI annotations at.
  public var locations: [String: [String: SourceLocation]] = [:]

  public init(old: [Layout], new: [Layout], tolerance: GeometryTolerance = GeometryTolerance()) {
    self.tolerance = tolerance
    comparisons = paired(old, new) { LayoutDiff.identity(LayoutKey($0)) }.map { pair in
      let key = LayoutKey((pair.1 ?? pair.0)!)
      return LayoutComparison(key: key, old: pair.0, new: pair.1, tolerance: tolerance)
    }
    scenes = Self.delta(old.map(\.scene), new.map(\.scene))
    let common = Set(old.map(\.scene)).intersection(new.map(\.scene))
    states = Self.delta(
      old.filter { common.contains($0.scene) }.map {
        StateReference(scene: $0.scene, state: $0.state)
      },
      new.filter { common.contains($0.scene) }.map {
        StateReference(scene: $0.scene, state: $0.state)
      })
    environments = Self.delta(old.map(\.environment.slug), new.map(\.environment.slug))
  }

  /// Whether anything differs: a layout added, removed or changed.
  public var hasChanges: Bool { comparisons.contains { $0.status != .unchanged } }

  /// The number of layouts with each status.
  public func count(_ status: LayoutComparison.Status) -> Int {
    comparisons.count { $0.status == status }
  }

  /// The number of individual changes in changed layouts.
  public var changeCount: Int { comparisons.reduce(0) { $0 + $1.changes.count } }

  /// Where `id` of the file `file` is written in the new version, if known.
  public func location(of id: String, in file: String) -> SourceLocation? {
    locations[file]?[id]
  }

  private static func identity(_ key: LayoutKey) -> String {
    ([key.scene, key.environment] + key.state.map(\.description)).joined(separator: "\u{0}")
  }

  private static func delta<T: Hashable>(_ old: [T], _ new: [T]) -> Delta<T> {
    let oldSet = Set(old)
    let newSet = Set(new)
    return Delta(
      added: unique(new.filter { !oldSet.contains($0) }),
      removed: unique(old.filter { !newSet.contains($0) }))
  }

  private static func unique<T: Hashable>(_ items: [T]) -> [T] {
    var seen = Set<T>()
    return items.filter { seen.insert($0).inserted }
  }
}
