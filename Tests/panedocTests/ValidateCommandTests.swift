import ArgumentParser
import Foundation
import PaneDocModel
import Testing

@testable import panedoc

@Suite("validate command")
struct ValidateCommandTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func fixture(_ name: String) -> String {
    packageRoot.appendingPathComponent("Fixtures").appendingPathComponent(name).path
  }

  static let validFixtures = [
    "mail.xml", "treeworld.xml", "linksame.xml", "custom-split.xml", "search.xml",
    "triple-column.xml", "master-detail.xml",
  ].map(fixture)

  /// Each invalid fixture with the `line:col` and code its one error must be reported with.
  static let invalidFixtures: [(name: String, position: String, code: String)] = [
    ("schema", "5:5", "schema"),
    ("unsupported-version", "3:12", "unsupported-version"),
    ("duplicate-id", "7:11", "duplicate-id"),
    ("invalid-id", "4:19", "invalid-id"),
    ("unknown-reference", "4:54", "unknown-reference"),
    ("invalid-reference", "7:34", "invalid-reference"),
    ("contained-twice", "8:38", "contained-twice"),
    ("containment-cycle", "6:51", "containment-cycle"),
    ("invalid-number", "4:46", "invalid-number"),
    ("out-of-range", "5:24", "out-of-range"),
    ("unknown-value", "5:24", "unknown-value"),
    ("invalid-segue", "10:54", "invalid-segue"),
    ("missing-attribute", "5:5", "missing-attribute"),
    ("xml-malformed", "6:20", "xml-malformed"),
    ("doctype-refused", "3:1", "doctype-refused"),
  ]

  @Test("validate is a subcommand and parses its inputs and --strict")
  func parsing() throws {
    let command = try PaneDoc.parseAsRoot(["validate", "--strict", "a.xml", "b"])
    let validate = try #require(command as? ValidateCommand)
    #expect(validate.inputs == ["a.xml", "b"])
    #expect(validate.strict)
  }

  @Test("no input is a usage error (64)")
  func noInput() {
    #expect(throws: (any Error).self) {
      do {
        _ = try PaneDoc.parseAsRoot(["validate"])
      } catch {
        #expect(PaneDoc.exitCode(for: error).rawValue == 64)
        throw error
      }
    }
  }

  @Test("the valid fixtures: no diagnostics, success and the summary line")
  func validFixtures() {
    let report = ValidateCommand.Report(LoadedInputs(Self.validFixtures), strict: true)
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
    #expect(report.status == nil)
    #expect(report.summary == "checked 7 files: 7 valid, 0 with errors, 0 warnings")
  }

  @Test("the Fixtures folder: every invalid fixture is listed with its line and code")
  func fixturesFolder() {
    let report = ValidateCommand.Report(LoadedInputs([Self.fixture("")]), strict: false)
    #expect(report.status == ExitStatus.findings)
    let lines = report.diagnostics.map(\.description)
    for (name, position, code) in Self.invalidFixtures {
      let prefix = "\(Self.fixture("invalid/\(name).xml")):\(position): error: "
      #expect(
        lines.contains { $0.hasPrefix(prefix) && $0.hasSuffix("[\(code)]") },
        "\(name) is not reported as \(prefix)… [\(code)]")
    }
    for file in Self.validFixtures {
      #expect(!report.diagnostics.contains { $0.location.file == file })
    }
  }

  @Test("a warning is a finding only with --strict")
  func strict() {
    let file = [Self.fixture("warnings/ignored-attribute.xml")]
    let lenient = ValidateCommand.Report(LoadedInputs(file), strict: false)
    #expect(lenient.status == nil)
    #expect(lenient.summary == "checked 1 file: 1 valid, 0 with errors, 1 warning")
    let strict = ValidateCommand.Report(LoadedInputs(file), strict: true)
    #expect(strict.status == ExitStatus.findings)
  }

  @Test("a missing input fails the run (2), even beside errors")
  func missingInput() {
    let report = ValidateCommand.Report(
      LoadedInputs([Self.fixture("missing.xml"), Self.fixture("invalid/schema.xml")]),
      strict: false)
    #expect(report.status == ExitStatus.failure)
    #expect(report.diagnostics.map(\.code.rawValue) == ["input-missing", "schema"])
    #expect(report.summary == "checked 1 file: 0 valid, 1 with errors, 0 warnings")
  }
}
