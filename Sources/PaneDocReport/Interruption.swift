import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary folders a run has made beside its output folders, removed when the run is
/// interrupted (SIGINT, SIGTERM) so that a stopped CI job leaves no hidden copy of a report.
///
/// The signals are taken by dispatch sources, not by a C signal handler: a handler may only set
/// state, while the source's block runs on an ordinary thread, where it can take the lock, remove
/// the folders and end the process with the shell's status for the signal (130 for SIGINT, 143
/// for SIGTERM). The swap of a report holds the same lock (`whileSwapping`), so an interruption
/// waits until the output folder is whole again.
public enum Interruption {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var folders: Set<String> = []
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

  /// Takes SIGINT and SIGTERM for the rest of the process. Call once, before writing.
  public static func removeTemporaryFoldersOnSignal() {
    lock.holding {
      guard sources.isEmpty else { return }
      for number in [SIGINT, SIGTERM] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { stop(signal: number) }
        source.resume()
        sources.append(source)
      }
    }
  }

  /// Removes every registered folder and ends the process; never returns, and holds the lock so
  /// that no swap starts meanwhile.
  private static func stop(signal number: Int32) {
    lock.lock()
    for folder in folders.sorted() { remove(folder) }
    _exit(128 + number)
  }

  /// Removes a folder other threads may still be writing into, by path: it is first renamed
  /// (its name's random end replaced), so their next files fail instead of landing in it, and
  /// its removal is tried again if a file created meanwhile left it not empty.
  private static func remove(_ folder: String) {
    let moved = String(folder.dropLast(6)) + FileSystem.randomSuffix()
    let target = rename(folder, moved) == 0 ? moved : folder
    for _ in 0..<3 {
      if (try? FileSystem.removeTree(target)) != nil { return }
    }
  }

  /// Makes a folder with `make` (which returns its path) and registers it in one step: a signal
  /// that arrives meanwhile waits, and then finds the folder to remove, instead of coming between
  /// the folder's making and its registration and leaving it behind.
  static func registering(_ make: () throws -> String) rethrows -> String {
    try lock.holding {
      let folder = try make()
      folders.insert(folder)
      return folder
    }
  }

  static func unregister(_ folder: String) {
    lock.holding { _ = folders.remove(folder) }
  }

  /// Runs `body`, the renames that put a new report in place, with no interruption in between;
  /// `body` updates the registered folders as it moves them.
  static func whileSwapping<T>(_ body: (inout Set<String>) throws -> T) rethrows -> T {
    try lock.holding { try body(&folders) }
  }
}

/// Points where a test makes the process fail as a crash or an interruption would, chosen with
/// the `PANEDOC_FAULT` environment variable: `NAME:kill` sends the process SIGKILL when it
/// reaches `NAME`, `NAME:term` SIGTERM (which the run then handles), `NAME:stop` SIGSTOP the first
/// time, `NAME:pass` nothing. The points:
/// `staged` (the new report is complete beside the old one), `renamed-old` (the two-rename swap
/// has moved the old report away; setting this point also makes the run use the two renames),
/// `exchanged` (the exchange is done, the old report not yet removed), `removing` (a removal has
/// found a folder and is about to open it), `staging` (the temporary folder is made, nothing
/// written into it yet).
enum FaultPoint {
  private static let chosen = ProcessInfo.processInfo.environment["PANEDOC_FAULT"]

  /// Whether a test asked for a fault at `name`, whatever its kind.
  static func isChosen(_ name: String) -> Bool {
    chosen?.split(separator: ":").first.map(String.init) == name
  }

  /// Whether the process has stopped itself at its point already.
  nonisolated(unsafe) private static var hasStopped = false

  /// Fails here if a test asked for it (any other kind, `NAME:pass`, only chooses the point).
  /// `NAME:stop` stops the process (SIGSTOP) the first time it gets here, so that a test can
  /// change the file system under the run before it continues it (SIGCONT).
  static func reach(_ name: String) {
    guard let chosen, isChosen(name) else { return }
    if chosen.hasSuffix(":stop"), !hasStopped {
      hasStopped = true
      raise(SIGSTOP)
    }
    if chosen.hasSuffix(":term") {
      kill(getpid(), SIGTERM)
      // The signal's source ends the process; wait for it rather than go on.
      while true { sleep(1) }
    }
    if chosen.hasSuffix(":kill") { kill(getpid(), SIGKILL) }
  }
}
