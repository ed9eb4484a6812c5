import Foundation
import PackagePlugin

/// `swift package panedoc [--target NAME…] <command> [arguments…]` in a package that depends on
/// PaneDoc: runs panedoc in the package's folder (so relative paths and its `panedoc.yml` are
/// found there) with the arguments as given, and with `--target` the interface files of those
/// targets after them. It may write (reports), so it asks for that permission; validating,
/// which writes nothing, is the `panedoc-validate` plugin's, which asks for none.
///
/// panedoc's own messages pass through unchanged. Its exit status is kept: SwiftPM ends a plugin
/// run that exits non-zero with an error, and a script that wants panedoc's exact status (1 for
/// findings, 2 for a failed run, 64 for usage) reads the line this plugin prints before exiting.
@main
struct PaneDocPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let command = try PluginArguments(arguments).writingCommand(context.package.interfaceTargets)
    try context.runPanedoc(command)
  }
}
