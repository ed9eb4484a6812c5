import PaneDocCore
import PaneDocModel
import Testing

@Suite("Diagnostics")
struct DiagnosticTests {
  /// Codes as a stage declares them.
  enum Code: String, StableCode {
    case unknownValue = "unknown-value"
    case warned, failed
  }

  @Test func describesItselfAsEditorsAnnotate() {
    let location = SourceLocation(file: "Main.xml", line: 3, column: 7)
    let error = Diagnostic.error(
      Code.unknownValue, "'oneBeside' is not a split behavior", at: location,
      hint: "did you mean 'tile'?")
    #expect(
      error.description
        == "Main.xml:3:7: error: 'oneBeside' is not a split behavior (did you mean 'tile'?) "
        + "[unknown-value]")
    #expect(SourceLocation.file("Main.xml").description == "Main.xml")
  }

  @Test func onlyErrorsFailARead() {
    let here = SourceLocation(file: "a.xml", line: 1, column: 1)
    let warning = Diagnostic.warning(Code.warned, "w", at: here)
    #expect(![warning].containsErrors)
    #expect([warning, .error(Code.failed, "e", at: here)].containsErrors)
    #expect(warning.code == Code.warned)
    #expect(warning.code.rawValue == "warned")
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
