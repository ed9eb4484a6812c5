import ArgumentParser
import PaneDocLayout
import PaneDocModel
import PaneDocRender

/// `panedoc layout`: one scene in one state in one environment, as the JSON of `spec/outputs.md`.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print one environment's layout of a scene to standard output.")

  enum Format: String, CaseIterable, ExpressibleByArgument {
    case json, svg
  }

  @Argument(help: "An interface file (.xml, .storyboard, .xib), or - for standard input.")
  var input: String

  @Option(help: "The device.")
  var device: DeviceArgument

  @Option(help: "The interface orientation.")
  var orientation: Orientation

  @Option(help: "The multitasking window.")
  var split: MultitaskingWindow = .full

  @Option(
    help: ArgumentHelp("The UIKit era (default: the document's, else \(Profile.default.rawValue)).")
  )
  var profile: Profile?

  @Option(help: "The scene's root controller id (default: the initial controller's scene).")
  var scene: String?

  @Option(
    parsing: .upToNextOption,
    help: "The state: a state id (reveal-primary, a+b) or segue and reveal steps in order.")
  var state: [String] = []

  @Flag(help: "Show the keyboard.")
  var keyboard = false

  @Option(help: "The output format.")
  var format: Format = .json

  @Option(help: "A prefix for every element id of the SVG, for inlining it in a page.")
  var idPrefix = ""

  @Option(help: "How many segues a state id may chain.")
  var depth = 1

  @OptionGroup var limits: LimitOptions

  func validate() throws {
    guard depth >= 1 else { throw ValidationError("--depth must be at least 1") }
  }

  func run() throws {
    let loaded = LoadedInputs([input], limits: limits.xmlLimits)
    DiagnosticPrinter.print(loaded.diagnostics)
    if loaded.unreadable > 0 { throw ExitStatus.failure }
    guard loaded.interfaces.count == 1, let interface = loaded.interfaces.first else {
      if loaded.diagnostics.containsErrors { throw ExitStatus.findings }
      printError("error: layout takes exactly one interface file")
      throw ExitStatus.usage
    }
    let environment = Environment(
      profile: profile ?? interface.profile ?? .default, device: device.device,
      orientation: orientation, window: split, keyboard: keyboard)
    if let reason = environment.unsupportedReason {
      printError("error: \(environment.slug): \(reason) [environment-unsupported]")
      throw ExitStatus.usage
    }
    let scenes = LayoutEngine.scenes(in: interface)
    let runLimits = limits.runLimits
    guard scenes.count <= runLimits.scenes else {
      DiagnosticPrinter.print([
        .error(
          "too-many-scenes",
          "\(scenes.count) scenes are more than the limit of \(runLimits.scenes) scenes",
          at: .file(interface.file), hint: "raise it with --max-scenes")
      ])
      throw ExitStatus.findings
    }
    guard let chosen = Self.scene(scene, in: scenes, interface: interface) else {
      let known = scenes.map(\.id).joined(separator: ", ")
      printError("error: no scene '\(scene ?? "")' (scenes: \(known))")
      throw ExitStatus.usage
    }
    let stateDepth = max(depth, state.count)
    let states = LayoutEngine.states(
      of: chosen, in: PreparedInterface(interface), depth: stateDepth, limit: runLimits.states)
    guard states.count <= runLimits.states else {
      DiagnosticPrinter.print([
        .error(
          "too-many-states",
          "scene '\(chosen.id)' has more than \(runLimits.states) states at depth \(stateDepth)",
          at: .file(interface.file), hint: "raise it with --max-states or lower --depth")
      ])
      throw ExitStatus.findings
    }
    let steps = state.flatMap { value in states.first { $0.id == value }?.steps ?? [value] }
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
        "error: the state \(steps.joined(separator: " → ")) does not arise in scene"
          + " '\(chosen.id)' on \(environment.slug)")
      throw ExitStatus.usage
    }
    switch format {
    case .json:
      print(LayoutJSON.encode(layout).serialized(), terminator: "")
    case .svg:
      print(SVGRenderer.render(layout, idPrefix: idPrefix), terminator: "")
    }
  }

  /// The named scene, else the one holding the initial controller, else the first.
  static func scene(_ id: String?, in scenes: [Scene], interface: Interface) -> Scene? {
    if let id { return scenes.first { $0.id == id } }
    return scenes.first { $0.id == interface.initialViewController } ?? scenes.first
  }
}
