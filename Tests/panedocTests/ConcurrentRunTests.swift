import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Two runs into one report folder: the second fails at once (or waits with `--wait`), and the
/// report is always one run's whole report.
@Suite("Concurrent runs", .serialized)
struct ConcurrentRunTests {
  static let treeworld = Hostile.packageRoot.appendingPathComponent("Fixtures/treeworld.xml").path

  /// Holds the lock of `report` in `box` as another run would, until `body` returns.
  static func holdingLock<T>(of report: String, in box: Hostile.Sandbox, _ body: () throws -> T)
    throws -> T
  {
    let descriptor = open(box.path(".\(report).panedoc-lock"), O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    return try body()
  }

  @Test("a second run fails with output-locked and changes nothing while the first holds the lock")
  func secondRunFails() throws {
    let box = try Hostile.Sandbox()
    let first = try Hostile.run(["render", Hostile.mail, "--out", box.path("rep")] + Hostile.small)
    #expect(first.status == 0)
    let before = try box.snapshot()
    let second = try Self.holdingLock(of: "rep", in: box) {
      try Hostile.run(["render", Self.treeworld, "--out", box.path("rep")] + Hostile.small)
    }
    #expect(second.status == 2)
    #expect(
      Hostile.errorLines(second) == [
        "error: \(box.path("rep")) is being written by another panedoc run [output-locked]"
      ])
    #expect(try box.snapshot() == before)
    let diff = try Self.holdingLock(of: "D", in: box) {
      try Hostile.run(
        ["diff", Hostile.mail, Self.treeworld, "--out", box.path("D")] + Hostile.small)
    }
    #expect(diff.status == 2)
    #expect(diff.standardError.contains("[output-locked]"))
    #expect(try box.snapshot() == before)
  }

  @Test("with --wait a run waits for the lock and then renders")
  func waitingRun() throws {
    let box = try Hostile.Sandbox()
    let descriptor = open(box.path(".rep.panedoc-lock"), O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    try #require(descriptor >= 0)
    try #require(flock(descriptor, LOCK_EX) == 0)
    let process = Process()
    process.executableURL = Hostile.executable
    process.arguments =
      ["render", Hostile.mail, "--out", box.path("rep"), "--wait"] + Hostile.small
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: 1)
    #expect(process.isRunning, "the run waits while the lock is held")
    #expect(!FileManager.default.fileExists(atPath: box.path("rep")))
    close(descriptor)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(FileManager.default.fileExists(atPath: box.path("rep/index.html")))
  }

  @Test("runs of two inputs started together leave one run's whole report, never a mix")
  func racingRuns() throws {
    let box = try Hostile.Sandbox()
    let out = box.path("rep")
    for _ in 0..<4 {
      let processes = [Hostile.mail, Self.treeworld].map { input in
        let process = Process()
        process.executableURL = Hostile.executable
        process.arguments = ["render", input, "--out", out] + Hostile.small
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
      }
      for process in processes { try process.run() }
      for process in processes { process.waitUntilExit() }
      let statuses = processes.map(\.terminationStatus)
      #expect(statuses.allSatisfy { $0 == 0 || $0 == 2 }, "\(statuses)")
      #expect(statuses.contains(0))
      // Exactly one input's report is current: --check passes for it and fails for the other.
      let checks = try [Hostile.mail, Self.treeworld].map { input in
        try Hostile.run(["render", input, "--out", out, "--check"] + Hostile.small).status
      }
      #expect(checks.sorted() == [0, 1], "\(checks)")
      #expect(try Hostile.leftovers(of: "rep", in: box.folder.path).isEmpty)
    }
  }
}
