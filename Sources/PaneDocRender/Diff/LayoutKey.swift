import PaneDocLayout

/// What makes two layouts "the same layout" in two versions: the scene, the state (its steps
/// joined) and the environment's slug. Frames and everything else are what the diff compares.
public struct LayoutKey: Sendable, Hashable {
  public var scene: String
  public var state: [StateStep]
  /// The environment slug (`ios17-ipad-9.7-landscape-full`).
  public var environment: String

  public init(scene: String, state: [StateStep], environment: String) {
    self.scene = scene
    self.state = state
    self.environment = environment
  }

  public init(_ layout: Layout) {
    self.init(scene: layout.scene, state: layout.state, environment: layout.environment.slug)
  }

  /// The state as people read it: `initial`, or the steps joined with `+`.
  public var stateName: String {
    state.isEmpty ? "initial" : state.map(\.description).joined(separator: "+")
  }

  /// `mail · composeSegue · ios17-ipad-9.7-landscape-full`, for text, Markdown and JUnit.
  public var title: String { "\(scene) · \(stateName) · \(environment)" }
}
