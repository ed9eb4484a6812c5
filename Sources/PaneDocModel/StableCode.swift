/// A code that diagnostics and layout warnings carry: the string scripts, editors and CI match on
/// (`duplicate-id`, `arrow-pinned`). Each stage lists its codes in one enumeration conforming to
/// this protocol, never as literals, so every code can be enumerated and documented; a code is
/// never renamed, only added.
public protocol StableCode: RawRepresentable, CaseIterable, Sendable, Hashable
where RawValue == String {}

extension Diagnostic {
  public init(
    _ severity: Severity, code: some StableCode, message: String, at location: SourceLocation,
    hint: String? = nil
  ) {
    self.init(severity, code: code.rawValue, message: message, at: location, hint: hint)
  }

  public static func error(
    _ code: some StableCode, _ message: String, at location: SourceLocation, hint: String? = nil
  ) -> Diagnostic {
    Diagnostic(.error, code: code.rawValue, message: message, at: location, hint: hint)
  }

  public static func warning(
    _ code: some StableCode, _ message: String, at location: SourceLocation, hint: String? = nil
  ) -> Diagnostic {
    Diagnostic(.warning, code: code.rawValue, message: message, at: location, hint: hint)
  }
}
