import PaneDocRun

/// A report written as a transaction: `body` gives the session its files and returns the run's
/// record; the session then swaps the new report into place with the record in its stamp. Any
/// error discards the temporary folder, leaving the previous report as it was, and is thrown on.
public enum ReportTransaction {
  public static func write(
    _ writer: ReportWriter, writes: Bool = true, lock: ReportLock? = nil,
    _ body: (ReportSession) async throws -> RunRecord
  ) async throws -> (record: RunRecord, plan: ReportPlan) {
    let session = try ReportSession(writer: writer, writes: writes, lock: lock)
    do {
      let record = try await body(session)
      return (record, try session.finish(record: record.text))
    } catch {
      session.discard()
      throw error
    }
  }
}

extension RunRecord {
  /// The record of a run of the panedoc `producer` that wrote `summary` in `files` files.
  public init(
    fingerprint: String, summary: ReportSummary, environments: Int, files: Int, producer: String
  ) {
    self.init(
      fingerprint: fingerprint, scenes: summary.scenes, environments: environments,
      files: files, warnings: summary.warnings, warningCodes: summary.warningCodes.sorted(),
      producer: producer)
  }
}
