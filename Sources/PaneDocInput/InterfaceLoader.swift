import Foundation
import PaneDocModel
import PaneDocXML

/// Turns the user's INPUT arguments into read interfaces: expands folders, reads files or
/// standard input, and hands each document to the reader its root element asks for.
public enum InterfaceLoader {
  /// The file name extensions searched for in folders.
  public static let extensions: Set<String> = ["xml", "storyboard", "xib"]
  /// Codes of `bytes(of:)` failures that refuse an input for what it holds, found while reading
  /// it: findings like a parse's errors (exit 1), not a failed run.
  public static let refusals: Set<String> = [XMLCode.inputTooLarge.rawValue]

  /// The files that `inputs` name: files as given (a symbolic link given is followed), folders
  /// searched recursively for the known extensions (sorted, so every run reads them in the same
  /// order), `-` for standard input. Symbolic links and hidden names inside folders are passed
  /// over. A folder without interface files, a subfolder that cannot be read and a name that is
  /// not UTF-8 are located errors: a run must not take a silently shrunken input for the whole.
  public static func expand(_ inputs: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
    InputFiles.expand(inputs, extensions: extensions)
  }

  /// Reads one file (or standard input for `-`).
  public static func load(_ file: String, limits: XMLLimits = .default) -> ReadResult {
    switch bytes(of: file, limits: limits) {
    case .success(let data): read(data, file: file, limits: limits)
    case .failure(let diagnostic): .failure(diagnostic)
    }
  }

  /// The bytes of one file (or standard input for `-`), or the located reason they cannot be
  /// read: anything but a regular file is refused without waiting on it.
  public static func bytes(of file: String, limits: XMLLimits = .default)
    -> Result<[UInt8], Diagnostic>
  {
    InputFiles.bytes(of: file, limit: limits.maximumBytes)
  }

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
