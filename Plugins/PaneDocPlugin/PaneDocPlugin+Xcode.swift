#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// The `panedoc` plugin on an Xcode project: the targets chosen in Xcode's dialog (passed as
  /// `--target`) give the inputs, and panedoc's messages become issues.
  extension PaneDocPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try context.runPanedoc(PluginArguments(arguments).writingCommand(context.interfaceTargets))
    }
  }
#endif
