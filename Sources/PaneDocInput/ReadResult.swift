import PaneDocModel

/// What a reader made of one file: the interface when there were no errors, and every diagnostic
/// (warnings also when the interface was read).
public struct ReadResult: Sendable {
  public var interface: Interface?
  public var diagnostics: [Diagnostic]

  public init(interface: Interface?, diagnostics: [Diagnostic]) {
    self.interface = interface
    self.diagnostics = diagnostics
  }

  /// A failed read with one error.
  public static func failure(_ diagnostic: Diagnostic) -> ReadResult {
    ReadResult(interface: nil, diagnostics: [diagnostic])
  }
}
