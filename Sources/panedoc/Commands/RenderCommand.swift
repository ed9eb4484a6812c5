import ArgumentParser
import Foundation
import PaneDocLayout
import PaneDocModel
import PaneDocRender

/// `panedoc render`: the report of every scene × state × environment of the inputs.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Write the report: SVG diagrams, HTML pages and layout.json.",
    discussion: """
      Exit status: 0 done; 1 findings (input errors, the other inputs rendered; stale files \
      with --check; warnings with --strict); 2 the run failed (no or unreadable input, I/O \
      error, an output folder panedoc did not write or another run is writing); 64 usage \
      error. A failed or interrupted run leaves the output folder as it was.
      """)

  @Argument(help: "Interface files (.xml, .storyboard, .xib) or folders to search; '-' is stdin.")
  var inputs: [String]

  /// The report folder when `--out` is not given.
  static let defaultOut = "report"

  @Option(help: "The report folder.")
  var out = defaultOut

  @Flag(help: "Write nothing; exit 1 if the report would change.")
  var check = false

  @Flag(help: "Wait for another run writing the same report folder, instead of failing.")
  var wait = false

  @Option(help: "A folder of Mustache templates that replace the bundled ones, file by file.")
  var templates: String?

  @Option(help: "A prefix for every element id in the SVGs, for inlining them in one page.")
  var idPrefix = ""

  @Option(help: "Layouts rendered at the same time (default: the number of cores).")
  var jobs: Int?

  @OptionGroup var matrix: RenderMatrixOptions

  @Option(help: "How many segues deep to follow from each scene's initial state.")
  var depth = 1

  @Flag(help: "Exit 1 when any layout has warnings.")
  var strict = false

  @Flag(
    help: ArgumentHelp(
      "Sweep every state over every window width of each resizable environment: breakpoint"
        + " strips, a diagram per interval and a width scrubber on the scene pages."))
  var sweep = false

  @OptionGroup var limits: LimitOptions

  func validate() throws {
    try limits.runLimits.check(try matrix.matrix())
    guard (jobs ?? 1) >= 1 else { throw ValidationError("--jobs must be at least 1") }
    guard depth >= 0 else { throw ValidationError("--depth must not be negative") }
    try OptionChecks.templatesFolder(templates)
  }

  func run() async throws {
    let clock = ContinuousClock()
    let start = clock.now
    if !check { Interruption.removeTemporaryFoldersOnSignal() }
    // With no input read there is nothing to report: the folder keeps its previous report.
    let planned = try PlannedRun(inputs, limits: limits, depth: depth, digesting: true)
    let loaded = planned.loaded
    let errors = planned.errors
    try refuseInputsInsideOutput(inputs + loaded.paths)
    guard !planned.isEmpty else {
      let invalid = planned.invalidInputs
      print(
        "0 scenes, 0 environments, 0 files written: "
          + (invalid == 1 ? "the input has errors" : "all \(invalid) inputs have errors")
          + "; \(out) was left as it was")
      throw ExitStatus.findings
    }
    let environmentMatrix = try matrix.matrix()
    try RenderMatrixOptions.checkWindows(
      environmentMatrix, documentProfiles: planned.plans.map(\.interface.profile))
    if let refusal = limits.runLimits.refusal(planned.plans, matrix: environmentMatrix) {
      printError("error: " + refusal)
      throw ExitStatus.findings
    }

    let templateSet: ReportTemplates
    do {
      templateSet = try ReportTemplates(
        replacingWith: templates.map { URL(fileURLWithPath: $0, isDirectory: true) })
    } catch {
      printError("error: \(error)")
      throw ExitStatus.failure
    }

    let writer = ReportWriter(directory: out)
    let lock: ReportLock
    do {
      lock = try ReportLock(writer: writer, wait: wait, shared: check)
    } catch {
      printError("error: \(error)")
      throw ExitStatus.failure
    }
    for line in lock.recovered { printError("note: " + line) }
    let fingerprint = RunRecord.fingerprint(
      options: [
        matrix.devices ?? "", matrix.orientations ?? "", matrix.splits ?? "",
        matrix.profiles ?? "", matrix.window ?? "", String(sweep), String(depth), idPrefix,
        limits.fingerprint,
        // The pages name input files relative to the current folder (`DisplayPath`).
        DisplayPath.currentFolder,
      ], templates: templateSet.texts, inputs: loaded.digests)
    if !check, let recorded = writer.recordedRun().flatMap(RunRecord.init(text:)),
      recorded.fingerprint == fingerprint, writer.isIntact(fileCount: recorded.files)
    {
      summarize(
        recorded, changed: "0 files written", unchanged: recorded.files, since: start,
        clock: clock)
      if errors || (strict && recorded.warnings > 0) { throw ExitStatus.findings }
      return
    }

    let source = LayoutSource(planned.plans, matrix: environmentMatrix, sweeping: sweep)
    if sweep, let refusal = limits.runLimits.sweepRefusal(source.sweepLayoutCount) {
      printError("error: " + refusal)
      throw ExitStatus.findings
    }
    let plan: ReportPlan
    let record: RunRecord
    do {
      let session = try ReportSession(writer: writer, writes: !check, lock: lock)
      do {
        let progress = ProgressLine()
        defer { progress.finish() }
        let summary = try await ReportBuilder.write(
          source, templates: templateSet, idPrefix: idPrefix, jobs: width, to: session,
          progress: progress.show)
        record = RunRecord(
          fingerprint: fingerprint, scenes: summary.scenes,
          environments: source.environmentCount, files: session.fileCount,
          warnings: summary.warnings)
        plan = try session.finish(record: record.text)
      } catch {
        session.discard()
        throw error
      }
    } catch {
      printError("error: \(error)")
      throw ExitStatus.failure
    }

    let changed =
      check ? "\(plan.written + plan.removed.count) files stale" : "\(plan.written) files written"
    summarize(
      record, changed: changed, unchanged: plan.unchanged.count, since: start, clock: clock)
    if check, !plan.isUpToDate {
      for path in plan.added { printError("\(out)/\(path): would be added") }
      for path in plan.changed { printError("\(out)/\(path): would change") }
      for path in plan.removed { printError("\(out)/\(path): would be removed") }
    }
    if errors || (check && !plan.isUpToDate) || (strict && record.warnings > 0) {
      throw ExitStatus.findings
    }
  }

  /// Refuses an input inside the output folder: every run replaces the folder, so the input
  /// would be deleted by the run that reads it.
  private func refuseInputsInsideOutput(_ paths: [String]) throws {
    guard let folder = ReportWriter.realPath(out) else { return }
    for path in paths where path != "-" {
      guard let resolved = ReportWriter.realPath(path),
        resolved == folder || resolved.hasPrefix(folder == "/" ? "/" : folder + "/")
      else { continue }
      printError(
        "\(path): error: this input is inside the report folder \(out), which every run "
          + "replaces (render into another folder) [\(RunCode.inputInsideOutput.rawValue)]")
      throw ExitStatus.failure
    }
  }

  /// The one summary line: scenes, environments, files written (or stale) and unchanged,
  /// warnings, seconds.
  private func summarize(
    _ record: RunRecord, changed: String, unchanged: Int, since start: ContinuousClock.Instant,
    clock: ContinuousClock
  ) {
    let seconds = (clock.now - start) / .milliseconds(10)
    let elapsed = NumberFormat.string(Double(Int(seconds.rounded())) / 100)
    print(
      "\(record.scenes) scenes, \(record.environments) environments, \(changed), "
        + "\(unchanged) unchanged, \(record.warnings) warnings in \(elapsed) s")
  }

  /// How many tasks run at once; the output never depends on it.
  private var width: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}
