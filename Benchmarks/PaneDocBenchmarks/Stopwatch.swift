import Foundation

/// Wall-clock timing with the monotonic clock.
enum Stopwatch {
  /// Runs `body` `repetitions` times and returns the fastest run in seconds, the usual way to
  /// take noise (other processes, a cold cache) out of a throughput number.
  static func fastest(of repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, repetitions) {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
  }

  /// `fastest(of:_:)` for work that runs on several cores as tasks.
  static func fastest(of repetitions: Int, _ body: () async throws -> Void) async rethrows
    -> Double
  {
    var best = Double.infinity
    for _ in 0..<max(1, repetitions) {
      let start = DispatchTime.now().uptimeNanoseconds
      try await body()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
  }

  /// The least CPU time of `repetitions` runs of `body` on this thread, in seconds: the work
  /// itself, however busy the machine is with other processes.
  static func leastCPU(of repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    var best = Double.infinity
    for _ in 0..<max(1, repetitions) {
      let start = now()
      try body()
      best = min(best, now() - start)
    }
    return best
  }
}

/// This process's CPU time in seconds, all threads: on a shared machine it changes less with the
/// load than the wall time does.
func processCPUTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A child process's wall time, CPU time and peak memory, from `wait4`'s resource usage.
///
/// The process is started with `posix_spawn` rather than `Process`, so that nothing else reaps
/// it before `wait4` reads its usage.
struct ProcessMeasurement {
  var wall: Double
  var cpu: Double
  var peakMemoryMiB: Double
  var status: Int32

  /// Runs `executable` with `arguments`, its output sent to /dev/null. The file system's pending
  /// writes are flushed first, so a run is not charged for the writeback of the one before it.
  static func run(_ executable: String, _ arguments: [String]) -> ProcessMeasurement {
    sync()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
      return ProcessMeasurement(wall: 0, cpu: 0, peakMemoryMiB: 0, status: 127)
    }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let cpu =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return ProcessMeasurement(
      wall: wall, cpu: cpu, peakMemoryMiB: Double(usage.ru_maxrss) / 1024,
      status: (status >> 8) & 0xff)
  }
}
