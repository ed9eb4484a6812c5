import ArgumentParser
import Foundation
import PaneDocLayout
import PaneDocRender
import PaneDocReport
import PaneDocRun

/// `panedoc merge SHARD… --out DIR`: the folders of `render --shard 1/N` … `N/N` put together
/// into the report a single `render` writes, byte for byte.
struct MergeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge the parts of a sharded render into one report.",
    discussion: """
      Give every folder that render --shard I/N wrote for one run (each part once, in any \
      order). The report is written like render's: to a temporary folder, then swapped into \
      place. Exit status: 0 done; 1 findings (inputs with errors when the shards were rendered, \
      as render exits; warnings with --strict or --fail-on-warnings); 2 a part is \
      missing, given twice, of another run or unreadable, or the report cannot be written; 64 \
      usage error.
      """)

  @Argument(help: "The folders render --shard wrote.", completion: Completions.folder)
  var shards: [String]

  @Option(
    help: "The report folder (default: the config file's out, else report).",
    completion: Completions.folder)
  var out: String?

  @Option(
    help: "The templates the shards were rendered with, if not the bundled ones.",
    completion: Completions.folder)
  var templates: String?

  @OptionGroup var warnings: WarningOptions

  @OptionGroup(title: "Config file") var configOption: ConfigOption

  mutating func validate() throws {
    if let config = try configOption.load() {
      out = out ?? config.out
      templates = templates ?? config.templates
      warnings.fill(from: config)
    }
    guard !shards.isEmpty else { throw ValidationError("Name the folders render --shard wrote.") }
    try OptionChecks.templatesFolder(templates)
  }

  func run() async throws {
    let clock = ContinuousClock()
    let start = clock.now
    let templateSet = try ReportTemplates.load(replacingWith: templates)
    let writer = ReportWriter(directory: out ?? RenderCommand.defaultOut)
    // Another run writing the same report is refused, as render refuses it.
    let lock: ReportLock
    do {
      try OutputParents.make(above: writer.directory)
      lock = try ReportLock(writer: writer)
    } catch {
      printError("error: \(error)")
      throw ExitStatus.failure
    }
    defer { lock.release() }
    for line in lock.recovered { printError("note: " + line) }
    var inputErrors = 0
    let (record, plan) = try await ExitStatus.failing {
      try await ReportTransaction.write(writer, lock: lock) { session in
        let merged = try ReportMerger.merge(
          shards, templates: templateSet, templatesDigest: RunRecord.digest(templateSet.texts),
          to: session)
        inputErrors = merged.inputErrors
        return RunRecord(
          fingerprint: merged.fingerprint, summary: merged.summary,
          environments: merged.environments, files: session.fileCount,
          producer: PaneDocVersion.current)
      }
    }
    print(
      record.summaryLine(
        changed: "\(plan.written) files written", unchanged: plan.unchanged.count,
        elapsed: clock.now - start))
    if inputErrors > 0 {
      printError(
        (inputErrors == 1 ? "1 input had" : "\(inputErrors) inputs had")
          + " errors when the shards were rendered (render --shard printed them); the report"
          + " leaves them out")
    }
    if inputErrors > 0 || warnings.fail(record) { throw ExitStatus.findings }
  }
}
