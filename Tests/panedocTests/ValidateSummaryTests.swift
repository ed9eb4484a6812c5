import Foundation
import PaneDocModel
import Testing

@testable import panedoc

/// `validate --summary`: what each file holds, and totals over several.
@Suite("validate --summary")
struct ValidateSummaryTests {
  static func storyboard(_ name: String) -> String {
    ValidateCommandTests.packageRoot.appendingPathComponent("Fixtures/storyboards/\(name)").path
  }

  @Test("--summary parses and is off by default")
  func parsing() throws {
    let on = try #require(
      try PaneDoc.parseAsRoot(["validate", "--summary", "a.xml"]) as? ValidateCommand)
    #expect(on.summary)
    let off = try #require(try PaneDoc.parseAsRoot(["validate", "a.xml"]) as? ValidateCommand)
    #expect(!off.summary)
  }

  @Test("one file: its summary and no totals")
  func oneFile() {
    let report = ValidateCommand.Report(
      LoadedInputs([Self.storyboard("TripleColumn.storyboard")]), strict: false)
    #expect(report.contents.count == 1)
    let lines = report.contentLines
    #expect(lines.count == 6)
    #expect(lines[0].hasSuffix("TripleColumn.storyboard (storyboard)"))
    #expect(lines[3] == "  splits: 1 (tripleColumn 1)")
  }

  @Test("several files: totals follow; a refused file has no summary")
  func severalFiles() {
    let report = ValidateCommand.Report(
      LoadedInputs([
        Self.storyboard("Popovers.storyboard"), Self.storyboard("MasterDetail-2182.storyboard"),
        Self.storyboard("CocoaMac.storyboard"),
      ]), strict: false)
    #expect(report.contents.count == 2)
    #expect(report.filesWithErrors == 1)
    let lines = report.contentLines
    #expect(lines.count == 18)
    #expect(lines[12] == "total of 2 files")
    #expect(lines[16] == "  segues: 7, popover segues: 6")
  }
}
