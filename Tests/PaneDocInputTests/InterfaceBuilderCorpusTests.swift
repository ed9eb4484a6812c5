import Foundation
import PaneDocModel
import PaneDocTestSupport
import Testing

@testable import PaneDocInput

/// Every real storyboard and xib of the shared corpus reads or is refused as unsupported; none
/// crashes and none fails for another reason.
@Suite struct InterfaceBuilderCorpusTests {
  @Test func everyCorpusFileReadsOrIsRefused() throws {
    guard let corpus = InterfaceBuilderFixtures.corpus else { return }
    let files =
      FileManager.default.enumerator(atPath: corpus.path)?
      .compactMap { $0 as? String }
      .filter { InterfaceLoader.extensions.contains(URL(fileURLWithPath: $0).pathExtension) }
      .sorted().map { corpus.appendingPathComponent($0).path } ?? []
    #expect(!files.isEmpty)
    var summaries: [InterfaceSummary] = []
    for file in files {
      let result = InterfaceLoader.load(file)
      if let interface = result.interface {
        #expect(!result.diagnostics.containsErrors, "\(file)")
        InterfaceBuilderFixtures.expectConsistent(interface)
        summaries.append(InterfaceSummary(interface))
      } else {
        #expect(
          result.diagnostics.map(\.code.rawValue) == ["unsupported-document"],
          "\(file): \(result.diagnostics.map(\.description))")
      }
    }
    if ProcessInfo.processInfo.environment["PANEDOC_CORPUS_REPORT"] != nil {
      for summary in summaries { print(summary.lines.joined(separator: "\n")) }
      print(InterfaceSummary.total(summaries).lines.joined(separator: "\n"))
    }
  }
}
