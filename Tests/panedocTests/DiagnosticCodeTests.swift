import Foundation
import PaneDocConfig
import PaneDocDiff
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import PaneDocRender
import PaneDocRun
import PaneDocXML
import Testing

@testable import PaneDocCore
@testable import PaneDocReport
@testable import panedoc

/// Every stable code comes from one `StableCode` enumeration per stage, and
/// `docs/diagnostics.md` lists exactly the codes of all of them.
@Suite struct DiagnosticCodeTests {
  static let enumerations: [any StableCode.Type] = [
    InputCode.self, XMLCode.self, OwnFormatCode.self, IBDiagnosticCode.self,
    LayoutWarningCode.self, PresentationWarningCode.self, SweepCode.self, ReportCode.self,
    RunCode.self, ConfigCode.self, TemplateCode.self, DiffCode.self,
  ]
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func codes(of type: (some StableCode).Type) -> [String] {
    type.allCases.map(\.rawValue)
  }

  static var allCodes: Set<String> { Set(enumerations.flatMap { codes(of: $0) }) }

  /// The codes in the tables of `docs/diagnostics.md`: every code in backquotes in a row's
  /// first cell.
  static func documentedCodes() throws -> Set<String> {
    let section = try String(
      contentsOf: root.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
    var codes: Set<String> = []
    for line in section.split(separator: "\n") where line.hasPrefix("| `") {
      let cell = line.dropFirst(2).prefix { $0 != "|" }
      let quoted = cell.split(separator: "`", omittingEmptySubsequences: false)
      codes.formUnion(stride(from: 1, to: quoted.count, by: 2).map { String(quoted[$0]) })
    }
    return codes
  }

  @Test func theReadmeDocumentsEveryCodeAndNoOther() throws {
    let documented = try Self.documentedCodes()
    let unknown = documented.subtracting(Self.allCodes).sorted()
    let undocumented = Self.allCodes.subtracting(documented).sorted()
    #expect(unknown.isEmpty, "documented but no code: \(unknown)")
    #expect(undocumented.isEmpty, "not documented: \(undocumented)")
  }

  /// A new enumeration of codes is listed here, so the documentation check sees its codes.
  @Test func everyEnumerationOfCodesIsListed() throws {
    var declared: Set<String> = []
    let sources = Self.root.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for line in text.split(separator: "\n") where line.contains(": String, StableCode") {
        let words = line.split(whereSeparator: { " :".contains($0) })
        if let index = words.firstIndex(of: "enum"), index + 1 < words.count {
          declared.insert(String(words[index + 1]))
        }
      }
    }
    #expect(declared == Set(Self.enumerations.map { String(describing: $0) }))
  }

  /// Each code is defined by one enumeration: one name with two meanings is two problems a
  /// script matching on the code cannot tell apart (`allCodes`, a set, would hide it).
  @Test func everyCodeIsDefinedOnce() {
    var owners: [String: [String]] = [:]
    for type in Self.enumerations {
      for code in Self.codes(of: type) {
        owners[code, default: []].append(String(describing: type))
      }
    }
    let twice = owners.filter { $0.value.count > 1 }.map { "\($0.key): \($0.value)" }.sorted()
    #expect(twice.isEmpty, "defined more than once: \(twice)")
    #expect(owners.count == Self.enumerations.reduce(0) { $0 + Self.codes(of: $1).count })
  }

  /// `[code]` is written by `DiagnosticCode.bracketed` alone: no message puts a code's raw value
  /// in brackets by hand.
  @Test func onePlaceWritesTheBracketedCode() throws {
    let sources = Self.root.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var byHand: [String] = []
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift", url.lastPathComponent != "DiagnosticCode.swift" else {
        continue
      }
      let text = try String(contentsOf: url, encoding: .utf8)
      // `[\(` then what it interpolates: a code's raw value, or a variable named for a code.
      for line in text.split(separator: "\n") {
        let interpolated = line.split(separator: "[\\(").dropFirst().map {
          $0.prefix { $0 != ")" }
        }
        if interpolated.contains(where: {
          $0.contains("Code.") || $0.hasPrefix("code") || $0.hasPrefix("refused")
        }) {
          byHand.append(url.lastPathComponent + ": " + line.trimmingCharacters(in: .whitespaces))
        }
      }
    }
    #expect(byHand.isEmpty, "\(byHand)")
    #expect(RunCode.tooManyLayouts.bracketed == "[too-many-layouts]")
  }

  @Test func codesAreLowercaseWordsJoinedByHyphens() {
    for code in Self.allCodes {
      #expect(
        code.split(separator: "-").allSatisfy {
          !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }, "\(code)")
    }
  }

  /// The codes printed inside messages come from the enumeration too.
  @Test func printedCodesAreTheEnumeratedOnes() {
    let diagnostic = Diagnostic.error(InputCode.inputMissing, "no such file", at: .file("x.xml"))
    #expect(diagnostic.description == "x.xml: error: no such file [input-missing]")
    #expect(RunCode.tooManyLayouts.rawValue == "too-many-layouts")
  }
}
