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
      with --check; warnings with --strict); 2 the run failed (unreadable input, I/O error, an \
      output folder panedoc did not write); 64 usage error. A failed run leaves the output \
      folder as it was.
      """)

  @Argument(help: "Interface files (.xml, .storyboard, .xib) or folders to search; '-' is stdin.")
  var inputs: [String]

  @Option(help: "The report folder.")
  var out = "report"

  @Flag(help: "Write nothing; exit 1 if the report would change.")
  var check = false

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

  @OptionGroup var limits: LimitOptions

  func validate() throws {
    try limits.runLimits.check(try matrix.matrix())
    guard (jobs ?? 1) >= 1 else { throw ValidationError("--jobs must be at least 1") }
    guard depth >= 0 else { throw ValidationError("--depth must not be negative") }
    if let templates {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: templates, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { throw ValidationError("--templates \(templates) is not a folder") }
    }
  }

  func run() async throws {
    let clock = ContinuousClock()
    let start = clock.now
    let loaded = LoadedInputs(inputs, limits: limits.xmlLimits)
    DiagnosticPrinter.print(loaded.diagnostics)
    guard loaded.unreadable == 0 else { throw ExitStatus.failure }
    let planned = limits.runLimits.plan(loaded.interfaces, depth: depth)
    DiagnosticPrinter.print(planned.diagnostics)
    let errors = (loaded.diagnostics + planned.diagnostics).containsErrors
    // With no input read there is nothing to report: the folder keeps its previous report.
    guard !planned.plans.isEmpty || !errors else { throw ExitStatus.findings }

    let templateSet: ReportTemplates
    do {
      templateSet = try ReportTemplates(
        replacingWith: templates.map { URL(fileURLWithPath: $0, isDirectory: true) })
    } catch {
      printError("error: \(error)")
      throw ExitStatus.failure
    }

    guard
      let (contents, environmentCount) = await layOut(planned.plans, matrix: try matrix.matrix())
    else { throw ExitStatus.findings }
    let files = await ReportBuilder.files(
      for: contents, templates: templateSet, idPrefix: idPrefix, jobs: width)
    let writer = ReportWriter(directory: out)
    let plan: ReportPlan
    do {
      plan = check ? try writer.plan(files) : try writer.write(files)
    } catch {
      printError("error: \(error)")
      throw ExitStatus.failure
    }

    let warnings = contents.entries.reduce(0) { $0 + $1.layout.warnings.count }
    let scenes = Set(contents.entries.map(\.sceneId)).count
    let seconds = (clock.now - start) / .milliseconds(10)
    let elapsed = NumberFormat.string(Double(Int(seconds.rounded())) / 100)
    let changed =
      check ? "\(plan.written + plan.removed.count) files stale" : "\(plan.written) files written"
    print(
      "\(scenes) scenes, \(environmentCount) environments, \(changed), "
        + "\(plan.unchanged.count) unchanged, \(warnings) warnings in \(elapsed) s")
    if check, !plan.isUpToDate {
      for path in plan.added { printError("\(out)/\(path): would be added") }
      for path in plan.changed { printError("\(out)/\(path): would change") }
      for path in plan.removed { printError("\(out)/\(path): would be removed") }
    }
    if errors || (check && !plan.isUpToDate) || (strict && warnings > 0) {
      throw ExitStatus.findings
    }
  }

  /// How many tasks run at once; the output never depends on it.
  private var width: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  /// One job of the layout pass: an interface's scene in one state and environment.
  private struct Job: Sendable {
    var interface: Int
    var scene: Scene
    var sceneKey: String
    var state: SceneState
    var environment: Environment
  }

  /// Every layout of every planned interface, computed by at most `jobs` tasks, collected in the
  /// order of the jobs so the report is the same for every `--jobs`; nil (with the error printed)
  /// when the run has more layouts than `--max-layouts`.
  private func layOut(_ plans: [RunLimits.Plan], matrix: EnvironmentMatrix) async -> (
    ReportContents, Int
  )? {
    let interfaces = plans.map(\.interface)
    if let refusal = limits.runLimits.refusal(plans, matrix: matrix) {
      printError("error: " + refusal)
      return nil
    }
    var work: [Job] = []
    var notes: [String] = []
    var environmentSlugs: Set<String> = []
    var sceneKeys: Set<String> = []
    for (index, plan) in plans.enumerated() {
      let interface = plan.interface
      let (environments, skipped) = matrix.environments(documentProfile: interface.profile)
      notes += skipped.map { "\(interface.file): \($0)" }
      environmentSlugs.formUnion(environments.map(\.info.slug))
      for (scene, states) in plan.scenes {
        // The same root id in two files would share a folder: the later one is told apart by file.
        let key = sceneKeys.insert(scene.id).inserted ? scene.id : scene.id + "@" + interface.file
        sceneKeys.insert(key)
        for state in states {
          for environment in environments {
            work.append(
              Job(
                interface: index, scene: scene, sceneKey: key, state: state,
                environment: environment))
          }
        }
      }
    }
    var layouts = [Layout?](repeating: nil, count: work.count)
    let progress = Progress(total: work.count)
    await withTaskGroup(of: (Int, Layout?).self) { group in
      var next = 0
      func start() {
        let index = next
        let job = work[index]
        let interface = interfaces[job.interface]
        group.addTask {
          (
            index,
            LayoutEngine.layout(
              interface, scene: job.scene, state: job.state, environment: job.environment)
          )
        }
        next += 1
      }
      while next < min(width, work.count) { start() }
      while let (index, layout) = await group.next() {
        layouts[index] = layout
        progress.advance()
        if next < work.count { start() }
      }
    }
    progress.finish()
    let entries = zip(work, layouts).compactMap { job, layout in
      layout.map {
        ReportEntry(
          sceneId: job.sceneKey, sceneTitle: job.scene.title, stateId: job.state.id,
          stateTitle: job.state.title, layout: $0)
      }
    }
    return (ReportContents(entries: entries, notes: notes), environmentSlugs.count)
  }
}

/// A progress line on standard error, redrawn in place, only when standard error is a terminal:
/// logs and CI output stay clean.
private final class Progress {
  private let total: Int
  private var done = 0
  private let enabled = isatty(STDERR_FILENO) == 1

  init(total: Int) { self.total = total }

  func advance() {
    done += 1
    guard enabled, done == total || done % 16 == 0 else { return }
    FileHandle.standardError.write(Data("\rLaying out \(done)/\(total)…".utf8))
  }

  func finish() {
    guard enabled, total > 0 else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
