import Foundation

/// A plugin run's arguments, split as both plugins and both hosts (SwiftPM, Xcode) read them:
/// the targets named with `--target NAME` (or `--target=NAME`, repeatable, as Xcode passes the
/// targets chosen in its dialog), and the rest, panedoc's own command line, in order. A `--`
/// ends the plugin's options: it and everything after it go to panedoc unread.
struct PluginArguments: Equatable {
  var targets: [String] = []
  var panedoc: [String] = []

  init(_ arguments: [String]) throws(PluginError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        panedoc += arguments[index...]
        break
      }
      if argument == "--target" {
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
          throw PluginError("--target needs the name of a target")
        }
        targets.append(arguments[index + 1])
        index += 2
        continue
      }
      if argument.hasPrefix("--target=") {
        let name = String(argument.dropFirst("--target=".count))
        guard !name.isEmpty else { throw PluginError("--target needs the name of a target") }
        targets.append(name)
      } else {
        panedoc.append(argument)
      }
      index += 1
    }
  }

  /// panedoc's command line for the `panedoc` plugin, which may write: the arguments as given,
  /// and with `--target` the interface files of those targets after them (`render` when no
  /// command is given, as Xcode runs a plugin with its targets only).
  func writingCommand(_ available: [PluginTarget]) throws(PluginError) -> [String] {
    guard !targets.isEmpty else { return panedoc }
    let files = try PluginTarget.inputs(of: targets, in: available)
    return (panedoc.isEmpty ? ["render"] : panedoc) + files
  }

  /// panedoc's command line for the `panedoc-validate` plugin, which writes nothing:
  /// `validate --strict` with the other arguments, on the interface files of the named targets,
  /// or of every target that has any. With none at all, panedoc validates what `panedoc.yml`
  /// lists (and says so when there is no such file).
  func validateCommand(_ available: [PluginTarget]) throws(PluginError) -> [String] {
    let files =
      targets.isEmpty
      ? available.flatMap(\.interfaceFiles) : try PluginTarget.inputs(of: targets, in: available)
    return ["validate", "--strict"] + panedoc + files
  }
}

/// A target of the package or the Xcode project, by name, with the interface files it holds.
struct PluginTarget: Equatable {
  var name: String
  /// Its `.storyboard` and `.xib` files, sorted by path.
  var interfaceFiles: [String]

  /// The kinds of file a target's interface files are. PaneDoc's own `.xml` format is named on
  /// the command line or in `panedoc.yml`: a target's `.xml` files are usually something else.
  static let extensions: Set<String> = ["storyboard", "xib"]
}

extension PluginTarget {
  /// `files` (a target's files, as the host lists them) reduced to its interface files.
  init(name: String, files: [URL]) {
    self.name = name
    interfaceFiles = Set(
      files.filter { Self.extensions.contains($0.pathExtension.lowercased()) }.map(\.path)
    ).sorted()
  }

  /// A package target: the interface files under its folder, found as panedoc finds them in a
  /// folder (hidden names and symbolic links passed over), excluded files included — a package
  /// excludes its storyboards so that SwiftPM does not try to compile them.
  init(name: String, folder: URL) {
    var files: [URL] = []
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isSymbolicLinkKey, .isRegularFileKey],
      options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey])
      if values?.isSymbolicLink == true {
        enumerator?.skipDescendants()
      } else if values?.isRegularFile == true {
        files.append(url)
      }
    }
    self.init(name: name, files: files)
  }

  /// The interface files of the targets `names`, in the order named, each file once. A name
  /// that is no target is an error that lists the targets; a named target without interface
  /// files is passed over, unless no named target has any.
  static func inputs(of names: [String], in available: [PluginTarget]) throws(PluginError)
    -> [String]
  {
    var files: [String] = []
    for name in names {
      guard let target = available.first(where: { $0.name == name }) else {
        let known = available.map(\.name).sorted().joined(separator: ", ")
        throw PluginError("no target is named \(name); the targets are: \(known)")
      }
      files += target.interfaceFiles.filter { !files.contains($0) }
    }
    guard !files.isEmpty else {
      throw PluginError(
        "no .storyboard or .xib file in the target\(names.count == 1 ? "" : "s") "
          + names.joined(separator: ", "))
    }
    return files
  }
}

/// Why a plugin run did not start panedoc.
struct PluginError: Error, Equatable, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
