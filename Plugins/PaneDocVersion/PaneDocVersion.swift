import Foundation
import PackagePlugin

/// Writes the version of the source being built into the `panedoc` executable: `git describe
/// --tags --always --dirty` of the package's own checkout where there is one (a clone, or the
/// checkout SwiftPM makes of a dependency), else the first line of `VERSION` once `git archive`
/// has filled it in (a source archive of a release tag), else nothing, and the executable falls
/// back to its constant. It runs before every build with no network; the file it writes changes
/// only when the version does, so an unchanged version recompiles nothing.
@main
struct PaneDocVersion: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Version")
    return [
      .prebuildCommand(
        displayName: "Reading the panedoc version",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", Self.script, "version", context.package.directoryURL.path, output.path],
        outputFilesDirectory: output)
    ]
  }

  /// The shell script: `$1` the package folder, `$2` the output folder. Only the characters a
  /// tag or a `git describe` holds are kept, so the version is a plain Swift string literal.
  static let script = #"""
    set -u
    package=$1
    out=$2
    version=
    if [ -e "$package/.git" ] && command -v git >/dev/null 2>&1; then
      version=$(git -C "$package" describe --tags --always --dirty 2>/dev/null) ||
        version=$(git -C "$package" describe --tags --always 2>/dev/null) || version=
    fi
    if [ -z "$version" ] && [ -f "$package/VERSION" ]; then
      version=$(head -n 1 "$package/VERSION")
      case $version in *'$Format'*) version= ;; esac
    fi
    version=$(printf '%s' "$version" | tr -cd 'A-Za-z0-9._+-' | cut -c 1-100)
    mkdir -p "$out"
    new="$out/.BuildVersion.new"
    printf '/// Written by the PaneDocVersion plugin at build time.\nlet buildVersion = "%s"\n' \
      "$version" >"$new"
    if cmp -s "$new" "$out/BuildVersion.swift"; then rm -f "$new"; else mv "$new" "$out/BuildVersion.swift"; fi
    """#
}
