/// A variable of one `Solver`, made by `Solver.makeVariable()`.
///
/// Variables are numbered in the order they were made; that order is also the order in which the
/// solver prefers them when several choices are equally good, so a layout that makes its
/// variables in a fixed order gets bit-identical values on every run.
public struct Variable: Hashable, Sendable, Comparable {
  /// The variable's number in its solver, from 0.
  public let index: Int

  public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}
