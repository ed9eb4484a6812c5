import Testing

@testable import PaneDocReport

/// A warning's subject shows its node's title unless the title only repeats the id in another
/// case, compared as `lowercased()` compares.
@Suite struct SubjectNameTests {
  @Test func namesAreComparedIgnoringCaseAsLowercasedDoes() {
    let names = [
      "", "a", "A", "Detail", "detail", "DETAIL", "details", "BYZ-38-t0r", "byz-38-T0R", "[]", "{}",
      "@", "`", "Ä", "ä", "straße", "STRASSE", "İ", "i̇", "ǅ", "ǆ",
    ]
    for a in names {
      for b in names {
        #expect(
          ReportPages.sameIgnoringCase(a, b) == (a.lowercased() == b.lowercased()), "\(a) \(b)")
      }
    }
  }
}
