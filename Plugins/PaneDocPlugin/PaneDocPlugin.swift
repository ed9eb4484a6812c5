import Foundation
import PackagePlugin

/// `swift package panedoc <command> [arguments…]` in a package that depends on PaneDoc: runs the
/// panedoc that SwiftPM builds from source for the plugin, in the package's folder (so relative
/// paths and its `panedoc.yml` are found there), with the arguments as given.
///
/// panedoc's own messages pass through unchanged. Its exit status is kept: SwiftPM ends a plugin
/// run that exits non-zero with an error, and a script that wants panedoc's exact status (1 for
/// findings, 2 for a failed run, 64 for usage) reads the line this plugin prints before exiting.
@main
struct PaneDocPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "panedoc")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    let status = process.terminationStatus
    guard status == 0 else {
      Diagnostics.error("panedoc exited with status \(status)")
      exit(status)
    }
  }
}
