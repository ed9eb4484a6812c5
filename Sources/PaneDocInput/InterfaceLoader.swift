import PaneDocCore
import PaneDocModel
import PaneDocXML

/// Hands each document to the reader its root element asks for. Finding and reading the files
/// (folders expanded, standard input, hostile files refused) is the command line's part.
public enum InterfaceLoader {
  /// The file name extensions searched for in folders.
  public static let extensions: Set<String> = ["xml", "storyboard", "xib"]
  /// Codes of `bytes(of:)` failures that refuse an input for what it holds, found while reading
  /// it: findings like a parse's errors (exit 1), not a failed run.
  public static let refusals: Set<DiagnosticCode> = [XMLCode.inputTooLarge.diagnosticCode]

  /// Reads a document already in memory; `file` names it in diagnostics.
  public static func read(_ data: [UInt8], file: String, limits: XMLLimits = .default)
    -> ReadResult
  {
    let parsed = XMLDocumentReader.parse(data, file: file, limits: limits) { root in
      root.name == "interface" ? OwnFormatReader.schema(for: root) : nil
    }
    guard let root = parsed.root else {
      return ReadResult(interface: nil, diagnostics: parsed.diagnostics)
    }
    switch root.name {
    case "interface":
      return OwnFormatReader.read(root, file: file)
    case "document":
      return InterfaceBuilderReader.read(root, file: file)
    case "archive":
      return .failure(
        .error(
          InputCode.unsupportedDocument,
          "this is an Interface Builder archive (a pre-Xcode 5 xib), which PaneDoc cannot read",
          at: root.location, hint: "open and save it in a current Xcode to convert it"))
    default:
      return .failure(
        .error(
          InputCode.unsupportedDocument,
          "<\(root.name)> is not an interface description: expected <interface> or an Interface "
            + "Builder <document>", at: root.location))
    }
  }
}
