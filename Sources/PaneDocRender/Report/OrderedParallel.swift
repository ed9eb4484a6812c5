/// Computes `count` values with at most `jobs` tasks at a time and returns them in index order,
/// so the result never depends on `jobs` or on which task finished first.
enum OrderedParallel {
  static func map<Value: Sendable>(
    count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Value
  ) async -> [Value] {
    var results = [Value?](repeating: nil, count: count)
    await withTaskGroup(of: (Int, Value).self) { group in
      var next = 0
      func start() {
        let index = next
        group.addTask { (index, body(index)) }
        next += 1
      }
      while next < min(max(1, jobs), count) { start() }
      while let (index, value) = await group.next() {
        results[index] = value
        if next < count { start() }
      }
    }
    return results.map { $0! }
  }
}
