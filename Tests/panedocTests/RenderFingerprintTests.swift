import Foundation
import PaneDocReport
import PaneDocRun
import Testing

@testable import panedoc

/// Which of `render`'s options a run fingerprint covers: every option that shapes the report
/// changes it, so a re-render with that option changed is never skipped as unchanged, and the
/// options that do not shape it leave it as it is, so a re-render with them skips its work.
@Suite struct RenderFingerprintTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let base = ["Fixtures/mail.xml", "--no-config"]

  /// Each option that shapes the report, with a value other than its default.
  static let shaping: [String: [String]] = [
    "--devices": ["--devices", "ipad-10.2"],
    "--orientations": ["--orientations", "portrait"],
    "--splits": ["--splits", "full"],
    "--profiles": ["--profiles", "ios17"],
    "--window": ["--window", "702x1032"],
    "--sweep": ["--sweep"],
    "--depth": ["--depth", "2"],
    "--id-prefix": ["--id-prefix", "x-"],
    "--max-input-bytes": ["--max-input-bytes", "1000"],
    "--max-depth": ["--max-depth", "10"],
    "--max-attribute-length": ["--max-attribute-length", "10"],
    "--max-attributes": ["--max-attributes", "10"],
    "--max-scenes": ["--max-scenes", "10"],
    "--max-states": ["--max-states", "10"],
    "--max-environments": ["--max-environments", "499"],
    "--max-layouts": ["--max-layouts", "10"],
    "--max-sweep-layouts": ["--max-sweep-layouts", "10"],
  ]

  /// Each option that does not: where the report goes, how the run waits, fails or shares its
  /// work. (A shard's name and the templates' text are digested apart from the options, and the
  /// files `--exclude` leaves out are not among the inputs whose bytes are digested.)
  static let other: [String: [String]] = [
    "--out": ["--out", "elsewhere"],
    "--exclude": ["--exclude", "Pods"],
    "--check": ["--check"],
    "--wait": ["--wait"],
    "--jobs": ["--jobs", "3"],
    "--strict": ["--strict"],
    "--fail-on-warnings": ["--fail-on-warnings", "all"],
    "--shard": ["--shard", "1/2"],
    "--templates": ["--templates", root.appendingPathComponent("Templates/html").path],
  ]

  /// Where the options come from rather than options of a run.
  static let sources: Set<String> = ["--config", "--no-config", "--help", "--version"]

  /// The option names `render --help` lists.
  static func listedOptions() -> Set<String> {
    var names: Set<String> = []
    for line in RenderCommand.helpMessage(columns: 200).split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("-"),
        let name = trimmed.split(separator: " ").map({ $0.trimmingCharacters(in: [","]) })
          .first(where: { $0.hasPrefix("--") })
      else { continue }
      names.insert(name)
    }
    return names
  }

  static func fingerprint(_ arguments: [String]) throws -> String {
    let command = try RenderCommand.parse(base + arguments)
    return RunRecord.fingerprint(
      options: FingerprintParts.of(command.shaping), templates: [], inputs: [],
      executable: false)
  }

  @Test("every option of render is known to shape the report or not")
  func everyOptionIsClassified() {
    let listed = Self.listedOptions()
    #expect(listed.count > 20)
    let classified = Set(Self.shaping.keys).union(Self.other.keys).union(Self.sources)
    #expect(
      listed.subtracting(classified).isEmpty, "unclassified: \(listed.subtracting(classified))")
    #expect(
      Set(Self.shaping.keys).union(Self.other.keys).subtracting(listed).isEmpty,
      "classified but not an option of render")
  }

  @Test(
    "an option that shapes the report changes the fingerprint", arguments: shaping.keys.sorted())
  func shapingOptionChangesFingerprint(option: String) throws {
    let changed = try #require(Self.shaping[option])
    #expect(try Self.fingerprint(changed) != Self.fingerprint([]))
  }

  @Test(
    "an option that does not shape the report keeps the fingerprint", arguments: other.keys.sorted()
  )
  func otherOptionKeepsFingerprint(option: String) throws {
    let changed = try #require(Self.other[option])
    #expect(try Self.fingerprint(changed) == Self.fingerprint([]))
  }

  /// The texts of the default options, as the list written out by hand before them gave them:
  /// reports and shards recorded then still compare equal.
  @Test("the options' parts keep the form of earlier fingerprints")
  func partsKeepTheirForm() throws {
    let command = try RenderCommand.parse(Self.base + ["--devices", "ipad-10.2", "--depth", "3"])
    #expect(
      FingerprintParts.of(command.shaping) == [
        "ipad-10.2", "", "", "", "", "false", "3", "",
        "33554432,128,65536,256,1000,1000,500,100000,5000000",
      ])
  }
}
