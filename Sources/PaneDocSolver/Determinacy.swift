/// Whether a variable has one value in every optimal solution: what Auto Layout calls an
/// unambiguous layout.
///
/// At the optimum the tableau says `variable = constant + Σ a·symbol` over the parametric
/// symbols, all 0 now. The optimal solutions are those in which every symbol the objective still
/// weighs (a positive reduced cost) stays 0 and the rows stay feasible. So the variable can move
/// only through a parametric symbol that is
/// - external: a variable nothing pins; it moves freely, so the variable is not determined;
/// - a slack or error the objective does not weigh: it may grow from 0 — unless rows already at
///   0 (degenerate ones) forbid every such move. Whether one is allowed is a small linear program
///   over those rows, a cone through the current solution, solved here with the same pivots;
/// - a dummy (a required equality's marker): always 0, it never moves.
/// Suggested values count as given: an edit's errors are weighed by the objective.
extension Solver {
  public func isDetermined(_ variable: Variable) -> Bool {
    guard variable.index >= 0, variable.index < variableSymbols.count else { return false }
    let row: Row
    if definitions[variable.index] != nil {
      row = expandedRow(CollectionOfOne((variable.index, 1.0)), constant: 0)
    } else if let basic = rows[variableSymbols[variable.index]] {
      row = basic
    } else {
      return false
    }
    var free = Row(constant: 0)
    for cell in row.cells {
      switch kinds[cell.symbol] {
      case .external: return false
      case .dummy: continue
      case .slack, .error:
        if !objective.mentions(cell.symbol) { free.cells.append(cell) }
      }
    }
    guard !free.cells.isEmpty else { return true }
    let cone = degenerateRows(around: free)
    var down = free
    down.reverseSign()
    return !Self.coneIsUnbounded(cone, minimizing: free)
      && !Self.coneIsUnbounded(cone, minimizing: down)
  }

  /// The restricted rows at 0 that a move of `free`'s symbols reaches, directly or through other
  /// symbols the objective does not weigh, keeping only the cells of such symbols (the others
  /// stay 0), sorted by basic symbol.
  private func degenerateRows(around free: Row) -> [(basic: Int, row: Row)] {
    // The sets only answer membership; the order comes from the arrays beside them.
    var movable = Set(free.cells.map(\.symbol))
    var pending = free.cells.map(\.symbol)
    var taken: Set<Int> = []
    var found: [Int] = []
    while let symbol = pending.popLast() {
      for basic in columns[symbol]
      where kinds[basic].isRestricted && !taken.contains(basic)
        && nearZero(rows[basic]!.constant)
      {
        taken.insert(basic)
        found.append(basic)
        for cell in rows[basic]!.cells
        where kinds[cell.symbol].isPivotable && !movable.contains(cell.symbol)
          && !objective.mentions(cell.symbol)
        {
          movable.insert(cell.symbol)
          pending.append(cell.symbol)
        }
      }
    }
    return found.sorted().map { basic in
      var row = Row(constant: 0)
      row.cells = rows[basic]!.cells.filter { movable.contains($0.symbol) }
      return (basic, row)
    }
  }

  /// Whether `objective` (all its symbols ≥ 0) can fall below 0 on the cone where every row's
  /// basic symbol stays ≥ 0: the primal simplex with Bland's rule from the origin, where every
  /// pivot is degenerate; an entering symbol that no row limits is a direction of descent.
  private static func coneIsUnbounded(_ rows: [(basic: Int, row: Row)], minimizing: Row)
    -> Bool
  {
    var rows = rows
    var objective = minimizing
    for _ in 0..<(1000 + 10 * rows.count) {
      guard let entering = objective.cells.first(where: { $0.coefficient < 0 })?.symbol else {
        return false
      }
      guard
        let leaving = rows.indices.filter({ rows[$0].row.coefficient(for: entering) < 0 })
          .min(by: { rows[$0].basic < rows[$1].basic })
      else { return true }
      var row = rows[leaving].row
      row.solve(for: rows[leaving].basic, entering)
      rows[leaving] = (entering, row)
      for index in rows.indices where index != leaving {
        rows[index].row.substitute(entering, row)
      }
      objective.substitute(entering, row)
    }
    // Rounding made it cycle: say the variable may move rather than claim it cannot.
    return true
  }
}
