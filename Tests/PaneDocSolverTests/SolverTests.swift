import PaneDocSolver
import Testing

/// The solver's contract, one behaviour at a time.
@Suite("Solver")
struct SolverTests {
  @Test func equalitiesChainThroughVariables() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(Constraint(Expression(x), .equal, 20))
    try solver.add(Constraint(Expression(y), .equal, x + 10))
    #expect(solver.value(of: x) == 20)
    #expect(solver.value(of: y) == 30)
  }

  @Test func inequalitiesBoundAPreference() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 100))
    try solver.add(Constraint(Expression(x), .lessThanOrEqual, 200))
    try solver.add(Constraint(Expression(x), .equal, 500, priority: .defaultHigh))
    #expect(solver.value(of: x) == 200)
    try solver.add(Constraint(Expression(x), .equal, 50, priority: Priority(751)))
    #expect(solver.value(of: x) == 100)
  }

  @Test func multipliersScaleTheOtherSide() throws {
    var solver = Solver()
    let parent = solver.makeVariable()
    let center = solver.makeVariable()
    try solver.add(Constraint(Expression(parent), .equal, 375))
    try solver.add(Constraint(Expression(center), .equal, parent * 0.5))
    #expect(solver.value(of: center) == 187.5)
  }

  @Test func aHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    for _ in 0..<50 {
      try solver.add(Constraint(Expression(x), .equal, 10, priority: Priority(750)))
    }
    try solver.add(Constraint(Expression(x), .equal, 90, priority: Priority(750.001)))
    #expect(solver.value(of: x) == 90)
  }

  @Test func aRequiredConflictThrowsAndChangesNothing() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10))
    try solver.add(Constraint(Expression(y), .equal, x * 2))
    try solver.add(Constraint(Expression(x), .equal, 40, priority: .defaultLow))
    let before = (solver.value(of: x), solver.value(of: y), solver.constraintCount)
    #expect(throws: SolverError.unsatisfiable) {
      try solver.add(Constraint(Expression(y), .lessThanOrEqual, 5))
    }
    #expect(throws: SolverError.unsatisfiable) {
      try solver.add(Constraint(Expression(x), .equal, x + 1))
    }
    #expect((solver.value(of: x), solver.value(of: y), solver.constraintCount) == before)
    // It goes on working as if the conflicts had never been asked for.
    try solver.add(Constraint(Expression(y), .lessThanOrEqual, 50))
    #expect(solver.value(of: x) == 25)
  }

  @Test func removingAConstraintRestoresTheSolution() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    try solver.add(Constraint(Expression(x), .equal, 10, priority: .defaultLow))
    let bound = try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 30))
    #expect(solver.value(of: x) == 30)
    try solver.remove(bound)
    #expect(solver.value(of: x) == 10)
    #expect(throws: SolverError.unknownConstraint) { try solver.remove(bound) }
  }

  @Test func editVariablesFollowSuggestions() throws {
    var solver = Solver()
    let width = solver.makeVariable()
    let leading = solver.makeVariable()
    let trailing = solver.makeVariable()
    try solver.add(Constraint(Expression(leading), .equal, 16))
    try solver.add(Constraint(Expression(trailing), .equal, width - 16))
    try solver.addEditVariable(width, priority: Priority(999))
    for value in [320.0, 1024, 375, 375] {
      try solver.suggest(width, value)
      #expect(solver.value(of: trailing) == value - 16)
    }
    #expect(throws: SolverError.duplicateEditVariable) {
      try solver.addEditVariable(width, priority: Priority(999))
    }
    #expect(throws: SolverError.badPriority) {
      try solver.addEditVariable(leading, priority: .required)
    }
  }

  @Test func badNumbersAreErrors() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    #expect(throws: SolverError.invalidNumber) {
      try solver.add(Constraint(Expression(x), .equal, .nan))
    }
    #expect(throws: SolverError.invalidNumber) {
      try solver.add(Constraint(x * .infinity, .equal, 1))
    }
    for priority in [0, 0.5, 1000.5, -3, .nan] {
      #expect(throws: SolverError.badPriority) {
        try solver.add(Constraint(Expression(x), .equal, 1, priority: Priority(priority)))
      }
    }
    #expect(solver.constraintCount == 0)
  }
}
