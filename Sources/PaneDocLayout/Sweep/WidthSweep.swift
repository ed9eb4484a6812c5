import PaneDocModel

/// A scene in one state laid out at every width of a range, the widths grouped into intervals of
/// the same `LayoutStructure`.
public struct WidthSweep: Sendable, Equatable {
  /// Widths from `from` to `to` (inclusive, both swept) with one structure; `structure` is `nil`
  /// where the state does not arise (a reveal where the primary already shows, a segue whose
  /// source is not on screen).
  public struct Interval: Sendable, Equatable {
    public var from: Double
    public var to: Double
    public var structure: LayoutStructure?

    public init(from: Double, to: Double, structure: LayoutStructure?) {
      self.from = from
      self.to = to
      self.structure = structure
    }
  }

  /// Two breakpoints close together where the structure returns to what it was: a layout that
  /// flips back and forth while a window is resized across them.
  public struct Flip: Sendable, Equatable {
    /// The breakpoint into the short interval and the one out of it.
    public var first: Double
    public var second: Double

    public init(first: Double, second: Double) {
      self.first = first
      self.second = second
    }
  }

  public var scene: String
  public var state: SceneState
  public var intervals: [Interval]

  public init(scene: String, state: SceneState, intervals: [Interval]) {
    self.scene = scene
    self.state = state
    self.intervals = intervals
  }

  /// The widths where the structure changes: the first width of every interval but the first.
  public var breakpoints: [Double] { intervals.dropFirst().map(\.from) }

  /// Short intervals (at most `within` points between their breakpoints) between two intervals of
  /// the same structure.
  public func flips(within: Double) -> [Flip] {
    guard intervals.count >= 3 else { return [] }
    var result: [Flip] = []
    for index in 1..<(intervals.count - 1) {
      let before = intervals[index - 1]
      let middle = intervals[index]
      let after = intervals[index + 1]
      if before.structure == after.structure, after.from - middle.from <= within {
        result.append(Flip(first: middle.from, second: after.from))
      }
    }
    return result
  }

  /// The interval holding `width`, if the sweep covered it.
  public func interval(at width: Double) -> Interval? {
    intervals.first { $0.from <= width && width <= $0.to }
  }

  /// Lays `scene` out in `state` at each of `widths` (ascending) in `base`'s profile, device and
  /// orientation, each window as tall as the screen, at the top leading corner. Widths the
  /// device cannot have are the caller's to leave out (`WindowLimits`).
  public static func run(
    _ prepared: PreparedInterface, scene: Scene, state: SceneState, base: Environment,
    widths: [Double]
  ) -> WidthSweep {
    let height = base.device.screen(base.orientation).height
    let environments = widths.map { width in
      var environment = base
      environment.windowSize = Size(width: width, height: height)
      return environment
    }
    var intervals: [Interval] = []
    var index = 0
    LayoutEngine.layouts(prepared, scene: scene, state: state, environments: environments) {
      let width = widths[index]
      index += 1
      let structure = $0.map(LayoutStructure.init)
      if let last = intervals.last, last.structure == structure {
        intervals[intervals.count - 1].to = width
      } else {
        intervals.append(Interval(from: width, to: width, structure: structure))
      }
    }
    return WidthSweep(scene: scene.id, state: state, intervals: intervals)
  }

  /// The most widths `widths(from:to:step:)` makes: more than any screen has half points.
  public static let maximumWidthCount = 100_000

  /// `from`, `from + step`, … up to `to` (and `to` itself when the steps miss it); empty for an
  /// empty range, a step that is not positive, or more than `maximumWidthCount` widths.
  public static func widths(from: Double, to: Double, step: Double) -> [Double] {
    guard from <= to, step > 0 else { return [] }
    let steps = ((to - from) / step).rounded(.down)
    guard steps.isFinite, steps < Double(maximumWidthCount) else { return [] }
    let count = Int(steps)
    var widths = (0...count).map { from + Double($0) * step }
    if let last = widths.last, last < to { widths.append(to) }
    return widths
  }
}
