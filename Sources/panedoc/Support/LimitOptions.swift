import ArgumentParser
import PaneDocLayout
import PaneDocModel
import PaneDocRun
import PaneDocXML

/// The bounds on hostile or runaway input, shared by every command that reads interfaces.
/// The defaults fit the largest real storyboards with room to spare: the parse limits bound one
/// file, the run limits bound how much one run lays out, so that no input can make a run hang.
struct LimitOptions: ParsableArguments {
  @Option(help: "Refuse an input larger than this many bytes.")
  var maxInputBytes = XMLLimits.default.maximumBytes

  @Option(help: "Refuse elements nested deeper than this.")
  var maxDepth = XMLLimits.default.maximumDepth

  @Option(help: "Refuse attribute values longer than this many bytes.")
  var maxAttributeLength = XMLLimits.default.maximumAttributeLength

  @Option(help: "Refuse an element with more attributes than this.")
  var maxAttributes = XMLLimits.default.maximumAttributes

  @Option(help: "Refuse inputs whose scenes take the run past this many scenes.")
  var maxScenes = RunLimits.default.scenes

  @Option(help: "Refuse an input with a scene of more states than this.")
  var maxStates = RunLimits.default.states

  @Option(help: "Refuse an environment matrix of more environments than this.")
  var maxEnvironments = RunLimits.default.environments

  @Option(help: "Refuse a run of more layouts (scene × state × environment) than this.")
  var maxLayouts = RunLimits.default.layouts

  @Option(
    help: "Refuse width sweeps of more layouts (scene × state × environment × width) than this.")
  var maxSweepLayouts = RunLimits.default.sweepLayouts

  var xmlLimits: XMLLimits {
    XMLLimits(
      maximumBytes: maxInputBytes, maximumDepth: maxDepth,
      maximumAttributeLength: maxAttributeLength, maximumAttributes: maxAttributes)
  }

  var runLimits: RunLimits {
    RunLimits(
      scenes: maxScenes, states: maxStates, environments: maxEnvironments, layouts: maxLayouts,
      sweepLayouts: maxSweepLayouts)
  }

  /// Every limit, in the order of the options.
  private var values: [Int] {
    [
      maxInputBytes, maxDepth, maxAttributeLength, maxAttributes, maxScenes, maxStates,
      maxEnvironments, maxLayouts, maxSweepLayouts,
    ]
  }

  /// Refuses a matrix of more environments than `--max-environments` as a usage error.
  func check(_ matrix: EnvironmentMatrix) throws {
    if let refusal = runLimits.refusal(matrix) { throw ValidationError(refusal.description) }
  }

  func validate() throws {
    guard
      values
        .allSatisfy({ $0 > 0 })
    else {
      throw ValidationError("limits must be positive")
    }
  }
}
