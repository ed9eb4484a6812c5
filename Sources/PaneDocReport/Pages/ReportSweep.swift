import PaneDocCore
import PaneDocLayout
import PaneDocModel

/// One sweep of a scene's state, as a report shows it: the breakpoint strip, one diagram per
/// interval and a scrubber over the widths.
public struct ReportSweep: Sendable {
  /// The state's id, as its entries carry it, and its title.
  public var stateId: String
  public var stateTitle: String
  /// The profile, device and orientation swept.
  public var environment: Environment
  public var sweep: WidthSweep
  /// The distance between two swept widths: the scrubber's step.
  public var step: Double
  /// The layout at each interval's narrowest width, `nil` where the state does not arise.
  public var layouts: [Layout?]

  public init(
    stateId: String, stateTitle: String, environment: Environment, sweep: WidthSweep,
    step: Double, layouts: [Layout?]
  ) {
    self.stateId = stateId
    self.stateTitle = stateTitle
    self.environment = environment
    self.sweep = sweep
    self.step = step
    self.layouts = layouts
  }

  /// Sweeps `state` of `scene` in `environment` over `widths` and lays out each interval at its
  /// narrowest width, to draw.
  public static func make(
    _ prepared: PreparedInterface, scene: Scene, state: SceneState, environment: Environment,
    widths: [Double], step: Double
  ) -> ReportSweep {
    let sweep = WidthSweep.run(
      prepared, scene: scene, state: state, base: environment, widths: widths)
    let height = environment.device.screen(environment.orientation).height
    let layouts = sweep.intervals.map { interval -> Layout? in
      guard interval.structure != nil else { return nil }
      var at = environment
      at.windowSize = Size(width: interval.from, height: height)
      return LayoutEngine.layout(prepared, scene: scene, state: state, environment: at)
    }
    return ReportSweep(
      stateId: state.id, stateTitle: state.title, environment: environment, sweep: sweep,
      step: step, layouts: layouts)
  }

  /// `ios26-ipad-pro-13-m4-landscape`: names the sweep's files.
  var stem: String { "sweep-" + environment.screenSlug }

  /// The strip's file name, and each interval's diagram's (`nil` where nothing is drawn).
  var stripFile: String { stem + ".svg" }

  func intervalFile(_ index: Int) -> String? {
    layouts[index] == nil ? nil : "\(stem)-\(NumberFormat.string(sweep.intervals[index].from)).svg"
  }

  /// "ios26 · ipad-pro-13-m4 · landscape".
  var heading: String {
    "\(environment.profile.rawValue) · \(environment.device.id) · "
      + environment.orientation.rawValue
  }
}
