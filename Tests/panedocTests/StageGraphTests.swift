import Foundation
import Testing

/// The shape the README's architecture section draws: each library target is a stage that
/// depends only on the stages before it, and only the command line, the run (the executable's
/// attributes for its fingerprint, the current folder) and the report writer touch the file
/// system.
@Suite struct StageGraphTests {
  /// The library targets in the order data flows through them: read → layout → run → render →
  /// report or diff. A target may depend on those before it, never on one after it.
  static let stages = [
    "PaneDocCore", "PaneDocModel", "PaneDocXML", "PaneDocInput", "PaneDocLayout", "PaneDocRun",
    "PaneDocMustache", "PaneDocTemplates", "PaneDocConfig", "PaneDocRender", "PaneDocReport",
    "PaneDocDiff",
  ]

  /// The report and the diff are two ends of the flow: neither uses the other.
  static let apart: Set<[String]> = [["PaneDocDiff", "PaneDocReport"]]

  /// The libraries that may reach the file system.
  static let fileSystemStages: Set<String> = ["PaneDocRun", "PaneDocReport"]

  /// Calls that reach the file system.
  static let fileAccess = [
    "FileManager", "fopen(", "= open(", "stat(", "Data(contentsOf", "String(contentsOf",
    "FileHandle",
  ]

  @Test("every library depends only on the stages before it")
  func librariesDependOnEarlierStages() throws {
    let manifest = try ManifestImportTests.manifest()
    let libraries = manifest.targets.filter { Self.stages.contains($0.name) }
    #expect(libraries.count == Self.stages.count)
    for target in libraries {
      let position = try #require(Self.stages.firstIndex(of: target.name))
      let later = Set(Self.stages[position...])
      let wrong = target.declared.intersection(later)
      #expect(wrong.isEmpty, "\(target.name) depends on \(wrong.sorted()), a later stage")
      for pair in Self.apart where pair.contains(target.name) {
        #expect(target.declared.isDisjoint(with: pair), "\(target.name) depends on \(pair)")
      }
    }
  }

  @Test("no library but the run and the report writer reaches the file system")
  func fileAccessStaysInTheCommandLineAndTheReportWriter() throws {
    let manifest = try ManifestImportTests.manifest()
    var checked = 0
    for target in manifest.targets
    where Self.stages.contains(target.name) && !Self.fileSystemStages.contains(target.name) {
      let path = target.path ?? "Sources/" + target.name
      let folder = ManifestImportTests.root.appendingPathComponent(path)
      let files =
        FileManager.default.enumerator(atPath: folder.path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
      for file in files {
        let text = try String(
          contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let found = Self.fileAccess.filter(text.contains)
        #expect(found.isEmpty, "\(path)/\(file) reaches the file system: \(found)")
        checked += 1
      }
    }
    #expect(checked > 100)
  }
}
