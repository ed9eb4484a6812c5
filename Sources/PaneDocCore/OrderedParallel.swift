/// Computes `count` values with at most `jobs` tasks at a time and hands them on in index order,
/// so the result never depends on `jobs` or on which task finished first.
package enum OrderedParallel {
  /// The most tasks a run starts at a time: a few times the cores of any machine, and small
  /// enough that `2 × jobs`, the values computed ahead, cannot overflow. `--jobs` and the config
  /// file's `jobs` are checked against it.
  package static let maximumJobs = 1024

  /// Calls `consume` with each value in index order as soon as it and every value before it are
  /// done. At most `2 × jobs` values are computed ahead of the one `consume` waits for, so memory
  /// stays bounded however many values there are. An error from `body` or `consume` stops the
  /// run, once every task started has ended.
  package static func forEach<Value: Sendable>(
    count: Int, jobs: Int, _ body: @escaping @Sendable (Int) throws -> Value,
    consume: (Int, Value) throws -> Void
  ) async throws {
    let width = min(max(1, jobs), maximumJobs)
    try await withThrowingTaskGroup(of: (Int, Value).self) { group in
      var started = 0
      var running = 0
      var consumed = 0
      var finished: [Int: Value] = [:]
      func startMore() {
        while running < width, started < count, started - consumed < 2 * width {
          let index = started
          group.addTask { (index, try body(index)) }
          started += 1
          running += 1
        }
      }
      startMore()
      while let (index, value) = try await group.next() {
        running -= 1
        finished[index] = value
        // A task is started before each value is consumed, so that a core does not wait idle
        // while `consume` (which writes files) runs.
        while let ready = finished.removeValue(forKey: consumed) {
          startMore()
          try consume(consumed, ready)
          consumed += 1
        }
        startMore()
      }
    }
  }
}
