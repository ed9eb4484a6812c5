import PaneDocRender
import PaneDocRun

/// One `render` run, planned: the scenes to lay out, the templates, the options' fingerprint
/// parts and the inputs' digests, the shard to draw. `write` makes the report in a transaction,
/// or finds the one there already made by a run with the same fingerprint.
public struct ReportRun: Sendable {
  public var source: RunScenes
  public var templates: ReportTemplates
  /// The texts the fingerprint digests for the options (`FingerprintParts.of`).
  public var options: [String]
  /// Each input's path and SHA-256.
  public var inputs: [(file: String, sha256: String)]
  /// How many inputs had errors (the other inputs are drawn).
  public var invalidInputs: Int
  /// The part of the scenes to draw, for `merge`; nil for the whole report.
  public var shard: ReportShard?
  public var idPrefix: String
  /// How many scenes are drawn at once; the output never depends on it.
  public var jobs: Int
  /// The version of the panedoc that writes the report.
  public var producer: String

  public init(
    source: RunScenes, templates: ReportTemplates, options: [String],
    inputs: [(file: String, sha256: String)],
    invalidInputs: Int, shard: ReportShard?,
    idPrefix: String, jobs: Int, producer: String
  ) {
    self.source = source
    self.templates = templates
    self.options = options
    self.inputs = inputs
    self.invalidInputs = invalidInputs
    self.shard = shard
    self.idPrefix = idPrefix
    self.jobs = jobs
    self.producer = producer
  }

  /// What a run did: nothing, since the report there has its fingerprint, or wrote (or, with
  /// `writes` false, compared) the report's files.
  public enum Outcome: Sendable {
    case unchanged(RunRecord)
    case written(RunRecord, ReportPlan)
  }

  /// The part drawn, with what the merged report needs to know of the whole run.
  private var part: ReportShard? {
    shard.map {
      var part = $0
      part.fingerprint = wholeRun
      part.contentFingerprint = RunRecord.fingerprint(
        options: options, templates: templates.texts, inputs: inputs,
        executable: false)
      part.templates = RunRecord.digest(templates.texts)
      part.environments = source.environmentCount
      part.inputErrors = invalidInputs
      return part
    }
  }

  /// The fingerprint of the whole run, with the current folder the pages name input files
  /// against (`RunScenes.currentFolder`): a run elsewhere renders again.
  private var wholeRun: String {
    RunRecord.fingerprint(
      options: options + [source.currentFolder], templates: templates.texts, inputs: inputs)
  }

  /// Writes the report with `writer` under `lock` (compares it only, without `writes`). A shard
  /// records the whole run's fingerprint for the merged report, and its own folder's fingerprint
  /// covers the part it draws; shards of one run may come from different folders, so their
  /// common digest leaves the current folder out.
  public func write(
    _ writer: ReportWriter, writes: Bool, lock: ReportLock,
    progress: (_ done: Int, _ total: Int) -> Void
  ) async throws -> Outcome {
    let part = self.part
    let fingerprint = part.map { RunRecord.digest([wholeRun, "shard", $0.name]) } ?? wholeRun
    if writes, let recorded = writer.recordedRun().flatMap(RunRecord.init(text:)),
      recorded.fingerprint == fingerprint, writer.isIntact(fileCount: recorded.files)
    {
      return .unchanged(recorded)
    }
    let (record, plan) = try await ReportTransaction.write(writer, writes: writes, lock: lock) {
      session in
      let summary = try await ReportBuilder.write(
        source, templates: templates, producer: producer, idPrefix: idPrefix, jobs: jobs,
        shard: part, to: session, progress: progress)
      return RunRecord(
        fingerprint: fingerprint, summary: summary, environments: source.environmentCount,
        files: session.fileCount, producer: producer)
    }
    return .written(record, plan)
  }
}
