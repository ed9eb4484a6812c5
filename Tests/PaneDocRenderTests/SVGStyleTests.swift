import Testing

@testable import PaneDocRender

/// The stylesheet's rules of a class are found without hashing it (`SVGStyle.rules(forClass:)`),
/// the same rules as `SVGStyle.byClass` holds.
@Suite("SVG style")
struct SVGStyleTests {
  @Test func everyClassFindsItsRules() {
    #expect(SVGStyle.byClass.count > 60)
    for (name, rules) in SVGStyle.byClass.sorted(by: { $0.key < $1.key }) {
      #expect(rules != 0, "\(name)")
      #expect(SVGStyle.rules(forClass: name) == rules, "\(name)")
      // A copy made at run time, not the literal the table holds, finds the same.
      #expect(SVGStyle.rules(forClass: String(decoding: Array(name.utf8), as: UTF8.self)) == rules)
    }
  }

  @Test(arguments: [
    "", "views", "vie", "columns", "column column-nowhere", "caption-ok ", "Caption",
  ])
  func unknownClassesFindNone(name: String) {
    #expect(SVGStyle.byClass[name] == nil)
    #expect(SVGStyle.rules(forClass: name) == nil)
  }
}
