import Foundation
import PaneDocModel
import Testing

@testable import PaneDocLayout

/// The layout tables of `docs/layout-rules.md` are `panedoc rules`' output, and every sourced
/// value names its source.
@Suite("Rule tables")
struct RuleTablesTests {
  static let page = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/layout-rules.md")
  static let begin = "<!-- BEGIN panedoc rules -->\n"
  static let end = "<!-- END panedoc rules -->\n"

  @Test("docs/layout-rules.md holds exactly what rules prints (PANEDOC_RECORD=1 rewrites it)")
  func pageMatchesCatalog() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let start = try #require(text.range(of: Self.begin))
    let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
    let tables = RuleTables.markdown()
    if ProcessInfo.processInfo.environment["PANEDOC_RECORD"] == "1" {
      let updated = text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: tables)
      try updated.write(to: Self.page, atomically: true, encoding: .utf8)
      return
    }
    #expect(String(text[start.upperBound..<stop.lowerBound]) == tables)
  }

  @Test("every [src] and [doc] value cites its source; every cited source is listed once")
  func citations() throws {
    let tables = RuleTables.markdown()
    let sources = try #require(tables.range(of: "#### Sources\n"))
    for tag in ["[src]", "[doc]"] {
      var rest = tables[..<sources.lowerBound]
      while let found = rest.range(of: tag) {
        #expect(rest[found.upperBound...].hasPrefix(" ("), "\(tag) without a citation")
        rest = rest[found.upperBound...]
      }
    }
    let lines = tables[sources.upperBound...].split(separator: "\n")
    #expect(lines.count == Set(lines.map { $0.drop { $0 != " " } }).count)
    #expect(lines.first?.hasPrefix("1. [obs] swift-snapshot-testing ViewImageConfig") == true)
    #expect(tables.contains("_UIPopoverLegacyChromeView maxNonPinnedOffset, minNonPinnedOffset"))
  }

  @Test("per-profile tables have a column per profile, so a new profile is a new column")
  func profileColumns() {
    let tables = RuleTables.markdown()
    let header = "| rule | " + Profile.allCases.map { "`\($0.rawValue)`" }.joined(separator: " | ")
    #expect(tables.components(separatedBy: header + " |\n").count == 3)
    #expect(tables.contains("| chrome | classic | legacy | shape |"))
    #expect(tables.contains("| bar button item directions | up, down [doc] "))
  }

  @Test("assumption messages are worded from the catalog's values")
  func assumptionsFromCatalog() {
    #expect(
      Assumptions.padSizeClass
        == "an iPad window is horizontally regular iff it is wider than "
        + "\(Int(SizeClassMetrics.padRegularWidthAbove.value)) pt")
    #expect(Assumptions.barItemWidths.contains("\(Int(BarMetrics.titlePadding.value)), clamped"))
    #expect(
      Assumptions.keyboard(.iPadPro129, .portrait, .ios6)
        == "keyboard height for ipad-pro-12.9 portrait is assumed"
        + " (\(Int(KeyboardHeights.classicPad.portrait)) pt)")
  }
}
