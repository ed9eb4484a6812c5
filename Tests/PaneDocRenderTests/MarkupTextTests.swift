import Testing

@testable import PaneDocRender
@testable import PaneDocReport

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

  @Test(
    "a long name is cut after whole characters, with an ellipsis after neither a space nor a mark")
  func shortenedNames() {
    let family = "👨‍👩‍👧"
    #expect(MarkupText.shortened("Inbox") == "Inbox")
    #expect(MarkupText.shortened(String(repeating: "A", count: 48)).count == 48)
    #expect(
      MarkupText.shortened(String(repeating: "A", count: 4096))
        == String(repeating: "A", count: 47) + "…")
    // 47 family emoji (each 18 bytes, one character) then the ellipsis: no cluster is split.
    #expect(
      MarkupText.shortened(String(repeating: family, count: 60))
        == String(repeating: family, count: 47) + "…")
    // "e" and a combining acute accent are one character, kept or dropped together.
    #expect(
      MarkupText.shortened(String(repeating: "e\u{301}", count: 60))
        == String(repeating: "e\u{301}", count: 47) + "…")
    #expect(
      MarkupText.shortened("Inbox & Drafts, " + String(repeating: "x", count: 40), limit: 16)
        == "Inbox & Drafts…")
    // Cut before escaping, so an escape sequence is whole however the cut falls.
    #expect(
      MarkupText.escape(MarkupText.shortened(String(repeating: "a&", count: 40)))
        == String(repeating: "a&amp;", count: 23) + "a…")
  }

  /// Texts to shorten: marks at the ends, clusters of many scalars, line breaks, markup.
  static let hostileTexts: [String] = [
    "", "Inbox", "Inbox & Drafts, Archive and Junk", "…,,, ;; !!", "   ", "...",
    "🇫🇷🇩🇪🇬🇧🇮🇹 flags", "👨‍👩‍👧👨‍👩‍👧, family", "e\u{301}e\u{301}, e\u{301}",
    "line\r\nbreak\r\n\r\nend", "<script>&amp;</script>", "tab\tand\u{85}next\u{2028}",
    "zero\u{200D}width\u{200B}joiner", "\u{FFFE}\u{FFFF}non", "Ａｂｃ　全角、句読点。",
    // Every ASCII character after a letter, then before a combining mark, then before a letter.
    asciiTexts(before: "a", after: ""), asciiTexts(before: "a", after: "\u{301}"),
    asciiTexts(before: "", after: "a"),
  ]

  /// Each ASCII character between `before` and `after`, one after the other.
  static func asciiTexts(before: String, after: String) -> String {
    var text = ""
    for value in UInt8(0)..<128 { text += before + String(UnicodeScalar(value)) + after }
    return text
  }

  @Test(
    "a text's shortenings, counted once, are those of shortened at every limit, in either order",
    arguments: hostileTexts)
  func shortenings(_ text: String) {
    let cuts = MarkupText.Shortenings(text)
    let limits = Array(-2...(text.utf8.count + 2))
    for limit in limits + limits.reversed() {
      #expect(cuts.shortened(limit: limit) == MarkupText.shortened(text, limit: limit))
    }
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

  /// The rule stated on scalars, as the documentation gives it: the byte-level implementation
  /// must agree with it on every string.
  static func reference(_ text: String, escaping: Bool) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x85, 0x2028, 0x2029: result.append(" ")
      case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
      case 0x26 where escaping: result.append(contentsOf: "&amp;".unicodeScalars)
      case 0x3C where escaping: result.append(contentsOf: "&lt;".unicodeScalars)
      case 0x3E where escaping: result.append(contentsOf: "&gt;".unicodeScalars)
      case 0x22 where escaping: result.append(contentsOf: "&quot;".unicodeScalars)
      case 0x27 where escaping: result.append(contentsOf: "&#39;".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  @Test("agrees with the rule on scalars for random strings of edge-case scalars")
  func agreesWithTheReference() {
    // Neighbours of every byte sequence the implementation looks at, and a few ordinary ones.
    let pool: [UInt32] = [
      0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x22, 0x26, 0x27, 0x3C, 0x3E, 0x41, 0x7E, 0x7F, 0x80,
      0x85, 0x9F, 0xA0, 0xB7, 0xC0, 0x301, 0x7FF, 0x2014, 0x2027, 0x2028, 0x2029, 0x202A, 0x20AC,
      0xD7FF, 0xE000, 0xFEFF, 0xFFBF, 0xFFFD, 0xFFFE, 0xFFFF, 0x1_0000, 0x1_F600, 0x10_FFFF,
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        text.append(Unicode.Scalar(pool.randomElement(using: &generator)!)!)
      }
      let string = String(text)
      #expect(MarkupText.escape(string) == Self.reference(string, escaping: true))
      #expect(MarkupText.clean(string) == Self.reference(string, escaping: false))
      // The pages' `{{value}}` writes the same bytes, and copies as they are the texts the
      // escape leaves unchanged, and only those.
      var written: [UInt8] = Array("<p>".utf8)
      ReportTemplates.escapeMarkup(string, &written)
      #expect(written == Array(("<p>" + Self.reference(string, escaping: true)).utf8))
      let plain = Array(string.utf8).withUnsafeBufferPointer(ReportTemplates.isPlainMarkup)
      #expect(plain == (MarkupText.escape(string) == string))
      #expect(ReportTemplates.isPlainMarkup(string, escaping: true) == plain)
      #expect(
        ReportTemplates.isPlainMarkup(string, escaping: false)
          == Array(MarkupText.clean(string).utf8).elementsEqual(string.utf8))
      // The pages clean a text with nothing to escape by keeping it.
      #expect(ReportPages.clean(string) == MarkupText.clean(string))
    }
  }

  @Test("a word of eight bytes is plain exactly when each of its bytes is, wherever it stands")
  func plainWords() {
    for escaping in [true, false] {
      for byte in UInt8.min...UInt8.max {
        let kept =
          (0x20...0x7E).contains(byte) && !(escaping && Array("\"&'<>".utf8).contains(byte))
        for position in 0..<8 {
          var bytes = Array(repeating: UInt8(ascii: "a"), count: 8)
          bytes[position] = byte
          let word = bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
          #expect(ReportTemplates.isPlainWord(word, escaping: escaping) == kept)
        }
      }
    }
  }

  @Test("the look eight bytes at a time agrees with the rule wherever a change starts")
  func changesAtEveryOffset() {
    // Each sequence the rule changes, or lets through, at every offset, so that it starts in
    // one word and ends in the next, or is cut short by the end of the text.
    let pieces = [
      "", "\u{0}", "\t", "\u{1F}", "\"", "&", "'", "<", ">", "=", "?", "%", "\u{7F}", "\u{80}",
      "\u{85}", "\u{9F}", "\u{A0}", "·", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}",
      "\u{FFBF}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{1F600}",
    ]
    for piece in pieces {
      for before in 0...17 {
        for after in 0...9 {
          let string =
            String("ios17 ipad-9.7 Ab".prefix(before)) + piece + String("~ xyz 123".prefix(after))
          let bytes = Array(string.utf8)
          #expect(
            bytes.withUnsafeBufferPointer { ReportTemplates.isPlainMarkup($0, escaping: true) }
              == (Self.reference(string, escaping: true) == string))
          #expect(
            bytes.withUnsafeBufferPointer { ReportTemplates.isPlainMarkup($0, escaping: false) }
              == (Self.reference(string, escaping: false) == string))
        }
      }
    }
  }
}
