import Testing

@testable import PaneDocRender

@Suite("Markup text")
struct MarkupTextTests {
  @Test(
    "escapes the five markup characters, drops forbidden ones, flattens line breaks",
    arguments: [
      ("plain title 320", "plain title 320"),
      ("<script>alert('x')</script>", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
      ("a & b \"c\"", "a &amp; b &quot;c&quot;"),
      ("]]>", "]]&gt;"),
      ("line\none\ttab", "line one tab"),
      ("bell\u{7}nul\u{0}c1\u{85}x\u{9F}", "bellnulc1 x"),
      ("sep\u{2028}para\u{2029}", "sep para "),
      ("non\u{FFFE}char\u{FFFF}", "nonchar"),
      ("café ©", "café ©"),
    ] as [(String, String)])
  func escape(_ input: String, _ expected: String) {
    #expect(MarkupText.escape(input) == expected)
  }

  @Test("a combining mark after a markup character does not let it through")
  func combiningMarks() {
    #expect(MarkupText.escape("<\u{301}svg onload=x>") == "&lt;\u{301}svg onload=x&gt;")
    #expect(MarkupText.escape("\"\u{20DD}") == "&quot;\u{20DD}")
  }

  @Test("clean keeps markup characters and drops controls")
  func clean() {
    #expect(MarkupText.clean("<b>\u{1}x\ny</b>") == "<b>x y</b>")
  }
}
