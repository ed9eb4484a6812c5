import PaneDocCore

/// Diagnostics made from a stage's code enumeration, so no code is written as a literal.
extension Diagnostic {
  public init(
    _ severity: Severity, code: some StableCode, message: String, at location: SourceLocation,
    hint: String? = nil
  ) {
    self.init(severity, code: code.diagnosticCode, message: message, at: location, hint: hint)
  }

  public static func error(
    _ code: some StableCode, _ message: String, at location: SourceLocation, hint: String? = nil
  ) -> Diagnostic {
    Diagnostic(.error, code: code.diagnosticCode, message: message, at: location, hint: hint)
  }

  public static func warning(
    _ code: some StableCode, _ message: String, at location: SourceLocation, hint: String? = nil
  ) -> Diagnostic {
    Diagnostic(.warning, code: code.diagnosticCode, message: message, at: location, hint: hint)
  }
}
