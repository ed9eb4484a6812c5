/// The code a diagnostic carries, as a type rather than a string: it is made only from a case of
/// a stage's `StableCode` enumeration, so no code is written as a literal, and it is written out
/// one way, `[code]` at the end of a message (`bracketed`).
public struct DiagnosticCode: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The stable string scripts match on (`duplicate-id`).
  public let rawValue: String

  public init(_ code: some StableCode) { rawValue = code.rawValue }

  public var description: String { rawValue }

  /// `[duplicate-id]`: how every message, diagnostic or refusal ends with its code.
  public var bracketed: String { "[\(rawValue)]" }

  public static func < (a: DiagnosticCode, b: DiagnosticCode) -> Bool { a.rawValue < b.rawValue }

  /// Whether this is the code of `code`.
  public static func == (a: DiagnosticCode, b: some StableCode) -> Bool { a.rawValue == b.rawValue }
}

extension StableCode {
  /// The code as a diagnostic carries it.
  public var diagnosticCode: DiagnosticCode { DiagnosticCode(self) }

  /// `[code]`, for a message printed without a `Diagnostic` (a refusal, a run's limit).
  public var bracketed: String { diagnosticCode.bracketed }
}
