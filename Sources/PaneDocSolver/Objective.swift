/// The objective, one level per priority below required: a lexicographic (symbolic) weight, as
/// the Cassowary paper describes, not a weighted sum. A symbol's reduced cost is the vector of its
/// coefficients in the levels, compared from the highest priority down, so that no number of
/// errors at priority 750 outweighs one error at 751. Within a level every error weighs 1: the
/// sum of violations is minimised.
///
/// Each level is dense, a coefficient per symbol number: the objective holds an error of every
/// constraint that is not required, and a pivot changes only the few coefficients of its row, so
/// it is read and written in place. The symbols whose coefficients changed since the simplex last
/// looked are listed: at an optimum no reduced cost is negative, so only they can be. Writes are
/// logged while a call may still fail, so that it can be undone.
struct Objective: Sendable {
  struct Level: Sendable {
    var priority: Double
    var coefficients: [Double] = []

    func coefficient(_ symbol: Int) -> Double {
      symbol < coefficients.count ? coefficients[symbol] : 0
    }
  }

  /// In the order they were made; a level stays once made (an empty one weighs nothing).
  private var levels: [Level] = []
  /// Indices of `levels`, highest priority first.
  private var order: [Int] = []
  /// Symbols whose coefficients changed since `enteringSymbol` last looked at them.
  private var changed: [Int] = []
  private var isChanged: [Bool] = []
  /// While a call runs: each write's previous value, and the levels as they were.
  private var log: [(level: Int, symbol: Int, old: Double)] = []
  private var logging = false
  private var savedLevelCount = 0
  private var savedOrder: [Int] = []

  /// The index in `levels` of `priority`'s level, made if there is none.
  mutating func level(for priority: Double) -> Int {
    var low = 0
    var high = order.count
    while low < high {
      let middle = (low + high) / 2
      let value = levels[order[middle]].priority
      if value == priority { return order[middle] }
      if value > priority { low = middle + 1 } else { high = middle }
    }
    levels.append(Level(priority: priority))
    order.insert(levels.count - 1, at: low)
    return levels.count - 1
  }

  /// Adds `value` to a coefficient; a sum near zero is zero.
  private mutating func add(_ value: Double, to symbol: Int, level: Int) {
    if levels[level].coefficients.count <= symbol {
      levels[level].coefficients.append(
        contentsOf: repeatElement(0, count: symbol + 1 - levels[level].coefficients.count))
    }
    let old = levels[level].coefficients[symbol]
    let sum = old + value
    levels[level].coefficients[symbol] = nearZero(sum) ? 0 : sum
    if logging { log.append((level, symbol, old)) }
    if isChanged.count <= symbol {
      isChanged.append(contentsOf: repeatElement(false, count: symbol + 1 - isChanged.count))
    }
    if !isChanged[symbol] {
      isChanged[symbol] = true
      changed.append(symbol)
    }
  }

  mutating func add(_ symbol: Int, _ coefficient: Double, priority: Double) {
    add(coefficient, to: symbol, level: level(for: priority))
  }

  mutating func add(_ row: Row, times factor: Double, priority: Double) {
    let level = level(for: priority)
    for cell in row.cells { add(cell.coefficient * factor, to: cell.symbol, level: level) }
  }

  /// Replaces `symbol` by `row`'s expression of it at every level.
  mutating func substitute(_ symbol: Int, _ row: Row) {
    for level in levels.indices {
      let coefficient = levels[level].coefficient(symbol)
      guard coefficient != 0 else { continue }
      add(-coefficient, to: symbol, level: level)
      for cell in row.cells { add(cell.coefficient * coefficient, to: cell.symbol, level: level) }
    }
  }

  mutating func remove(_ symbol: Int) {
    for level in levels.indices where levels[level].coefficient(symbol) != 0 {
      add(-levels[level].coefficient(symbol), to: symbol, level: level)
    }
  }

  /// Whether `symbol` has a coefficient at some level: a symbol that has none can move without
  /// changing the objective.
  func mentions(_ symbol: Int) -> Bool {
    levels.contains { $0.coefficient(symbol) != 0 }
  }

  /// Whether `symbol`'s reduced cost is lexicographically negative.
  func isNegative(_ symbol: Int) -> Bool { sign(symbol) < 0 }

  /// The sign of `symbol`'s reduced cost: of its coefficient at the highest level that has one.
  private func sign(_ symbol: Int) -> Double {
    for level in order {
      let coefficient = levels[level].coefficient(symbol)
      if coefficient != 0 { return coefficient }
    }
    return 0
  }

  /// The lowest symbol whose reduced cost is lexicographically negative and that `eligible`
  /// allows: the entering symbol by Bland's rule, which cannot cycle. Only changed symbols are
  /// looked at; those found not negative are forgotten until they change again.
  mutating func enteringSymbol(_ eligible: (Int) -> Bool) -> Int? {
    var lowest: Int?
    var index = 0
    while index < changed.count {
      let symbol = changed[index]
      if sign(symbol) < 0 && eligible(symbol) {
        if symbol < lowest ?? Int.max { lowest = symbol }
        index += 1
      } else {
        isChanged[symbol] = false
        changed.swapAt(index, changed.count - 1)
        changed.removeLast()
      }
    }
    return lowest
  }

  /// Whether `lhs / lhsDivisor` is lexicographically smaller than `rhs / rhsDivisor` (the dual
  /// simplex's ratio), comparing levels with a relative tolerance so that rounding at a higher
  /// level does not decide what a lower level should.
  func ratio(_ lhs: Int, _ lhsDivisor: Double, isLessThan rhs: Int, _ rhsDivisor: Double)
    -> Bool
  {
    for level in order {
      let left = levels[level].coefficient(lhs) / lhsDivisor
      let right = levels[level].coefficient(rhs) / rhsDivisor
      let scale = max(1, abs(left), abs(right))
      if abs(left - right) > epsilon * scale { return left < right }
    }
    return false
  }

  /// Starts logging writes for a call that may be undone.
  mutating func begin() {
    logging = true
    log.removeAll(keepingCapacity: true)
    savedLevelCount = levels.count
    savedOrder = order
  }

  /// Keeps the call's writes.
  mutating func commit() {
    logging = false
    log.removeAll(keepingCapacity: true)
  }

  /// Undoes the call's writes and forgets symbols from `symbolCount` on, which the call made.
  mutating func rollBack(symbolCount: Int) {
    logging = false
    for (level, symbol, old) in log.reversed() { levels[level].coefficients[symbol] = old }
    log.removeAll(keepingCapacity: true)
    levels.removeSubrange(savedLevelCount...)
    order = savedOrder
    var index = 0
    while index < changed.count {
      if changed[index] >= symbolCount {
        isChanged[changed[index]] = false
        changed.swapAt(index, changed.count - 1)
        changed.removeLast()
      } else {
        index += 1
      }
    }
  }
}
