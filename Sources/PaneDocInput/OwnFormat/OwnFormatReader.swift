import PaneDocModel
import PaneDocXML

/// Reads the own format (`<interface version="1">`).
enum OwnFormatReader {
  /// The compiled schema, loaded once.
  static let schema: RelaxNGSchema? = nil

  static func read(_ root: ParsedElement, file: String) -> ReadResult {
    .failure(.error("unsupported", "not yet readable", at: root.location))
  }
}
