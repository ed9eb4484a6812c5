import Foundation
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

/// The output folder's lock and the recovery its holder makes of what interrupted runs left.
@Suite struct ReportLockTests {
  typealias Sandbox = ReportWriterTests.Sandbox

  @Test func aSecondLockOnTheSameFolderIsRefusedUntilTheFirstIsReleased() throws {
    let box = try Sandbox()
    var first: ReportLock? = try ReportLock(writer: box.writer)
    #expect(throws: ReportWriterError.self) { try ReportLock(writer: box.writer) }
    #expect(throws: ReportWriterError.self) { try ReportSession(writer: box.writer) }
    do {
      _ = try ReportLock(writer: box.writer)
    } catch {
      #expect(
        "\(error)" == "\(box.report.path) is being written by another panedoc run [output-locked]")
    }
    #expect(first != nil)
    first = nil
    let second = try ReportLock(writer: box.writer)
    #expect(second.recovered.isEmpty)
  }

  @Test func sharedLocksGoTogetherButNotWithAWriter() throws {
    let box = try Sandbox()
    let reader = try ReportLock(writer: box.writer, shared: true)
    let other = try ReportLock(writer: box.writer, shared: true)
    #expect(throws: ReportWriterError.self) { try ReportLock(writer: box.writer) }
    #expect(reader.recovered.isEmpty && other.recovered.isEmpty)
  }

  @Test func aSessionGivenTheLockWritesAndTheNextRunCanLockAgain() throws {
    let box = try Sandbox()
    let lock = try ReportLock(writer: box.writer)
    try box.writer.write([ReportFile(path: "a.svg", bytes: Data("a".utf8))], lock: lock)
    #expect(try box.text("a.svg") == "a")
    #expect(throws: ReportWriterError.self) { try ReportLock(writer: box.writer) }
  }

  @Test func theLockRestoresAReportMovedAwayAndRemovesTheRest() throws {
    let box = try Sandbox()
    try box.writer.write([ReportFile(path: "a.svg", bytes: Data("old".utf8))])
    let old = box.parent.appendingPathComponent(".report.panedoc-old-Qw3rTy").path
    let new = box.parent.appendingPathComponent(".report.panedoc-new-As4dFg").path
    try FileManager.default.moveItem(atPath: box.report.path, toPath: old)
    try FileManager.default.createDirectory(atPath: new + "/x", withIntermediateDirectories: true)
    let unrelated = box.parent.appendingPathComponent(".report.panedoc-new-notmine").path
    try Data().write(to: URL(fileURLWithPath: unrelated))

    let lock = try ReportLock(writer: box.writer)
    #expect(
      lock.recovered == [
        "restored \(box.report.path) from \(old), where an interrupted panedoc run had moved it",
        "removed \(new), left by an interrupted panedoc run",
      ])
    #expect(try box.text("a.svg") == "old")
    #expect(try box.siblings() == [".report.panedoc-new-notmine"])
  }

  @Test func withTheReportInPlaceEveryLeftoverIsRemoved() throws {
    let box = try Sandbox()
    try box.writer.write([ReportFile(path: "a.svg", bytes: Data("now".utf8))])
    let old = box.parent.appendingPathComponent(".report.panedoc-old-Qw3rTy").path
    try FileManager.default.createDirectory(atPath: old, withIntermediateDirectories: true)
    try Data("stamp".utf8).write(to: box.report.appendingPathComponent(".panedoc-report.new"))
    let lock = try ReportLock(writer: box.writer)
    #expect(lock.recovered.count == 2)
    #expect(try box.siblings().isEmpty)
    #expect(try box.text("a.svg") == "now")
    #expect(!FileManager.default.fileExists(atPath: box.report.path + "/.panedoc-report.new"))
  }

  @Test func theCurrentFolderIsRefusedAsTheOutput() throws {
    let current = FileManager.default.currentDirectoryPath
    let parent = URL(fileURLWithPath: current).deletingLastPathComponent().path
    for out in [".", "./", "..", "sub/..", current, parent, "/"] {
      #expect(throws: ReportWriterError.self, "\(out)") {
        try ReportLock(writer: ReportWriter(directory: out))
      }
    }
  }
}
