/// A scene: a controller that no other controller contains, laid out with everything inside it.
public struct Scene: Sendable, Hashable {
  /// The root controller's id.
  public var id: String
  public var title: String

  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

/// A state of a scene: the segues and reveal actions applied to reach it from the initial one.
public struct SceneState: Sendable, Hashable {
  /// `initial`, `reveal-primary`, `searching`, a segue id, `segueA+segueB` for depth 2.
  public var id: String
  /// For people: "Initial", "Compose popover", …
  public var title: String
  /// The steps applied in order (Layout.state).
  public var steps: [StateStep]

  public init(id: String, title: String, steps: [StateStep]) {
    self.id = id
    self.title = title
    self.steps = steps
  }

  public static let initial = SceneState(id: "initial", title: "Initial", steps: [])
}
