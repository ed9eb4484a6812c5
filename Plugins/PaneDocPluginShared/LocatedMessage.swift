/// One line panedoc writes to standard error, `file:line:col: error: message [code]` (or
/// `warning`, `note`; the line and column absent for a whole file; no place at all for a run's
/// failure, `error: message`), read back so that Xcode can show it as an issue at its file and
/// line: Xcode makes issues of a command plugin's diagnostics, not of its output.
struct LocatedMessage: Equatable {
  enum Severity: String, CaseIterable { case error, warning, note }

  var file: String?
  var line: Int?
  var column: Int?
  var severity: Severity
  /// The rest of the line: the sentence, its hint and its code.
  var message: String

  /// `nil` for a line of another form (a summary, a usage message).
  init?(_ text: String) {
    for severity in Severity.allCases where text.hasPrefix("\(severity.rawValue): ") {
      self.severity = severity
      message = String(text.dropFirst(severity.rawValue.count + 2))
      return
    }
    // The first severity word after a place: a message may hold another later.
    let found = Severity.allCases.compactMap { severity in
      text.range(of: ": \(severity.rawValue): ").map { (severity, $0) }
    }.min { $0.1.lowerBound < $1.1.lowerBound }
    guard let (severity, range) = found else { return nil }
    var parts = text[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    // From the right, up to two numbers: the column and the line. A file name may hold ':'.
    var numbers: [Int] = []
    while numbers.count < 2, parts.count > 1, let number = Int(parts[parts.count - 1]), number > 0 {
      numbers.insert(number, at: 0)
      parts.removeLast()
    }
    let file = parts.joined(separator: ":")
    guard !file.isEmpty else { return nil }
    self.file = file
    line = numbers.first
    column = numbers.count == 2 ? numbers[1] : nil
    self.severity = severity
    message = String(text[range.upperBound...])
  }
}
