import Foundation
import PaneDocInput
import PaneDocModel
import Testing

@Suite("Valid fixtures")
struct FixtureTests {
  static let valid = [
    "mail.xml", "treeworld.xml", "linksame.xml", "custom-split.xml", "search.xml",
    "triple-column.xml", "master-detail.xml", "warnings/ignored-attribute.xml",
  ]

  @Test("every valid fixture reads with no error", arguments: valid)
  func readsWithoutErrors(name: String) throws {
    let result = InterfaceLoader.load(fixture(name))
    #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
    let interface = try #require(result.interface)
    #expect(interface.format == .panedoc)
    #expect(!interface.controllers.isEmpty)
    if let initial = interface.initialViewController {
      #expect(interface.controller(initial) != nil)
    }
  }
}
