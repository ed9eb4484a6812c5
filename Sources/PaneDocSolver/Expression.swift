/// A linear expression: Σ coefficient · variable + constant.
///
/// Terms keep the order they were written in and may name a variable more than once (the solver
/// adds them up), so building an expression never hashes or sorts.
public struct Expression: Sendable, Equatable {
  /// One product of a coefficient and a variable.
  public struct Term: Sendable, Equatable {
    public var variable: Variable
    public var coefficient: Double

    public init(variable: Variable, coefficient: Double) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  public var terms: [Term]
  public var constant: Double

  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 · variable`.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable: variable, coefficient: 1)])
  }

  /// The expression that is only `constant`.
  public init(constant: Double) {
    self.init(terms: [], constant: constant)
  }

  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + -rhs
  }

  public static prefix func - (operand: Expression) -> Expression {
    operand * -1
  }

  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      terms: lhs.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * rhs) },
      constant: lhs.constant * rhs)
  }

  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
}

extension Variable {
  public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }

  public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) * lhs }

  public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }

  public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }

  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) + Expression(rhs)
  }

  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) - Expression(rhs)
  }

  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}
