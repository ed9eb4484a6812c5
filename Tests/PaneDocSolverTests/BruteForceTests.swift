import PaneDocSolver
import Testing

/// The solver against `ReferenceSystem` on small random systems (fixed seeds): the same
/// lexicographic optimum, the same verdict on required conflicts, and the same answer to which
/// variables are determined, after adding, removing and suggesting.
@Suite("Solver against brute force")
struct BruteForceTests {
  static let priorities: [Double] = [1000, 1000, 750, 750, 751, 500, 250, 999.5]

  /// A random system of 2 or 3 variables in the box 0...100, the box first.
  static func randomSystem(_ generator: inout SplitMix64) -> ReferenceSystem {
    let dimension = Int.random(in: 2...3, using: &generator)
    var system = ReferenceSystem(dimension: dimension)
    for axis in 0..<dimension {
      var unit = [Double](repeating: 0, count: dimension)
      unit[axis] = 1
      system.specs.append(
        .init(coefficients: unit, constant: 0, relation: .greaterThanOrEqual, priority: 1000))
      system.specs.append(
        .init(coefficients: unit, constant: -100, relation: .lessThanOrEqual, priority: 1000))
    }
    for _ in 0..<Int.random(in: 2...6, using: &generator) {
      var coefficients = (0..<dimension).map { _ in
        Double(Int.random(in: -3...3, using: &generator))
      }
      if coefficients.allSatisfy({ $0 == 0 }) { coefficients[0] = 1 }
      let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
        using: &generator)!
      system.specs.append(
        .init(
          coefficients: coefficients,
          constant: Double(Int.random(in: -150...150, using: &generator)),
          relation: relation, priority: priorities.randomElement(using: &generator)!))
    }
    return system
  }

  static func constraint(_ spec: ReferenceSystem.Spec, _ variables: [Variable]) -> Constraint {
    let terms = zip(variables, spec.coefficients).map {
      Expression.Term(variable: $0, coefficient: $1)
    }
    return Constraint(
      expression: Expression(terms: terms, constant: spec.constant), relation: spec.relation,
      priority: Priority(spec.priority))
  }

  /// Adds the specs in order; a required one that the solver refuses must make the reference
  /// infeasible, and is left out. Returns the specs kept, with their handles.
  static func build(_ system: ReferenceSystem, into solver: inout Solver, _ variables: [Variable])
    throws -> (ReferenceSystem, [ConstraintID])
  {
    var kept = ReferenceSystem(dimension: system.dimension)
    var ids: [ConstraintID] = []
    for spec in system.specs {
      do {
        ids.append(try solver.add(constraint(spec, variables)))
        kept.specs.append(spec)
      } catch SolverError.unsatisfiable {
        var tried = kept
        tried.specs.append(spec)
        #expect(spec.priority == 1000)
        #expect(tried.optimum() == nil, "the solver refused a constraint that can hold: \(spec)")
      }
    }
    return (kept, ids)
  }

  /// The solver's values are optimal and feasible, and it says a variable is determined exactly
  /// when every optimal vertex gives it the same value.
  static func compare(
    _ solver: Solver, _ variables: [Variable], with system: ReferenceSystem,
    _ comment: Comment
  ) {
    guard let (best, vertices) = system.optimum() else {
      Issue.record("the required constraints the solver kept cannot hold: \(comment)")
      return
    }
    let point = variables.map { solver.value(of: $0) }
    #expect(system.satisfiesRequired(point), comment)
    let value = system.objective(point, levels: system.levels)
    #expect(
      !ReferenceSystem.isLess(best, value) && !ReferenceSystem.isLess(value, best),
      "objective \(value), optimum \(best): \(comment)")
    for (axis, variable) in variables.enumerated() {
      let values = vertices.map { $0[axis] }
      let determined = values.max()! - values.min()! <= ReferenceSystem.tolerance
      #expect(
        solver.isDetermined(variable) == determined,
        "x\(axis) at the optimal vertices: \(values): \(comment)")
      if determined {
        #expect(abs(point[axis] - values[0]) <= ReferenceSystem.tolerance, comment)
      }
    }
  }

  @Test("adding and removing constraints reaches the optimum", arguments: 0..<400)
  func addAndRemove(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let system = Self.randomSystem(&generator)
    var solver = Solver()
    let variables = (0..<system.dimension).map { _ in solver.makeVariable() }
    var (kept, ids) = try Self.build(system, into: &solver, variables)
    Self.compare(solver, variables, with: kept, "seed \(seed), added")
    // Remove some constraints other than the box's, in a random order.
    let box = 2 * system.dimension
    for index in (box..<kept.specs.count).reversed() where Bool.random(using: &generator) {
      try solver.remove(ids.remove(at: index))
      kept.specs.remove(at: index)
    }
    Self.compare(solver, variables, with: kept, "seed \(seed), removed")
  }

  @Test("suggesting matches a fresh system with the edit as a constraint", arguments: 0..<200)
  func suggest(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed &+ 1_000_000)
    let system = Self.randomSystem(&generator)
    var solver = Solver()
    let variables = (0..<system.dimension).map { _ in solver.makeVariable() }
    let (kept, _) = try Self.build(system, into: &solver, variables)
    let priority = [999.0, 750, 500, 100].randomElement(using: &generator)!
    let edited = variables[Int.random(in: 0..<variables.count, using: &generator)]
    try solver.addEditVariable(edited, priority: Priority(priority))
    for step in 0..<4 {
      let value = Double(Int.random(in: -20...120, using: &generator))
      try solver.suggest(edited, value)
      var unit = [Double](repeating: 0, count: system.dimension)
      unit[edited.index] = 1
      var withEdit = kept
      withEdit.specs.append(
        .init(coefficients: unit, constant: -value, relation: .equal, priority: priority))
      Self.compare(solver, variables, with: withEdit, "seed \(seed), suggestion \(step): \(value)")
      // A fresh solver with the suggestion as a constraint reaches the same values wherever
      // they are determined.
      var fresh = Solver()
      let freshVariables = (0..<system.dimension).map { _ in fresh.makeVariable() }
      _ = try Self.build(withEdit, into: &fresh, freshVariables)
      for (variable, freshVariable) in zip(variables, freshVariables)
      where fresh.isDetermined(freshVariable) {
        #expect(abs(solver.value(of: variable) - fresh.value(of: freshVariable)) <= 1e-9)
      }
    }
  }
}
