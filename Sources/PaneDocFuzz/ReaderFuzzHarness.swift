import Foundation
import PaneDocConfig
import PaneDocRender
import PaneDocReport
import PaneDocRun

/// The fuzz targets besides the interface readers: the config file reader and the shard
/// manifest reader, both of which read files a pull request can change. `PANEDOC_FUZZ` chooses
/// the target (`interface`, the default; `config`; `manifest`), for the fuzzer and the replay
/// driver alike.
enum ReaderFuzzHarness {
  enum Target: String {
    case interface, config, manifest
  }

  static let target: Target = {
    let name = ProcessInfo.processInfo.environment["PANEDOC_FUZZ"] ?? "interface"
    guard let target = Target(rawValue: name) else {
      fatalError("PANEDOC_FUZZ must be interface, config or manifest, not \(name)")
    }
    return target
  }()

  static func run(_ bytes: [UInt8]) {
    switch target {
    case .interface: FuzzHarness.run(bytes)
    case .config: _ = ConfigReader.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz.yml")
    case .manifest: merge(bytes)
    }
  }

  /// A folder of this process holding the manifest under test and an empty `layout.json`, so
  /// that a manifest that passes every check goes on to read its files.
  private static let folder: String = {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-fuzz-\(ProcessInfo.processInfo.processIdentifier)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  private static let templatesDigest = RunRecord.digest(FuzzHarness.templates.texts)

  /// Merges a part whose `shard.json` is `bytes` into memory: every check of the manifest, its
  /// counts and the files it names runs.
  private static func merge(_ bytes: [UInt8]) {
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: folder + "/shard.json"))
      try
        (LayoutJSON.documentHead(producer: ReportBuilder.unversioned)
        + LayoutJSON.documentTail(empty: true)).write(
          to: URL(fileURLWithPath: folder + "/layout.json"))
    } catch {
      fatalError("cannot write the fuzz folder \(folder): \(error)")
    }
    _ = try? ReportMerger.merge(
      [folder], templates: FuzzHarness.templates, templatesDigest: templatesDigest,
      to: ReportFileCollector())
  }
}
