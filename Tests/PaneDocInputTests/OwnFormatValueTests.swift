import PaneDocModel
import Testing

@testable import PaneDocInput

@Suite("Own-format values")
struct OwnFormatValueTests {
  @Test(
    "numbers",
    arguments: [
      ("12", 12.0), ("-3.5", -3.5), (".5", 0.5), ("1e3", 1000), (" 7 ", 7), ("\t\r\n8\r\n", 8),
      ("9 ", 9), (" 10", 10),
    ])
  func numbers(text: String, value: Double) throws {
    #expect(try ValueSyntax.number(text).get() == value)
  }

  @Test(
    "not numbers",
    arguments: [
      "", " \t ", "nan", "inf", "0x10", "1e400", "1.2.3", "e3", "-", "12px", "1 2", "\u{301}5",
    ])
  func notNumbers(text: String) {
    #expect(throws: ValueSyntax.Failure.self) { try ValueSyntax.number(text).get() }
  }

  @Test("lengths are not negative")
  func lengths() throws {
    #expect(try ValueSyntax.length("0").get() == 0)
    #expect(throws: ValueSyntax.Failure.self) { try ValueSyntax.length("-1").get() }
  }

  @Test("integers")
  func integers() throws {
    #expect(try ValueSyntax.integer("3").get() == 3)
    for text in ["-1", "1.0", "", "one"] {
      #expect(throws: ValueSyntax.Failure.self) { try ValueSyntax.integer(text).get() }
    }
  }

  @Test("sizes")
  func sizes() throws {
    #expect(try ValueSyntax.size("540x620").get() == Size(width: 540, height: 620))
    #expect(try ValueSyntax.size("0.5x1e2").get() == Size(width: 0.5, height: 100))
    for text in ["540", "540x", "x620", "540 x 620 x 1", "540,620", "-1x20", "10x-1"] {
      #expect(throws: ValueSyntax.Failure.self) { try ValueSyntax.size(text).get() }
    }
  }

  @Test("frames: the origin may be negative, the size may not")
  func frames() throws {
    #expect(
      try ValueSyntax.rect("-10 -20 30 40").get() == Rect(x: -10, y: -20, width: 30, height: 40))
    #expect(try ValueSyntax.rect(" 1\t2\n3  4 ").get() == Rect(x: 1, y: 2, width: 3, height: 4))
    for text in ["1 2 3", "1 2 3 4 5", "1 2 -3 4", "a b c d", "1,2,3,4"] {
      #expect(throws: ValueSyntax.Failure.self) { try ValueSyntax.rect(text).get() }
    }
  }

  @Test("insets are top left bottom right")
  func insets() throws {
    #expect(
      try ValueSyntax.insets("1 2 3 4").get() == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(throws: ValueSyntax.Failure.self) { try ValueSyntax.insets("1 2 3 -4").get() }
  }

  @Test(
    "ids",
    arguments: [
      ("mail", true), ("_a.b-c9", true), ("9a", false), ("a b", false), ("", false), ("é", false),
    ])
  func ids(id: String, valid: Bool) {
    #expect(ValueSyntax.isValidID(id) == valid)
  }

  @Test("suggestions for near misses only")
  func suggestions() {
    let modes = DisplayMode.allCases.map(\.rawValue)
    #expect(Suggestion.nearest(to: "oneBesideSecondry", in: modes) == "oneBesideSecondary")
    #expect(Suggestion.nearest(to: "SECONDARYONLY", in: modes) == "secondaryOnly")
    #expect(Suggestion.nearest(to: "sideBySide", in: modes) == nil)
    #expect(Suggestion.nearest(to: "ture", in: ["true", "false"]) == "true")
    #expect(Suggestion.nearest(to: "x", in: ["up", "down"]) == nil)
    #expect(Suggestion.hint(for: "fals", in: ["true", "false"]) == "did you mean 'false'?")
  }
}
