import ArgumentParser
import Foundation
import PaneDocCore
import PaneDocLayout
import PaneDocModel
import PaneDocRender
import PaneDocRun

/// `panedoc sweep`: every scene × state laid out at every window width of a range, grouped into
/// intervals of the same layout structure, with the breakpoints between them.
struct SweepCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sweep",
    abstract: "Find the window widths where each scene's layout changes.",
    discussion: """
      Lays each scene in each state out at every width from --from to --to (the window as tall \
      as the screen) and prints the intervals of widths with the same structure: the columns \
      that show, display mode and split behavior, collapsed or not, each presentation and its \
      arrow, the size classes. Exit status: 0 done; 1 findings (input errors, the other inputs \
      swept; breakpoints that flip back and forth with --strict); 2 unreadable input; 64 usage \
      error (a profile or a width the device cannot have).
      """)

  @Argument(
    help: "Interface files (.xml, .storyboard, .xib) or folders to search; '-' is stdin.",
    completion: Completions.interfaceFiles)
  var inputs: [String]

  @Option(
    help: ArgumentHelp(
      "The device.", discussion: "Devices: " + EnvironmentChoice.devices.joined(separator: ", ")),
    completion: Completions.device)
  var device = Device.iPadPro13M4.id.rawValue

  @Option(
    help: "The interface orientation: portrait, landscape.", completion: Completions.orientation)
  var orientation = Orientation.landscape.rawValue

  @Option(
    help: ArgumentHelp(
      "The UIKit era: " + EnvironmentChoice.profiles.joined(separator: ", ")
        + " (default: each document's, else \(Profile.default.rawValue))."),
    completion: Completions.profile)
  var profile: String?

  @Option(help: "The narrowest window width (default: the narrowest the device allows).")
  var from: Double?

  @Option(help: "The widest window width (default: the screen's width).")
  var to: Double?

  @Option(help: "The distance between two swept widths, in points (at least 0.5).")
  var step = 1.0

  @Option(help: "Warn when the layout changes back within this many points.")
  var flipWithin = 16.0

  @Option(help: "The output format.")
  var format = FormatOption<SweepReport>()

  @Option(help: "How many segues deep to follow from each scene's initial state.")
  var depth = 1

  @Option(help: "Scenes swept at the same time (default: the number of cores).")
  var jobs: Int?

  @Flag(help: "Exit 1 when a breakpoint flips back and forth.")
  var strict = false

  @OptionGroup var limits: LimitOptions

  /// Half a point, a pixel of a 2× screen: a finer step finds nothing new and multiplies the work.
  static let finestStep = 0.5
  /// Wider than any screen by far: a width past it is refused before it is put in a message.
  static let widestWindow = 100_000.0

  func validate() throws {
    guard step.isFinite, step >= Self.finestStep else {
      throw ValidationError("--step must be at least \(NumberFormat.string(Self.finestStep))")
    }
    guard flipWithin.isFinite, flipWithin >= 0 else {
      throw ValidationError("--flip-within must be a number of points, 0 or more")
    }
    for (name, value) in [("--from", from), ("--to", to)] {
      if let value, !value.isFinite || abs(value) > Self.widestWindow {
        throw ValidationError(
          "\(name) must be a width in points, at most \(NumberFormat.string(Self.widestWindow))")
      }
    }
    if let from, let to, from > to {
      throw ValidationError("--from (\(NumberFormat.string(from))) is wider than --to")
    }
    try OptionChecks.jobs(jobs)
    guard depth >= 0 else { throw ValidationError("--depth must not be negative") }
    _ = try environmentValues()
  }

  /// The device, orientation and profile named, each checked against its choices.
  func environmentValues() throws -> (Device, Orientation, Profile?) {
    try EnvironmentChoice.screen(device: device, orientation: orientation, profile: profile)
  }

  func run() async throws {
    let planned = try InputPlanning(inputs, limits: limits, depth: depth).planned
    let errors = planned.errors
    guard !planned.isEmpty else { throw ExitStatus.findings }

    let (device, orientation, profile) = try environmentValues()
    var tasks: [SweepTask] = []
    for plan in planned.plans {
      let environment = Environment(
        profile: profile ?? plan.interface.profile ?? .default, device: device,
        orientation: orientation)
      let widths = try widths(for: environment)
      for (scene, states) in plan.scenes {
        tasks.append(
          SweepTask(
            file: plan.interface.file, interface: plan.prepared, scene: scene, states: states,
            environment: environment, widths: widths))
      }
    }
    if let refusal = limits.runLimits.sweepRefusal(
      tasks.reduce(0) { $0 + $1.states.count * $1.widths.count })
    {
      printError("error: \(refusal)")
      throw ExitStatus.findings
    }
    let results = try await SweepRunner.run(
      tasks, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    try StandardOutput.write(format.render(SweepReport(results: results, flipWithin: flipWithin)))
    let flips = results.contains { $0.sweeps.contains { !$0.flips(within: flipWithin).isEmpty } }
    if errors || (strict && flips) { throw ExitStatus.findings }
  }

  /// The widths to sweep in `environment`'s profile, device and orientation: the range asked
  /// for, which must lie within the windows the device allows (a usage error otherwise).
  private func widths(for environment: Environment) throws -> [Double] {
    if let reason = environment.unsupportedReason {
      printError(
        "error: \(environment.slug): \(reason) \(RunCode.environmentUnsupported.bracketed)")
      throw ExitStatus.usage
    }
    let windowLimits = WindowLimits(
      profile: environment.profile, device: environment.device,
      orientation: environment.orientation)
    let low = from ?? windowLimits.minimum.width
    let high = to ?? windowLimits.maximum.width
    let height = windowLimits.maximum.height
    for width in [low, high] {
      if let reason = windowLimits.reason(Size(width: width, height: height)) {
        printError(
          "error: \(environment.profile.rawValue)-\(environment.device.id)-"
            + "\(environment.orientation.rawValue): a \(width == width.rounded() ? NumberFormat.string(width) : String(width)) pt wide"
            + " window: \(reason) \(RunCode.windowOutOfRange.bracketed)")
        throw ExitStatus.usage
      }
    }
    return WidthSweep.widths(from: low, to: high, step: step)
  }
}
