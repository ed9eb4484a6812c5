import Testing

@testable import PaneDocSolver

/// Required equalities that define a fresh variable stay out of the tableau (Presolve.swift),
/// and nothing a caller sees changes: the same bits, the same refusals, the same ambiguity as a
/// solver that keeps every row.
@Suite("Solver presolve")
struct PresolveTests {
  /// Views in rows, the content layout's shapes: each view's leading edge after the one before
  /// it (three terms), widths equal to the neighbour's or a multiple of it, centres at half the
  /// container, bounds and wishes at a few priorities, and now and then a conflict or a
  /// constraint between views far apart. Variables are made as they are needed, as the
  /// benchmark makes them, or all first, as the content layout does.
  static func randomCalls(seed: UInt64, views: Int, madeFirst: Bool, multipliers: [Double])
    -> (Solver, [Variable], [Constraint])
  {
    var generator = SplitMix64(seed: seed)
    var solver = Solver(presolving: true)
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    let container = solver.makeVariable()
    variables.append(container)
    if madeFirst {
      for _ in 0..<views * 2 { variables.append(solver.makeVariable()) }
    }
    constraints.append(Constraint(Expression(container), .greaterThanOrEqual, 100))
    let priorities: [Priority] = [.required, .required, .required, .defaultHigh, .defaultLow]
    for index in 0..<views {
      if !madeFirst { variables += [solver.makeVariable(), solver.makeVariable()] }
      let leading = variables[1 + 2 * index]
      let width = variables[2 + 2 * index]
      let constant = Double(Int.random(in: -40...40, using: &generator)) / 4
      let multiplier = multipliers.randomElement(using: &generator)!
      if index == 0 || Int.random(in: 0..<6, using: &generator) == 0 {
        constraints.append(Constraint(Expression(leading), .equal, constant))
      } else {
        let before = variables[2 * index - 1]
        let beforeWidth = variables[2 * index]
        let priority = priorities.randomElement(using: &generator)!
        constraints.append(
          Constraint(
            Expression(leading), .equal, before + beforeWidth * multiplier + constant,
            priority: priority))
      }
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        constraints.append(Constraint(Expression(width), .equal, container * multiplier - 10))
      case 1:
        let other = variables.randomElement(using: &generator)!
        constraints.append(Constraint(width * multiplier, .equal, other + constant))
      default:
        constraints.append(Constraint(Expression(width), .greaterThanOrEqual, 10))
        constraints.append(
          Constraint(
            Expression(width), .equal, 40 + constant,
            priority: priorities.randomElement(using: &generator)!))
      }
      if Int.random(in: 0..<5, using: &generator) == 0 {
        let other = variables.randomElement(using: &generator)!
        constraints.append(
          Constraint(
            leading + width, .lessThanOrEqual, other * multiplier + 300,
            priority: priorities.randomElement(using: &generator)!))
      }
    }
    let last = variables[variables.count - 2] + variables[variables.count - 1]
    constraints.append(Constraint(last, .lessThanOrEqual, container - 16))
    constraints.append(Constraint(last, .equal, container - 16, priority: Priority(500)))
    return (solver, variables, constraints)
  }

  static func bits(_ solver: Solver, _ variables: [Variable]) -> [UInt64] {
    variables.map { solver.value(of: $0).bitPattern }
  }

  /// Whether two solvers' values agree to 1e-9 (relative to values above 1).
  static func close(_ solver: Solver, _ other: Solver, _ variables: [Variable]) -> Bool {
    variables.allSatisfy { variable in
      let (a, b) = (solver.value(of: variable), other.value(of: variable))
      return abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }
  }

  /// A presolving solver and a plain one take the same calls; after each, `agree` holds of
  /// their values, and their refusals, ambiguity and invariants agree. Returns how many
  /// variables were defined.
  static func compare(
    multipliers: [Double], madeFirst: Bool,
    agree: (Solver, Solver, [Variable]) -> Bool
  ) throws -> Int {
    var defined = 0
    for seed in 0..<UInt64(40) {
      var (solver, variables, constraints) = randomCalls(
        seed: seed, views: 12, madeFirst: madeFirst, multipliers: multipliers)
      var plain = solver
      plain.presolving = false
      var ids: [ConstraintID] = []
      for constraint in constraints {
        let presolved = Result { () throws(SolverError) in try solver.add(constraint) }
        let kept = Result { () throws(SolverError) in try plain.add(constraint) }
        #expect(presolved == kept, "seed \(seed)")
        if case .success(let id) = presolved { ids.append(id) }
        #expect(agree(solver, plain, variables), "seed \(seed)")
        #expect(solver.invariantViolations().isEmpty, "seed \(seed)")
      }
      defined += solver.definedVariables.count
      #expect(variables.map(solver.isDetermined) == variables.map(plain.isDetermined))
      try solver.addEditVariable(variables[0], priority: Priority(999))
      try plain.addEditVariable(variables[0], priority: Priority(999))
      for width in [320.0, 375, 1024, 200, 375] {
        try solver.suggest(variables[0], width)
        try plain.suggest(variables[0], width)
        #expect(agree(solver, plain, variables), "seed \(seed)")
      }
      #expect(variables.map(solver.isDetermined) == variables.map(plain.isDetermined))
      // Removing puts the definitions' rows back; from then on both hold the same tableau.
      var generator = SplitMix64(seed: seed)
      for id in ids.shuffled(using: &generator).prefix(4) {
        try solver.remove(id)
        try plain.remove(id)
        #expect(solver.definedVariables.isEmpty)
        #expect(agree(solver, plain, variables), "seed \(seed)")
        #expect(solver.invariantViolations().isEmpty, "seed \(seed)")
      }
      #expect(variables.map(solver.isDetermined) == variables.map(plain.isDetermined))
    }
    return defined
  }

  /// The benchmark's rows and chain (Benchmarks/…/SolverBenchmark.swift): integer gaps and
  /// sizes, every frame determined; the values agree bit for bit, after each width too.
  @Test(arguments: [10, 80])
  func rowsOfViewsGiveTheSameBits(perRow: Int) throws {
    func build(presolving: Bool) throws -> (Solver, [Variable]) {
      var solver = Solver(presolving: presolving)
      let container = solver.makeVariable()
      var variables = [container]
      var previous: Expression?
      for index in 0..<80 {
        let leading = solver.makeVariable()
        let size = solver.makeVariable()
        variables += [leading, size]
        let column = index % perRow
        try solver.add(
          Constraint(
            Expression(leading), .equal,
            column == 0 ? Expression(constant: 16) : previous! + 8))
        let intrinsic = Double(40 + index * 37 % 60)
        let step = Double(column % 10) / 10
        try solver.add(Constraint(Expression(size), .greaterThanOrEqual, 10))
        try solver.add(Constraint(Expression(size), .lessThanOrEqual, 400))
        try solver.add(
          Constraint(
            Expression(size), .greaterThanOrEqual, intrinsic, priority: Priority(750 + step)))
        try solver.add(
          Constraint(Expression(size), .lessThanOrEqual, intrinsic, priority: Priority(250 + step)))
        let edge = leading + size
        if column == perRow - 1 {
          try solver.add(Constraint(edge, .lessThanOrEqual, container - 16))
          try solver.add(Constraint(edge, .equal, container - 16, priority: Priority(500)))
        }
        previous = edge
      }
      try solver.addEditVariable(container, priority: Priority(999))
      return (solver, variables)
    }
    var (solver, variables) = try build(presolving: true)
    var (plain, _) = try build(presolving: false)
    #expect(solver.definedVariables.count >= 80)
    for width in [320.0, 1024, 4000, 375] {
      try solver.suggest(variables[0], width)
      try plain.suggest(variables[0], width)
      #expect(Self.bits(solver, variables) == Self.bits(plain, variables), "width \(width)")
      #expect(variables.map(solver.isDetermined) == variables.map(plain.isDetermined))
    }
  }

  /// Multipliers such as 0.5, 1.5 or 0.3 make coefficients whose quotients round, and a
  /// definition sums its terms' values once where the tableau rewrote the row pivot by pivot:
  /// the values agree to rounding (not always to the bit).
  @Test(arguments: [[1, 1, -1], [1, 0.5, 2, -1, 0.25], [1, 1.5, 0.3, -1, 0.75]], [false, true])
  func roundedNumbersAgreeToRounding(multipliers: [Double], madeFirst: Bool) throws {
    let defined = try Self.compare(multipliers: multipliers, madeFirst: madeFirst) {
      Self.close($0, $1, $2)
    }
    #expect(defined > 100)
  }

  @Test func aChainDefinesEveryLeadingEdge() throws {
    var solver = Solver(presolving: true)
    var previous: Expression?
    var edges: [Variable] = []
    for _ in 0..<50 {
      let leading = solver.makeVariable()
      let width = solver.makeVariable()
      try solver.add(Constraint(Expression(width), .equal, 30))
      try solver.add(
        Constraint(Expression(leading), .equal, previous.map { $0 + 8 } ?? Expression(constant: 16))
      )
      previous = leading + width
      edges.append(leading)
    }
    // The widths too: `width == 30` defines a width nothing named before.
    #expect(solver.definedVariables.count == 100)
    #expect(edges.map(solver.value(of:)) == (0..<50).map { 16 + Double($0) * 38 })
    #expect(edges.allSatisfy(solver.isDetermined))
  }

  @Test func aConflictThroughDefinitionsIsRefusedAndChangesNothing() throws {
    var solver = Solver(presolving: true)
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let z = solver.makeVariable()
    try solver.add(Constraint(Expression(x), .equal, y + 10))
    try solver.add(Constraint(Expression(y), .equal, z * 2))
    try solver.add(Constraint(Expression(z), .equal, 5, priority: .defaultLow))
    // y was named by x's definition: its equation goes to the tableau.
    #expect(solver.definedVariables.count == 1)
    #expect([x, y, z].map(solver.value(of:)) == [20, 10, 5])
    #expect(throws: SolverError.unsatisfiable) {
      try solver.add(Constraint(Expression(x), .equal, z * 2 + 11))
    }
    #expect(solver.definedVariables.count == 1)
    #expect([x, y, z].map(solver.value(of:)) == [20, 10, 5])
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func removingADefinitionFreesItsVariable() throws {
    var solver = Solver(presolving: true)
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let alias = try solver.add(Constraint(Expression(x), .equal, y + 10))
    try solver.add(Constraint(Expression(y), .equal, 7))
    try solver.add(Constraint(Expression(x), .equal, 3, priority: .defaultLow))
    #expect(solver.value(of: x) == 17)
    try solver.remove(alias)
    #expect(solver.definedVariables.isEmpty)
    #expect(solver.value(of: x) == 3 && solver.value(of: y) == 7)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func anEditVariableDefinedBeforeMovesWithItsDefinition() throws {
    var solver = Solver(presolving: true)
    let half = solver.makeVariable()
    let width = solver.makeVariable()
    try solver.add(Constraint(Expression(half), .equal, width * 0.5))
    #expect(solver.definedVariables.count == 1)
    try solver.addEditVariable(half, priority: Priority(999))
    try solver.suggest(half, 100)
    #expect(solver.value(of: width) == 200 && solver.value(of: half) == 100)
    #expect(solver.isDetermined(width) && solver.isDetermined(half))
  }
}
