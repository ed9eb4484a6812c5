import Testing

@testable import PaneDocLayout

/// The walk's own hash of ids, and the table of values by id built with it, must answer as
/// `Dictionary` would.
@Suite("Ids hashed and tabled")
struct IDTableTests {
  @Test("ASCII ids of any length that differ in one byte hash differently; equal ids hash alike")
  func hashSeesEveryByte() throws {
    for length in 0...20 {
      let id = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
      let copy = String(decoding: Array(id.utf8), as: UTF8.self)
      #expect(IDHash.of(id) == IDHash.of(copy), "\(id)")
      for position in 0..<length {
        var bytes = Array(id.utf8)
        // One bit of the byte alone: `a` and `q` differ in one bit.
        bytes[position] ^= 0x10
        let changed = String(decoding: bytes, as: UTF8.self)
        #expect(IDHash.of(changed) != IDHash.of(id), "\(id) \(changed)")
        #expect(IDHash.of(changed) != nil)
      }
    }
    #expect(IDHash.of("ab") != IDHash.of("ba"))
    #expect(IDHash.of("a") != IDHash.of("a\u{0}"))
    // Equal strings whose bytes differ are left to `String`'s comparison.
    #expect(IDHash.of("\u{E9}") == nil && IDHash.of("e\u{301}") == nil)
    #expect(IDHash.of("\u{212A}") == nil && IDHash.of("K") != nil)
    #expect(IDHash.of(String(repeating: "a", count: 9) + "\u{E9}") == nil)
  }

  /// Builds a table of `ids` in order, the first value of each id kept, and checks every lookup
  /// against a `Dictionary` built the same way.
  static func check(_ ids: [String], probeLimit: Int) -> IDTable<Int> {
    var table = IDTable<Int>(probeLimit: probeLimit)
    var expected: [String: Int] = [:]
    for (value, id) in ids.enumerated() {
      table.insertIfAbsent(value, for: id)
      if expected[id] == nil { expected[id] = value }
    }
    table.seal()
    #expect(table.count == expected.count)
    for id in ids + ["absent", "", "v41", "scene0#toolbarItem.8"] {
      #expect(table[id] == expected[id], "\(id)")
    }
    return table
  }

  @Test("a table built forwards or backwards, growing on the way, finds what a dictionary does")
  func matchesDictionary() {
    for ids in [NodeIndexTests.ids, NodeIndexTests.ids.reversed()] {
      #expect(!Self.check(ids, probeLimit: 32).usesFallback)
      #expect(!Self.check(Array(ids.prefix(3)), probeLimit: 32).usesFallback)
    }
    #expect(Self.check([], probeLimit: 32)["any"] == nil)
  }

  @Test(
    "a table whose runs of slots are longer than the limit keeps a dictionary, which finds the same"
  )
  func fallsBack() {
    for ids in [NodeIndexTests.ids, NodeIndexTests.ids.reversed()] {
      #expect(Self.check(ids, probeLimit: 0).usesFallback)
    }
  }

  @Test("ids that are equal strings with different bytes are one key, as in a dictionary")
  func canonicalEquivalence() {
    // `é` precomposed and decomposed, `K` and the Kelvin sign: each pair is one `String`.
    let pairs = [("\u{E9}", "e\u{301}"), ("K", "\u{212A}"), ("mail#K", "mail#\u{212A}")]
    for (first, second) in pairs {
      for ids in [
        [first, second, "mail"], [second, first, "mail"], ["mail", first], [first, "x"],
      ] {
        let table = Self.check(ids, probeLimit: 32)
        #expect(table[first] == table[second], "\(ids)")
        #expect(table[first] == ids.firstIndex(of: first), "\(ids)")
        #expect(table["mail"] == ids.firstIndex(of: "mail"), "\(ids)")
      }
    }
  }
}
