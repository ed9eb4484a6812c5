import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs killed or interrupted between the steps of a swap: the next run finds what they left,
/// restores or removes it and says so, and no report is ever lost or mixed.
@Suite("Interrupted runs", .serialized)
struct InterruptedRunTests {
  static let treeworld = ConcurrentRunTests.treeworld

  /// A sandbox with the mail report in `rep`, and that report's files.
  static func reported() throws -> (Hostile.Sandbox, [String: String]) {
    let box = try Hostile.Sandbox()
    let run = try Hostile.run(["render", Hostile.mail, "--out", box.path("rep")] + Hostile.small)
    try #require(run.status == 0)
    return (box, try box.snapshot())
  }

  @Test("killed between the two renames: the next run puts the previous report back")
  func killedBetweenRenames() throws {
    let (box, before) = try Self.reported()
    let killed = try Hostile.run(
      ["render", Self.treeworld, "--out", box.path("rep")] + Hostile.small,
      environment: ["PANEDOC_FAULT": "renamed-old:kill"])
    #expect(killed.status == 128 + SIGKILL)
    #expect(!FileManager.default.fileExists(atPath: box.path("rep")))
    let left = try Hostile.leftovers(of: "rep", in: box.folder.path)
    #expect(left.count == 2, "\(left)")

    let next = try Hostile.run(
      ["render", Hostile.mail, "--out", box.path("rep")] + Hostile.small)
    #expect(next.status == 0)
    #expect(next.standardError.contains("note: restored \(box.path("rep")) from"))
    #expect(next.standardError.contains("left by an interrupted panedoc run"))
    #expect(next.standardOutput.contains("0 files written"), "the previous report is back whole")
    #expect(try box.snapshot() == before)
  }

  @Test("the two-rename swap, where the system has no exchange, replaces the report whole")
  func twoRenameSwap() throws {
    let (box, before) = try Self.reported()
    let forced = ["PANEDOC_FAULT": "renamed-old:pass"]
    let other = try Hostile.run(
      ["render", Self.treeworld, "--out", box.path("rep")] + Hostile.small, environment: forced)
    #expect(other.status == 0)
    #expect(other.standardError.isEmpty)
    let check = try Hostile.run(
      ["render", Self.treeworld, "--out", box.path("rep"), "--check"] + Hostile.small)
    #expect(check.status == 0)
    let back = try Hostile.run(
      ["render", Hostile.mail, "--out", box.path("rep")] + Hostile.small, environment: forced)
    #expect(back.status == 0)
    #expect(try box.snapshot() == before)
  }

  @Test("killed after the exchange: the report is the new one and the old copy is removed next")
  func killedAfterExchange() throws {
    let (box, before) = try Self.reported()
    let killed = try Hostile.run(
      ["render", Self.treeworld, "--out", box.path("rep")] + Hostile.small,
      environment: ["PANEDOC_FAULT": "exchanged:kill"])
    #expect(killed.status == 128 + SIGKILL)
    let check = try Hostile.run(
      ["render", Self.treeworld, "--out", box.path("rep"), "--check"] + Hostile.small)
    #expect(check.status == 0, "the exchanged-in report is whole: \(check.standardError)")
    #expect(try Hostile.leftovers(of: "rep", in: box.folder.path).count == 1)

    let next = try Hostile.run(
      ["render", Hostile.mail, "--out", box.path("rep")] + Hostile.small)
    #expect(next.status == 0)
    #expect(next.standardError.contains("note: removed"))
    #expect(try box.snapshot() == before)
  }

  @Test("SIGTERM once the new report is built: exit 143, its folder removed, the report kept")
  func terminatedAfterStaging() throws {
    let (box, before) = try Self.reported()
    let run = try Hostile.run(
      ["render", Self.treeworld, "--out", box.path("rep")] + Hostile.small,
      environment: ["PANEDOC_FAULT": "staged:term"])
    #expect(run.status == 143)
    #expect(try box.snapshot() == before)
  }

  @Test("SIGINT from outside in the middle of a render: exit 130, no temporary folder left")
  func interruptedFromOutside() throws {
    let box = try Hostile.Sandbox()
    // A scene of many views: its diagrams take long enough to interrupt the run while every core
    // writes into the temporary folder.
    var lines = [
      #"<interface version="1" initialViewController="root">"#,
      #"<viewController id="root" title="Many">"#,
    ]
    for index in 0..<8000 { lines.append(#"<view id="v\#(index)" frame="1 1 20 20"/>"#) }
    lines += ["</viewController>", "</interface>"]
    try lines.joined(separator: "\n").write(
      toFile: box.path("many.xml"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = Hostile.executable
    process.arguments = ["render", box.path("many.xml"), "--out", box.path("rep")]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while try Hostile.leftovers(of: "rep", in: box.folder.path).isEmpty, process.isRunning,
      Date() < deadline
    {
      Thread.sleep(forTimeInterval: 0.01)
    }
    let interrupted = process.isRunning
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    if interrupted {
      #expect(process.terminationStatus == 130)
      #expect(try Hostile.leftovers(of: "rep", in: box.folder.path).isEmpty)
      #expect(!FileManager.default.fileExists(atPath: box.path("rep")))
    } else {
      Issue.record("the run ended before it could be interrupted")
    }
  }

  @Test("a stale temporary folder (no live run) is removed by the next run, which says so")
  func staleFolderRemoved() throws {
    let (box, before) = try Self.reported()
    let stale = box.path(".rep.panedoc-new-AbC123")
    try FileManager.default.createDirectory(
      atPath: stale + "/mail", withIntermediateDirectories: true)
    for index in 0..<50 {
      try Data("x".utf8).write(to: URL(fileURLWithPath: stale + "/mail/\(index).svg"))
    }
    try Data("half".utf8).write(to: URL(fileURLWithPath: box.path("rep/.panedoc-report.new")))
    let next = try Hostile.run(["render", Hostile.mail, "--out", box.path("rep")] + Hostile.small)
    #expect(next.status == 0)
    #expect(next.standardError.contains("note: removed \(stale), left by an interrupted"))
    #expect(next.standardError.contains(".panedoc-report.new, left by an interrupted"))
    #expect(try box.snapshot() == before)
  }
}
