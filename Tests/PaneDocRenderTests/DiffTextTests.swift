import Testing

@testable import PaneDocDiff
@testable import PaneDocRender

@Suite("SVG text diff")
struct DiffTextTests {
  static func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

  @Test("equal texts have no hunk")
  func equal() {
    #expect(TextDiff.hunks(old: "a\nb\n", new: "a\nb\n") == [])
  }

  @Test("a changed line is one hunk with its context, as diff -u numbers it")
  func oneChange() throws {
    let old = (1...20).map { "line \($0)" }
    var new = old
    new[9] = "line ten"
    let hunks = try #require(TextDiff.hunks(old: Self.text(old), new: Self.text(new)))
    #expect(hunks.count == 1)
    #expect(hunks[0].header == "@@ -7,7 +7,7 @@")
    #expect(hunks[0].lines[3] == .removed("line 10"))
    #expect(hunks[0].lines[4] == .added("line ten"))
    let unified = TextDiff.unified(hunks, oldName: "old.svg", newName: "new.svg")
    #expect(unified.hasPrefix("--- old.svg\n+++ new.svg\n@@ -7,7 +7,7 @@\n line 7\n"))
  }

  @Test("distant changes make separate hunks; near ones merge")
  func hunking() throws {
    let old = (1...40).map { "l\($0)" }
    var new = old
    new.remove(at: 2)
    new.insert("x", at: 30)
    let far = try #require(TextDiff.hunks(old: Self.text(old), new: Self.text(new)))
    #expect(far.map(\.header) == ["@@ -1,6 +1,5 @@", "@@ -29,6 +28,7 @@"])
    var near = old
    near[10] = "a"
    near[15] = "b"
    #expect(try #require(TextDiff.hunks(old: Self.text(old), new: Self.text(near))).count == 1)
  }

  @Test("the edit script is minimal and reproduces both texts")
  func minimal() throws {
    let old = ["a", "b", "c", "a", "b", "b", "a"]
    let new = ["c", "b", "a", "b", "a", "c"]
    let script = try #require(TextDiff.lines(old: old, new: new))
    #expect(script.count { if case .same = $0 { false } else { true } } == 5)
    let rebuiltOld = script.compactMap { line -> String? in
      switch line {
      case .same(let text), .removed(let text): text
      case .added: nil
      }
    }
    let rebuiltNew = script.compactMap { line -> String? in
      switch line {
      case .same(let text), .added(let text): text
      case .removed: nil
      }
    }
    #expect(rebuiltOld == old && rebuiltNew == new)
  }

  @Test("insertions into and deletions from empty texts")
  func empty() throws {
    #expect(TextDiff.lines(old: [], new: ["a"]) == [.added("a")])
    #expect(TextDiff.lines(old: ["a"], new: []) == [.removed("a")])
    let hunks = try #require(TextDiff.hunks(old: "", new: "a\n"))
    #expect(hunks.map(\.header) == ["@@ -0,0 +1 @@"])
  }

  @Test("past the edit bound it gives up instead of working quadratically")
  func bounded() {
    let old = (0..<500).map { "old \($0)" }
    let new = (0..<500).map { "new \($0)" }
    #expect(TextDiff.lines(old: old, new: new, maximumEdits: 100) == nil)
    #expect(TextDiff.lines(old: old, new: new, maximumEdits: 1000)?.count == 1000)
  }
}
