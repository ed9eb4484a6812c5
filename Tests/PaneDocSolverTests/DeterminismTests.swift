import PaneDocSolver
import Testing

/// The same calls give the same bits, and a refused call leaves no trace: a solver that was
/// asked for impossible constraints along the way goes on exactly like one that never was.
@Suite("Solver determinism")
struct DeterminismTests {
  /// A random system over `count` variables: chains, sums and bounds at a few priorities.
  static func randomConstraints(_ variables: [Variable], _ generator: inout SplitMix64)
    -> [Constraint]
  {
    let priorities: [Priority] = [.required, .required, .defaultHigh, .defaultLow, Priority(999.5)]
    return (0..<variables.count * 3).map { _ in
      let a = variables.randomElement(using: &generator)!
      let b = variables.randomElement(using: &generator)!
      let constant = Double(Int.random(in: -500...500, using: &generator)) / 4
      let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual]
        .randomElement(using: &generator)!
      let multiplier = [1, 0.5, 2, -1].randomElement(using: &generator)!
      return Constraint(
        Expression(a), relation, b * multiplier + constant,
        priority: priorities.randomElement(using: &generator)!)
    }
  }

  static func bits(_ solver: Solver, _ variables: [Variable]) -> [UInt64] {
    variables.map { solver.value(of: $0).bitPattern }
  }

  @Test func theSameCallsGiveTheSameBits() throws {
    func run() -> ([UInt64], [Bool]) {
      var generator = SplitMix64(seed: 42)
      var solver = Solver()
      let variables = (0..<60).map { _ in solver.makeVariable() }
      for constraint in Self.randomConstraints(variables, &generator) {
        _ = try? solver.add(constraint)
      }
      try? solver.addEditVariable(variables[0], priority: Priority(900))
      for value in [10.0, 300, -40, 300] { try? solver.suggest(variables[0], value) }
      return (Self.bits(solver, variables), variables.map(solver.isDetermined))
    }
    let first = run()
    #expect(first.0.contains { $0 != 0 })
    #expect(run() == first)
  }

  @Test func aRefusedConstraintLeavesNoTrace() throws {
    var refused = 0
    for seed in 0..<UInt64(20) {
      var generator = SplitMix64(seed: seed)
      var asked = Solver()
      var clean = Solver()
      let variables = (0..<30).map { _ in asked.makeVariable() }
      _ = variables.map { _ in clean.makeVariable() }
      for constraint in Self.randomConstraints(variables, &generator) {
        do {
          let id = try asked.add(constraint)
          #expect(try clean.add(constraint) == id)
        } catch SolverError.unsatisfiable {
          refused += 1
        }
        #expect(Self.bits(asked, variables) == Self.bits(clean, variables), "seed \(seed)")
      }
      #expect(asked.constraintCount == clean.constraintCount)
      #expect(variables.map(asked.isDetermined) == variables.map(clean.isDetermined))
    }
    #expect(refused > 20)
  }

  @Test func aCopyIsAnIndependentSolver() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    try solver.add(Constraint(Expression(x), .equal, 5, priority: .defaultLow))
    var copy = solver
    try copy.add(Constraint(Expression(x), .equal, 9))
    #expect(solver.value(of: x) == 5 && copy.value(of: x) == 9)
  }
}
