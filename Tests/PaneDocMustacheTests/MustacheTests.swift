import Testing

@testable import PaneDocMustache

/// The Mustache engine on what the spec's tests (`MustacheSpecTests`) do not reach: PaneDoc's own
/// limits and errors, indentation inside repeated sections, and lists rendered ahead.
@Suite("Mustache")
struct MustacheTests {
  static func render(
    _ text: String, _ context: [String: Any] = [:], partials: [String: String] = [:]
  ) throws -> String {
    var library = MustacheLibrary()
    library.register(try MustacheTemplate(text), named: "main")
    for (name, partial) in partials {
      library.register(try MustacheTemplate(partial), named: name)
    }
    return String(decoding: try library.render("main", context), as: UTF8.self)
  }

  @Test(
    "interpolation",
    arguments: [
      ("Hello, {{subject}}!", "Hello, world!"),
      ("{{forbidden}}", "&amp; &quot; &lt; &gt;"),
      ("{{{forbidden}}}", "& \" < >"),
      ("{{& forbidden}}", "& \" < >"),
      ("|{{ subject }}|{{missing}}|", "|world||"),
      ("{{count}} {{flag}}", "85 true"),
      ("{{person.name}} {{a.b.c}}", "Joe "),
    ] as [(String, String)])
  func interpolation(_ template: String, _ expected: String) throws {
    let context: [String: Any] = [
      "subject": "world", "forbidden": "& \" < >", "count": 85, "flag": true,
      "person": ["name": "Joe"], "a": [String: Any](),
    ]
    #expect(try Self.render(template, context) == expected)
  }

  @Test func dottedNamesDoNotClimbPastTheirFirstPart() throws {
    let context: [String: Any] = ["a": ["b": [String: Any]()], "b": ["c": "ERROR"]]
    #expect(try Self.render("{{#a}}{{b.c}}{{/a}}", context) == "")
  }

  @Test func sections() throws {
    let context: [String: Any] = [
      "yes": true, "no": false, "list": [["item": 1], ["item": 2]], "empty": [Any](),
      "strings": ["a", "b"], "object": ["name": "inner"], "name": "outer",
    ]
    #expect(
      try Self.render("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{#missing}}M{{/missing}}", context) == "Y")
    #expect(try Self.render("{{#list}}{{item}},{{/list}}{{#empty}}E{{/empty}}", context) == "1,2,")
    #expect(try Self.render("{{#strings}}({{.}}){{/strings}}", context) == "(a)(b)")
    #expect(try Self.render("{{#object}}{{name}}{{/object}} {{name}}", context) == "inner outer")
    // Inner contexts fall back to outer ones.
    #expect(try Self.render("{{#list}}{{name}}{{/list}}", context) == "outerouter")
    #expect(
      try Self.render("{{^no}}N{{/no}}{{^empty}}E{{/empty}}{{^yes}}Y{{/yes}}", context) == "NE")
  }

  @Test(
    "standalone lines",
    arguments: [
      ("| This Is\n{{#yes}}\n|\n{{/yes}}\n| A Line\n", "| This Is\n|\n| A Line\n"),
      ("| This Is\n  {{#yes}}\n|\n  {{/yes}}\n| A Line\n", "| This Is\n|\n| A Line\n"),
      ("|\r\n{{#yes}}\r\n{{/yes}}\r\n|", "|\r\n|"),
      ("  {{#yes}}\n#{{/yes}}\n/", "#\n/"),
      ("#{{#yes}}\n/\n  {{/yes}}", "#\n/\n"),
      (" {{#yes}}YES{{/yes}}\n", " YES\n"),
      ("Begin.\n{{! Comment Block! }}\nEnd.\n", "Begin.\nEnd.\n"),
      ("12345{{! Comment Block! }}67890", "1234567890"),
      ("{{#yes}} {{/yes}}\n", " \n"),
    ] as [(String, String)])
  func standaloneLines(_ template: String, _ expected: String) throws {
    #expect(try Self.render(template, ["yes": true]) == expected)
  }

  @Test func partials() throws {
    #expect(
      try Self.render("\"{{>text}}\"", partials: ["text": "from partial"]) == "\"from partial\"")
    #expect(try Self.render("\"{{>missing}}\"") == "\"\"")
    let indented = try Self.render(
      "\\\n {{>partial}}\n/\n", ["content": "<\n->"],
      partials: ["partial": "|\n{{{content}}}\n|\n"])
    #expect(indented == "\\\n |\n <\n->\n |\n/\n")
  }

  /// A standalone partial's indentation goes before every line it renders, also each line of a
  /// section that repeats, and never inside interpolated text.
  @Test func standalonePartialsIndentEveryLineTheyRender() throws {
    let list = try Self.render(
      "<ul>\n  {{> items}}\n</ul>\n", ["items": ["a", "b", "c"]],
      partials: ["items": "{{#items}}\n<li>{{.}}</li>\n{{/items}}\n"])
    #expect(list == "<ul>\n  <li>a</li>\n  <li>b</li>\n  <li>c</li>\n</ul>\n")
    let nested = try Self.render(
      "  {{> outer}}\n", ["yes": true],
      partials: ["outer": "{{#yes}}\n  {{> inner}}\n{{/yes}}\n", "inner": "a\nb\n"])
    #expect(nested == "    a\n    b\n")
    let inline = try Self.render("x {{> p}}\n", partials: ["p": "a\nb"])
    #expect(inline == "x a\nb\n")
  }

  /// A list rendered ahead (`listBody`) expands its partials with their indentation, so the page
  /// is the same as when the list renders in place.
  @Test func listsRenderedAheadIndentAsInPlace() throws {
    var library = MustacheLibrary()
    library.register(
      try MustacheTemplate("<ul>\n{{#rows}}\n  {{> row}}\n{{/rows}}\n</ul>\n"), named: "page")
    library.register(try MustacheTemplate("<li>\n  {{name}}\n</li>\n"), named: "row")
    let rows: [[String: Any]] = [["name": "a"], ["name": "b"]]
    let whole = try library.render("page", ["rows": rows])
    #expect(
      String(decoding: whole, as: UTF8.self)
        == "<ul>\n  <li>\n    a\n  </li>\n  <li>\n    b\n  </li>\n</ul>\n")
    let body = try #require(library.listBody("rows", in: "page", plain: []))
    var list = MustacheRenderedList()
    list.bytes = try #require(try library.render(body, items: rows, root: [:]))
    list.count = rows.count
    #expect(try library.render("page", ["rows": list]) == whole)
  }

  /// A partial that includes itself: only the depth bound ends this.
  @Test func partialsThatIncludeThemselvesStopAtTheirDepth() throws {
    let text = try Self.render("{{> p}}", partials: ["p": "x{{> p}}"])
    #expect(text == String(repeating: "x", count: MustacheRenderer.maximumPartialDepth))
  }

  @Test func delimiters() throws {
    #expect(try Self.render("({{=[ ]=}}[text])", ["text": "It worked!"]) == "(It worked!)")
    #expect(try Self.render("[\n{{= | | =}}\n|#yes|\nok\n|/yes|\n]", ["yes": true]) == "[\nok\n]")
  }

  @Test(
    "errors name the tag's line and column",
    arguments: [
      ("a\n  {{#open}} never closed", 2, 3, "section 'open' is never closed"),
      ("{{#a}}{{/b}}", 1, 7, "'b' closes section 'a'"),
      ("x {{/a}}", 1, 3, "'a' closes no open section"),
      ("é {{name", 1, 3, "tag is never closed"),
      ("{{<parent}}{{/parent}}", 1, 1, "template inheritance ('{{<' and '{{$') is not supported"),
      ("{{% CONTENT_TYPE: TEXT}}", 1, 1, "pragmas ('{{%') are not supported"),
      ("{{=<% %>}}", 1, 1, "a delimiter tag must end with '='"),
      ("{{a..b}}", 1, 1, "'a..b' is no name"),
    ] as [(String, Int, Int, String)])
  func errors(_ template: String, _ line: Int, _ column: Int, _ reason: String) {
    #expect(throws: MustacheError(line: line, column: column, reason: reason)) {
      try MustacheTemplate(template)
    }
  }

  @Test func sectionsNestedWithoutEndAreRefused() throws {
    let depth = MustacheParser.maximumDepth
    let deep = String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth)
    #expect(try Self.render(deep, ["a": true]) == "")
    let deeper = "{{#a}}" + deep + "{{/a}}"
    #expect(
      throws: MustacheError(
        line: 1, column: 6 * depth + 1, reason: "sections are nested more than \(depth) deep")
    ) {
      try MustacheTemplate(deeper)
    }
  }

  /// A list iterated inside itself: each level multiplies the work by the list's length. The
  /// report's `filters` nested 25 deep in 600 bytes rendered for minutes; past the parser's depth
  /// it is refused at once, and within it the renderer's step limit stops it.
  @Test func aListRepeatedInsideItselfIsStoppedWhereItRenders() throws {
    let context: [String: Any] = ["filters": Array(repeating: "x", count: 8)]
    let bomb =
      String(repeating: "{{#filters}}", count: 25) + "{{.}}"
      + String(repeating: "{{/filters}}", count: 25)
    #expect(throws: MustacheError.self) { try Self.render(bomb, context) }
    // 12 deep: 8¹² items, within the parser's depth, stopped by the step limit (lowered from its
    // millions, which a debug build takes seconds to reach) at a section of the template.
    let nested =
      "<p>\n" + String(repeating: "{{#filters}}", count: 12)
      + String(repeating: "{{/filters}}", count: 12)
    var library = MustacheLibrary()
    library.maximumSteps = 100_000
    library.register(try MustacheTemplate(nested), named: "page")
    let error = try #require(throws: MustacheError.self) { try library.render("page", context) }
    #expect(error.limit == .size)
    #expect(error.template == "page")
    #expect(error.line == 2 && (error.column - 1) % 12 == 0, "\(error)")
    #expect(error.reason.contains("more than 100000 steps that write nothing"))
    // Each item writes its value: those steps are bounded by the output, not this limit.
    let writing = "{{#filters}}{{#filters}}{{#filters}}{{.}}{{/filters}}{{/filters}}{{/filters}}"
    #expect(try Self.render(writing, context).count == 8 * 8 * 8)
  }

  /// Partials stack sections past one template's depth; the renderer counts them all.
  @Test func sectionsStackedByPartialsAreBounded() throws {
    var library = MustacheLibrary()
    library.register(try MustacheTemplate("{{#a}}{{> p}}{{/a}}"), named: "p")
    library.register(try MustacheTemplate("{{> p}}"), named: "page")
    // `a` is found again in the outer context at every level, and each partial opens one more
    // section: past the sections' depth the rendering stops with an error.
    let error = try #require(throws: MustacheError.self) {
      try library.render("page", ["a": true])
    }
    #expect(MustacheRenderer.maximumSectionDepth < MustacheRenderer.maximumPartialDepth)
    #expect(error.limit == .depth)
    #expect(error.template == "p" && error.line == 1 && error.column == 1)
  }

  /// Output past the byte limit stops: a short template repeating a long value. (The limit is
  /// lowered from its gigabyte; the check is the same.)
  @Test func outputPastTheLimitIsRefused() throws {
    var library = MustacheLibrary()
    library.maximumOutputBytes = 100_000
    library.register(
      try MustacheTemplate("{{#a}}\n{{#a}}{{{text}}}{{/a}}{{/a}}"), named: "page")
    let text = String(repeating: "x", count: 1000)
    let context: [String: Any] = ["a": Array(repeating: true, count: 10), "text": text]
    #expect(try library.render("page", context).count == 100_000)
    library.maximumOutputBytes = 99_999
    let error = try #require(throws: MustacheError.self) { try library.render("page", context) }
    #expect(error.limit == .size)
    #expect(error.reason.contains("more than 99999 bytes"))
    #expect(error.template == "page" && error.line == 2 && error.column == 1)
  }

  @Test func partialsThatIncludeThemselvesAreFound() throws {
    var library = MustacheLibrary()
    library.register(try MustacheTemplate("{{>b}}"), named: "a")
    library.register(try MustacheTemplate("{{#x}}{{>a}}{{/x}}"), named: "b")
    library.register(try MustacheTemplate("{{>missing}}"), named: "c")
    #expect(library.partialCycle() == ["a", "b", "a"])
  }
}
