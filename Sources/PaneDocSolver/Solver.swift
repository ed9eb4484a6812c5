/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary linear arithmetic
/// constraint solving algorithm", ACM TOCHI 2001) for Auto Layout's constraints: required
/// constraints hold, the others are satisfied as well as they can be, a higher priority strictly
/// first. See docs/solver.md.
///
/// A value type: a copy is an independent solver. Every choice the simplex makes goes by symbol
/// number, and no step walks a hashed collection, so the same calls give bit-identical values on
/// every run and machine. A call that throws leaves the solver exactly as it was.
public struct Solver: Sendable {
  /// By symbol number: what each symbol is.
  var kinds: [SymbolKind] = []
  /// By symbol number: the symbol's row when it is basic.
  var rows: [Row?] = []
  /// By symbol number: the basic symbols whose rows hold it, sorted, so that a pivot visits only
  /// the rows it changes, in a fixed order.
  var columns: [[Int]] = []
  var objective = Objective()
  /// The objective of the phase that finds a first feasible solution for a required constraint
  /// that has no symbol to solve for (the paper's artificial variable).
  var artificial: Row?
  /// By variable number: the variable's symbol.
  var variableSymbols: [Int] = []
  /// By constraint number: what the constraint added, nil once removed.
  var tags: [Tag?] = []
  /// By variable number: its edit, if it is an edit variable.
  var edits: [Edit?] = []
  /// Basic symbols whose rows may have turned negative, for the dual simplex; `queued` marks
  /// them by symbol number so that each is listed once.
  var infeasible: [Int] = []
  var queued: [Bool] = []
  /// What a call changed, to put back if it fails.
  var journal = Journal()
  /// By variable number: whether a constraint or an edit named it. Only a variable nothing named
  /// can be defined (Presolve.swift).
  var named: [Bool] = []
  /// By variable number: the required equality that defines it, kept out of the tableau.
  var definitions: [Definition?] = []
  /// The defined variables in the order they were defined.
  var definedVariables: [Int] = []
  /// Whether required equalities may define variables (Presolve.swift).
  var presolving = false

  /// An edit variable's constraint and the value last suggested for it.
  struct Edit: Sendable {
    var constraint: ConstraintID
    var tag: Tag
    var value: Double
  }

  public init() {}

  /// A solver that keeps the required equalities defining a variable nothing named before out
  /// of its tableau (Presolve.swift): a long chain of views is solved in a small part of the
  /// time. Values agree with the plain solver's to rounding, not always to the last bit, so it
  /// is asked for rather than the default.
  public init(presolving: Bool) {
    self.presolving = presolving
  }

  /// The number of variables made.
  public var variableCount: Int { variableSymbols.count }

  /// The number of constraints added and not removed, edit variables' included.
  public private(set) var constraintCount = 0

  public mutating func makeVariable() -> Variable {
    let variable = Variable(index: variableSymbols.count)
    variableSymbols.append(newSymbol(.external))
    edits.append(nil)
    named.append(false)
    definitions.append(nil)
    return variable
  }

  /// Adds `constraint` and solves again. A required constraint that cannot hold throws
  /// `.unsatisfiable`, and the solver stays as it was.
  @discardableResult
  public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
    try check(constraint)
    let tag = try transaction { solver throws(SolverError) in try solver.insert(constraint) }
    for term in constraint.expression.terms { named[term.variable.index] = true }
    return record(tag)
  }

  /// Removes a constraint added before and solves again.
  public mutating func remove(_ id: ConstraintID) throws(SolverError) {
    // An edit variable's constraint goes with `removeEditVariable`.
    guard contains(id), tags[id.index]?.isEdit == false else { throw .unknownConstraint }
    let tag = tags[id.index]!
    try transaction { solver throws(SolverError) in
      // Removing goes by the tableau's rows, the defined variables' included.
      solver.materializeDefinitions()
      try solver.delete(tag)
    }
    forgetDefinitions()
    tags[id.index] = nil
    constraintCount -= 1
  }

  /// Whether `id` names a constraint of this solver that has not been removed.
  public func contains(_ id: ConstraintID) -> Bool {
    id.index >= 0 && id.index < tags.count && tags[id.index] != nil
  }

  /// Makes `variable` an edit variable: `suggest` then asks for a value of it at `priority`,
  /// which must be below required. It starts at the variable's current value, so adding it
  /// changes nothing until the first `suggest`.
  public mutating func addEditVariable(_ variable: Variable, priority: Priority)
    throws(SolverError)
  {
    try check(variable)
    guard priority.isValid, !priority.isRequired else { throw .badPriority }
    guard edits[variable.index] == nil else { throw .duplicateEditVariable }
    let value = value(of: variable)
    let constraint = Constraint(
      expression: Expression(variable) - value, relation: .equal, priority: priority)
    var tag = try transaction { solver throws(SolverError) in try solver.insert(constraint) }
    tag.isEdit = true
    named[variable.index] = true
    edits[variable.index] = Edit(constraint: record(tag), tag: tag, value: value)
  }

  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try check(variable)
    guard let edit = edits[variable.index] else { throw .unknownEditVariable }
    try transaction { solver throws(SolverError) in
      solver.materializeDefinitions()
      try solver.delete(edit.tag)
    }
    forgetDefinitions()
    tags[edit.constraint.index] = nil
    constraintCount -= 1
    edits[variable.index] = nil
  }

  public func hasEditVariable(_ variable: Variable) -> Bool {
    variable.index >= 0 && variable.index < edits.count && edits[variable.index] != nil
  }

  /// Asks for `value` of an edit variable and solves again incrementally (dual simplex from the
  /// last solution). Suggesting the value already suggested does nothing.
  public mutating func suggest(_ variable: Variable, _ value: Double) throws(SolverError) {
    try check(variable)
    guard value.isFinite else { throw .invalidNumber }
    guard let edit = edits[variable.index] else { throw .unknownEditVariable }
    let delta = value - edit.value
    guard delta != 0 else { return }
    try transaction { solver throws(SolverError) in
      solver.shiftEdit(edit.tag, by: delta)
      try solver.dualOptimize()
    }
    edits[variable.index]!.value = value
  }

  /// The variable's value in the current solution; 0 for a variable no constraint names (and
  /// for one this solver did not make).
  public func value(of variable: Variable) -> Double {
    guard variable.index >= 0, variable.index < variableSymbols.count else { return 0 }
    var memo: [Int: Double] = [:]
    let value = value(variable.index, memo: &memo)
    // −0 would print as "-0".
    return value == 0 ? 0 : value
  }

  /// Keeps the tag of a constraint just added and returns its handle.
  private mutating func record(_ tag: Tag) -> ConstraintID {
    tags.append(tag)
    constraintCount += 1
    return ConstraintID(index: tags.count - 1)
  }

  func check(_ variable: Variable) throws(SolverError) {
    guard variable.index >= 0, variable.index < variableSymbols.count else {
      throw .unknownVariable
    }
  }

  func check(_ constraint: Constraint) throws(SolverError) {
    guard constraint.priority.isValid else { throw .badPriority }
    guard constraint.expression.constant.isFinite else { throw .invalidNumber }
    for term in constraint.expression.terms {
      try check(term.variable)
      guard term.coefficient.isFinite else { throw .invalidNumber }
    }
  }
}
