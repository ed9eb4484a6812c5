import Testing

/// panedoc's messages read back for Xcode's issues.
@Suite struct LocatedMessageTests {
  @Test("file:line:col: error: message [code]")
  func located() throws {
    let message = try #require(
      LocatedMessage(
        "/p/App/Main.storyboard:12:7: error: unknown segue kind 'pop' (use popoverPresentation) [unknown-value]"
      ))
    #expect(message.file == "/p/App/Main.storyboard")
    #expect(message.line == 12)
    #expect(message.column == 7)
    #expect(message.severity == .error)
    #expect(message.message == "unknown segue kind 'pop' (use popoverPresentation) [unknown-value]")
  }

  @Test("a warning of a whole file has no line")
  func wholeFile() throws {
    let message = try #require(LocatedMessage("/p/a.xib: warning: no scenes [empty-file]"))
    #expect(message.file == "/p/a.xib")
    #expect(message.line == nil)
    #expect(message.column == nil)
    #expect(message.severity == .warning)
  }

  @Test("a file name may hold colons and digits; the first severity word after it counts")
  func oddNames() throws {
    let message = try #require(LocatedMessage("/p/a:1:b:3:4: note: see: warning: here [x]"))
    #expect(message.file == "/p/a:1:b")
    #expect(message.line == 3)
    #expect(message.column == 4)
    #expect(message.severity == .note)
    #expect(message.message == "see: warning: here [x]")
  }

  @Test("a run's failure has no place")
  func unlocated() throws {
    let message = try #require(LocatedMessage("error: cannot write docs/layout: read-only"))
    #expect(message.file == nil)
    #expect(message.severity == .error)
    #expect(message.message == "cannot write docs/layout: read-only")
  }

  @Test(
    "other lines are not messages",
    arguments: ["3 files, 0 errors", "", ": error: x", "Usage: panedoc"])
  func otherLines(text: String) {
    #expect(LocatedMessage(text) == nil)
  }
}
