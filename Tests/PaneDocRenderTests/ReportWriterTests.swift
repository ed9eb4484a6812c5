import Foundation
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

@Suite struct ReportWriterTests {
  struct InjectedFailure: Error {}

  /// A fresh parent folder; the report goes to `<parent>/report`.
  final class Sandbox {
    let parent: URL
    var report: URL { parent.appendingPathComponent("report") }
    var writer: ReportWriter { ReportWriter(directory: report.path) }

    init() throws {
      parent = FileManager.default.temporaryDirectory
        .appendingPathComponent("panedoc-writer-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: parent) }

    func text(_ path: String) throws -> String {
      try String(contentsOf: report.appendingPathComponent(path), encoding: .utf8)
    }

    func attributes(_ path: String) throws -> [FileAttributeKey: Any] {
      try FileManager.default.attributesOfItem(atPath: report.appendingPathComponent(path).path)
    }

    /// Everything in the parent folder besides the report: leftovers of a run.
    /// What is beside the report but its lock file, which stays on purpose.
    func siblings() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: parent.path).filter {
        $0 != "report" && $0 != ".report.panedoc-lock"
      }
    }

    /// Every file of the report with its bytes.
    func snapshot() throws -> [String: Data] {
      var result: [String: Data] = [:]
      let enumerator = FileManager.default.enumerator(atPath: report.path)!
      while let path = enumerator.nextObject() as? String {
        let url = report.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          result[path] = try Data(contentsOf: url)
        }
      }
      return result
    }
  }

  static func files(_ pairs: [(String, String)]) -> [ReportFile] {
    pairs.map { ReportFile(path: $0.0, bytes: Data($0.1.utf8)) }
  }

  static let first = files([
    ("index.html", "index 1"), ("mail/index.html", "mail 1"), ("mail/initial/a.svg", "a 1"),
    ("mail/initial/b.svg", "b 1"), ("layout.json", "{}"),
  ])

  @Test func writesTheReportWithAStamp() throws {
    let box = try Sandbox()
    let plan = try box.writer.write(Self.first)
    #expect(plan.added.count == 5 && plan.written == 5)
    #expect(try box.text("mail/initial/a.svg") == "a 1")
    #expect(FileManager.default.fileExists(atPath: box.report.path + "/.panedoc-report"))
    #expect(try box.siblings().isEmpty)
  }

  @Test func unchangedFilesAreNotRewritten() throws {
    let box = try Sandbox()
    try box.writer.write(Self.first)
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    for path in ["mail/initial/a.svg", "mail/initial/b.svg"] {
      try FileManager.default.setAttributes(
        [.modificationDate: past], ofItemAtPath: box.report.path + "/" + path)
    }
    let inode = try box.attributes("mail/initial/a.svg")[.systemFileNumber] as? Int
    var next = Self.first
    next[3] = ReportFile(path: "mail/initial/b.svg", bytes: Data("b 2".utf8))
    let plan = try box.writer.write(next)
    #expect(plan.changed == ["mail/initial/b.svg"])
    #expect(plan.unchanged.count == 4)
    #expect(try box.attributes("mail/initial/a.svg")[.modificationDate] as? Date == past)
    #expect(try box.attributes("mail/initial/a.svg")[.systemFileNumber] as? Int == inode)
    #expect(try box.attributes("mail/initial/b.svg")[.modificationDate] as? Date != past)
    #expect(try box.text("mail/initial/b.svg") == "b 2")
    #expect(try box.siblings().isEmpty)
  }

  @Test func anUpToDateReportIsLeftAlone() throws {
    let box = try Sandbox()
    try box.writer.write(Self.first)
    let folder = try FileManager.default.attributesOfItem(atPath: box.report.path)
    let plan = try box.writer.write(Self.first)
    #expect(plan.isUpToDate && plan.written == 0)
    let after = try FileManager.default.attributesOfItem(atPath: box.report.path)
    #expect(after[.systemFileNumber] as? Int == folder[.systemFileNumber] as? Int)
  }

  @Test func filesNoLongerProducedAreRemoved() throws {
    let box = try Sandbox()
    try box.writer.write(Self.first)
    let plan = try box.writer.write(Array(Self.first.prefix(3)))
    #expect(plan.removed == ["layout.json", "mail/initial/b.svg"])
    #expect(
      try box.snapshot().keys.sorted() == [
        ".panedoc-report", "index.html", "mail/index.html", "mail/initial/a.svg",
      ])
  }

  @Test func aFailedRunLeavesThePreviousReportUntouched() throws {
    let box = try Sandbox()
    try box.writer.write(Self.first)
    let before = try box.snapshot()
    var writer = box.writer
    writer.beforeWrite = { path in
      if path == "mail/initial/a.svg" { throw InjectedFailure() }
    }
    let changed = Self.first.map { ReportFile(path: $0.path, bytes: $0.bytes + Data("!".utf8)) }
    #expect(throws: InjectedFailure.self) { try writer.write(changed) }
    #expect(try box.snapshot() == before)
    #expect(try box.siblings().isEmpty)
  }

  @Test func aFailedFirstRunWritesNothing() throws {
    let box = try Sandbox()
    var writer = box.writer
    writer.beforeWrite = { _ in throw InjectedFailure() }
    #expect(throws: InjectedFailure.self) { try writer.write(Self.first) }
    #expect(!FileManager.default.fileExists(atPath: box.report.path))
    #expect(try box.siblings().isEmpty)
  }

  @Test func checkWritesNothing() throws {
    let box = try Sandbox()
    #expect(try box.writer.plan(Self.first).added.count == 5)
    #expect(!FileManager.default.fileExists(atPath: box.report.path))
    try box.writer.write(Self.first)
    #expect(try box.writer.plan(Self.first).isUpToDate)
    var next = Self.first
    next[0] = ReportFile(path: "index.html", bytes: Data("index 2".utf8))
    let plan = try box.writer.plan(next)
    #expect(!plan.isUpToDate && plan.changed == ["index.html"])
    #expect(try box.text("index.html") == "index 1")
  }

  @Test func aFolderWithoutTheStampIsRefused() throws {
    let box = try Sandbox()
    try FileManager.default.createDirectory(at: box.report, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: box.report.appendingPathComponent("notes.txt"))
    #expect(throws: ReportWriterError.self) { try box.writer.write(Self.first) }
    #expect(throws: ReportWriterError.self) { try box.writer.plan(Self.first) }
    #expect(try box.snapshot() == ["notes.txt": Data("mine".utf8)])
  }

  @Test func anEmptyFolderIsFilled() throws {
    let box = try Sandbox()
    try FileManager.default.createDirectory(at: box.report, withIntermediateDirectories: true)
    try box.writer.write(Self.first)
    #expect(try box.text("index.html") == "index 1")
  }

  @Test func theOutputFolderIsNeverALink() throws {
    let box = try Sandbox()
    let elsewhere = box.parent.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: box.report, withDestinationURL: elsewhere)
    #expect(throws: ReportWriterError.self) { try box.writer.write(Self.first) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
  }

  @Test func linksInsideTheReportAreNotFollowed() throws {
    let box = try Sandbox()
    try box.writer.write(Self.first)
    let secret = box.parent.appendingPathComponent("secret.txt")
    try Data("a 1".utf8).write(to: secret)
    let outside = box.parent.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: outside.appendingPathComponent("index.html"))
    let a = box.report.appendingPathComponent("mail/initial/a.svg")
    try FileManager.default.removeItem(at: a)
    try FileManager.default.createSymbolicLink(at: a, withDestinationURL: secret)
    try FileManager.default.createSymbolicLink(
      at: box.report.appendingPathComponent("linked"), withDestinationURL: outside)

    let plan = try box.writer.plan(Self.first)
    #expect(plan.changed == ["mail/initial/a.svg"])
    #expect(plan.removed == ["linked"])
    try box.writer.write(Self.first)
    let type = try box.attributes("mail/initial/a.svg")[.type] as? FileAttributeType
    #expect(type == .typeRegular)
    #expect(try String(contentsOf: secret, encoding: .utf8) == "a 1")
    #expect(
      try String(contentsOf: outside.appendingPathComponent("index.html"), encoding: .utf8)
        == "keep")
    #expect(!FileManager.default.fileExists(atPath: box.report.path + "/linked"))
  }

  @Test func theCopyFallbackKeepsTheModificationTime() throws {
    let box = try Sandbox()
    let source = box.parent.appendingPathComponent("source.svg")
    let copy = box.parent.appendingPathComponent("copy.svg")
    try Data("svg".utf8).write(to: source)
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: source.path)
    let folder = try HeldFolder(box.parent.path)
    try folder.copyKeepingTime(from: source.path, to: "copy.svg")
    #expect(try Data(contentsOf: copy) == Data("svg".utf8))
    let attributes = try FileManager.default.attributesOfItem(atPath: copy.path)
    #expect(attributes[.modificationDate] as? Date == past)
    #expect(throws: FileSystem.Failure.self) {
      try folder.copyKeepingTime(from: source.path, to: "copy.svg")
    }
  }

  @Test(arguments: ["../escape.svg", "/absolute.svg", "a//b.svg", "./a.svg", ".panedoc-report"])
  func unsafePathsAreRefused(path: String) throws {
    let box = try Sandbox()
    #expect(throws: ReportWriterError.self) {
      try box.writer.write([ReportFile(path: path, bytes: Data())])
    }
    #expect(!FileManager.default.fileExists(atPath: box.report.path))
  }
}
