import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let folder: URL

    /// A new folder in `parent`, the temporary folder unless given.
    init(in parent: URL = FileManager.default.temporaryDirectory) throws {
      folder = parent.appendingPathComponent("panedoc-hostile-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
      _ = try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder.path)
      try? FileManager.default.removeItem(at: folder)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Writes `text` to `name` in the sandbox, making the folders on its way, and gives its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
      let file = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
      return file.path
    }

    /// Every entry below the sandbox, without following links: files with their bytes, folders,
    /// and links with their targets. Report lock files (`.NAME.panedoc-lock`, empty, left on
    /// purpose beside an output folder) are not counted.
    func snapshot() throws -> [String: String] {
      var entries: [String: String] = [:]
      let manager = FileManager.default
      var pending = [""]
      while let relative = pending.popLast() {
        let full = relative.isEmpty ? folder.path : folder.path + "/" + relative
        for name in try manager.contentsOfDirectory(atPath: full) {
          let child = relative.isEmpty ? name : relative + "/" + name
          if name.hasPrefix("."), name.hasSuffix(".panedoc-lock") { continue }
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

  /// Runs `panedoc arguments…` from the package root (or `directory`), its output collected in
  /// files outside the sandbox (so that the sandbox holds only what the run itself wrote), with
  /// `environment` added to the test's and `standardOutput` as its output when given.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
    standardOutput: FileHandle? = nil
  ) throws -> Run {
    try launch(
      executable, arguments, directory: directory ?? packageRoot, environment: environment,
      standardOutput: standardOutput)
  }

  /// Runs `program`; a process ended by a signal has the shell's status for it (128 + signal).
  static func launch(
    _ program: URL, _ arguments: [String], directory: URL, environment: [String: String],
    standardOutput: FileHandle? = nil
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
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = try standardOutput ?? FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Run(
      status: process.terminationReason == .uncaughtSignal
        ? 128 + process.terminationStatus : process.terminationStatus,
      standardOutput: try String(contentsOf: outURL, encoding: .utf8),
      standardError: try String(contentsOf: errURL, encoding: .utf8))
  }

  /// Runs `script` with `/bin/sh -c` from `directory`, `$PANEDOC` naming the executable: for runs
  /// under another user (`setpriv`), a umask or a resource limit (`ulimit`).
  static func shell(_ script: String, directory: URL) throws -> Run {
    try launch(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script], directory: directory,
      environment: ["PANEDOC": executable.path])
  }

  /// The error lines of a run: each is `location: error: message [code]`.
  static func errorLines(_ run: Run) -> [Substring] {
    run.standardError.split(separator: "\n").filter {
      $0.contains(": error: ") || $0.hasPrefix("error: ")
    }
  }
}

extension Hostile {
  /// Whether the tests run as root, who passes every permission check: a read-only folder is
  /// then tried as `nobody` through `setpriv`.
  static var isRoot: Bool { getuid() == 0 }

  /// The command prefix that runs as an ordinary user: `setpriv` to `nobody` for root, nothing
  /// otherwise.
  static var ordinaryUser: String {
    isRoot ? "setpriv --reuid nobody --regid nogroup --clear-groups " : ""
  }

  /// The hidden folders of runs beside the output folder `name` in `folder`.
  static func leftovers(of name: String, in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasPrefix(".\(name).panedoc-new-") || $0.hasPrefix(".\(name).panedoc-old-")
    }
  }
}

extension Hostile {
  /// Whether a run stopped at a fault point (`PANEDOC_FAULT=POINT:stop`) can be seen stopped:
  /// its state is read from `/proc`.
  static var canSeeStops: Bool { FileManager.default.fileExists(atPath: "/proc/self/stat") }

  /// Whether the process `pid` is stopped (state `T` in `/proc/PID/stat`, after the name in
  /// parentheses, which may itself hold spaces and parentheses).
  static func isStopped(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: close)...].split(separator: " ").first == "T"
  }

  /// Runs `panedoc arguments…` with `PANEDOC_FAULT=POINT:stop`: once the run has stopped itself
  /// at `point`, `body` changes the world under it, and the run is continued to its end. A run
  /// that ends without reaching the point fails the test.
  static func runStopping(
    _ arguments: [String], at point: String, directory: URL? = nil, _ body: () throws -> Void
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
    process.currentDirectoryURL = directory ?? packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging([
      "PANEDOC_FAULT": point + ":stop"
    ]) { $1 }
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // However long a loaded machine takes, the run either stops at the point or ends.
    while process.isRunning, !isStopped(process.processIdentifier) {
      Thread.sleep(forTimeInterval: 0.01)
    }
    var stopped = process.isRunning
    // The run is continued whatever `body` does, even when it fails.
    defer {
      if stopped { kill(process.processIdentifier, SIGCONT) }
      process.waitUntilExit()
    }
    try #require(stopped, "the run ended before reaching \(point)")
    try body()
    kill(process.processIdentifier, SIGCONT)
    stopped = false
    process.waitUntilExit()
    return Run(
      status: process.terminationReason == .uncaughtSignal
        ? 128 + process.terminationStatus : process.terminationStatus,
      standardOutput: try String(contentsOf: outURL, encoding: .utf8),
      standardError: try String(contentsOf: errURL, encoding: .utf8))
  }
}

extension Hostile {
  /// What a run as `nobody` needs, copied where `nobody` can reach it: the checkout may lie under
  /// a folder only its owner may enter (a `mktemp -d` folder, a home folder), and so may the
  /// temporary folder. The kit is a fresh 0755 folder under `/tmp` holding the executable (alone:
  /// its templates and schema are compiled in) and the fixtures the tests render, and a 0777 sandbox for the run to write
  /// in; it is removed when the test ends.
  final class OrdinaryUserKit {
    let folder = URL(fileURLWithPath: "/tmp/panedoc-ordinary-\(UUID().uuidString)")
    var executable: String { folder.appendingPathComponent("bin/panedoc").path }
    var mail: String { folder.appendingPathComponent("mail.xml").path }
    var treeworld: String { folder.appendingPathComponent("treeworld.xml").path }
    /// Where the runs write: the whole world they may touch, as a `Sandbox` is.
    let box: Sandbox

    init() throws {
      let manager = FileManager.default
      let bin = folder.appendingPathComponent("bin")
      try manager.createDirectory(at: bin, withIntermediateDirectories: true)
      box = try Sandbox(in: folder)
      try manager.copyItem(at: Hostile.executable, to: bin.appendingPathComponent("panedoc"))
      try manager.copyItem(atPath: Hostile.mail, toPath: mail)
      try manager.copyItem(atPath: ConcurrentRunTests.treeworld, toPath: treeworld)
      // Every folder on the way is open to all; the sandbox is writable by all.
      for path in [folder.path, bin.path] { chmod(path, 0o755) }
      chmod(box.folder.path, 0o777)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Runs `script` with `/bin/sh -c` in the sandbox, as `nobody` when the tests run as root,
    /// `$PANEDOC` naming the kit's executable.
    func shell(_ script: String) throws -> Run {
      try launch(
        URL(fileURLWithPath: "/bin/sh"), ["-c", script], directory: box.folder,
        environment: ["PANEDOC": executable])
    }
  }
}
