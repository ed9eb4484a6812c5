import Testing

@testable import PaneDocMustache

/// `MustacheFields`, the objects the report's pages are built of, render as the same
/// `[String: Any]` would: names found in them or in the contexts around them, lists of them
/// iterated, the first value of a name given twice.
@Suite struct MustacheFieldsTests {
  static func fields(_ pairs: KeyValuePairs<String, Any>) -> MustacheFields {
    var fields = MustacheFields(capacity: pairs.count)
    for (name, value) in pairs { fields.add(name, value) }
    return fields
  }

  @Test func rendersAsTheSameDictionary() throws {
    let rows = [
      Self.fields(["name": "a<b", "flag": true, "count": 2]),
      Self.fields(["name": "c", "flag": false, "count": 3]),
    ]
    let text =
      "{{title}}:{{#rows}} {{name}}{{#flag}}!{{/flag}}{{^flag}}?{{/flag}}{{count}}{{title}}{{/rows}}"
      + "{{#object}} {{inner}}{{/object}}{{^none}} none{{/none}}"
    var library = MustacheLibrary()
    library.register(try MustacheTemplate(text), named: "main")
    let typed: [String: Any] = [
      "title": "T", "rows": rows, "object": Self.fields(["inner": "i"]), "none": [MustacheFields](),
    ]
    let plain: [String: Any] = [
      "title": "T", "rows": rows.map(\.dictionary), "object": ["inner": "i"],
      "none": [[String: Any]](),
    ]
    let rendered = String(decoding: try library.render("main", typed), as: UTF8.self)
    #expect(rendered == "T: a&lt;b!2T c?3T i none")
    #expect(try library.render("main", typed) == library.render("main", plain))
  }

  @Test func aNameGivenTwiceKeepsItsFirstValue() {
    let fields = Self.fields(["name": "first", "other": 1, "name": "second"])
    #expect(fields["name"] as? String == "first")
    #expect(fields["missing"] == nil)
    #expect(fields.dictionary.count == 2)
    #expect(fields.dictionary["name"] as? String == "first")
  }

  /// Names of one length whose first seven bytes agree share a key: the names themselves still
  /// tell them apart, and a name longer than its key finds its own value.
  @Test func namesWithOneKeyAreToldApart() throws {
    #expect(MustacheName("environmentA").key == MustacheName("environmentB").key)
    #expect(MustacheName("environment").key != MustacheName("environments").key)
    let fields = Self.fields(["environmentA": "a", "environmentB": "b", "env": "c", "": "d"])
    #expect(fields["environmentB"] as? String == "b")
    #expect(fields["environmentA"] as? String == "a")
    #expect(fields["environmentC"] == nil)
    #expect(fields["env"] as? String == "c")
    var library = MustacheLibrary()
    library.register(
      try MustacheTemplate("{{#o}}{{environmentB}}{{environmentA}}{{env}}{{/o}}"), named: "main")
    #expect(try library.render("main", ["o": fields]) == Array("bac".utf8))
  }

  /// A name of seven bytes or fewer is found by its key alone: its key holds all of it, and no
  /// other name, shorter, one byte different or 256 bytes longer with the same start, shares it.
  @Test func shortNamesAreFoundByTheirKeysAlone() throws {
    #expect(MustacheName("message").keyIsWhole)
    #expect(MustacheName("é").keyIsWhole)
    #expect(MustacheName("environ").keyIsWhole)
    #expect(!MustacheName("environs").keyIsWhole)
    let long = "message" + String(repeating: "x", count: 256)
    #expect(MustacheName(long).key != MustacheName("message").key)
    let fields = Self.fields([
      long: "long", "messagf": "f", "messag": "six", "é": "e", "message": "m",
    ])
    #expect(fields["message"] as? String == "m")
    #expect(fields["messagf"] as? String == "f")
    #expect(fields["messag"] as? String == "six")
    #expect(fields["é"] as? String == "e")
    #expect(fields["e"] == nil)
    #expect(fields[long] as? String == "long")
    var library = MustacheLibrary()
    library.register(
      try MustacheTemplate("{{#o}}{{message}}{{messag}}{{messagf}}{{é}}{{messages}}{{/o}}"),
      named: "main")
    #expect(try library.render("main", ["o": fields]) == Array("msixfe".utf8))
  }

  /// Values added with their types render as the same values added as `Any`: text, numbers,
  /// flags, objects, lists of objects and of text, and values of other types.
  @Test func typedValuesRenderAsTheirAnyValues() throws {
    let text =
      "{{t}} {{n}} {{f}} {{d}}{{#f}} F{{/f}}{{^f}} !F{{/f}}{{#o}} {{x}}{{/o}}{{#os}} {{x}}{{/os}}"
      + "{{#ts}} {{.}}{{/ts}}{{^none}} none{{/none}}{{#anys}} {{.}}{{/anys}} {{ts}} {{t.x}}"
    var library = MustacheLibrary()
    library.register(try MustacheTemplate(text), named: "main")
    var inner = MustacheFields()
    inner.add("x", "X")
    var typed = MustacheFields()
    typed.add("t", "a&b")
    typed.add("n", 7)
    typed.add("f", true)
    typed.add("d", 1.5 as Double)
    typed.add("o", inner)
    typed.add("os", [inner, inner])
    typed.add("ts", ["p", "q"])
    typed.add("none", [String]())
    typed.add("anys", [1, 2] as [Int])
    var boxed = MustacheFields()
    for (name, value) in [
      ("t", "a&b"), ("n", 7), ("f", true), ("d", 1.5 as Double), ("o", inner),
      ("os", [inner, inner]), ("ts", ["p", "q"]), ("none", [String]()), ("anys", [1, 2] as [Int]),
    ] as [(String, Any)] {
      boxed.add(name, .other(value))
    }
    let rendered = String(decoding: try library.render("main", typed), as: UTF8.self)
    #expect(rendered == "a&amp;b 7 true 1.5 F X X X p q none 1 2 [&quot;p&quot;, &quot;q&quot;] ")
    #expect(try library.render("main", boxed) == library.render("main", typed))
    #expect(try library.render("main", typed.dictionary) == library.render("main", typed))
  }

  /// Objects made from one list of names hold their own values, render as objects given name
  /// by name, and a name added to one of them leaves the others' names as they were.
  @Test func objectsOfSharedNamesKeepTheirOwnValues() throws {
    let names = MustacheNames(["href", "environment", "showsId"])
    var first = MustacheFields(names)
    first.append(.text("a"))
    first.append(.text("env-a"))
    first.append(.flag(true))
    var second = MustacheFields(names, values: [.text("b"), .text("env-b")])
    second.add("extra", "x")
    #expect(first["href"] as? String == "a")
    #expect(second["href"] as? String == "b")
    #expect(second["showsId"] == nil)
    #expect(second["extra"] as? String == "x")
    #expect(first["extra"] == nil)
    #expect(first["showsId"] as? Bool == true)
    #expect(names.texts == ["href", "environment", "showsId"])
    let added = Self.fields(["href": "a", "environment": "env-a", "showsId": true])
    var library = MustacheLibrary()
    library.register(
      try MustacheTemplate("{{#rows}}{{href}} {{environment}}{{#showsId}}!{{/showsId}};{{/rows}}"),
      named: "main")
    #expect(
      try library.render("main", ["rows": [first]]) == library.render("main", ["rows": [added]]))
    #expect(
      try library.render("main", ["rows": [first, second]]) == Array("a env-a!;b env-b;".utf8))
  }
}
