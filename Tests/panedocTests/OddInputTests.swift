import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Input sets that are empty, unreadable in part, or not files at all: a located error and exit
/// 2, and the previous report as it was; never an empty report in its place.
@Suite("Odd inputs", .serialized)
struct OddInputTests {
  @Test("an empty folder is an error, exit 2, and the report is not replaced")
  func emptyFolder() throws {
    let (box, before) = try InterruptedRunTests.reported()
    try FileManager.default.createDirectory(
      atPath: box.path("empty"), withIntermediateDirectories: true)
    let run = try Hostile.run(["render", box.path("empty"), "--out", box.path("rep")])
    #expect(run.status == 2)
    #expect(Hostile.errorLines(run).count == 1)
    #expect(run.standardError.hasPrefix("\(box.path("empty")): error: the folder holds no"))
    #expect(run.standardError.hasSuffix("[no-inputs]\n"))
    #expect(try box.snapshot().filter { $0.key != "empty" } == before)
  }

  @Test("render without inputs is a usage error, nothing written")
  func noInputs() throws {
    let box = try Hostile.Sandbox()
    let run = try Hostile.run(["render", "--out", "rep"], directory: box.folder)
    #expect(run.status == 64)
    // Without a config file there is nothing to render.
    #expect(
      run.standardError.hasPrefix(
        "Error: Name at least one input, or list them as inputs in panedoc.yml."))
    #expect(try box.snapshot().isEmpty)
  }

  @Test("a folder named through a symbolic link is followed; links inside it are not")
  func linkedFolder() throws {
    let box = try Hostile.Sandbox()
    try FileManager.default.createDirectory(
      atPath: box.path("inputs"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Hostile.mail, toPath: box.path("inputs/mail.xml"))
    try FileManager.default.createSymbolicLink(
      atPath: box.path("inputs/other.xml"), withDestinationPath: ConcurrentRunTests.treeworld)
    try FileManager.default.createSymbolicLink(
      atPath: box.path("linked"), withDestinationPath: box.path("inputs"))
    let run = try Hostile.run(
      ["render", box.path("linked"), "--out", box.path("rep")] + Hostile.small)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("1 scenes"), "\(run.standardOutput)")
    #expect(FileManager.default.fileExists(atPath: box.path("rep/mail/index.html")))
  }

  @Test("an unreadable subfolder is a located error, exit 2, nothing written")
  func unreadableSubfolder() throws {
    let kit = try Hostile.OrdinaryUserKit()
    let box = kit.box
    try FileManager.default.createDirectory(
      atPath: box.path("inputs/locked"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Hostile.mail, toPath: box.path("inputs/mail.xml"))
    try FileManager.default.copyItem(
      atPath: Hostile.mail, toPath: box.path("inputs/locked/mail.xml"))
    chmod(box.path("inputs/locked"), 0)
    defer { chmod(box.path("inputs/locked"), 0o755) }
    // As root every folder is readable: the run is made as `nobody` (setpriv).
    let run = try kit.shell(
      "\(Hostile.ordinaryUser)\"$PANEDOC\" render inputs --out rep "
        + Hostile.small.joined(separator: " "))
    #expect(run.status == 2)
    #expect(
      Hostile.errorLines(run) == [
        "inputs/locked: error: cannot read the folder: Permission denied [input-unreadable]"
      ])
    #expect(!FileManager.default.fileExists(atPath: box.path("rep")))
  }

  @Test("a file name that is not UTF-8 is a located error naming its bytes, exit 2")
  func undecodableName() throws {
    let box = try Hostile.Sandbox()
    try FileManager.default.createDirectory(
      atPath: box.path("inputs"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Hostile.mail, toPath: box.path("inputs/mail.xml"))
    let name = Array(box.path("inputs/bad").utf8) + [0xFF, 0x2E, 0x78, 0x6D, 0x6C, 0]
    let descriptor = name.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    }
    try #require(descriptor >= 0)
    close(descriptor)
    let run = try Hostile.run(["render", box.path("inputs"), "--out", box.path("rep")])
    #expect(run.status == 2)
    #expect(
      Hostile.errorLines(run) == [
        "\(box.path("inputs")): error: the name 'bad\\xFF.xml' in this folder is not UTF-8, so it "
          + "cannot be read (rename it) [input-name-undecodable]"
      ])
    #expect(!FileManager.default.fileExists(atPath: box.path("rep")))
  }

  @Test("a FIFO given as input is refused at once, without waiting for a writer")
  func fifoInput() throws {
    let box = try Hostile.Sandbox()
    try #require(mkfifo(box.path("pipe.xml"), 0o644) == 0)
    let process = Process()
    process.executableURL = Hostile.executable
    process.arguments = ["render", box.path("pipe.xml"), "--out", box.path("rep")]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit && process.terminationStatus == 2)
    #expect(text.contains("this is a FIFO (named pipe), not a regular file"))
    #expect(text.contains("[input-not-a-file]"))
    #expect(!FileManager.default.fileExists(atPath: box.path("rep")))
  }

  @Test("input-too-large states the file's real size")
  func tooLargeStatesSize() throws {
    let box = try Hostile.Sandbox()
    let path = box.path("big.xml")
    FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 52_428_800)
    try handle.close()
    let run = try Hostile.run(["validate", path])
    #expect(run.status == 1)
    #expect(
      run.standardError.contains(
        "the input is 52428800 bytes, more than the limit of 33554432 (raise it with "
          + "--max-input-bytes) [input-too-large]"))
  }

  @Test("an input inside --out is refused and kept")
  func inputInsideOutput() throws {
    let (box, _) = try InterruptedRunTests.reported()
    try FileManager.default.copyItem(atPath: Hostile.mail, toPath: box.path("rep/app.xml"))
    let before = try box.snapshot()
    let run = try Hostile.run(
      ["render", "rep/app.xml", "--out", "rep"] + Hostile.small, directory: box.folder)
    #expect(run.status == 2)
    #expect(
      Hostile.errorLines(run) == [
        "rep/app.xml: error: this input is inside the report folder rep, which every run replaces"
          + " (render into another folder) [input-inside-output]"
      ])
    #expect(try box.snapshot() == before)
  }

  @Test("file names with newlines and escapes cannot forge diagnostic lines")
  func namesAreEscaped() throws {
    let box = try Hostile.Sandbox()
    try FileManager.default.createDirectory(
      atPath: box.path("inputs"), withIntermediateDirectories: true)
    let forged = "x\n::error file=app.swift,line=1::forged\u{1B}[2K.xml"
    try Data("<interface version=\"2\"/>".utf8).write(
      to: URL(fileURLWithPath: box.path("inputs/" + forged)))
    for command in [["validate", "inputs"], ["render", "inputs", "--out", "rep"]] {
      let run = try Hostile.run(command, directory: box.folder)
      #expect(run.status == 1)
      let lines = run.standardError.split(separator: "\n")
      #expect(lines.count == 1, "\(lines)")
      #expect(!lines.contains { $0.hasPrefix("::") })
      #expect(!run.standardError.contains("\u{1B}"))
      #expect(
        run.standardError.hasPrefix(
          "inputs/x\\n::error file=app.swift,line=1::forged\\u{1B}[2K.xml:1:"))
    }
  }

  @Test("a file named on the command line whose name is not UTF-8 is said to be so, not missing")
  func undecodableNameGivenDirectly() throws {
    let box = try Hostile.Sandbox()
    let mail = try Data(contentsOf: URL(fileURLWithPath: Hostile.mail))
    let name = Array(box.path("bad").utf8) + [0xFF, 0x2E, 0x78, 0x6D, 0x6C, 0]
    let descriptor = name.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        open($0.baseAddress!, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
      }
    }
    try #require(descriptor >= 0)
    _ = mail.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    let run = try Hostile.shell(
      #""$PANEDOC" validate "$(printf 'bad\377.xml')" "$(printf 'gone\377.xml')""#,
      directory: box.folder)
    #expect(run.status == 2)
    #expect(
      Hostile.errorLines(run) == [
        "bad\\xFF.xml: error: this name is not UTF-8, so it cannot be read (rename it)"
          + " [input-name-undecodable]",
        "gone\\xFF.xml: error: no such file or folder [input-missing]",
      ])
  }
}
