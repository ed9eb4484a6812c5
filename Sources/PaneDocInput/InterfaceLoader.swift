import Foundation
import PaneDocModel
import PaneDocXML

/// Turns the user's INPUT arguments into read interfaces: expands folders, reads files or
/// standard input, and hands each document to the reader its root element asks for.
public enum InterfaceLoader {
  /// The file name extensions searched for in folders.
  public static let extensions: Set<String> = ["xml", "storyboard", "xib"]

  /// The files that `inputs` name: files as given, folders searched recursively for the known
  /// extensions (sorted, so every run reads them in the same order), `-` for standard input.
  /// Symbolic links inside folders are not followed.
  public static func expand(_ inputs: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    let manager = FileManager.default
    for input in inputs {
      if input == "-" {
        files.append(input)
        continue
      }
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
        diagnostics.append(
          .error(InputCode.inputMissing, "no such file or folder", at: .file(input)))
        continue
      }
      guard isDirectory.boolValue else {
        files.append(input)
        continue
      }
      files.append(contentsOf: filesInFolder(input))
    }
    return (files, diagnostics)
  }

  private static func filesInFolder(_ folder: String) -> [String] {
    let base = URL(fileURLWithPath: folder)
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var found: [String] = []
    for case let url as URL in enumerator {
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
      guard values?.isSymbolicLink != true, values?.isRegularFile == true,
        extensions.contains(url.pathExtension.lowercased())
      else { continue }
      let relative = url.path.dropFirst(base.path.count).drop { $0 == "/" }
      found.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
    }
    return found.sorted()
  }

  /// Reads one file (or standard input for `-`).
  public static func load(_ file: String, limits: XMLLimits = .default) -> ReadResult {
    switch bytes(of: file, limits: limits) {
    case .success(let data): read(data, file: file, limits: limits)
    case .failure(let diagnostic): .failure(diagnostic)
    }
  }

  /// The bytes of one file (or standard input for `-`), or the located reason they cannot be read.
  public static func bytes(of file: String, limits: XMLLimits = .default)
    -> Result<[UInt8], Diagnostic>
  {
    do {
      return .success(try readBytes(file, limit: limits.maximumBytes))
    } catch {
      return .failure(
        .error(
          InputCode.inputUnreadable, "cannot read the file: \(error.localizedDescription)",
          at: .file(file)))
    }
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

  /// Reads at most `limit + 1` bytes, so an oversized input is refused without reading it whole.
  private static func readBytes(_ file: String, limit: Int) throws -> [UInt8] {
    let handle: FileHandle
    if file == "-" {
      handle = FileHandle.standardInput
    } else {
      handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
    }
    defer { if file != "-" { try? handle.close() } }
    var bytes: [UInt8] = []
    while bytes.count <= limit {
      guard let chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - bytes.count + 1)),
        !chunk.isEmpty
      else { break }
      bytes.append(contentsOf: chunk)
    }
    return bytes
  }
}
