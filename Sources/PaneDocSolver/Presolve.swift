/// Required equalities that define a variable nothing named before, kept out of the tableau.
///
/// When a required equality is added, the tableau solves its row for the row's lowest external
/// symbol. If that symbol is a variable no constraint has named yet, its row would only ever be
/// rewritten: an external row never limits a pivot, never leaves in the dual simplex and is
/// never in the objective, yet every pivot of a symbol it holds rewrites it. A chain of views,
/// each pinned to the one before it, makes hundreds of such rows, each holding a symbol of every
/// view before it, and rewriting them is what made the cost grow with the cube of the chain's
/// length. So the solver keeps the equation instead, as the variable's definition in terms of
/// other variables, and expands it wherever the tableau would have read the row: in a later
/// constraint's row, in `value(of:)` and in `isDetermined(_:)`. The tableau holds every other
/// row exactly as before, and makes the same choices, since the rows left out never decide one.
/// The definition keeps the equation's dummy, so that removing a constraint can put the rows
/// back (`materializeDefinitions`) and go on as the plain tableau does.
struct Definition: Sendable {
  /// The other variables of the equation (by number) and their coefficients, in its order.
  var equation: [(variable: Int, coefficient: Double)]
  /// The equation's constant.
  var equationConstant: Double
  /// What the equation is multiplied by to give the variable: −1 over its coefficient.
  var factor: Double
  /// The variables it is a sum of and their coefficients (the equation's times `factor`).
  var terms: [(variable: Int, coefficient: Double)]
  /// The equation's dummy and its coefficient in the solved row.
  var dummy: Int
  var dummyCoefficient: Double
  /// Its place among the definitions: a definition names only variables defined before it or
  /// never defined, so expanding the later ones first reaches each variable once.
  var order: Int
}

extension Solver {
  /// Keeps a required equality whose row the tableau would solve for `subject` as that variable's
  /// definition, when nothing named the variable before; returns whether it did. `tag` holds the
  /// equation's dummy, made as the tableau makes it, so that symbols are numbered alike.
  mutating func define(_ constraint: Constraint, subject: Int, tag: Tag) -> Bool {
    guard presolving, constraint.relation == .equal, constraint.priority.isRequired,
      let variable = constraint.expression.terms.first(where: {
        variableSymbols[$0.variable.index] == subject
      })?.variable.index,
      !named[variable]
    else { return false }
    let terms = constraint.expression.terms.filter { !nearZero($0.coefficient) }
    // `variable = −(rest) / c`, with c its coefficient summed as a row sums it.
    var coefficient = 0.0
    for term in terms where term.variable.index == variable { coefficient += term.coefficient }
    let factor = -1 / coefficient
    let equation = terms.compactMap { term in
      term.variable.index == variable ? nil : (term.variable.index, term.coefficient)
    }
    let definition = Definition(
      equation: equation, equationConstant: constraint.expression.constant, factor: factor,
      terms: equation.map { ($0.0, $0.1 * factor) }, dummy: tag.marker,
      dummyCoefficient: factor, order: definedVariables.count)
    // Numbers out of range go to the tableau, which refuses them as it always has.
    guard factor.isFinite, definition.terms.allSatisfy({ $0.coefficient.isFinite }) else {
      return false
    }
    definitions[variable] = definition
    definedVariables.append(variable)
    return true
  }

  /// `Σ coefficient · variable` with every definition expanded, as variables none of which is
  /// defined: their coefficients by variable number, and the dummies the definitions added.
  func expandedVariables(_ terms: some Sequence<(Int, Double)>) -> (
    variables: [(Int, Double)], dummies: [(Int, Double)]
  ) {
    // The dictionaries are only read and written by key; the order comes from sorted arrays.
    var coefficients: [Int: Double] = [:]
    var reached: [Int] = []
    var pending: [Int] = []
    for (variable, coefficient) in terms {
      if coefficients[variable] == nil {
        reached.append(variable)
        if definitions[variable] != nil { pending.append(variable) }
      }
      coefficients[variable, default: 0] += coefficient
    }
    var defined: [Int] = []
    while let variable = pending.popLast() {
      defined.append(variable)
      for term in definitions[variable]!.terms where coefficients[term.variable] == nil {
        coefficients[term.variable] = 0
        reached.append(term.variable)
        if definitions[term.variable] != nil { pending.append(term.variable) }
      }
    }
    // A definition names only earlier ones: the latest first reaches each with its whole
    // coefficient.
    defined.sort { definitions[$0]!.order > definitions[$1]!.order }
    var dummies: [(Int, Double)] = []
    for variable in defined {
      let definition = definitions[variable]!
      let factor = coefficients[variable]!
      coefficients[variable] = 0
      guard factor != 0 else { continue }
      dummies.append((definition.dummy, factor * definition.dummyCoefficient))
      for term in definition.terms {
        coefficients[term.variable]! += factor * term.coefficient
      }
    }
    let variables = reached.filter { definitions[$0] == nil }.sorted().compactMap {
      variable -> (Int, Double)? in
      let coefficient = coefficients[variable]!
      return nearZero(coefficient) ? nil : (variable, coefficient)
    }
    return (variables, dummies)
  }

  /// The tableau's row of `Σ coefficient · variable + constant`: each basic variable replaced by
  /// its row, each defined one by its definition. The constant is summed as the tableau sums it,
  /// the terms' values in the terms' order.
  func expandedRow(_ terms: some Collection<(Int, Double)>, constant: Double) -> Row {
    let expanded = expandedVariables(terms)
    var values: [Int: Double] = [:]
    var sum = constant
    for (variable, coefficient) in terms {
      sum += coefficient * value(variable, memo: &values)
    }
    var sums: [Int: Double] = [:]
    var symbols: [Int] = []
    func add(_ symbol: Int, _ coefficient: Double) {
      if sums[symbol] == nil { symbols.append(symbol) }
      sums[symbol, default: 0] += coefficient
    }
    var row = Row(constant: sum)
    for (variable, coefficient) in expanded.variables {
      let symbol = variableSymbols[variable]
      if let basic = rows[symbol] {
        for cell in basic.cells { add(cell.symbol, cell.coefficient * coefficient) }
      } else {
        add(symbol, coefficient)
      }
    }
    for (dummy, coefficient) in expanded.dummies { add(dummy, coefficient) }
    symbols.sort()
    row.cells = symbols.compactMap { symbol in
      let coefficient = sums[symbol]!
      return nearZero(coefficient) ? nil : Cell(symbol: symbol, coefficient: coefficient)
    }
    return row
  }

  /// A variable's value: its row's constant, 0 if it has none, or for a defined variable its
  /// equation's value summed as the tableau sums a new row (the equation's constant, then each
  /// term in order) and multiplied by the factor. `memo` keeps the defined ones already summed.
  func value(_ variable: Int, memo: inout [Int: Double]) -> Double {
    guard definitions[variable] != nil else {
      return rows[variableSymbols[variable]]?.constant ?? 0
    }
    // Depth first without recursion: a chain of definitions may be thousands long.
    var pending = [variable]
    while let top = pending.last {
      if memo[top] != nil {
        pending.removeLast()
        continue
      }
      let definition = definitions[top]!
      let missing = definition.equation.filter {
        definitions[$0.variable] != nil && memo[$0.variable] == nil
      }
      if !missing.isEmpty {
        pending += missing.map(\.variable)
        continue
      }
      var sum = definition.equationConstant
      for term in definition.equation {
        let value =
          definitions[term.variable] != nil
          ? memo[term.variable]! : rows[variableSymbols[term.variable]]?.constant ?? 0
        sum += value * term.coefficient
      }
      memo[top] = sum * definition.factor
      pending.removeLast()
    }
    return memo[variable]!
  }

  /// Puts every definition's row into the tableau, earliest first, as the tableau would hold it
  /// had it solved the equation itself; the caller forgets the definitions once its call holds.
  mutating func materializeDefinitions() {
    for variable in definedVariables {
      let row = expandedRow(CollectionOfOne((variable, 1.0)), constant: 0)
      setRow(variableSymbols[variable], row)
    }
  }

  /// Forgets the definitions after `materializeDefinitions`.
  mutating func forgetDefinitions() {
    for variable in definedVariables { definitions[variable] = nil }
    definedVariables.removeAll()
  }
}
