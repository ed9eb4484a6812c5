import PaneDocModel
import PaneDocRender

/// `panedoc diff --format sarif`: the changes as a SARIF 2.1.0 log that GitHub code scanning
/// uploads (`github/codeql-action/upload-sarif`). Each rule is a code (`DiffCode`, or the code of a
/// layout warning that changed); each result is one changed element with every environment and
/// state it changed in, located by a path from the repository's root (`%SRCROOT%`) and, when
/// known, a line and column (columns count Unicode scalars). Rules are sorted by id and results
/// come in `DiffFinding`'s order, so the same diff gives the same bytes.
extension DiffOutput {
  public static let sarif = OutputFormat<DiffOutput>(
    name: "sarif", fileExtension: "sarif", summary: "SARIF 2.1.0"
  ) { $0.sarif }

  static let sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"
  /// The base `uri`s are relative to: the repository's root, as code scanning takes them.
  static let sourceRoot = "%SRCROOT%"

  private var sarif: String {
    let findings = DiffFinding.all(in: self)
    let rules = Array(Set(findings.map(\.rule))).sorted()
    let level = failsOnChange ? "error" : "warning"
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
    let results: [JSONValue] = findings.map { finding in
      var members: [(String, JSONValue)] = [
        ("ruleId", .string(finding.rule)),
        ("ruleIndex", .number(Double(ruleIndex[finding.rule] ?? 0))),
        ("level", .string(level)),
        ("message", .object([("text", .string(finding.title + "\n" + finding.message()))])),
      ]
      if let location = finding.location, let path = repositoryPath(location.file) {
        members.append(("locations", .array([sarifLocation(location, path: path)])))
      }
      return .object(members)
    }
    let driver: JSONValue = .object([
      ("name", .string("panedoc")),
      (
        "rules",
        .array(
          rules.map { rule in
            .object([
              ("id", .string(rule)),
              ("shortDescription", .object([("text", .string(Self.ruleSummary(rule)))])),
              ("defaultConfiguration", .object([("level", .string(level))])),
            ])
          })
      ),
    ])
    return JSONValue.object([
      ("$schema", .string(Self.sarifSchema)),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
          ])
        ])
      ),
    ]).serialized()
  }

  /// What a rule is about: a diff code's summary, else the layout warning's.
  static func ruleSummary(_ rule: String) -> String {
    DiffCode(rawValue: rule)?.summary
      ?? "The layout warning \(rule) appeared, went away or changed."
  }

  /// A physical location: the file from the repository's root (an absolute path as a `file:`
  /// URI), and its line and column when known.
  private func sarifLocation(_ location: SourceLocation, path: String) -> JSONValue {
    var artifact: [(String, JSONValue)] = []
    if path.hasPrefix("/") {
      artifact.append(("uri", .string("file://" + Self.uriEscape(path))))
    } else {
      artifact += [
        ("uri", .string(Self.uriEscape(path))), ("uriBaseId", .string(Self.sourceRoot)),
      ]
    }
    var physical: [(String, JSONValue)] = [("artifactLocation", .object(artifact))]
    if location.line > 0 {
      var region: [(String, JSONValue)] = [("startLine", .number(Double(location.line)))]
      if location.column > 0 { region.append(("startColumn", .number(Double(location.column)))) }
      physical.append(("region", .object(region)))
    }
    return .object([("physicalLocation", .object(physical))])
  }

  /// A path as a URI reference: every byte but unreserved characters and `/` percent-encoded.
  static func uriEscape(_ path: String) -> String {
    var escaped = ""
    for byte in path.utf8 {
      let character = Character(Unicode.Scalar(byte))
      if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
        escaped.append(character)
      } else {
        escaped += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return escaped
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
