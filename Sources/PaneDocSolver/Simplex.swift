/// The tableau's operations, as the Cassowary paper gives them and Kiwi organises them: adding a
/// constraint's row, removing one by its marker, the primal simplex that keeps the objective
/// minimal, and the dual simplex that restores feasibility after a suggested value moved.
extension Solver {
  /// Adds a constraint's row (in a transaction) and returns what it added.
  mutating func insert(_ constraint: Constraint) throws(SolverError) -> Tag {
    var (row, tag) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject >= 0 && kinds[subject] == .external && row.isFinite
      && define(constraint, subject: subject, tag: tag)
    {
      // The row stays out of the tableau (Presolve.swift); no other row holds the variable, so
      // solving for it would change nothing else.
      return tag
    }
    if subject < 0 && row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
      // Nothing to solve for: the row restates required equalities. It holds only if its
      // constant is zero, and then the marker stands for the redundancy.
      guard nearZero(row.constant) else { throw .unsatisfiable }
      subject = tag.marker
    }
    if subject < 0 {
      guard try addWithArtificialVariable(row) else { throw .unsatisfiable }
    } else {
      row.solve(for: subject)
      substitute(subject, row)
      setRow(subject, row)
    }
    try optimize()
    try dualOptimize()
    return tag
  }

  /// Removes the constraint `tag` describes (in a transaction): its errors leave the objective,
  /// and its marker's row leaves the tableau, pivoted in first if the marker is not basic.
  mutating func delete(_ tag: Tag) throws(SolverError) {
    if tag.priority < 1000 {
      for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[symbol] == .error {
        if let row = rows[symbol] {
          objective.add(row, times: -1, priority: tag.priority)
        } else {
          objective.add(symbol, -1, priority: tag.priority)
        }
      }
    }
    if rows[tag.marker] != nil {
      setRow(tag.marker, nil)
    } else if let leaving = markerLeavingRow(tag.marker), var row = rows[leaving] {
      setRow(leaving, nil)
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, row)
    }
    // A marker no row holds (rounding dropped its last coefficient) leaves nothing to take out.
    try optimize()
    try dualOptimize()
  }

  /// The row of `lhs − rhs relation 0` with the constraint's slack, errors or dummy, in terms of
  /// the current parametric symbols; its constant made ≥ 0.
  private mutating func makeRow(_ constraint: Constraint) -> (Row, Tag) {
    let expression = constraint.expression
    var row = Row(constant: expression.constant)
    if !definedVariables.isEmpty
      && expression.terms.contains(where: { definitions[$0.variable.index] != nil })
    {
      row = expandedRow(
        expression.terms.lazy.filter { !nearZero($0.coefficient) }.map {
          ($0.variable.index, $0.coefficient)
        }, constant: expression.constant)
    } else {
      for term in expression.terms where !nearZero(term.coefficient) {
        let symbol = variableSymbols[term.variable.index]
        if let basic = rows[symbol] {
          row.add(basic, times: term.coefficient)
        } else {
          row.add(symbol, term.coefficient)
        }
      }
    }
    let priority = constraint.priority.value
    let required = constraint.priority.isRequired
    var tag = Tag(marker: -1, other: -1, priority: priority)
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expression + slack = 0 for ≤, expression − slack = 0 for ≥; an error lets it give.
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      tag.marker = newSymbol(.slack)
      row.add(tag.marker, sign)
      if !required {
        tag.other = newSymbol(.error)
        row.add(tag.other, -sign)
        objective.add(tag.other, 1, priority: priority)
      }
    case .equal:
      if required {
        tag.marker = newSymbol(.dummy)
        row.add(tag.marker, 1)
      } else {
        // expression = plus − minus: two errors, each ≥ 0.
        tag.marker = newSymbol(.error)
        tag.other = newSymbol(.error)
        row.add(tag.marker, -1)
        row.add(tag.other, 1)
        objective.add(tag.marker, 1, priority: priority)
        objective.add(tag.other, 1, priority: priority)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol to solve a new row for: its lowest external symbol, else the constraint's own
  /// slack or error if its coefficient is negative (so that its value, the constant divided by
  /// minus the coefficient, is ≥ 0); -1 if neither.
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
    if let external = row.cells.first(where: { kinds[$0.symbol] == .external }) {
      return external.symbol
    }
    for symbol in [tag.marker, tag.other]
    where symbol >= 0 && kinds[symbol].isPivotable && row.coefficient(for: symbol) < 0 {
      return symbol
    }
    return -1
  }

  /// Adds a row that has no subject through a temporary artificial variable: minimising it finds
  /// a feasible solution in which the row holds, if there is one. Returns whether there is.
  private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
    let art = newSymbol(.slack)
    setRow(art, row)
    artificial = row
    try optimize()
    let success = nearZero(artificial?.constant ?? 0)
    artificial = nil
    if var basic = rows[art] {
      setRow(art, nil)
      if basic.cells.isEmpty { return success }
      guard let entering = basic.cells.first(where: { kinds[$0.symbol].isPivotable }) else {
        return false
      }
      basic.solve(for: art, entering.symbol)
      substitute(entering.symbol, basic)
      setRow(entering.symbol, basic)
    }
    let holding = columns[art]
    columns[art] = []
    for basic in holding {
      var row = rows[basic]!
      row.remove(art)
      setRow(basic, row)
    }
    objective.remove(art)
    return success
  }

  /// Replaces `symbol` by `row` in every row that holds it and in the objectives; a restricted
  /// row that turns negative is listed for the dual simplex.
  mutating func substitute(_ symbol: Int, _ row: Row) {
    // No row holds `symbol` afterwards: its column is taken whole rather than emptied one row at
    // a time, which would copy the list the loop walks at every row.
    let targets = columns[symbol]
    columns[symbol] = []
    for basic in targets {
      var target = rows[basic]!
      target.substitute(symbol, row)
      setRow(basic, target)
      if kinds[basic].isRestricted && target.constant < 0 { queueInfeasible(basic) }
    }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  /// Pivots `entering` into the basis in place of `leaving`.
  private mutating func pivot(entering: Int, leaving: Int) {
    var row = rows[leaving]!
    setRow(leaving, nil)
    row.solve(for: leaving, entering)
    substitute(entering, row)
    setRow(entering, row)
  }

  /// A bound on pivots in one call, far above what Bland's rule needs on real systems: if
  /// rounding ever made the simplex cycle, the call fails instead of hanging.
  private var pivotLimit: Int { 10_000 + 50 * kinds.count }

  /// The primal simplex: minimises the artificial objective while there is one, else the
  /// objective, lexicographically. Entering: the lowest symbol with a negative reduced cost;
  /// leaving: the restricted row that limits it first, the lowest symbol among ties (Bland).
  mutating func optimize() throws(SolverError) {
    for _ in 0..<pivotLimit {
      let entering: Int?
      if let artificial {
        entering =
          artificial.cells.first {
            $0.coefficient < 0 && kinds[$0.symbol].isPivotable
          }?.symbol
      } else {
        entering = objective.enteringSymbol { kinds[$0].isPivotable }
      }
      guard let entering else { return }
      var leaving = -1
      var best = Double.greatestFiniteMagnitude
      for basic in columns[entering] where kinds[basic].isRestricted {
        let row = rows[basic]!
        let coefficient = row.coefficient(for: entering)
        if coefficient < 0 {
          let ratio = -row.constant / coefficient
          if ratio < best {
            best = ratio
            leaving = basic
          }
        }
      }
      // The objective is a sum of errors ≥ 0 and cannot fall without bound.
      guard leaving >= 0 else { throw .numericalFailure }
      pivot(entering: entering, leaving: leaving)
    }
    throw .numericalFailure
  }

  /// The dual simplex: while a restricted row is negative, pivots it out for the symbol whose
  /// reduced cost over its coefficient is lexicographically smallest, which keeps the objective
  /// optimal. Rows are taken lowest symbol first.
  mutating func dualOptimize() throws(SolverError) {
    for _ in 0..<pivotLimit {
      guard let leaving = takeInfeasible() else { return }
      guard let row = rows[leaving], row.constant < 0, !nearZero(row.constant) else { continue }
      var entering = -1
      var divisor = 0.0
      for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol].isPivotable {
        if entering < 0
          || objective.ratio(cell.symbol, cell.coefficient, isLessThan: entering, divisor)
        {
          entering = cell.symbol
          divisor = cell.coefficient
        }
      }
      // Only a required constraint could make a row infeasible for good, and edits are never
      // required.
      guard entering >= 0 else { throw .numericalFailure }
      pivot(entering: entering, leaving: leaving)
    }
    throw .numericalFailure
  }

  /// Moves an edit's constraint by `delta`, as if its positive error grew by `delta`: the row
  /// of whichever error is basic, or every row that holds the marker, shifts.
  mutating func shiftEdit(_ tag: Tag, by delta: Double) {
    if rows[tag.marker] != nil {
      shiftConstant(of: tag.marker, by: -delta)
    } else if rows[tag.other] != nil {
      shiftConstant(of: tag.other, by: delta)
    } else {
      for basic in columns[tag.marker] {
        shiftConstant(of: basic, by: delta * rows[basic]!.coefficient(for: tag.marker))
      }
    }
  }

  /// Adds `delta` to a row's constant, listing the row for the dual simplex if it turns
  /// negative. Its cells stay, so its columns do too.
  private mutating func shiftConstant(of basic: Int, by delta: Double) {
    if journal.saved[basic] != journal.stamp {
      journal.saved[basic] = journal.stamp
      journal.rows.append((basic, rows[basic]))
    }
    rows[basic]!.constant += delta
    let constant = rows[basic]!.constant
    if !constant.isFinite { journal.overflowed = true }
    if kinds[basic].isRestricted && constant < 0 { queueInfeasible(basic) }
  }

  /// Of the rows that hold `marker`, the one to pivot it out of when its constraint goes: a
  /// restricted row with a negative coefficient and the smallest ratio, else one with a positive
  /// coefficient and the smallest ratio, else an unrestricted one (the paper's rule).
  private func markerLeavingRow(_ marker: Int) -> Int? {
    var first: Int?
    var second: Int?
    var third: Int?
    var firstRatio = Double.greatestFiniteMagnitude
    var secondRatio = Double.greatestFiniteMagnitude
    for basic in columns[marker] {
      let row = rows[basic]!
      let coefficient = row.coefficient(for: marker)
      if !kinds[basic].isRestricted {
        third = third ?? basic
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < firstRatio {
          firstRatio = ratio
          first = basic
        }
      } else {
        let ratio = row.constant / coefficient
        if ratio < secondRatio {
          secondRatio = ratio
          second = basic
        }
      }
    }
    return first ?? second ?? third
  }

  private mutating func queueInfeasible(_ symbol: Int) {
    guard !queued[symbol] else { return }
    queued[symbol] = true
    infeasible.append(symbol)
  }

  /// The lowest listed symbol, taken off the list.
  private mutating func takeInfeasible() -> Int? {
    guard var lowest = infeasible.indices.first else { return nil }
    for index in infeasible.indices where infeasible[index] < infeasible[lowest] {
      lowest = index
    }
    let symbol = infeasible[lowest]
    infeasible.swapAt(lowest, infeasible.count - 1)
    infeasible.removeLast()
    queued[symbol] = false
    return symbol
  }

  mutating func clearInfeasible() {
    for symbol in infeasible where symbol < queued.count { queued[symbol] = false }
    infeasible.removeAll(keepingCapacity: true)
  }
}
