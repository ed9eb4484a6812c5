import PaneDocCore

/// A problem found in an input, located and coded so that editors and CI can annotate it.
///
/// Codes are stable strings (`duplicate-id`, `unknown-reference`, …), each from a `StableCode`
/// enumeration and typed as a `DiagnosticCode`: scripts match on them, so a code is never renamed,
/// only added.
public struct Diagnostic: Sendable, Hashable, Error, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable, Comparable {
    case note, warning, error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
  }

  public var severity: Severity
  public var code: DiagnosticCode
  public var message: String
  public var location: SourceLocation
  /// A suggestion for the fix ("did you mean 'oneBesideSecondary'?"), printed after the message.
  public var hint: String?

  /// Diagnostics are made with a `StableCode` (see `StableCode.swift`), never a literal.
  init(
    _ severity: Severity, code: DiagnosticCode, message: String, at location: SourceLocation,
    hint: String? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.location = location
    self.hint = hint
  }

  /// The one-line form `file:line:col: error: message [code]` that editors and CI annotate.
  public var description: String {
    var text = "\(location): \(severity.rawValue): \(message)"
    if let hint { text += " (\(hint))" }
    return text + " " + code.bracketed
  }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error (warnings alone do not fail a read).
  public var containsErrors: Bool { contains { $0.severity == .error } }
}
