import Foundation
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// The descriptor this process has open on `path`, found in `/proc/self/fd`.
  static func openDescriptor(of path: String) -> Int32? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return names.compactMap(Int32.init).sorted().first { descriptor in
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)"))
        == path
    }
  }

  /// A lock's descriptor that another process shares (a child started while the run held it,
  /// before its exec closed it) does not keep the lock once the session is over: the session
  /// unlocks before it closes, rather than leave it to the last close anywhere.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "needs /proc"))
  func aFinishedSessionUnlocksEvenWhereAnotherProcessSharesTheDescriptor() throws {
    let box = try Sandbox()
    for discarding in [false, true] {
      let session = try ReportSession(writer: box.writer)
      let descriptor = try #require(
        Self.openDescriptor(of: box.parent.appendingPathComponent(".report.panedoc-lock").path))
      let input = Pipe()
      let child = Process()
      child.executableURL = URL(fileURLWithPath: "/bin/cat")
      child.standardInput = input
      child.standardOutput = FileHandle.nullDevice
      // The child holds the lock's open file as its standard error until its input ends.
      child.standardError = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
      try child.run()
      defer {
        input.fileHandleForWriting.closeFile()
        child.waitUntilExit()
      }
      try session.add(ReportFile(path: "a.svg", bytes: Data("\(discarding)".utf8)))
      if discarding { session.discard() } else { try session.finish() }
      #expect(throws: Never.self, "discarding: \(discarding)") {
        try ReportLock(writer: box.writer)
      }
    }
  }
}
