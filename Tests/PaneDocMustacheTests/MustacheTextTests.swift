import Testing

@testable import PaneDocMustache

/// A text prepared by a library (`MustacheLibrary.prepared`) renders as the same plain text
/// would in every place a template can put it: escaped or not, as a section, inverted, inside
/// partials, under a dotted name, missing.
@Suite struct MustacheTextTests {
  static let texts = [
    "", "plain", "ios17 · ipad-9.7 · landscape", "a<b", "Tom & \"Jerry\"", "it's", "é\u{301}",
    "line\nbreak", "tab\there",
  ]

  static let template = """
    {{v}}|{{{v}}}|{{& v}}|{{#v}}[{{.}}|{{{.}}}]{{/v}}|{{^v}}empty{{/v}}|{{o.v}}|{{#o}}{{v}}{{/o}}\
    |{{> part}}|{{#list}}{{v}}{{.}}{{/list}}|{{v.none}}|{{missing}}|{{o}}|{{{list}}}
      {{> part}}

    """

  /// HTML's escape after dropping controls: the report's kind of escape, in small.
  static let droppingControls: MustacheLibrary.Escape = { text, output in
    var kept = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where scalar.value >= 0x20 { kept.append(scalar) }
    MustacheLibrary.escapeHTML(String(kept), &output)
  }

  static func library(escape: @escaping MustacheLibrary.Escape) throws -> MustacheLibrary {
    var library = MustacheLibrary(escape: escape)
    library.register(try MustacheTemplate(template), named: "main")
    library.register(try MustacheTemplate("<{{v}}{{#v}}{{.}}{{/v}}>\n"), named: "part")
    return library
  }

  /// The context with `v` given as `value`, in every place the template looks for it.
  static func context(_ value: MustacheValue) -> MustacheFields {
    var inner = MustacheFields(capacity: 1)
    inner.add("v", value)
    var context = MustacheFields(capacity: 3)
    context.add("v", value)
    context.add("o", inner)
    context.add("list", [inner, inner])
    return context
  }

  @Test(arguments: [false, true]) func preparedTextsRenderAsPlainOnes(markup: Bool) throws {
    // One library escapes for HTML; the other drops controls too, as the report's does, so a
    // text it changes though HTML would not is prepared as not verbatim.
    let escape = markup ? Self.droppingControls : MustacheLibrary.escapeHTML
    let library = try Self.library(escape: escape)
    for text in Self.texts {
      let prepared = library.prepared(text)
      var escaped: [UInt8] = []
      escape(text, &escaped)
      #expect(prepared.text == text)
      #expect(prepared.verbatim == (escaped == Array(text.utf8)), "\(text)")
      let plain = try library.render("main", Self.context(.text(text)))
      #expect(try library.render("main", Self.context(prepared.value)) == plain, "\(text)")
    }
  }

  @Test func aTextNotPreparedIsPlainText() throws {
    let text = MustacheText("a<b")
    #expect(!text.verbatim)
    guard case .text("a<b") = text.value else {
      Issue.record("not plain text")
      return
    }
    #expect(MustacheLibrary().prepared("ab").verbatim)
    #expect(!MustacheLibrary().prepared("a<b").verbatim)
  }

  /// A verbatim text is the text wherever the plain value is read: as a section's context, as
  /// `Any`, as the value of a name.
  @Test func verbatimTextIsText() {
    #expect(MustacheValue.verbatim("x").any as? String == "x")
    var fields = MustacheFields(capacity: 1)
    fields.add("v", MustacheValue.verbatim("x"))
    #expect(fields["v"] as? String == "x")
    #expect(fields.dictionary["v"] as? String == "x")
  }
}
