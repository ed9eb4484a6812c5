import Foundation
import Testing

@testable import PaneDocRender

/// A report written file by file: the file that arrives in pieces and the temporary folder that is
/// made only once something differs.
@Suite struct ReportSessionTests {
  typealias Sandbox = ReportWriterTests.Sandbox

  /// Writes a report of `a.svg` and `layout.json` in `pieces`; returns the plan.
  @discardableResult
  static func write(
    _ box: Sandbox, svg: String = "a", pieces: [String], writes: Bool = true
  ) throws -> ReportPlan {
    let session = try ReportSession(writer: box.writer, writes: writes)
    try session.add(ReportFile(path: "s/a.svg", bytes: Data(svg.utf8)))
    try session.beginPieces("layout.json")
    for piece in pieces { try session.appendPiece(Data(piece.utf8)) }
    try session.endPieces()
    return try session.finish()
  }

  @Test func aFileInPiecesIsWrittenWhole() throws {
    let box = try Sandbox()
    let plan = try Self.write(box, pieces: ["{", "\"a\": 1", "}"])
    #expect(plan.added == ["layout.json", "s/a.svg"])
    #expect(try box.text("layout.json") == "{\"a\": 1}")
  }

  @Test func anEqualFileInPiecesKeepsItsInode() throws {
    let box = try Sandbox()
    try Self.write(box, pieces: ["{", "\"a\": 1", "}"])
    let inode = try box.attributes("layout.json")[.systemFileNumber] as? Int
    // Other cuts of the same bytes are the same file.
    let plan = try Self.write(box, svg: "b", pieces: ["{\"a", "\": 1}"])
    #expect(plan.unchanged == ["layout.json"])
    #expect(plan.changed == ["s/a.svg"])
    #expect(try box.attributes("layout.json")[.systemFileNumber] as? Int == inode)
  }

  @Test(arguments: [
    ["{\"a\": 2}"], ["{\"a\": 1", "0}"], ["{\"a\": 1"], ["{\"a\": 1}", "\n"], ["{", "\"b\"", "}"],
    [],
  ])
  func aChangedFileInPiecesKeepsItsMatchingStart(pieces: [String]) throws {
    let box = try Sandbox()
    try Self.write(box, pieces: ["{", "\"a\": 1", "}"])
    let plan = try Self.write(box, pieces: pieces)
    #expect(plan.changed == ["layout.json"])
    #expect(plan.unchanged == ["s/a.svg"])
    #expect(try box.text("layout.json") == pieces.joined())
    #expect(try box.siblings().isEmpty)
  }

  @Test func aSessionThatDoesNotWriteOnlyReports() throws {
    let box = try Sandbox()
    try Self.write(box, pieces: ["{}"])
    let before = try box.snapshot()
    let plan = try Self.write(box, svg: "b", pieces: ["{ }"], writes: false)
    #expect(plan.changed == ["layout.json", "s/a.svg"])
    #expect(try box.snapshot() == before)
    #expect(try box.siblings().isEmpty)
  }

  @Test func nothingIsMadeBeforeTheFirstDifference() throws {
    let box = try Sandbox()
    try Self.write(box, pieces: ["{}"])
    let session = try ReportSession(writer: box.writer)
    try session.add(ReportFile(path: "s/a.svg", bytes: Data("a".utf8)))
    #expect(try box.siblings().isEmpty)
    try session.add(ReportFile(path: "s/new.svg", bytes: Data("new".utf8)))
    #expect(try box.siblings().count == 1)
    session.discard()
    #expect(try box.siblings().isEmpty)
    #expect(try box.snapshot().keys.sorted() == [".panedoc-report", "layout.json", "s/a.svg"])
  }

  @Test func aPathGivenTwiceIsRefused() throws {
    let box = try Sandbox()
    let session = try ReportSession(writer: box.writer)
    try session.add(ReportFile(path: "layout.json", bytes: Data()))
    #expect(throws: ReportWriterError.self) { try session.beginPieces("layout.json") }
    session.discard()
    #expect(try box.siblings().isEmpty)
  }
}
