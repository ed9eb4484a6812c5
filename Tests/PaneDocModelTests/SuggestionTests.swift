import Testing

@testable import PaneDocModel

@Suite struct SuggestionTests {
  @Test("edit distance counts a transposition as one step")
  func editDistance() {
    #expect(Suggestion.editDistance(Array("ture"), Array("true")) == 1)
    #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(Suggestion.editDistance(Array(""), Array("abc")) == 3)
  }
}
