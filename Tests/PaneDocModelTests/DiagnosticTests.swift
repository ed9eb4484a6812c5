import PaneDocModel
import Testing

@Suite("Diagnostics")
struct DiagnosticTests {
  @Test func describesItselfAsEditorsAnnotate() {
    let location = SourceLocation(file: "Main.xml", line: 3, column: 7)
    let error = Diagnostic.error(
      "unknown-enum", "'oneBeside' is not a split behavior", at: location,
      hint: "did you mean 'tile'?")
    #expect(
      error.description
        == "Main.xml:3:7: error: 'oneBeside' is not a split behavior (did you mean 'tile'?) "
        + "[unknown-enum]")
    #expect(SourceLocation.file("Main.xml").description == "Main.xml")
  }

  @Test func onlyErrorsFailARead() {
    let here = SourceLocation(file: "a.xml", line: 1, column: 1)
    #expect(![Diagnostic.warning("w", "w", at: here)].containsErrors)
    #expect([Diagnostic.warning("w", "w", at: here), .error("e", "e", at: here)].containsErrors)
    #expect(Diagnostic.Severity.note < .warning && Diagnostic.Severity.warning < .error)
  }

  @Test func locationsSortByFileThenPosition() {
    let locations = [
      SourceLocation(file: "b.xml", line: 1, column: 1),
      SourceLocation(file: "a.xml", line: 2, column: 1),
      SourceLocation(file: "a.xml", line: 1, column: 9),
    ]
    #expect(locations.sorted().map(\.description) == ["a.xml:1:9", "a.xml:2:1", "b.xml:1:1"])
  }
}
