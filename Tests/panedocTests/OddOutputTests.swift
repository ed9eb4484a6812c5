import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Outputs that cannot be written: a report folder the user may not empty, a full disk, a full
/// standard output, an unwritable JUnit path, the current folder, low resource limits. Each is
/// one clear error, exit 2, checked before anything is written or undone without a trace.
@Suite("Odd outputs", .serialized)
struct OddOutputTests {
  static let treeworld = ConcurrentRunTests.treeworld
  static let small = Hostile.small.joined(separator: " ")

  @Test("a read-only report folder is refused before rendering; the report stays whole")
  func readOnlyReport() throws {
    let kit = try Hostile.OrdinaryUserKit()
    let box = kit.box
    let first = try kit.shell(
      "\(Hostile.ordinaryUser)\"$PANEDOC\" render \(kit.mail) --out rep \(Self.small)")
    try #require(first.status == 0, "\(first.standardError)")
    for folder in ["rep", "rep/mail"] {
      chmod(box.path(folder), 0o555)
      defer { chmod(box.path(folder), 0o755) }
      let before = try box.snapshot()
      // As root every folder is writable: the run is made as `nobody` (setpriv).
      let run = try kit.shell(
        "\(Hostile.ordinaryUser)\"$PANEDOC\" render \(kit.treeworld) --out rep \(Self.small)")
      #expect(run.status == 2)
      #expect(
        Hostile.errorLines(run) == [
          "error: rep: refusing to write the report: the folder \(folder) is not writable, so the"
            + " previous report could not be removed [output-refused]"
        ])
      #expect(try box.snapshot() == before)
    }
  }

  @Test("a failed write to standard output is exit 2 for every command that prints a result")
  func fullStandardOutput() throws {
    let commands = [
      [
        "layout", Hostile.mail, "--device", "ipad-9.7", "--orientation", "landscape", "--format",
        "svg",
      ],
      ["diff", Hostile.mail, Self.treeworld] + Hostile.small,
      ["devices"],
      ["validate", Hostile.mail],
      ["rules"],
      ["sweep", Hostile.mail, "--from", "700", "--to", "710"],
    ]
    for command in commands {
      let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      let run = try Hostile.run(command, standardOutput: full)
      #expect(run.status == 2, "\(command)")
      #expect(
        run.standardError.hasSuffix(
          "error: cannot write to standard output: No space left on device\n"), "\(command)")
    }
  }

  @Test("diff --junit into a missing or read-only folder fails first: no report is written")
  func unwritableJUnit() throws {
    let kit = try Hostile.OrdinaryUserKit()
    let box = kit.box
    try FileManager.default.createDirectory(
      atPath: box.path("locked"), withIntermediateDirectories: true)
    chmod(box.path("locked"), 0o555)
    let missing = try Hostile.run(
      ["diff", Hostile.mail, Self.treeworld, "--out", "D", "--junit", "missing/j.xml"]
        + Hostile.small, directory: box.folder)
    #expect(missing.status == 2)
    #expect(
      Hostile.errorLines(missing) == [
        "error: missing/j.xml: the folder \(box.folder.path)/missing does not exist"
      ])
    let locked = try kit.shell(
      "\(Hostile.ordinaryUser)\"$PANEDOC\" diff \(kit.mail) \(kit.treeworld) --out D "
        + "--junit locked/j.xml \(Self.small)")
    #expect(locked.status == 2)
    #expect(Hostile.errorLines(locked) == ["error: locked/j.xml: open: Permission denied"])
    #expect(try box.snapshot().keys.sorted() == ["locked"])

    let both = try Hostile.run(
      ["diff", Hostile.mail, Self.treeworld, "--out", "D", "--junit", "j.xml"] + Hostile.small,
      directory: box.folder)
    #expect(both.status == 0)
    #expect(FileManager.default.fileExists(atPath: box.path("j.xml")))
    #expect(FileManager.default.fileExists(atPath: box.path("D/index.html")))
    #expect(try box.snapshot().keys.filter { $0.hasPrefix(".") }.isEmpty)
  }

  @Test("--out . and a report folder holding the current folder are refused")
  func currentFolder() throws {
    let (box, before) = try InterruptedRunTests.reported()
    for (out, directory) in [
      (".", box.folder), ("../rep", box.folder.appendingPathComponent("rep")),
    ] {
      let run = try Hostile.run(
        ["render", Hostile.mail, "--out", out] + Hostile.small, directory: directory)
      #expect(run.status == 2)
      #expect(
        Hostile.errorLines(run) == [
          "error: \(out): refusing to write the report: is the current folder or holds it; name a"
            + " folder of its own, such as --out report [output-refused]"
        ])
      #expect(try box.snapshot() == before)
    }
  }

  @Test("a FIFO planted as the stamp is not read: the run is refused, it does not hang")
  func fifoStamp() throws {
    let (box, _) = try InterruptedRunTests.reported()
    try FileManager.default.removeItem(atPath: box.path("rep/.panedoc-report"))
    try #require(mkfifo(box.path("rep/.panedoc-report"), 0o644) == 0)
    let run = try Hostile.run(["render", Hostile.mail, "--out", box.path("rep")] + Hostile.small)
    #expect(run.status == 2)
    #expect(run.standardError.contains("has no .panedoc-report stamp"))
  }

  @Test("the report's folders and files follow the umask, as mkdir's do")
  func umaskIsHonoured() throws {
    let box = try Hostile.Sandbox()
    for (mask, folderMode, fileMode) in [("022", 0o755, 0o644), ("027", 0o750, 0o640)] {
      let run = try Hostile.shell(
        "umask \(mask); \"$PANEDOC\" render \(Hostile.mail) --out rep\(mask) \(Self.small)",
        directory: box.folder)
      try #require(run.status == 0)
      for (path, mode) in [
        ("rep\(mask)", folderMode), ("rep\(mask)/mail", folderMode),
        ("rep\(mask)/index.html", fileMode),
      ] {
        let attributes = try FileManager.default.attributesOfItem(atPath: box.path(path))
        #expect(attributes[.posixPermissions] as? Int == mode, "\(path)")
      }
    }
  }

  /// Runs `body` with a tmpfs of `size` mounted at `disk` in a new sandbox, unmounted after.
  static func withSmallDisk(_ size: String, _ body: (Hostile.Sandbox, String) throws -> Void)
    throws
  {
    let box = try Hostile.Sandbox()
    let disk = box.path("disk")
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    let mount = try Hostile.shell(
      "mount -t tmpfs -o size=\(size) tmpfs disk", directory: box.folder)
    try #require(mount.status == 0, "\(mount.standardError)")
    defer { _ = try? Hostile.shell("umount disk", directory: box.folder) }
    try body(box, disk)
  }

  @Test(
    "a re-render that only replaces the stamp, on a full disk, leaves nothing behind",
    .enabled(if: Hostile.isRoot, "mounting a small tmpfs needs root"))
  func fullDiskStampOnly() throws {
    try Self.withSmallDisk("512k") { box, disk in
      let first = try Hostile.run(["render", Hostile.mail, "--out", disk + "/rep"] + Hostile.small)
      try #require(first.status == 0)
      let report = try FileManager.default.subpathsOfDirectory(atPath: disk + "/rep").sorted()
      let stamp = try Data(contentsOf: URL(fileURLWithPath: disk + "/rep/.panedoc-report"))
      // Fill the disk: a write of any size now fails with ENOSPC.
      _ = try Hostile.shell("head -c 1000000 /dev/zero > disk/fill", directory: box.folder)
      let run = try Hostile.run(
        ["render", Hostile.mail, "--out", disk + "/rep", "--max-depth", "200"] + Hostile.small)
      #expect(run.status == 2)
      #expect(run.standardError.contains("No space left on device"))
      #expect(try FileManager.default.subpathsOfDirectory(atPath: disk + "/rep").sorted() == report)
      #expect(try Data(contentsOf: URL(fileURLWithPath: disk + "/rep/.panedoc-report")) == stamp)
      #expect(try Hostile.leftovers(of: "rep", in: disk).isEmpty)
    }
  }

  @Test(
    "a full disk during a render leaves the previous report and no temporary folder",
    .enabled(if: Hostile.isRoot, "mounting a small tmpfs needs root"))
  func fullDiskRender() throws {
    try Self.withSmallDisk("256k") { _, disk in
      let first = try Hostile.run(["render", Hostile.mail, "--out", disk + "/rep"] + Hostile.small)
      try #require(first.status == 0)
      let report = try FileManager.default.subpathsOfDirectory(atPath: disk + "/rep").sorted()
      let run = try Hostile.run(["render", Self.treeworld, "--out", disk + "/rep"])
      #expect(run.status == 2)
      #expect(run.standardError.contains("No space left on device"))
      #expect(try FileManager.default.subpathsOfDirectory(atPath: disk + "/rep").sorted() == report)
      #expect(try Hostile.leftovers(of: "rep", in: disk).isEmpty)
    }
  }

  @Test("too low ulimit -n or -v: one resource error, exit 2, nothing written")
  func lowResourceLimits() throws {
    let box = try Hostile.Sandbox()
    for (limit, message) in [
      ("ulimit -n 16", "the limit on open files (ulimit -n) is 16; panedoc needs at least 64"),
      (
        "ulimit -v 196608",
        "the limit on virtual memory (ulimit -v) is 196608 KiB; panedoc needs at least 524288 KiB"
      ),
    ] {
      let run = try Hostile.shell(
        "\(limit) && exec \"$PANEDOC\" render \(Hostile.mail) --out rep", directory: box.folder)
      #expect(run.status == 2, "\(limit)")
      #expect(run.standardError == "error: \(message) [resource-limit]\n")
      #expect(try box.snapshot().isEmpty)
    }
    // A soft limit below the minimum is raised to what the hard limit allows.
    let raised = try Hostile.shell(
      "ulimit -Sn 16 && exec \"$PANEDOC\" render \(Hostile.mail) --out rep \(Self.small)",
      directory: box.folder)
    #expect(raised.status == 0, "\(raised.standardError)")
  }
}
