/// Values closer to zero than this are zero: sums that cancel leave a row, and a pivot never
/// divides by a coefficient this small (the tolerance Kiwi uses).
let epsilon = 1.0e-8

func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// One coefficient of a row.
struct Cell: Sendable {
  var symbol: Int
  var coefficient: Double
}

/// A tableau row, `basic = constant + Σ coefficient · symbol`, or before it is solved for a
/// symbol, `0 = constant + Σ coefficient · symbol`.
///
/// Cells are kept sorted by symbol, so that every walk over a row (the choice of an entering
/// symbol above all) goes in the same order on every run, and two rows merge in one pass.
struct Row: Sendable {
  var constant: Double
  var cells: [Cell]

  init(constant: Double, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// Where `symbol`'s cell is, or where it would be inserted.
  func position(of symbol: Int) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) / 2
      let value = cells[middle].symbol
      if value == symbol { return (middle, true) }
      if value < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  func coefficient(for symbol: Int) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Adds `coefficient · symbol`, dropping the cell if the sum is near zero.
  mutating func add(_ symbol: Int, _ coefficient: Double) {
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
    } else if !nearZero(coefficient) {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    }
  }

  /// Adds `factor · other`, constant included, in one merge of the two sorted rows.
  mutating func add(_ other: Row, times factor: Double) {
    constant += other.constant * factor
    guard !other.cells.isEmpty else { return }
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var mine = 0
    var theirs = 0
    while mine < cells.count || theirs < other.cells.count {
      let cell: Cell
      if theirs == other.cells.count
        || (mine < cells.count && cells[mine].symbol < other.cells[theirs].symbol)
      {
        merged.append(cells[mine])
        mine += 1
        continue
      } else if mine == cells.count || other.cells[theirs].symbol < cells[mine].symbol {
        cell = Cell(
          symbol: other.cells[theirs].symbol,
          coefficient: other.cells[theirs].coefficient * factor)
        theirs += 1
      } else {
        cell = Cell(
          symbol: cells[mine].symbol,
          coefficient: cells[mine].coefficient + other.cells[theirs].coefficient * factor)
        mine += 1
        theirs += 1
      }
      if !nearZero(cell.coefficient) { merged.append(cell) }
    }
    cells = merged
  }

  /// Removes `symbol`'s cell and returns its coefficient (0 if it had none).
  @discardableResult
  mutating func remove(_ symbol: Int) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Turns `0 = … + c · symbol + …` into `symbol = …`: the cell is removed and the rest divided
  /// by `−c`. The caller has checked that the row holds `symbol`.
  mutating func solve(for symbol: Int) {
    let factor = -1 / remove(symbol)
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Turns `lhs = … + c · rhs + …` into `rhs = …`.
  mutating func solve(for lhs: Int, _ rhs: Int) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row`'s expression of it; returns whether the row held `symbol`.
  @discardableResult
  mutating func substitute(_ symbol: Int, _ row: Row) -> Bool {
    let coefficient = remove(symbol)
    guard coefficient != 0 else { return false }
    add(row, times: coefficient)
    return true
  }

  /// Whether the constant and every coefficient is a finite number.
  var isFinite: Bool {
    constant.isFinite && cells.allSatisfy { $0.coefficient.isFinite }
  }
}
