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
/// The exclusive holder is the only run that may write beside the folder, so whatever hidden
/// folders of the report it finds there were left by interrupted runs: it restores or removes
/// them (`recovered` says what it did).
public final class ReportLock: @unchecked Sendable {
  /// The output folder.
  public let directory: String
  private let descriptor: Int32
  /// One line per leftover of an interrupted run that taking the lock restored or removed.
  public let recovered: [String]

  /// Locks the output folder of `writer`: waits for another run to finish with `wait`, else
  /// throws `ReportWriterError.locked` at once.
  public init(writer: ReportWriter, wait: Bool = false, shared: Bool = false) throws {
    directory = writer.directory
    try writer.checkTarget()
    try writer.checkParent()
    let path = String(writer.siblingPrefix("lock").dropLast())
    let opened = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o666)
    if opened < 0, shared, errno == EACCES || errno == EROFS {
      // A reader of a folder it cannot write to: no run of this user can write there either.
      descriptor = -1
      recovered = []
      return
    }
    guard opened >= 0 else { throw FileSystem.Failure(path, "open") }
    var info = stat()
    guard fstat(opened, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(opened)
      throw FileSystem.Failure(path, reason: "the lock file is not a regular file")
    }
    let operation = (shared ? LOCK_SH : LOCK_EX) | (wait ? 0 : LOCK_NB)
    while flock(opened, operation) != 0 {
      let code = errno
      if code == EINTR { continue }
      close(opened)
      if code == EWOULDBLOCK { throw ReportWriterError.locked(writer.directory) }
      throw FileSystem.Failure(path, "flock", code)
    }
    descriptor = opened
    recovered = shared ? [] : writer.recoverLeftovers()
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }
}
