import Foundation
import PackagePlugin

/// Compiles a target's data files into it: the report's templates (`Templates/html`) into
/// `PaneDocTemplates`, the own format's schema (`Schema`) into `PaneDocInput`. The executable then
/// carries them, so it runs when copied alone, and no build folder's path is written into it
/// (a resource bundle's accessor holds its absolute path, which made builds in two folders
/// differ). The files stay the source of truth: each build reads them again when one changes.
@main
struct PaneDocEmbed: BuildToolPlugin {
  /// The folder of each target whose files are embedded, relative to the target's folder.
  static let folders = ["PaneDocTemplates": "html", "PaneDocInput": "Schema"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let name = Self.folders[target.name] else {
      throw EmbedError(message: "PaneDocEmbed knows no data folder for \(target.name)")
    }
    let folder = target.directoryURL.appendingPathComponent(name)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasPrefix(".") }.sorted()
    // A name becomes a Swift string literal as it is: only plain characters are allowed.
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
    if let odd = names.first(where: { !$0.allSatisfy(plain.contains) }) {
      throw EmbedError(
        message: "\(folder.path)/\(odd): a data file's name may hold only A-Z a-z 0-9 . _ -")
    }
    let files = names.map { folder.appendingPathComponent($0) }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(name) in \(target.name)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", Self.script, "embed", output.path] + files.map(\.path),
        inputFiles: files, outputFiles: [output])
    ]
  }

  /// The shell script: `$1` the Swift file to write, then the files to embed. Each file is
  /// base64-encoded, so any byte survives and the literal needs no escaping.
  static let script = #"""
    set -eu
    out=$1
    shift
    {
      printf '/// Written by the PaneDocEmbed plugin at build time: each data file, base64-encoded.\n'
      printf 'let embeddedFiles: [(name: String, base64: String)] = [\n'
      for file in "$@"; do
        printf '  ("%s", "' "${file##*/}"
        base64 <"$file" | tr -d '\n'
        printf '"),\n'
      done
      printf ']\n'
    } >"$out.new"
    mv "$out.new" "$out"
    """#
}

struct EmbedError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
