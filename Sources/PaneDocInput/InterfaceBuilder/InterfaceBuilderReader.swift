import PaneDocModel
import PaneDocXML

/// Reads Interface Builder `.storyboard` and `.xib` documents (`<document type=…>`).
enum InterfaceBuilderReader {
  static func read(_ root: ParsedElement, file: String) -> ReadResult {
    .failure(.error("unsupported", "not yet readable", at: root.location))
  }
}
