import Foundation
import PaneDocRun
import Testing

@testable import PaneDocCore
@testable import PaneDocReport
@testable import panedoc

@Suite("Incremental render")
struct IncrementalRenderTests {
  @Test("SHA-256 matches the FIPS 180-4 examples")
  func sha256() {
    var empty = SHA256()
    #expect(empty.finalize() == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    var abc = SHA256()
    abc.update("abc")
    #expect(abc.finalize() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    var long = SHA256()
    long.update("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
    #expect(long.finalize() == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    var million = SHA256()
    million.update(Data(repeating: UInt8(ascii: "a"), count: 1_000_000))
    #expect(
      million.finalize() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// Bytes given whole, in pieces of every size, or one at a time (a sequence without contiguous
  /// storage) digest the same.
  @Test func sha256InPieces() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    var whole = SHA256()
    whole.update(bytes)
    let expected = whole.finalize()
    for size in [1, 3, 63, 64, 65, 200] {
      var pieces = SHA256()
      for start in stride(from: 0, to: bytes.count, by: size) {
        pieces.update(bytes[start..<min(start + size, bytes.count)])
      }
      #expect(pieces.finalize() == expected, "pieces of \(size)")
    }
    var single = SHA256()
    single.update(bytes.lazy.map { $0 })
    #expect(single.finalize() == expected)
  }

  @Test("the run record survives the stamp")
  func recordRoundTrip() {
    let record = RunRecord(
      fingerprint: "ab12", scenes: 3, environments: 23, files: 120, warnings: 4,
      warningCodes: ["arrow-pinned", "popover-clamped"], producer: "v1.2.3-4-gabcdef0")
    #expect(record.text.hasPrefix("panedoc v1.2.3-4-gabcdef0\nfingerprint ab12\n"))
    #expect(RunRecord(text: record.text) == record)
    let none = RunRecord(
      fingerprint: "ab12", scenes: 1, environments: 1, files: 3, warnings: 0, warningCodes: [])
    #expect(RunRecord(text: none.text) == none)
    #expect(RunRecord(text: "fingerprint x\n") == nil)
    #expect(RunRecord(text: "") == nil)
  }

  @Test("the fingerprint changes with the inputs, the options and the templates")
  func fingerprint() {
    let base = RunRecord.fingerprint(
      options: ["a"], templates: ["t"], inputs: [("mail.xml", "00")])
    #expect(
      base == RunRecord.fingerprint(options: ["a"], templates: ["t"], inputs: [("mail.xml", "00")]))
    #expect(
      base != RunRecord.fingerprint(options: ["b"], templates: ["t"], inputs: [("mail.xml", "00")]))
    #expect(
      base != RunRecord.fingerprint(options: ["a"], templates: ["u"], inputs: [("mail.xml", "00")]))
    #expect(
      base != RunRecord.fingerprint(options: ["a"], templates: ["t"], inputs: [("mail.xml", "01")]))
    #expect(
      base
        != RunRecord.fingerprint(
          options: ["a", ""], templates: ["t"], inputs: [("mail.xml", "00")]))
  }

  @Test(
    "a re-render of unchanged inputs writes nothing; a changed input renders again",
    .enabled(if: RenderCommandTests.hasFixtures))
  func skipsUnchangedRuns() async throws {
    let box = try RenderCommandTests.Sandbox()
    let input = box.path("mail.xml")
    try FileManager.default.copyItem(atPath: RenderCommandTests.mail, toPath: input)
    let out = box.path("report")
    let arguments = [input, "--out", out] + RenderCommandTests.small
    #expect(await RenderCommandTests.render(arguments) == 0)
    let svg = out + "/mail/initial/ios17-ipad-9.7-landscape-full.svg"
    let first = try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int
    let stamp = try String(contentsOfFile: out + "/.panedoc-report", encoding: .utf8)
    #expect(stamp.contains("fingerprint "))

    #expect(await RenderCommandTests.render(arguments) == 0)
    let second = try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int
    #expect(first == second, "an unchanged run must not replace the folder")

    // A stale record with other bytes is not trusted: the changed design renders again.
    let text = try String(contentsOfFile: input, encoding: .utf8)
      .replacingOccurrences(
        of: "second=\"messageHeader.trailingMargin\"",
        with: "second=\"messageHeader.trailingMargin\" constant=\"-80\"")
    try text.write(toFile: input, atomically: true, encoding: .utf8)
    let before = try Data(contentsOf: URL(fileURLWithPath: svg))
    #expect(await RenderCommandTests.render(arguments) == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: svg)) != before)
    let third = try String(contentsOfFile: out + "/.panedoc-report", encoding: .utf8)
    #expect(third != stamp)
  }
}
