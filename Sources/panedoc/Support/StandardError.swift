#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard error, for diagnostics and the progress line. A write that fails (`2>/dev/full`, a
/// pipe whose reader is gone) is dropped: what could not be said cannot be said anywhere else,
/// and the run ends with the status its work earned. `FileHandle.write` would stop the process
/// with SIGILL instead.
enum StandardError {
  static func write(_ text: String) {
    _ = StandardOutput.writeAll(text, to: 2)
  }

  /// Makes the standard streams safe to use before the run opens any file: a stream the caller
  /// closed (`2>&-`) is opened on `/dev/null`, so that the first file the run opens cannot take
  /// its number and receive diagnostics meant for standard error; and SIGPIPE is ignored, so a
  /// closed pipe is a failed write that the run reports, not a signal that ends it.
  static func prepareStandardStreams() {
    // `open` returns the lowest free number, so filling 0, 1 and 2 in order reopens each closed one.
    for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 {
      _ = open("/dev/null", O_RDWR)
    }
    signal(SIGPIPE, SIG_IGN)
  }
}
