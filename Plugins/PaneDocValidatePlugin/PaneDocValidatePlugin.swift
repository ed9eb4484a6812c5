import Foundation
import PackagePlugin

/// `swift package panedoc-validate [--target NAME…] [arguments…]`: `panedoc validate --strict`
/// on the interface files of the named targets (default: every target that has any), with the
/// other arguments (`--summary`, `--exclude`). It writes nothing, so it asks for no permission:
/// CI and Xcode run it without `--allow-writing-to-package-directory` or a prompt. Errors and
/// warnings are panedoc's `file:line:col: error: message [code]` lines; the status is kept as
/// the `panedoc` plugin keeps it.
@main
struct PaneDocValidatePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let command = try PluginArguments(arguments).validateCommand(context.package.interfaceTargets)
    try context.runPanedoc(command)
  }
}
