import Foundation
import Testing

/// The sandbox of the hostile-input tests: a temporary folder that is the whole world a run may
/// touch, a snapshot of everything in it, and the built executable run from the package root.
enum Hostile {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func fixture(_ name: String) -> String {
    packageRoot.appendingPathComponent("Fixtures/hostile/\(name)").path
  }

  static var mail: String { packageRoot.appendingPathComponent("Fixtures/mail.xml").path }

  /// One environment, so each run is quick.
  static let small = ["--devices", "ipad-9.7", "--orientations", "landscape", "--splits", "full"]

  /// A fresh temporary folder, removed when the test ends.
  final class Sandbox {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-hostile-\(UUID().uuidString)")

    init() throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
      _ = try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder.path)
      try? FileManager.default.removeItem(at: folder)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Every entry below the sandbox, without following links: files with their bytes, folders,
    /// and links with their targets.
    func snapshot() throws -> [String: String] {
      var entries: [String: String] = [:]
      let manager = FileManager.default
      var pending = [""]
      while let relative = pending.popLast() {
        let full = relative.isEmpty ? folder.path : folder.path + "/" + relative
        for name in try manager.contentsOfDirectory(atPath: full) {
          let child = relative.isEmpty ? name : relative + "/" + name
          let path = folder.path + "/" + child
          let type = try manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType
          switch type {
          case .typeSymbolicLink?:
            entries[child] = "link " + (try manager.destinationOfSymbolicLink(atPath: path))
          case .typeDirectory?:
            entries[child] = "folder"
            pending.append(child)
          default:
            entries[child] = "file " + (manager.contents(atPath: path)?.base64EncodedString() ?? "")
          }
        }
      }
      return entries
    }
  }

  struct Run {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The executable beside the test bundle (`swift build --build-tests` builds both).
  static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("panedoc")

  /// Runs `panedoc arguments…` (or another executable) from `folder` (the package root unless
  /// given), with `environment` added to this process's, its output collected in files outside
  /// the sandbox (so that the sandbox holds only what the run itself wrote).
  static func run(
    _ arguments: [String], in folder: URL = packageRoot, executable: URL = Hostile.executable,
    environment: [String: String] = [:]
  ) throws -> Run {
    let streams = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-streams-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: streams, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: streams) }
    let outURL = streams.appendingPathComponent("out")
    let errURL = streams.appendingPathComponent("err")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: outURL, encoding: .utf8),
      standardError: try String(contentsOf: errURL, encoding: .utf8))
  }

  /// The error lines of a run: each is `location: error: message [code]`.
  static func errorLines(_ run: Run) -> [Substring] {
    run.standardError.split(separator: "\n").filter {
      $0.contains(": error: ") || $0.hasPrefix("error: ")
    }
  }
}
