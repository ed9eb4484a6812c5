import ArgumentParser
import Foundation
import PaneDocConfig
import PaneDocInput

/// `panedoc init`: writes a commented `panedoc.yml` listing the interface files found below the
/// current folder, so that `panedoc render` with no arguments renders them.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a commented panedoc.yml for the interface files found here.",
    discussion: """
      Searches the folders given (default: the current folder; hidden folders, symbolic links \
      and the folders of dependencies and build products -- Pods, Carthage, DerivedData, \
      SourcePackages, node_modules -- are skipped) for storyboards, xibs and PaneDoc \
      interface files, and lists each \
      folder that holds some (or the files themselves, at the top) as inputs. Exit status: 0 \
      written; 2 the file exists (without --force) or cannot be written; 64 usage error.
      """)

  @Argument(
    help: "Folders to search (default: the current folder).", completion: Completions.folder)
  var folders: [String] = []

  @Option(help: "The report folder the file names.", completion: Completions.folder)
  var out = "docs/layout"

  @Option(
    help: ArgumentHelp("The file to write.", valueName: "file"), completion: Completions.configFile)
  var config = ConfigReader.fileNames[0]

  @Flag(help: "Replace an existing file.")
  var force = false

  func run() throws {
    // The config reader takes relative paths from the file's folder, so they are written so.
    let folder = (config as NSString).deletingLastPathComponent
    let inputs = Self.inputs(in: folders.isEmpty ? ["."] : folders).map {
      Self.path($0, from: folder)
    }
    guard force || !FileManager.default.fileExists(atPath: config) else {
      printError("error: \(config) exists already; --force replaces it")
      throw ExitStatus.failure
    }
    do {
      try Data(ConfigTemplate.text(inputs: inputs, out: Self.path(out, from: folder)).utf8).write(
        to: URL(fileURLWithPath: config), options: .atomic)
    } catch {
      printError("error: \(config): \(error.localizedDescription)")
      throw ExitStatus.failure
    }
    print("wrote \(config): \(inputs.count) input\(inputs.count == 1 ? "" : "s")")
    if inputs.isEmpty {
      printError(
        "note: no storyboards, xibs or PaneDoc files were found; list the interface files or"
          + " folders to render under inputs: in \(config)")
    }
  }

  /// Folders whose interface files are not the project's own: dependencies that CocoaPods,
  /// Carthage, Xcode's package resolution and npm check out, and Xcode's build products.
  static let foreignFolders: Set<String> = [
    "Pods", "Carthage", "DerivedData", "SourcePackages", "node_modules",
  ]

  /// The inputs to list for the interface files below `roots`: each file's folder, leaving out
  /// folders inside another listed one (a folder input is searched recursively) and files in
  /// `foreignFolders`; files directly in a root are listed themselves, since the root would take
  /// in everything below it.
  static func inputs(in roots: [String]) -> [String] {
    var listed: [String] = []
    for root in roots {
      let prefix = root == "." ? "" : (root.hasSuffix("/") ? root : root + "/")
      for file in InterfaceLoader.expand([root]).files where isInterface(file) {
        let relative = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
        let inside =
          relative.hasPrefix(prefix) ? relative.dropFirst(prefix.count) : Substring(relative)
        if inside.split(separator: "/").dropLast().contains(where: {
          foreignFolders.contains(String($0))
        }) {
          continue
        }
        let folder = (relative as NSString).deletingLastPathComponent
        let entry = folder.isEmpty || folder + "/" == prefix || folder == root ? relative : folder
        if !listed.contains(entry) { listed.append(entry) }
      }
    }
    return listed.filter { entry in
      !listed.contains { $0 != entry && entry.hasPrefix($0 + "/") }
    }
  }

  /// `path` (relative to the current folder) as seen from `folder`; absolute paths and paths
  /// from the current folder itself stay as they are.
  static func path(_ path: String, from folder: String) -> String {
    guard !folder.isEmpty, !path.hasPrefix("/") else { return path }
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let target = current.appendingPathComponent(path).standardized.pathComponents
    let base = current.appendingPathComponent(folder).standardized.pathComponents
    let shared = zip(target, base).prefix { $0 == $1 }.count
    let steps = Array(repeating: "..", count: base.count - shared) + target.dropFirst(shared)
    return steps.isEmpty ? "." : steps.joined(separator: "/")
  }

  /// Whether `file` is an interface PaneDoc reads: a storyboard or xib, or XML whose root is
  /// `<interface>` (other XML files, such as property lists, are left out).
  static func isInterface(_ file: String) -> Bool {
    guard file.lowercased().hasSuffix(".xml") else { return true }
    guard let handle = FileHandle(forReadingAtPath: file) else { return false }
    defer { try? handle.close() }
    let head = String(decoding: handle.readData(ofLength: 4096), as: UTF8.self)
    return head.contains("<interface ") || head.contains("<interface>")
  }
}
