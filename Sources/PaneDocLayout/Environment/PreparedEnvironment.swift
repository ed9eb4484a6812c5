import PaneDocModel

/// An environment with what every layout in it derives, made once: its `EnvironmentInfo`, its
/// profile's rules, the window controls' frame, the keyboard's height and the assumptions the
/// environment itself rests on (the wording of an inferred device's is a few joined strings).
/// A run lays out every state of a scene in the same environments, so it prepares them once per
/// scene (`PreparedEnvironments`) instead of deriving them again for each state.
final class PreparedEnvironment: Sendable {
  let environment: Environment
  let info: EnvironmentInfo
  /// The profile's rules, taken from its table once.
  let rules: ProfileRules
  /// The window controls of a windowed `ios26` scene, in window coordinates (`nil` elsewhere).
  let windowControls: Rect?
  /// `Environment.keyboardHeight`: what a segue that brings up the keyboard shows.
  let keyboardHeight: Double
  /// `Environment.assumptions`, each once: a layout's own assumptions start as these.
  let assumptions: [String]

  init(_ environment: Environment) {
    self.environment = environment
    info = environment.info
    rules = environment.profile.rules
    windowControls = WindowMetrics.windowControls(in: environment, info: info)
    keyboardHeight = environment.keyboardHeight
    var assumptions: [String] = []
    for assumption in environment.assumptions where !assumptions.contains(assumption) {
      assumptions.append(assumption)
    }
    self.assumptions = assumptions
  }
}

/// Environments prepared for many `LayoutEngine.layouts` calls: a run prepares a scene's
/// environments once and lays out each of its states in them.
public struct PreparedEnvironments: Sendable {
  let environments: [PreparedEnvironment]

  public init(_ environments: [Environment]) {
    self.environments = environments.map(PreparedEnvironment.init)
  }

  public var count: Int { environments.count }
}
