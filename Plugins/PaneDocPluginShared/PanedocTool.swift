import Foundation

/// Which panedoc a plugin runs, and running it.
enum PanedocTool {
  /// The panedoc to run: from an artifact bundle the package declares as a binary target (the
  /// first, by target name, that has one for this machine), else the plugin's own `panedoc`
  /// tool, which SwiftPM or Xcode built from source or, in the plugin package, took from its
  /// binary target; an error that says how to get one when there is neither.
  static func choose(
    bundles: [(target: String, folder: URL)], built: URL?, host: ArtifactBundle.Host
  )
    throws(PluginError) -> URL
  {
    for bundle in bundles.sorted(by: { $0.target < $1.target }) {
      if let executable = ArtifactBundle(bundle.folder)?.executable("panedoc", for: host) {
        return executable
      }
    }
    if let built { return built }
    throw PluginError(
      "no panedoc to run: declare the panedoc artifact bundle as a binary target of this package, "
        + "or depend on PaneDoc with its default traits, which build panedoc from source")
  }

  /// Runs `executable` with `arguments` in `directory`, its standard output passed through.
  /// Its standard error is passed through too, or, with `capturingErrors`, returned as lines
  /// (for the Xcode plugin to make issues of). Returns the exit status.
  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL, capturingErrors: Bool
  ) throws -> (status: Int32, errors: [String]) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    if capturingErrors { process.standardError = pipe }
    try process.run()
    var errors: [String] = []
    if capturingErrors {
      // Read to the end before waiting: a full pipe would stop panedoc.
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      errors = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
    process.waitUntilExit()
    return (process.terminationStatus, errors)
  }
}
