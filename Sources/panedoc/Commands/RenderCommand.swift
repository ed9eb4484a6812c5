import ArgumentParser
import Foundation
import PaneDocConfig
import PaneDocCore
import PaneDocLayout
import PaneDocModel
import PaneDocRender
import PaneDocReport
import PaneDocRun

/// `panedoc render`: the report of every scene × state × environment of the inputs.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Write the report: SVG diagrams, HTML pages and layout.json.",
    discussion: """
      What the command line leaves unset comes from panedoc.yml (see --config). With --shard \
      I/N only every N-th scene is drawn, and panedoc merge joins the parts.

      Exit status: 0 done; 1 findings (input errors, the other inputs rendered; stale files \
      with --check; warnings with --strict or --fail-on-warnings); 2 the run failed (no or \
      unreadable input or config file, I/O error, an output folder panedoc did not write or \
      another run is writing); 64 usage error (a bad option, or a bad key or value in the \
      config file). A failed or interrupted run leaves the output folder as it was.
      """)

  @Argument(
    help: """
      Interface files (.xml, .storyboard, .xib) or folders to search; '-' is stdin (default: \
      the config file's inputs).
      """, completion: Completions.interfaceFiles)
  var inputs: [String] = []

  @Option(
    help: ArgumentHelp(
      "Leave out the files under the inputs that match this glob (Pods/**, **/Legacy/*.xib);"
        + " repeatable (default: the config file's exclude).",
      valueName: "glob"))
  var exclude: [String] = []

  /// The report folder when neither `--out` nor the config file names one.
  static let defaultOut = "report"

  @Option(
    help: "The report folder (default: the config file's out, else report).",
    completion: Completions.folder)
  var out: String?

  @Flag(help: "Write nothing; exit 1 if the report would change.")
  var check = false

  @Flag(help: "Wait for another run writing the same report folder, instead of failing.")
  var wait = false

  @Option(
    help: "A folder of Mustache templates that replace the bundled ones, file by file.",
    completion: Completions.folder)
  var templates: String?

  @Option(help: "A prefix for every element id in the SVGs, for inlining them in one page.")
  var idPrefix = ""

  @Option(help: "Layouts rendered at the same time (default: the number of cores).")
  var jobs: Int?

  @OptionGroup var matrix: RenderMatrixOptions

  @Option(help: "How many segues deep to follow from each scene's initial state (default: 1).")
  var depth: Int?

  @OptionGroup var warnings: WarningOptions

  @Option(
    help: ArgumentHelp(
      "Render only part I of N of the scenes, for panedoc merge.", valueName: "I/N"))
  var shard: String?

  @OptionGroup(title: "Config file") var configOption: ConfigOption

  @Flag(
    help: ArgumentHelp(
      "Sweep every state over every window width of each resizable environment: breakpoint"
        + " strips, a diagram per interval and a width scrubber on the scene pages."))
  var sweep = false

  @OptionGroup var limits: LimitOptions

  mutating func validate() throws {
    if let config = try configOption.load() { fill(from: config) }
    guard !inputs.isEmpty else {
      throw ValidationError("Name at least one input, or list them as inputs in panedoc.yml.")
    }
    try limits.check(try matrix.matrix())
    try OptionChecks.jobs(jobs)
    guard levels >= 0 else { throw ValidationError("--depth must not be negative") }
    try OptionChecks.templatesFolder(templates)
    if let shard, ReportShard(shard) == nil {
      throw ValidationError("--shard takes I/N, a part I from 1 to N, such as 2/4")
    }
  }

  /// Takes what the command line left unset from the config file.
  private mutating func fill(from config: PaneDocConfig) {
    if inputs.isEmpty { inputs = config.inputs ?? [] }
    if exclude.isEmpty { exclude = config.exclude ?? [] }
    out = out ?? config.out
    templates = templates ?? config.templates
    jobs = jobs ?? config.jobs
    depth = depth ?? config.depth
    warnings.fill(from: config)
    matrix.fill(from: config)
  }

  /// The report folder.
  var folder: String { out ?? Self.defaultOut }

  /// How many segues deep states follow.
  var levels: Int { depth ?? 1 }

  /// The options that shape the report, as the run reads them and its fingerprint digests them.
  var shaping: RenderOptions {
    let written = matrix.written
    return RenderOptions(
      devices: written.devices, orientations: written.orientations, splits: written.splits,
      profiles: written.profiles, window: written.window, sweep: sweep, depth: levels,
      idPrefix: idPrefix, limits: RenderOptions.Limits(xml: limits.xmlLimits, run: limits.runLimits)
    )
  }

  func run() async throws {
    let clock = ContinuousClock()
    let start = clock.now
    if !check { Interruption.removeTemporaryFoldersOnSignal() }
    let shaping = self.shaping
    // With no input read there is nothing to report: the folder keeps its previous report.
    let (loaded, planned) = try InputPlanning(
      inputs, limits: limits, depth: shaping.depth, digesting: true,
      excluding: ExcludePatterns(exclude)
    ).parts
    try refuseInputsInsideOutput(inputs + loaded.paths)
    guard !planned.isEmpty else {
      let invalid = planned.invalidInputs
      print(
        "0 scenes, 0 environments, 0 files written: "
          + (invalid == 1 ? "the input has errors" : "all \(invalid) inputs have errors")
          + "; \(folder) was left as it was")
      throw ExitStatus.findings
    }
    let environmentMatrix = try matrix.matrix()
    try RenderMatrixOptions.checkWindows(
      environmentMatrix, documentProfiles: planned.plans.map(\.interface.profile),
      written: matrix.windowTexts)
    let source = RunScenes(planned.plans, matrix: environmentMatrix, sweeping: shaping.sweep)
    if let refusal = shaping.limits.run.refusal(planned.plans, matrix: environmentMatrix)
      ?? (shaping.sweep ? shaping.limits.run.sweepRefusal(source.sweepLayoutCount) : nil)
    {
      printError("error: \(refusal)")
      throw ExitStatus.findings
    }
    let run = ReportRun(
      source: source, templates: try ReportTemplates.load(replacingWith: templates),
      options: FingerprintParts.of(shaping), inputs: loaded.digests,
      invalidInputs: planned.invalidInputs, shard: shard.flatMap(ReportShard.init),
      idPrefix: shaping.idPrefix, jobs: width, producer: PaneDocVersion.current)

    let writer = ReportWriter(directory: folder)
    let lock: ReportLock
    do {
      if !check { try OutputParents.make(above: folder) }
      lock = try ReportLock(writer: writer, wait: wait, shared: check)
    } catch {
      printError("error: \(error)")
      throw ExitStatus.failure
    }
    defer { lock.release() }
    for line in lock.recovered { printError("note: " + line) }
    let outcome = try await ExitStatus.failing {
      let progress = ProgressLine()
      defer { progress.finish() }
      return try await run.write(writer, writes: !check, lock: lock, progress: progress.show)
    }
    switch outcome {
    case .unchanged(let recorded):
      summarize(
        recorded, changed: "0 files written", unchanged: recorded.files, since: start,
        clock: clock)
      if planned.errors || warnings.fail(recorded) { throw ExitStatus.findings }
    case .written(let record, let plan):
      let changed =
        check ? "\(plan.written + plan.removed.count) files stale" : "\(plan.written) files written"
      summarize(
        record, changed: changed, unchanged: plan.unchanged.count, since: start, clock: clock)
      if check, !plan.isUpToDate {
        for path in plan.added { printError("\(folder)/\(path): would be added") }
        for path in plan.changed { printError("\(folder)/\(path): would change") }
        for path in plan.removed { printError("\(folder)/\(path): would be removed") }
      }
      if planned.errors || (check && !plan.isUpToDate) || warnings.fail(record) {
        throw ExitStatus.findings
      }
    }
  }

  /// Refuses an input inside the output folder: every run replaces the folder, so the input
  /// would be deleted by the run that reads it.
  private func refuseInputsInsideOutput(_ paths: [String]) throws {
    guard let real = ReportWriter.realPath(folder) else { return }
    for path in paths where path != "-" {
      guard let resolved = ReportWriter.realPath(path),
        resolved == real || resolved.hasPrefix(real == "/" ? "/" : real + "/")
      else { continue }
      printError(
        "\(path): error: this input is inside the report folder \(folder), which every run "
          + "replaces (render into another folder) \(RunCode.inputInsideOutput.bracketed)")
      throw ExitStatus.failure
    }
  }

  /// Prints the run's summary line.
  private func summarize(
    _ record: RunRecord, changed: String, unchanged: Int, since start: ContinuousClock.Instant,
    clock: ContinuousClock
  ) {
    print(record.summaryLine(changed: changed, unchanged: unchanged, elapsed: clock.now - start))
  }

  /// How many tasks run at once; the output never depends on it.
  private var width: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}
