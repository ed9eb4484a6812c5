import Foundation
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

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

  /// Paths are recorded by a digest of their bytes: thousands of paths, some differing in one
  /// byte only or in case, are each accepted once and refused again, and the previous report's
  /// files that the new one lacks are found by the same digests.
  @Test func everyPathIsClaimedOnceByItsDigest() throws {
    let box = try Sandbox()
    let first = try ReportSession(writer: box.writer)
    try first.add(ReportFile(path: "old/gone.svg", bytes: Data("x".utf8)))
    try first.add(ReportFile(path: "s0/kept.svg", bytes: Data("x".utf8)))
    try first.finish()
    let session = try ReportSession(writer: box.writer, writes: false)
    let paths = (0..<3_000).flatMap { ["s\($0)/a.svg", "s\($0)/A.svg", "s\($0)/b.svg"] }
    for path in paths { try session.add(path, bytes: [1]) }
    #expect(session.fileCount == paths.count)
    for path in paths.shuffled().prefix(200) {
      #expect(throws: ReportWriterError.self) { try session.add(path, bytes: [1]) }
    }
    try session.add("s0/kept.svg", bytes: Array("x".utf8))
    let plan = try session.finish()
    #expect(plan.removed == ["old/gone.svg"])
    #expect(plan.unchanged == ["s0/kept.svg"])
    #expect(session.fileCount == paths.count + 1)
  }

  /// Paths are checked byte by byte: relative, with no empty, `.` or `..` part, not the stamp.
  @Test func onlySafeRelativePathsAreAccepted() {
    for path in ["a.svg", "s/t/a.svg", "...", "a/.../b", ".b/c..svg", "a/.svg", "é/..é"] {
      #expect(ClaimedPath(safe: path) != nil, "\(path)")
    }
    for path in [
      "", "/", ".", "..", "a/", "/a", "a//b", "a/./b", "a/../b", "a/.", "a/..", "./a", "../a",
      ".panedoc-report",
    ] {
      #expect(ClaimedPath(safe: path) == nil, "\(path)")
    }
  }

  /// Files added from many tasks at once, half of them equal to the previous report's: each
  /// unchanged file is linked (keeping its inode) whether it came before or after the first
  /// difference made the temporary folder, and every changed one is written.
  @Test func filesAddedFromManyTasksAtOnceAreAllKept() async throws {
    let box = try Sandbox()
    let paths = (0..<400).map { "s\($0 % 7)/t\($0 % 3)/f\($0).svg" }
    let first = try ReportSession(writer: box.writer)
    for path in paths { try first.add(ReportFile(path: path, bytes: Data(path.utf8))) }
    try first.finish()
    let inodes = try paths.map { try box.attributes($0)[.systemFileNumber] as? Int }

    let session = try ReportSession(writer: box.writer)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (number, path) in paths.enumerated() {
        group.addTask {
          let text = number.isMultiple(of: 2) ? path : path + " changed"
          try session.add(ReportFile(path: path, bytes: Data(text.utf8)))
        }
      }
      try await group.waitForAll()
    }
    let plan = try session.finish()
    #expect(session.fileCount == paths.count)
    #expect(plan.unchanged.count == paths.count / 2)
    #expect(plan.changed.count == paths.count / 2)
    for (number, path) in paths.enumerated() {
      let unchanged = number.isMultiple(of: 2)
      #expect(try box.text(path) == (unchanged ? path : path + " changed"))
      let inode = try box.attributes(path)[.systemFileNumber] as? Int
      #expect((inode == inodes[number]) == unchanged, "\(path)")
    }
    #expect(try box.siblings().isEmpty)
  }
}
