import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The open files and address space a run needs, checked when the process starts (`panedoc`'s
/// first statement).
///
/// A limit set too low (`ulimit -n 8`, `ulimit -v 196608`) would otherwise end a run with a
/// crash of the runtime's thread pool, or with an error in whichever file happened to be opened
/// last, after a temporary folder was made. The open-file limit is first raised to what the hard
/// limit allows, as most servers do; a limit still below the minimum is one clear error, exit 2.
public enum ResourceLimits {
  /// Enough for the runtime's own descriptors, the reports' files open in every task at once and
  /// the lock, with room to remove a temporary folder after a failure.
  public static let minimumOpenFiles: rlim_t = 64
  /// The address space the runtime's threads and the allocator reserve up front (each thread
  /// reserves its stack, each allocator arena 64 MiB), with room for a large report.
  public static let minimumAddressSpace: rlim_t = 512 << 20

  /// What is too low, or `nil` when the limits allow a run.
  /// (No limit is `RLIM_INFINITY`, the largest value, which no minimum reaches.)
  public static func problem() -> String? {
    var files = rlimit()
    if getrlimit(resource(RLIMIT_NOFILE), &files) == 0, files.rlim_cur < minimumOpenFiles {
      files.rlim_cur = min(files.rlim_max, max(minimumOpenFiles, 1024))
      _ = setrlimit(resource(RLIMIT_NOFILE), &files)
      if files.rlim_cur < minimumOpenFiles {
        return "the limit on open files (ulimit -n) is \(files.rlim_cur); panedoc needs at least "
          + "\(minimumOpenFiles)"
      }
    }
    var memory = rlimit()
    if getrlimit(resource(RLIMIT_AS), &memory) == 0, memory.rlim_cur < minimumAddressSpace {
      return "the limit on virtual memory (ulimit -v) is \(memory.rlim_cur >> 10) KiB; panedoc "
        + "needs at least \(minimumAddressSpace >> 10) KiB"
    }
    return nil
  }

  #if canImport(Glibc)
    private static func resource(_ value: __rlimit_resource) -> __rlimit_resource_t {
      __rlimit_resource_t(value.rawValue)
    }
  #else
    private static func resource(_ value: Int32) -> Int32 { value }
  #endif
}
