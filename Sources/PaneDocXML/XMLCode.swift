import PaneDocCore
import PaneDocModel

/// The codes of what the XML reader refuses, before any format reads the document.
public enum XMLCode: String, StableCode {
  /// The document is empty, has no root element or is not well-formed XML.
  case xmlMalformed = "xml-malformed"
  /// A `<!DOCTYPE …>`: no DTD is read and no entity declared.
  case doctypeRefused = "doctype-refused"
  /// Elements nested deeper than `--max-depth`.
  case depthExceeded = "depth-exceeded"
  /// An input larger than `--max-input-bytes`.
  case inputTooLarge = "input-too-large"
  /// An attribute value longer than `--max-attribute-length`.
  case attributeTooLong = "attribute-too-long"
  /// An element with more attributes than `--max-attributes`.
  case tooManyAttributes = "too-many-attributes"
  /// The document does not match its RELAX NG schema.
  case schema
  /// libxml2 could not make a parser or validator: a broken installation, not a broken input.
  case `internal`
}
