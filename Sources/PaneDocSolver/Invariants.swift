/// The tableau's invariants, checked by the tests after every call: a broken one is a bug even
/// when the values happen to come out right.
extension Solver {
  /// A sentence for every invariant that does not hold; empty when all do.
  func invariantViolations() -> [String] {
    var found: [String] = []
    for (basic, row) in rows.enumerated() {
      guard let row else { continue }
      if kinds[basic].isRestricted && row.constant < -epsilon {
        found.append("row \(basic) is infeasible: \(row.constant)")
      }
      if objective.mentions(basic) { found.append("the objective holds basic symbol \(basic)") }
      for cell in row.cells {
        if rows[cell.symbol] != nil { found.append("row \(basic) holds basic \(cell.symbol)") }
        if kinds[basic].isRestricted && kinds[cell.symbol] == .external {
          found.append("restricted row \(basic) holds external \(cell.symbol)")
        }
        if !columns[cell.symbol].contains(basic) {
          found.append("column \(cell.symbol) misses row \(basic)")
        }
      }
    }
    for (symbol, column) in columns.enumerated() {
      if column != column.sorted() { found.append("column \(symbol) is not sorted") }
      for basic in column where rows[basic]?.coefficient(for: symbol) ?? 0 == 0 {
        found.append("column \(symbol) lists row \(basic), which does not hold it")
      }
    }
    for symbol in kinds.indices
    where kinds[symbol].isPivotable && rows[symbol] == nil && objective.isNegative(symbol) {
      found.append("the objective is not optimal: symbol \(symbol) would improve it")
    }
    for variable in definedVariables {
      let symbol = variableSymbols[variable]
      if rows[symbol] != nil || !columns[symbol].isEmpty || objective.mentions(symbol) {
        found.append("defined variable \(variable) is in the tableau")
      }
      let order = definitions[variable]!.order
      if definitions[variable]!.terms.contains(where: {
        (definitions[$0.variable]?.order ?? -1) >= order
      }) {
        found.append("the definition of \(variable) names a later one")
      }
    }
    if artificial != nil || !infeasible.isEmpty { found.append("a call left work behind") }
    return found
  }
}
