import ArgumentParser
import Foundation
import PaneDocConfig
import PaneDocDiff
import PaneDocLayout
import PaneDocModel
import PaneDocRender
import PaneDocReport
import PaneDocRun

/// `panedoc diff OLD NEW`: what moved between two versions, as geometry rather than text.
struct DiffCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare the layouts of two versions and report what moved.",
    discussion: """
      OLD and NEW are each a report folder (its layout.json), a layout.json file, or inputs \
      (an interface file or a folder of them) laid out in the environment matrix. Changes are \
      per scene × state × environment: nodes and popovers that moved, resized, appeared, \
      vanished or changed arrow direction, presentation or display mode, with the numbers.

      With --sweep (inputs only), each version's states are also swept over every window width \
      of each resizable environment, and the breakpoints that moved, appeared or went away are \
      listed first.

      Exit status: 0 no change (or changes without --fail-on-change), 1 changes with \
      --fail-on-change, 2 a version could not be read or written, 64 usage error.
      """)

  @Argument(
    help: "The old version: a report folder, a layout.json, or inputs.",
    completion: Completions.diffSide)
  var old: String

  @Argument(
    help: "The new version: a report folder, a layout.json, or inputs.",
    completion: Completions.diffSide)
  var new: String

  @Option(help: "Write the HTML diff report into this folder.", completion: Completions.folder)
  var out: String?

  @Option(help: ArgumentHelp("What to print: " + DiffOutput.formatSummaries + "."))
  var format = FormatOption<DiffOutput>()

  @Option(
    help: "Write a JUnit XML file: one test case per scene × environment.",
    completion: Completions.junitFile)
  var junit: String?

  @Flag(inversion: .prefixedNo, help: "Exit with status 1 when anything changed (default: no).")
  var failOnChange: Bool?

  @Option(help: "Ignore moves and size changes of at most this many points (default: 0).")
  var tolerance: Double?

  @Option(
    help: "The report folder the accept command renders into (default: OLD, if a report).",
    completion: Completions.folder)
  var acceptInto: String?

  @Option(
    help: "A folder of Mustache templates that replace the bundled diff page's.",
    completion: Completions.folder)
  var templates: String?

  @OptionGroup(title: "Environments (for inputs)") var matrix: RenderMatrixOptions

  @Option(
    help: "How many segues deep to follow from each scene's initial state (for inputs; default: 1)."
  )
  var depth: Int?

  @OptionGroup(title: "Config file") var configOption: ConfigOption

  @Flag(help: "Also compare the breakpoints of width sweeps (OLD and NEW must be inputs).")
  var sweep = false

  @OptionGroup var limits: LimitOptions

  mutating func validate() throws {
    if let config = try configOption.load() {
      tolerance = tolerance ?? config.tolerance
      failOnChange = failOnChange ?? config.failOnChange
      templates = templates ?? config.templates
      depth = depth ?? config.depth
      matrix.fill(from: config)
    }
    try limits.check(try matrix.matrix())
    guard points >= 0, points.isFinite else {
      throw ValidationError("--tolerance must be a number of points, 0 or more")
    }
    guard levels >= 0 else { throw ValidationError("--depth must not be negative") }
    try OptionChecks.templatesFolder(templates)
    if sweep {
      guard case .inputs = DiffSource(old), case .inputs = DiffSource(new) else {
        throw ValidationError("--sweep compares inputs: a report keeps no sweeps")
      }
    }
  }

  /// The tolerance in points.
  private var points: Double { tolerance ?? 0 }

  /// How many segues deep states follow.
  private var levels: Int { depth ?? 1 }

  func run() async throws {
    try DiffOutputChecks.check(
      out: out, junit: junit, inputs: [old, new], reports: [old, new].compactMap(Self.reportFolder))
    var diff: LayoutDiff
    var moved: [BreakpointChange] = []
    do {
      diff = try await compare()
      if sweep {
        moved = BreakpointChange.compare(
          old: try await sweeps(old), new: try await sweeps(new))
      }
    } catch let status as ExitCode {
      throw status
    } catch {
      printError("\(error)")
      throw ExitStatus.failure
    }
    let newInputs: String? = if case .inputs(let path) = DiffSource(new) { path } else { nil }
    diff.locations = DiffInputs.locations(
      of: diff.comparisons.compactMap(\.new), inputs: newInputs, limits: limits.xmlLimits)
    if case .inputs = DiffSource(old), let newInputs {
      diff.inputEdits = DiffInputs.edits(old: old, new: newInputs, limits: limits.xmlLimits)
    }
    let output = DiffOutput(
      diff: diff, breakpoints: sweep ? moved : nil, acceptCommand: acceptCommand(),
      failsOnChange: failOnChange == true, repositoryPrefix: RepositoryPrefix.ofCurrentFolder())
    // Every output is made before any is put in place: a JUnit path that cannot be written
    // fails the run before the report folder is touched, and a report that fails removes the
    // JUnit file made for it.
    var junitFile: StagedFile?
    do {
      if let junit {
        junitFile = try StagedFile(path: junit, bytes: Data(DiffOutput.junit.render(output).utf8))
      }
      if let out {
        Interruption.removeTemporaryFoldersOnSignal()
        let writer = ReportWriter(directory: out)
        try OutputParents.make(above: out)
        let lock = try ReportLock(writer: writer)
        defer { lock.release() }
        for line in lock.recovered { printError("note: " + line) }
        var report = DiffReport(
          diff: diff, oldName: old, newName: new, acceptCommand: output.acceptCommand)
        report.breakpoints = output.breakpoints
        let files = try report.files(
          templates: try DiffTemplates(
            replacing: ReportTemplates.replacements(in: templates, names: DiffTemplates.names)))
        try writer.write(
          files.map { ReportFile(path: $0.path, bytes: Data($0.text.utf8)) }, lock: lock)
      }
      try junitFile?.commit()
    } catch {
      junitFile?.discard()
      printFailure(error)
      throw ExitStatus.failure
    }
    try StandardOutput.write(format.render(output))
    if output.failsOnChange, output.hasChanges { throw ExitStatus.findings }
  }

  /// The geometry diff of OLD and NEW.
  func compare() async throws -> LayoutDiff {
    LayoutDiff(
      old: try await layouts(DiffSource(old)), new: try await layouts(DiffSource(new)),
      tolerance: GeometryTolerance(points))
  }

  private func layouts(_ source: DiffSource) async throws -> [Layout] {
    switch source {
    case .report(let file, _): return try DiffSource.readReport(file)
    case .inputs(let path):
      return try await sources(path).layouts(jobs: jobs)
    }
  }

  private var jobs: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// The width sweeps of the inputs at `path`, within the sweep limit.
  private func sweeps(_ path: String) async throws -> [SweepResult] {
    let source = try sources(path)
    if let refusal = limits.runLimits.sweepRefusal(source.sweepLayoutCount) {
      throw DiffSourceError(path: path, message: refusal.description)
    }
    return try await source.widthSweeps(jobs: jobs)
  }

  /// The scenes of the interfaces at `path` in the matrix, laid out in the order `panedoc
  /// render` lists them (scenes, then states, then environments). An input that cannot be read
  /// fails the run, since a diff against half a version would report its missing scenes as
  /// removed. A failure its diagnostics explain ends the run without a second message for it.
  private func sources(_ path: String) throws -> RunScenes {
    let loaded = LoadedInputs([path], limits: limits.xmlLimits)
    DiagnosticPrinter.print(loaded.diagnostics)
    guard loaded.files > 0, loaded.unreadable == 0, loaded.interfaces.count == loaded.files
    else {
      if loaded.diagnostics.containsErrors { throw ExitStatus.failure }
      throw DiffSourceError(
        path: path,
        message: loaded.files == 0
          ? "no report (layout.json) and no interface files" : "an interface could not be read")
    }
    let matrix = try matrix.matrix()
    let planned = limits.runLimits.plan(loaded.interfaces, depth: levels)
    DiagnosticPrinter.print(planned.diagnostics)
    guard planned.diagnostics.isEmpty else { throw ExitStatus.failure }
    if let refusal = limits.runLimits.refusal(planned.plans, matrix: matrix) {
      throw DiffSourceError(path: path, message: refusal.description)
    }
    return RunScenes(planned.plans, matrix: matrix)
  }

  /// `panedoc render NEW --out TARGET` with the same matrix options: re-rendering the new
  /// inputs into the committed report accepts them. The target is `--accept-into`, else OLD when
  /// it is a report, else render's own default folder, always written out so the command can be
  /// copied as it stands. Only inputs can be rendered, so a NEW report has no accept command.
  func acceptCommand() -> String? {
    guard case .inputs = DiffSource(new) else { return nil }
    let target = acceptInto ?? Self.reportFolder(old) ?? RenderCommand.defaultOut
    var words = ["panedoc", "render", new, "--out", target]
    let written = matrix.written
    let options: [(String, String?)] = [
      ("--devices", written.devices), ("--orientations", written.orientations),
      ("--splits", written.splits), ("--profiles", written.profiles), ("--window", written.window),
      ("--depth", levels == 1 ? nil : String(levels)),
    ]
    for case (let name, let value?) in options { words += [name, value] }
    return words.map(ShellWord.quote).joined(separator: " ")
  }

  private static func reportFolder(_ path: String) -> String? {
    if case .report(_, let folder?) = DiffSource(path) { return folder }
    return nil
  }
}

/// Words quoted for a POSIX shell, so a copied command works with any path.
enum ShellWord {
  static func quote(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) && $0.isASCII
        || "-_./=:,+@%".unicodeScalars.contains($0)
    }
    if plain, !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
