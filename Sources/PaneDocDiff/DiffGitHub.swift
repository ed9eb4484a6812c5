import PaneDocRender

/// `panedoc diff --format github`: GitHub Actions workflow commands that annotate each changed
/// element at its line in the pull request: `::warning file=…,line=…,col=…,title=…::message`,
/// `::error` when a change fails the run (`--fail-on-change`). GitHub shows ten annotations of a
/// kind per step, so the elements that changed in the most layouts come first and a last
/// `::notice` counts the rest. Values are escaped as GitHub's runner reads them: `%`, CR and LF in
/// the message, and `:` and `,` too in a property.
extension DiffOutput {
  public static let github = OutputFormat<DiffOutput>(
    name: "github", fileExtension: "txt", summary: "GitHub workflow commands"
  ) { $0.githubCommands }

  /// How many annotations of one kind GitHub shows for a step.
  static let annotationLimit = 10
  /// How many of an element's changes one annotation lists.
  static let linesPerAnnotation = 5

  private var githubCommands: String {
    let findings = DiffFinding.all(in: self)
    let command = failsOnChange ? "error" : "warning"
    var lines = findings.prefix(Self.annotationLimit).map { finding in
      var properties: [String] = []
      if let location = finding.location, let path = repositoryPath(location.file) {
        properties.append("file=" + Self.escapeProperty(path))
        if location.line > 0 { properties.append("line=\(location.line)") }
        if location.column > 0 { properties.append("col=\(location.column)") }
      }
      properties.append("title=" + Self.escapeProperty(finding.title))
      return "::\(command) " + properties.joined(separator: ",") + "::"
        + Self.escapeData(finding.message(limit: Self.linesPerAnnotation))
    }
    if findings.count > Self.annotationLimit {
      lines.append(
        "::notice title=More layout changes::\(findings.count - Self.annotationLimit) more"
          + " changed elements are listed in the diff's other outputs")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// A message as GitHub reads it back: `%`, CR and LF escaped.
  static func escapeData(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A property's value (`file=`, `title=`): as a message, and `:` and `,`, which end it.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }

  /// `file` as a path from the repository's root: `repositoryPrefix` before a relative path,
  /// `.` and `..` taken out. An absolute path is kept as it is; a path the report shortened
  /// (`…/mail.xml`, a file outside the current folder) names no file: `nil`.
  func repositoryPath(_ file: String) -> String? {
    guard !file.hasPrefix("…") else { return nil }
    guard !file.hasPrefix("/") else { return file }
    var parts: [Substring] = []
    for part in (repositoryPrefix + file).split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        if !parts.isEmpty, parts.last != ".." { parts.removeLast() } else { parts.append(part) }
      default: parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }
}
