// What both plugins do in an Xcode project. Only Xcode has XcodeProjectPlugin, so this is
// compiled on macOS alone: it only lists targets and turns panedoc's messages into issues; the
// choices are made by the shared code the tests run everywhere.
#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  extension XcodePluginContext {
    /// Every target of the project, with the interface files among its input files.
    var interfaceTargets: [PluginTarget] {
      xcodeProject.targets.map { target in
        PluginTarget(name: target.displayName, files: target.inputFiles.map(\.url))
      }
    }

    /// Runs the panedoc Xcode gives the plugin (built from source, or the plugin package's
    /// binary target) with `arguments` in the project's folder.
    /// Each `file:line:col: error: …` line becomes an issue at its file and line; other lines
    /// are printed. Ends the plugin with panedoc's status when it is not 0.
    func runPanedoc(_ arguments: [String]) throws {
      let executable = try PanedocTool.choose(
        bundles: [], built: (try? tool(named: "panedoc"))?.url, host: .current)
      let (status, errors) = try PanedocTool.run(
        executable, arguments, in: xcodeProject.directoryURL, capturingErrors: true)
      for text in errors {
        guard let message = LocatedMessage(text) else {
          print(text)
          continue
        }
        switch message.severity {
        case .error: Diagnostics.error(message.message, file: message.file, line: message.line)
        case .warning: Diagnostics.warning(message.message, file: message.file, line: message.line)
        case .note: Diagnostics.remark(message.message, file: message.file, line: message.line)
        }
      }
      guard status == 0 else {
        Diagnostics.error("panedoc exited with status \(status)")
        exit(status)
      }
    }
  }
#endif
