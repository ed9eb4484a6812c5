import Foundation
import PaneDocConfig
import PaneDocModel
import PaneDocRender
import PaneDocRun
import Testing

@testable import PaneDocReport

/// The replay corpus of the config and shard manifest fuzz targets (`PANEDOC_FUZZ=config`,
/// `PANEDOC_FUZZ=manifest`): every file goes through the reader as the fuzz harness feeds it,
/// and must end in a result or a located error, never a crash.
@Suite("fuzz replay: config files and shard manifests")
struct ReaderFuzzReplayTests {
  static func corpus(_ name: String) throws -> [URL] {
    let folder = Hostile.packageRoot.appendingPathComponent("Fixtures/fuzz/" + name)
    return try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    )
    .sorted { $0.path < $1.path }
  }

  @Test func configFiles() throws {
    let files = try Self.corpus("config")
    #expect(files.count >= 9)
    for url in files {
      let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      let result = ConfigReader.parse(text, file: "fuzz.yml")
      // A config, or errors with the config's codes, each at a line of the file.
      #expect((result.config == nil) != result.diagnostics.isEmpty, "\(url.lastPathComponent)")
      for diagnostic in result.diagnostics {
        #expect(
          diagnostic.code.rawValue.hasPrefix("config-"), "\(url.lastPathComponent): \(diagnostic)")
        #expect(
          diagnostic.location.line >= 1
            && diagnostic.location.line <= text.split(separator: "\n").count + 1,
          "\(url.lastPathComponent): \(diagnostic)")
      }
    }
  }

  /// Each manifest is merged from a folder of its own, as `shard.json` beside an empty
  /// `layout.json`: it is refused with a message that names the part, or merged.
  @Test func shardManifests() throws {
    let files = try Self.corpus("manifest")
    #expect(files.count >= 7)
    let templates = try ReportTemplates()
    let sandbox = try Hostile.Sandbox()
    for (number, url) in files.enumerated() {
      let folder = sandbox.path("part\(number)")
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(contentsOf: url).write(to: URL(fileURLWithPath: folder + "/shard.json"))
      try
        (LayoutJSON.documentHead(producer: ReportBuilder.unversioned)
        + LayoutJSON.documentTail(empty: true)).write(
          to: URL(fileURLWithPath: folder + "/layout.json"))
      do {
        _ = try ReportMerger.merge(
          [folder], templates: templates, templatesDigest: RunRecord.digest(templates.texts),
          to: ReportFileCollector())
        Issue.record("\(url.lastPathComponent) merged from a folder without its files")
      } catch let error as ReportShardError {
        #expect(error.description.hasPrefix(folder), "\(url.lastPathComponent): \(error)")
      }
    }
  }
}
