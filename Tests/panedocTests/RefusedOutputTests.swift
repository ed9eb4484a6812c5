import Foundation
import Testing

/// Outputs a run must refuse before it writes anything, not even its lock file: a report folder
/// that is one of the run's own inputs, a JUnit path that is a folder, an `--out` that is a file,
/// a link, someone else's folder or a place where nothing can be made.
@Suite("Refused outputs", .serialized)
struct RefusedOutputTests {
  static let treeworld = ConcurrentRunTests.treeworld

  /// Every entry of the sandbox, the lock files beside output folders included.
  static func everything(_ box: Hostile.Sandbox) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: box.folder.path).sorted()
  }

  @Test("diff refuses an --out that is, holds or lies inside one of its inputs")
  func diffIntoItsInput() throws {
    let (box, _) = try InterruptedRunTests.reported()
    let before = try Self.everything(box)
    let cases: [([String], String)] = [
      (
        ["diff", "rep", Self.treeworld, "--out", "rep"],
        "rep: error: this input is inside the report folder rep, which the run replaces (write the"
          + " report into another folder) [input-inside-output]"
      ),
      (
        ["diff", "rep/layout.json", Self.treeworld, "--out", "rep"],
        "rep/layout.json: error: this input is inside the report folder rep, which the run"
          + " replaces (write the report into another folder) [input-inside-output]"
      ),
      (
        ["diff", Self.treeworld, "rep", "--out", "rep/diff"],
        "rep/diff: error: the report folder is inside the input rep, which the run would change"
          + " (write the report into another folder) [input-inside-output]"
      ),
    ]
    for (arguments, message) in cases {
      let run = try Hostile.run(arguments + Hostile.small, directory: box.folder)
      #expect(run.status == 2, "\(arguments)")
      #expect(Hostile.errorLines(run) == [Substring(message)], "\(arguments)")
      #expect(try Self.everything(box) == before, "\(arguments)")
    }
  }

  @Test(
    "diff --junit naming a folder, an input or a file inside --out fails before --out is written")
  func junitCheckedBeforeTheSwap() throws {
    let box = try Hostile.Sandbox()
    try FileManager.default.createDirectory(
      atPath: box.path("taken"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Hostile.mail, toPath: box.path("mail.xml"))
    let before = try Self.everything(box)
    let cases: [(String, String)] = [
      ("taken", "error: taken: is a folder; --junit names a file [output-refused]"),
      (
        "mail.xml",
        "mail.xml: error: this input would be replaced by the JUnit file (name another file)"
          + " [input-inside-output]"
      ),
      (
        "D/j.xml",
        "error: D/j.xml: is inside the report folder D, which the run replaces; --junit names a"
          + " file outside it [output-refused]"
      ),
    ]
    for (junit, message) in cases {
      let run = try Hostile.run(
        ["diff", "mail.xml", Self.treeworld, "--out", "D", "--junit", junit] + Hostile.small,
        directory: box.folder)
      #expect(run.status == 2, "\(junit)")
      #expect(Hostile.errorLines(run) == [Substring(message)], "\(junit)")
      #expect(try Self.everything(box) == before, "\(junit)")
    }
  }

  @Test("a refused --out leaves no lock file beside it")
  func refusedOutputMakesNoLockFile() throws {
    let box = try Hostile.Sandbox()
    try Data("root:x:0:0\n".utf8).write(to: URL(fileURLWithPath: box.path("passwd")))
    try FileManager.default.createDirectory(
      atPath: box.path("home/.config"), withIntermediateDirectories: true)
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: box.path("home/notes.txt")))
    try FileManager.default.createSymbolicLink(
      atPath: box.path("linked"), withDestinationPath: box.path("home"))
    let before = try Self.everything(box)
    for (out, reason) in [
      ("passwd", "exists and is not a folder"),
      ("home", "is not empty and has no .panedoc-report stamp, so it was not written by panedoc"),
      ("linked", "is a symbolic link, which panedoc never follows"),
    ] {
      for command in [["render", Hostile.mail], ["diff", Hostile.mail, Self.treeworld]] {
        let run = try Hostile.run(
          command + ["--out", box.path(out)] + Hostile.small, directory: box.folder)
        #expect(run.status == 2, "\(command) \(out)")
        #expect(
          Hostile.errorLines(run) == [
            "error: \(box.path(out)): refusing to write the report: \(reason) [output-refused]"
          ], "\(command) \(out)")
        #expect(try Self.everything(box) == before, "\(command) \(out)")
      }
    }
  }

  @Test(
    "an --out where nothing can be made is one error with a code that names no lock file",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "needs /proc"))
  func outputWhereNothingCanBeMade() throws {
    let run = try Hostile.run(["render", Hostile.mail, "--out", "/proc/panedoc"] + Hostile.small)
    #expect(run.status == 2)
    let lines = Hostile.errorLines(run)
    #expect(lines.count == 1, "\(run.standardError)")
    #expect(
      lines.first?.hasPrefix(
        "error: /proc/panedoc: refusing to write the report: the folder /proc does not take new"
          + " entries (") == true, "\(lines)")
    #expect(lines.first?.hasSuffix(") [output-refused]") == true, "\(lines)")
    #expect(!run.standardError.contains("panedoc-lock"))
  }
}
