import PaneDocModel
import Testing

/// The estimate of a wrapping label's lines and height: words wrap greedily at the width, the
/// height changes by a line for each line more or less than at the design width.
@Suite struct WrappingTextTests {
  /// Five words of four Latin characters at 10 pt: 19.2 pt each, a space 4.8 pt.
  let words = WrappingText(text: "abcd abcd abcd abcd abcd", pointSize: 10)

  @Test func wordsWrapAtTheWidth() {
    #expect(abs(words.width(of: "abcd") - 19.2) < 1e-9)
    #expect(words.lines(at: 1000) == 1)
    // 19.2 + 4.8 + 19.2 = 43.2 fits; a third word does not.
    #expect(words.lines(at: 43.3) == 3)
    #expect(words.lines(at: 43.1) == 5)
    // A word wider than the line breaks where it overflows.
    #expect(words.lines(at: 10) == 10)
    #expect(WrappingText(text: "a\n\nb", pointSize: 10).lines(at: 100) == 3)
  }

  @Test func theHeightIsTheDesignHeightWhereTheLinesAreTheSame() {
    // Two lines at 100 and 110 (four words fit: 91.2), three at 50, one at 200: 12 pt a line.
    #expect(words.height(at: 110, designWidth: 100, designHeight: 37) == 37)
    #expect(words.height(at: 50, designWidth: 100, designHeight: 37) == 49)
    #expect(words.height(at: 200, designWidth: 100, designHeight: 37) == 25)
    // Never below a line.
    #expect(words.height(at: 200, designWidth: 100, designHeight: 5) == 12)
  }

  @Test func aLimitOfLinesCapsTheGrowth() {
    var two = words
    two.numberOfLines = 2
    #expect(two.lines(at: 10) == 2)
    #expect(two.height(at: 10, designWidth: 100, designHeight: 37) == 37)
  }

  @Test func wideCharactersAndBoldTakeMoreRoom() {
    #expect(WrappingText(text: "群組", pointSize: 17).width(of: "群組") == 34)
    #expect(WrappingText(text: "😀", pointSize: 64).width(of: "😀") == 64)
    let bold = WrappingText(text: "abcd", pointSize: 10, isBold: true)
    #expect(abs(bold.width(of: "abcd") - 20.352) < 1e-9)
  }

  @Test func hostileWidthsStayCountable() {
    // A point wide: 20 lines a word.
    #expect(words.lines(at: 0) == 100)
    #expect(words.lines(at: -5) == 100)
    #expect(words.lines(at: .infinity) == 1)
    #expect(words.lines(at: .nan) == 1)
  }
}
