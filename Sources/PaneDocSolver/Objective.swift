/// The objective, one row per priority below required, highest first: a lexicographic
/// (symbolic) weight, as the Cassowary paper describes, not a weighted sum. A symbol's reduced
/// cost is the vector of its coefficients in the levels, compared from the highest level down,
/// so that no number of errors at priority 750 outweighs one error at 751.
///
/// Within a level every error weighs 1: the sum of violations is minimised.
struct Objective: Sendable {
  struct Level: Sendable {
    var priority: Double
    var row: Row
    /// How many constraints have errors at this level; the level goes when none is left.
    var constraints: Int
  }

  /// Sorted by priority, highest first.
  private(set) var levels: [Level] = []

  /// The index of the level of `priority`, made if there is none.
  mutating func level(for priority: Double) -> Int {
    var low = 0
    var high = levels.count
    while low < high {
      let middle = (low + high) / 2
      if levels[middle].priority == priority { return middle }
      if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
    }
    levels.insert(Level(priority: priority, row: Row(constant: 0), constraints: 0), at: low)
    return low
  }

  /// Counts one more constraint at `priority`.
  mutating func retain(_ priority: Double) { levels[level(for: priority)].constraints += 1 }

  /// Counts one constraint fewer at `priority`, dropping the level when it was the last.
  mutating func release(_ priority: Double) {
    let index = level(for: priority)
    levels[index].constraints -= 1
    if levels[index].constraints <= 0 { levels.remove(at: index) }
  }

  mutating func add(_ symbol: Int, _ coefficient: Double, priority: Double) {
    levels[level(for: priority)].row.add(symbol, coefficient)
  }

  mutating func add(_ row: Row, times factor: Double, priority: Double) {
    levels[level(for: priority)].row.add(row, times: factor)
  }

  mutating func substitute(_ symbol: Int, _ row: Row) {
    for index in levels.indices { levels[index].row.substitute(symbol, row) }
  }

  mutating func remove(_ symbol: Int) {
    for index in levels.indices { levels[index].row.remove(symbol) }
  }

  /// Whether `symbol` has a coefficient at some level: a symbol that has none can move without
  /// changing the objective.
  func mentions(_ symbol: Int) -> Bool {
    levels.contains { $0.row.position(of: symbol).found }
  }

  /// The lowest symbol whose reduced cost is lexicographically negative (its coefficient at the
  /// highest level that has one is negative) and that `eligible` allows: the entering symbol by
  /// Bland's rule, which cannot cycle. Walks the levels' sorted cells together, once.
  func enteringSymbol(_ eligible: (Int) -> Bool) -> Int? {
    var cursors = [Int](repeating: 0, count: levels.count)
    while true {
      var lowest = Int.max
      for (level, cursor) in cursors.enumerated() where cursor < levels[level].row.cells.count {
        lowest = min(lowest, levels[level].row.cells[cursor].symbol)
      }
      guard lowest != Int.max else { return nil }
      var sign = 0.0
      for (level, cursor) in cursors.enumerated()
      where cursor < levels[level].row.cells.count
        && levels[level].row.cells[cursor].symbol == lowest
      {
        if sign == 0 { sign = levels[level].row.cells[cursor].coefficient }
        cursors[level] = cursor + 1
      }
      if sign < 0 && eligible(lowest) { return lowest }
    }
  }

  /// Whether `lhs / lhsDivisor` is lexicographically smaller than `rhs / rhsDivisor` (the dual
  /// simplex's ratio), comparing levels with a relative tolerance so that rounding at a higher
  /// level does not decide what a lower level should.
  func ratio(_ lhs: Int, _ lhsDivisor: Double, isLessThan rhs: Int, _ rhsDivisor: Double)
    -> Bool
  {
    for level in levels {
      let left = level.row.coefficient(for: lhs) / lhsDivisor
      let right = level.row.coefficient(for: rhs) / rhsDivisor
      let scale = max(1, abs(left), abs(right))
      if abs(left - right) > epsilon * scale { return left < right }
    }
    return false
  }
}
