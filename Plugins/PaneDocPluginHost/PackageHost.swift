import Foundation
import PackagePlugin

// What both plugins do in a package, with SwiftPM's plugin API (the Xcode side is in
// XcodeHost.swift); the logic they share without that API is in PaneDocPluginShared.

extension PluginContext {
  /// Runs the panedoc `PanedocTool.choose` picks with `arguments` in the package's folder, and
  /// ends the plugin with panedoc's status when it is not 0.
  func runPanedoc(_ arguments: [String]) throws {
    let bundles = package.targets.compactMap { target in
      (target as? BinaryArtifactTarget).map { (target: $0.name, folder: $0.artifactURL) }
    }
    let executable = try PanedocTool.choose(
      bundles: bundles, built: (try? tool(named: "panedoc"))?.url, host: .current)
    let (status, _) = try PanedocTool.run(
      executable, arguments, in: package.directoryURL, capturingErrors: false)
    guard status == 0 else {
      Diagnostics.error("panedoc exited with status \(status)")
      exit(status)
    }
  }
}

extension Package {
  /// Every source target, with the interface files under its folder.
  var interfaceTargets: [PluginTarget] {
    targets.compactMap { target in
      target.sourceModule.map { PluginTarget(name: $0.name, folder: $0.directoryURL) }
    }
  }
}
