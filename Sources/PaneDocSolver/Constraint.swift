/// How a constraint's two sides compare.
public enum Relation: Sendable {
  case equal
  case lessThanOrEqual
  case greaterThanOrEqual
}

/// Auto Layout's priorities: 1...1000, where 1000 is required. Fractional values are allowed
/// (storyboards hold 999.5 or 999.999), and any higher priority is satisfied strictly before a
/// lower one, however many constraints the lower one has.
public struct Priority: Sendable, Hashable, Comparable {
  public var value: Double

  public init(_ value: Double) { self.value = value }

  /// A constraint that must hold.
  public static let required = Priority(1000)
  /// UIKit's `defaultHigh`, the compression resistance of most views.
  public static let defaultHigh = Priority(750)
  /// UIKit's `defaultLow`, the content hugging of most views.
  public static let defaultLow = Priority(250)

  public var isRequired: Bool { value == 1000 }

  /// Whether the solver takes this priority: a number in 1...1000 (NaN is not).
  public var isValid: Bool { value >= 1 && value <= 1000 }

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
}

/// `expression relation 0` at a priority; `Constraint(lhs, relation, rhs)` stores `lhs − rhs`.
public struct Constraint: Sendable, Equatable {
  public var expression: Expression
  public var relation: Relation
  public var priority: Priority

  public init(expression: Expression, relation: Relation, priority: Priority = .required) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  /// `lhs relation rhs`.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required
  ) {
    self.init(expression: lhs - rhs, relation: relation, priority: priority)
  }

  /// `lhs relation rhs` with a constant on the right.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Double, priority: Priority = .required
  ) {
    self.init(expression: lhs - rhs, relation: relation, priority: priority)
  }
}

/// The handle of a constraint added to a solver, for removing it and for reporting. Handles are
/// numbered in the order constraints were added and are never reused.
public struct ConstraintID: Hashable, Sendable, Comparable {
  public let index: Int

  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }
}

/// Why a solver refused a call. A refused call leaves the solver exactly as it was.
public enum SolverError: Error, Equatable, Sendable {
  /// A required constraint cannot hold together with the required constraints already added.
  case unsatisfiable
  /// The constraint was removed already, or belongs to another solver.
  case unknownConstraint
  /// The variable is an edit variable already.
  case duplicateEditVariable
  /// The variable is not an edit variable.
  case unknownEditVariable
  /// A priority outside 1...1000 (or NaN), or a required priority for an edit variable.
  case badPriority
  /// A variable this solver did not make.
  case unknownVariable
  /// A coefficient, constant or suggested value that is NaN or infinite.
  case invalidNumber
  /// The arithmetic left the range of finite numbers, or the simplex did not settle; only
  /// inputs of wildly different magnitudes (such as 1e-300 beside 1e300) get here.
  case numericalFailure
}
