import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock a run holds on its output folder from its first look at the previous report to the
/// end of the swap: `flock` on `.NAME.panedoc-lock` beside the folder.
///
/// Without it, two runs into one folder would each compare against, link from and swap out the
/// other's report, and leave one run's stamp over the other's files. The kernel drops the lock
/// when the process ends however it ends, so a crashed run never blocks the next one. The lock
/// file itself stays: removing it would let a waiting run lock a file that a third run no longer
/// sees. A run that only reads (`render --check`) takes it shared.
///
/// An output folder that must be refused (a file, a link, someone else's folder, a parent that
/// takes no new entries) is refused before the lock file is made, so a refused run leaves nothing
/// beside it. The lock holds the parent folder by descriptor (`parent`): the swap and the removal
/// of the previous report happen in that folder even if its path is made to lead elsewhere.
///
/// The exclusive holder is the only run that may write beside the folder, so whatever hidden
/// folders of the report it finds there were left by interrupted runs: it restores or removes
/// them (`recovered` says what it did).
public final class ReportLock: @unchecked Sendable {
  /// The output folder.
  public let directory: String
  /// The folder that holds the output folder, opened once.
  let parent: HeldFolder
  private let state = NSLock()
  private var descriptor: Int32
  /// One line per leftover of an interrupted run that taking the lock restored or removed.
  public let recovered: [String]

  /// Locks the output folder of `writer`: waits for another run to finish with `wait`, else
  /// throws `ReportWriterError.locked` at once.
  public init(writer: ReportWriter, wait: Bool = false, shared: Bool = false) throws {
    directory = writer.directory
    try writer.checkTarget()
    try writer.checkParent()
    _ = try writer.checkOwned()
    if !shared { try writer.checkParentWritable() }
    parent = try HeldFolder(writer.parentPath)
    let name = writer.siblingName("lock").dropLast()
    let opened = openat(
      parent.descriptor, String(name), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK,
      0o666)
    if opened < 0, shared, errno == EACCES || errno == EROFS {
      // A reader of a folder it cannot write to: no run of this user can write there either.
      descriptor = -1
      recovered = []
      return
    }
    guard opened >= 0 else {
      throw ReportWriterError.refused(
        directory,
        "the folder \(parent.path) does not take new entries (\(String(cString: strerror(errno))))")
    }
    var info = stat()
    guard fstat(opened, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(opened)
      throw FileSystem.Failure(
        parent.path(String(name)), reason: "the lock file is not a regular file")
    }
    let operation = (shared ? LOCK_SH : LOCK_EX) | (wait ? 0 : LOCK_NB)
    while flock(opened, operation) != 0 {
      let code = errno
      if code == EINTR { continue }
      close(opened)
      if code == EWOULDBLOCK { throw ReportWriterError.locked(writer.directory) }
      throw FileSystem.Failure(parent.path(String(name)), "flock", code)
    }
    descriptor = opened
    recovered = shared ? [] : writer.recoverLeftovers(in: parent)
  }

  /// Gives the lock up: unlocks, then closes. The unlock matters: a child process started while
  /// the lock was held shares its open file until that child's `exec`, and a close alone would
  /// leave the lock to the last of them. Releasing twice does nothing.
  public func release() {
    state.holding {
      guard descriptor >= 0 else { return }
      flock(descriptor, LOCK_UN)
      close(descriptor)
      descriptor = -1
    }
  }

  deinit { release() }
}
