/// What a tableau symbol stands for (the paper's kinds of variable).
enum SymbolKind: UInt8, Sendable {
  /// A caller's variable: unrestricted in sign.
  case external
  /// The slack of an inequality, ≥ 0.
  case slack
  /// The error of a constraint that is not required, ≥ 0, minimised by the objective.
  case error
  /// The marker of a required equality: always 0, never pivoted in.
  case dummy

  /// Whether the symbol must stay ≥ 0 (a row whose basic symbol is restricted is feasible
  /// only with a constant ≥ 0).
  var isRestricted: Bool { self != .external }

  /// Whether the simplex may bring the symbol into the basis.
  var isPivotable: Bool { self == .slack || self == .error }
}

/// The symbols a constraint added: its marker (a slack, an error or a dummy) and, for a
/// constraint that is not required, the error that pairs with it.
struct Tag: Sendable {
  var marker: Int
  /// -1 when there is none.
  var other: Int
  var priority: Double
  /// Whether it is an edit variable's constraint, which only `removeEditVariable` removes.
  var isEdit = false
}
