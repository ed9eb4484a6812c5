/// What one call to the solver changed, so that a call that fails (a required constraint that
/// cannot hold, arithmetic that overflowed) puts everything back and the solver is exactly as it
/// was: the rows it replaced and how many symbols there were (the objective logs its own writes).
///
/// Only the first change of a row in a call is kept, by the call's stamp, so the journal is as
/// long as the number of rows the call touched.
struct Journal: Sendable {
  var active = false
  var stamp: UInt32 = 0
  /// By symbol number: the stamp of the last call that saved the symbol's row.
  var saved: [UInt32] = []
  /// The rows as they were before the call, by basic symbol (nil: the symbol was not basic).
  var rows: [(symbol: Int, row: Row?)] = []
  var symbolCount = 0
  /// How many variables were defined (Presolve.swift) before the call.
  var definitionCount = 0
  /// Set when a row got a NaN or infinite number.
  var overflowed = false
}

extension Solver {
  /// Runs `body` as one call: on success its changes stay, on a throw they are undone.
  mutating func transaction<Result>(_ body: (inout Solver) throws(SolverError) -> Result)
    throws(SolverError) -> Result
  {
    journal.active = true
    journal.stamp &+= 1
    if journal.stamp == 0 {
      // The stamp wrapped: forget every earlier stamp.
      for index in journal.saved.indices { journal.saved[index] = 0 }
      journal.stamp = 1
    }
    journal.rows.removeAll(keepingCapacity: true)
    journal.symbolCount = kinds.count
    journal.definitionCount = definedVariables.count
    objective.begin()
    journal.overflowed = false
    do throws(SolverError) {
      let result = try body(&self)
      guard !journal.overflowed else { throw SolverError.numericalFailure }
      journal.active = false
      journal.rows.removeAll(keepingCapacity: true)
      objective.commit()
      clearInfeasible()
      return result
    } catch {
      rollBack()
      throw error
    }
  }

  /// Puts back the rows, the objective and the symbol count saved since the call began.
  private mutating func rollBack() {
    journal.active = false
    for (symbol, row) in journal.rows.reversed() { setRow(symbol, row) }
    journal.rows.removeAll(keepingCapacity: true)
    objective.rollBack(symbolCount: journal.symbolCount)
    artificial = nil
    clearInfeasible()
    while definedVariables.count > journal.definitionCount {
      definitions[definedVariables.removeLast()] = nil
    }
    let count = journal.symbolCount
    kinds.removeSubrange(count...)
    rows.removeSubrange(count...)
    columns.removeSubrange(count...)
    queued.removeSubrange(count...)
    journal.saved.removeSubrange(count...)
  }

  /// Sets or clears `symbol`'s row, keeping the columns (and the journal) in step.
  mutating func setRow(_ symbol: Int, _ new: Row?) {
    if journal.active && journal.saved[symbol] != journal.stamp {
      journal.saved[symbol] = journal.stamp
      journal.rows.append((symbol, rows[symbol]))
    }
    let old = rows[symbol]?.cells ?? []
    rows[symbol] = new
    let cells = new?.cells ?? []
    // Both lists are sorted: one merge finds the symbols that left the row and those that came.
    var before = 0
    var after = 0
    while before < old.count || after < cells.count {
      if after == cells.count || (before < old.count && old[before].symbol < cells[after].symbol) {
        removeFromColumn(old[before].symbol, symbol)
        before += 1
      } else if before == old.count || cells[after].symbol < old[before].symbol {
        insertIntoColumn(cells[after].symbol, symbol)
        after += 1
      } else {
        before += 1
        after += 1
      }
    }
    if let new, journal.active, !new.isFinite { journal.overflowed = true }
  }

  private mutating func insertIntoColumn(_ symbol: Int, _ basic: Int) {
    let index = columnPosition(symbol, basic)
    columns[symbol].insert(basic, at: index)
  }

  private mutating func removeFromColumn(_ symbol: Int, _ basic: Int) {
    let index = columnPosition(symbol, basic)
    if index < columns[symbol].count && columns[symbol][index] == basic {
      columns[symbol].remove(at: index)
    }
  }

  private func columnPosition(_ symbol: Int, _ basic: Int) -> Int {
    let column = columns[symbol]
    var low = 0
    var high = column.count
    while low < high {
      let middle = (low + high) / 2
      if column[middle] < basic { low = middle + 1 } else { high = middle }
    }
    return low
  }

  mutating func newSymbol(_ kind: SymbolKind) -> Int {
    kinds.append(kind)
    rows.append(nil)
    columns.append([])
    queued.append(false)
    journal.saved.append(0)
    return kinds.count - 1
  }
}
