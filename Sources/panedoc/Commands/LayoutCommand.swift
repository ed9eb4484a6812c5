import ArgumentParser
import PaneDocCore
import PaneDocLayout
import PaneDocModel
import PaneDocRender
import PaneDocRun

/// `panedoc layout`: one scene in one state in one environment, as docs/report.md's JSON section
/// documents it.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print one environment's layout of a scene to standard output.")

  // The input, device and orientation are required, but optional here so that `validate` names
  // every one that is missing at once instead of the parser stopping at the first.
  @Argument(
    help: "An interface file (.xml, .storyboard, .xib), or - for standard input (required).",
    completion: Completions.interfaceFiles)
  var input: String?

  @Option(
    help: ArgumentHelp(
      "The device (required).",
      discussion: "Devices: " + EnvironmentChoice.devices.joined(separator: ", ")),
    completion: Completions.device)
  var device: String?

  @Option(
    help: "The interface orientation (required): portrait, landscape.",
    completion: Completions.orientation)
  var orientation: String?

  @Option(
    help: ArgumentHelp(
      "The multitasking window: " + EnvironmentChoice.splits.joined(separator: ", ")
        + " (default: full)."), completion: Completions.split)
  var split: String?

  @Option(
    help: ArgumentHelp(
      "A free-form window of this size in points (WxH), instead of --split.",
      valueName: "WxH"))
  var window: WindowSizeArgument?

  @Option(
    help: ArgumentHelp(
      "The UIKit era: " + EnvironmentChoice.profiles.joined(separator: ", ")
        + " (default: the document's, else \(Profile.default.rawValue))."),
    completion: Completions.profile)
  var profile: String?

  @Option(help: "The scene's root controller id (default: the initial controller's scene).")
  var scene: String?

  @Option(
    parsing: .upToNextOption,
    help: "The state: a state id (reveal-primary, a+b) or segue and reveal steps in order.")
  var state: [String] = []

  @Flag(help: "Show the keyboard.")
  var keyboard = false

  @Option(help: "The output format.")
  var format = FormatOption<LayoutOutput>()

  @Option(help: "A prefix for every element id of the SVG, for inlining it in a page.")
  var idPrefix = ""

  @Option(help: "How many segues a state id may chain.")
  var depth = 1

  @OptionGroup var limits: LimitOptions

  func validate() throws {
    let missing = [
      input == nil ? "an input file" : nil, device == nil ? "--device" : nil,
      orientation == nil ? "--orientation" : nil,
    ].compactMap { $0 }
    guard missing.isEmpty else {
      throw ValidationError(
        "missing " + Self.list(missing)
          + " (for example: panedoc layout Fixtures/mail.xml --device ipad-9.7 --orientation"
          + " landscape)")
    }
    _ = try environmentValues()
    guard depth >= 1 else { throw ValidationError("--depth must be at least 1") }
    if split != nil, window != nil {
      throw ValidationError("--split and --window name the window twice; give one of them")
    }
  }

  /// The device, orientation, split and profile named, each checked against its choices.
  func environmentValues() throws -> (Device, Orientation, MultitaskingWindow, Profile?) {
    let (device, orientation, profile) = try EnvironmentChoice.screen(
      device: device ?? "", orientation: orientation ?? "", profile: profile)
    let split = try EnvironmentChoice.parse(
      split ?? MultitaskingWindow.full.rawValue, "split", choices: EnvironmentChoice.splits,
      MultitaskingWindow.init(rawValue:))
    return (device, orientation, split, profile)
  }

  /// "a", "a and b", "a, b and c".
  private static func list(_ items: [String]) -> String {
    items.count < 2
      ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
  }

  func run() throws {
    let (device, orientation, split, profile) = try environmentValues()
    let loaded = LoadedInputs([input ?? "-"], limits: limits.xmlLimits)
    DiagnosticPrinter.print(loaded.diagnostics)
    if loaded.unreadable > 0 { throw ExitStatus.failure }
    guard loaded.interfaces.count == 1, let interface = loaded.interfaces.first else {
      if loaded.diagnostics.containsErrors { throw ExitStatus.findings }
      printError("error: layout takes exactly one interface file")
      throw ExitStatus.usage
    }
    let environment = Environment(
      profile: profile ?? interface.profile ?? .default, device: device,
      orientation: orientation, window: split, windowSize: window?.size, keyboard: keyboard)
    if interface.deviceFamily == .iPad, device.idiom != .pad {
      printError(
        "error: \(device.id): the document targets iPad only (targetRuntime"
          + " iOS.CocoaTouch.iPad); choose an iPad \(RunCode.environmentUnsupported.bracketed)")
      throw ExitStatus.usage
    }
    if let reason = environment.unsupportedReason {
      let code: RunCode = window == nil ? .environmentUnsupported : .windowOutOfRange
      // A window is quoted as it was written: the environment's name rounds its size.
      let subject = window.map { "window \($0.text)" } ?? environment.slug
      printError("error: \(subject): \(reason) \(code.bracketed)")
      throw ExitStatus.usage
    }
    let scenes = LayoutEngine.scenes(in: interface)
    let runLimits = limits.runLimits
    guard scenes.count <= runLimits.scenes else {
      DiagnosticPrinter.print([
        .error(
          RunCode.tooManyScenes,
          "\(scenes.count) scenes are more than the limit of \(runLimits.scenes) scenes",
          at: .file(interface.file), hint: "raise it with --max-scenes")
      ])
      throw ExitStatus.findings
    }
    guard let chosen = Self.scene(scene, in: scenes, interface: interface) else {
      let known = scenes.map(\.id)
      let hint = Suggestion.hint(for: scene ?? "", in: known).map { " (\($0))" } ?? ""
      printError(
        "error: no scene '\(scene ?? "")'\(hint); scenes: " + known.joined(separator: ", "))
      throw ExitStatus.usage
    }
    let stateDepth = max(depth, state.count)
    let states = LayoutEngine.states(
      of: chosen, in: PreparedInterface(interface), depth: stateDepth, limit: runLimits.states)
    guard states.count <= runLimits.states else {
      DiagnosticPrinter.print([
        .error(
          RunCode.tooManyStates,
          "scene '\(chosen.id)' has more than \(runLimits.states) states at depth \(stateDepth)",
          at: .file(interface.file), hint: "raise it with --max-states or lower --depth")
      ])
      throw ExitStatus.findings
    }
    // A value is a state id, or one step of a state (a segue, a reveal, a search) by its text.
    var knownSteps: [String: StateStep] = [:]
    for step in states.flatMap(\.steps) { knownSteps[step.description] = step }
    var steps: [StateStep] = []
    for value in state {
      if let named = states.first(where: { $0.id == value }) {
        steps += named.steps
      } else if let step = knownSteps[value] {
        steps.append(step)
      } else {
        let choices = states.map(\.id).filter { $0 != SceneState.initial.id }
        let hint = Suggestion.hint(for: value, in: choices).map { " (\($0))" } ?? ""
        printError(
          "error: scene '\(chosen.id)' has no state '\(value)'\(hint); states: "
            + choices.joined(separator: ", "))
        throw ExitStatus.usage
      }
    }
    let sceneState =
      steps.isEmpty
      ? SceneState.initial
      : SceneState(
        id: state.joined(separator: "+"), title: state.joined(separator: " → "), steps: steps)
    guard
      let layout = LayoutEngine.layout(
        interface, scene: chosen, state: sceneState, environment: environment)
    else {
      printError(
        "error: the state \(steps.map(\.description).joined(separator: " → ")) does not arise in scene"
          + " '\(chosen.id)' on \(environment.slug)")
      throw ExitStatus.usage
    }
    // The caption names the state as the report does when one of the scene's states has
    // exactly these steps.
    let title = states.first { $0.steps == steps }?.title
    try StandardOutput.write(
      format.render(
        LayoutOutput(
          layout: layout, idPrefix: idPrefix, sceneTitle: chosen.title, stateTitle: title)
      ))
  }

  /// The named scene, else the one holding the initial controller, else the first.
  static func scene(_ id: String?, in scenes: [Scene], interface: Interface) -> Scene? {
    if let id { return scenes.first { $0.id == id } }
    return scenes.first { $0.id == interface.initialViewController } ?? scenes.first
  }
}
