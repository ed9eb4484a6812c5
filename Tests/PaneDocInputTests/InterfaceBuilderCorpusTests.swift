import Foundation
import PaneDocModel
import Testing

@testable import PaneDocInput

/// Every real storyboard and xib of the shared corpus reads or is refused as unsupported; none
/// crashes and none fails for another reason.
@Suite struct InterfaceBuilderCorpusTests {
  @Test func everyCorpusFileReadsOrIsRefused() throws {
    guard let corpus = InterfaceBuilderFixtures.corpus else { return }
    let files = InterfaceLoader.expand([corpus.path]).files
    #expect(!files.isEmpty)
    var summaries: [InterfaceSummary] = []
    for file in files {
      let result = InterfaceLoader.load(file)
      if let interface = result.interface {
        #expect(!result.diagnostics.containsErrors, "\(file)")
        assertConsistent(interface)
        summaries.append(InterfaceSummary(interface))
      } else {
        #expect(
          result.diagnostics.map(\.code) == ["unsupported-document"],
          "\(file): \(result.diagnostics.map(\.description))")
      }
    }
    if ProcessInfo.processInfo.environment["PANEDOC_CORPUS_REPORT"] != nil {
      for summary in summaries { print(summary.lines.joined(separator: "\n")) }
      print(InterfaceSummary.total(summaries).lines.joined(separator: "\n"))
    }
  }

  /// What the layout engine relies on: segues start at model objects and end at controllers,
  /// containment names controllers only, and ids are unique.
  private func assertConsistent(_ interface: Interface) {
    let ids = interface.modelIDs
    for segue in interface.segues {
      #expect(ids.contains(segue.source), "\(interface.file): source of \(segue.id)")
      if let destination = segue.destination {
        #expect(interface.controller(destination) != nil, "\(interface.file): \(segue.id)")
      }
    }
    for controller in interface.controllers {
      for child in controller.containedIDs {
        #expect(interface.controller(child) != nil, "\(interface.file): \(controller.id)")
      }
    }
    #expect(Set(interface.segues.map(\.id)).count == interface.segues.count)
    #expect(Set(interface.controllers.map(\.id)).count == interface.controllers.count)
  }
}
