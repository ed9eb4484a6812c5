import PaneDocSolver
import Testing

/// Inputs no layout should make but a solver must survive: numbers at the ends of the double
/// range, variables of another solver, edit calls out of turn.
@Suite("Solver on hostile input")
struct HostileInputTests {
  /// Magnitudes from 1e-300 to 1e300 side by side: each call either succeeds with finite values
  /// or throws and leaves every value as it was.
  @Test(arguments: 0..<40)
  func extremeMagnitudesNeverTrap(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var solver = Solver()
    let variables = (0..<4).map { _ in solver.makeVariable() }
    let magnitudes = [1e-300, 1e-150, 1e-9, 1, 1e9, 1e150, 1e300]
    func number() -> Double {
      magnitudes.randomElement(using: &generator)! * (Bool.random(using: &generator) ? 1 : -1)
    }
    for _ in 0..<12 {
      let terms = variables.shuffled(using: &generator).prefix(2).map {
        Expression.Term(variable: $0, coefficient: number())
      }
      let constraint = Constraint(
        expression: Expression(terms: terms, constant: number()),
        relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!,
        priority: [.required, .defaultHigh].randomElement(using: &generator)!)
      let before = variables.map { solver.value(of: $0).bitPattern }
      do {
        try solver.add(constraint)
        #expect(variables.allSatisfy { solver.value(of: $0).isFinite })
      } catch {
        #expect(error == .unsatisfiable || error == .numericalFailure)
        #expect(variables.map { solver.value(of: $0).bitPattern } == before)
      }
    }
  }

  @Test func callsOutOfTurnAreErrors() throws {
    var other = Solver()
    _ = other.makeVariable()
    let foreign = other.makeVariable()
    var solver = Solver()
    let x = solver.makeVariable()
    #expect(throws: SolverError.unknownVariable) {
      try solver.add(Constraint(Expression(foreign), .equal, 1))
    }
    #expect(throws: SolverError.unknownVariable) {
      try solver.addEditVariable(foreign, priority: .defaultHigh)
    }
    #expect(solver.value(of: foreign) == 0 && !solver.isDetermined(foreign))
    #expect(throws: SolverError.unknownEditVariable) { try solver.suggest(x, 3) }
    #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
    try solver.addEditVariable(x, priority: .defaultHigh)
    #expect(throws: SolverError.invalidNumber) { try solver.suggest(x, .infinity) }
    try solver.suggest(x, 12)
    #expect(solver.value(of: x) == 12 && solver.isDetermined(x))
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x) && solver.constraintCount == 0)
    #expect(!solver.isDetermined(x))
  }

  @Test func anEditVariableStartsAtItsValue() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(Constraint(Expression(x), .equal, 40, priority: .defaultLow))
    try solver.add(Constraint(Expression(y), .equal, x * 2))
    try solver.addEditVariable(x, priority: .defaultHigh)
    #expect(solver.value(of: y) == 80)
    try solver.suggest(x, 10)
    #expect(solver.value(of: y) == 20)
    // The edit's constraint is not the caller's to remove.
    #expect(solver.constraintCount == 3)
  }
}
