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
}
