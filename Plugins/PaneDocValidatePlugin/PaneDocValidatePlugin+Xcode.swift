#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// The `panedoc-validate` plugin on an Xcode project: validates the chosen targets'
  /// storyboards and xibs (all targets' when none is chosen); each error and warning becomes an
  /// issue at its file and line.
  extension PaneDocValidatePlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try context.runPanedoc(PluginArguments(arguments).validateCommand(context.interfaceTargets))
    }
  }
#endif
