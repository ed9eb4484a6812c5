import Foundation
import Testing

/// Someone who can write inside a previous report, or beside the output folder, changes what the
/// run is about to touch while it runs: a folder of the report swapped for a link, the parent
/// folder swapped for a link. The run stops itself at the moment it matters
/// (`PANEDOC_FAULT=POINT:stop`), the test makes the change, and nothing outside the report's own
/// tree may be deleted or moved.
@Suite("Report folder races", .serialized)
struct ReportRaceTests {
  static let treeworld = ConcurrentRunTests.treeworld

  /// A folder of files that is no report of this run: what a link would lead the run into.
  static func makeOutside(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: path + "/mail", withIntermediateDirectories: true)
    for name in ["keep.txt", "mail/index.html", "mail/keep.svg"] {
      try Data("another report's \(name)\n".utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }
  }

  @Test(
    "the previous report swapped for a link while it is removed: the link goes, its target stays",
    .enabled(if: Hostile.canSeeStops, "needs /proc to see the run stop"))
  func previousReportSwappedForLink() throws {
    let (box, _) = try InterruptedRunTests.reported()
    try Self.makeOutside(box.path("other"))
    let outside = try box.snapshot().filter { $0.key.hasPrefix("other") }
    let run = try Hostile.runStopping(
      ["render", Self.treeworld, "--out", box.path("rep")] + Hostile.small, at: "removing"
    ) {
      // After the exchange the previous report waits beside the new one to be removed.
      let left = try Hostile.leftovers(of: "rep", in: box.folder.path)
      try #require(left.count == 1, "\(left)")
      try FileManager.default.moveItem(atPath: box.path(left[0]), toPath: box.path("aside"))
      try FileManager.default.createSymbolicLink(
        atPath: box.path(left[0]), withDestinationPath: box.path("other"))
    }
    #expect(run.status == 0, "\(run.standardError)")
    let after = try box.snapshot()
    #expect(after.filter { $0.key.hasPrefix("other") } == outside)
    #expect(try Hostile.leftovers(of: "rep", in: box.folder.path).isEmpty)
    #expect(after["rep/outer"] == "folder", "the new report, treeworld's, is in place")
  }

  @Test(
    "the parent swapped for a link between the two renames: the swap stays in the real parent",
    .enabled(if: Hostile.canSeeStops, "needs /proc to see the run stop"))
  func parentSwappedForLink() throws {
    let box = try Hostile.Sandbox()
    try FileManager.default.createDirectory(
      atPath: box.path("p"), withIntermediateDirectories: true)
    let first = try Hostile.run(
      ["render", Hostile.mail, "--out", box.path("p/rep")] + Hostile.small)
    try #require(first.status == 0)
    var victim: [String: String] = [:]
    let run = try Hostile.runStopping(
      ["render", Self.treeworld, "--out", box.path("p/rep")] + Hostile.small, at: "renamed-old"
    ) {
      // The victim holds folders of the very names the run is about to rename and remove.
      let left = try Hostile.leftovers(of: "rep", in: box.path("p"))
      try #require(left.count == 2, "\(left)")
      for name in left { try Self.makeOutside(box.path("victim/" + name)) }
      victim = try box.snapshot().filter { $0.key.hasPrefix("victim/") }
      try FileManager.default.moveItem(atPath: box.path("p"), toPath: box.path("real"))
      try FileManager.default.createSymbolicLink(
        atPath: box.path("p"), withDestinationPath: box.path("victim"))
    }
    #expect(run.status == 0, "\(run.standardError)")
    let after = try box.snapshot()
    #expect(victim.count == 10, "\(victim.keys.sorted())")
    #expect(after.filter { $0.key.hasPrefix("victim/") } == victim)
    #expect(after["real/rep/outer"] == "folder", "the new report, treeworld's, is in place")
    #expect(after["real/rep/mail"] == nil)
    #expect(try Hostile.leftovers(of: "rep", in: box.path("real")).isEmpty)
  }

  @Test(
    "the parent swapped for a link while the report is written: every file goes to the real one",
    .enabled(if: Hostile.canSeeStops, "needs /proc to see the run stop"))
  func parentSwappedWhileWriting() throws {
    let box = try Hostile.Sandbox()
    try FileManager.default.createDirectory(
      atPath: box.path("p"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: box.path("clean"), withIntermediateDirectories: true)
    let clean = try Hostile.run(
      ["render", Self.treeworld, "--out", box.path("clean/rep")] + Hostile.small)
    try #require(clean.status == 0)
    var victim: [String: String] = [:]
    let run = try Hostile.runStopping(
      ["render", Self.treeworld, "--out", box.path("p/rep")] + Hostile.small, at: "staging"
    ) {
      // The victim holds an empty folder of the name the run is about to write into.
      let left = try Hostile.leftovers(of: "rep", in: box.path("p"))
      try #require(left.count == 1, "\(left)")
      try FileManager.default.createDirectory(
        atPath: box.path("victim/" + left[0]), withIntermediateDirectories: true)
      victim = try box.snapshot().filter { $0.key.hasPrefix("victim/") }
      try FileManager.default.moveItem(atPath: box.path("p"), toPath: box.path("real"))
      try FileManager.default.createSymbolicLink(
        atPath: box.path("p"), withDestinationPath: box.path("victim"))
    }
    #expect(run.status == 0, "\(run.standardError)")
    let after = try box.snapshot()
    #expect(after.filter { $0.key.hasPrefix("victim/") } == victim)
    // The report in the real parent is whole: what a run without interference writes.
    let written = after.filter { $0.key.hasPrefix("real/rep/") }
      .map { (String($0.key.dropFirst("real/".count)), $0.value) }
    let expected = after.filter { $0.key.hasPrefix("clean/rep/") }
      .map { (String($0.key.dropFirst("clean/".count)), $0.value) }
    #expect(
      Dictionary(uniqueKeysWithValues: written) == Dictionary(uniqueKeysWithValues: expected))
  }
}
