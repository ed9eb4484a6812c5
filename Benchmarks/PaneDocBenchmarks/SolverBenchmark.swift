import Foundation
import PaneDocSolver

/// The constraint solver alone: a large system solved from nothing, and a width swept by
/// suggesting values of an edit variable against solving afresh at every width.
enum SolverBenchmark {
  /// Rows of ten views across a container, as a content layout makes them: each view 8 points
  /// after the one before it, the first 16 from the leading edge; each view's width at least 10
  /// and at most 400 (required), its intrinsic width held by compression resistance (750 plus a
  /// tenth per column) and hugging (250 plus a tenth per column); the last view's trailing edge
  /// at most 16 from the container's (required) and wishing to meet it (500). So a narrow row
  /// squeezes its first view first and a wide one stretches its first view, and every frame is
  /// determined: 21 priorities, the most a real scene has.
  /// `perRow` views make a row: the whole count in one row is a chain, each view pinned to the
  /// one before it (the priorities still step by tenths over ten columns).
  /// `presolving` asks for `Solver(presolving:)`, which keeps the leading edges' equations out of
  /// the tableau. Returns the solver, the container's width and every view's leading edge and
  /// width.
  static func rows(views: Int, width: Double?, perRow: Int = 10, presolving: Bool = false) throws
    -> (Solver, Variable, [(Variable, Variable)])
  {
    var solver = Solver(presolving: presolving)
    let container = solver.makeVariable()
    if let width { try solver.add(Constraint(LinearExpression(container), .equal, width)) }
    var frames: [(Variable, Variable)] = []
    var previous: LinearExpression?
    for index in 0..<views {
      let leading = solver.makeVariable()
      let size = solver.makeVariable()
      let column = index % perRow
      if column == 0 {
        try solver.add(Constraint(LinearExpression(leading), .equal, 16))
      } else if let previous {
        try solver.add(Constraint(LinearExpression(leading), .equal, previous + 8))
      }
      let intrinsic = Double(40 + index * 37 % 60)
      try solver.add(Constraint(LinearExpression(size), .greaterThanOrEqual, 10))
      try solver.add(Constraint(LinearExpression(size), .lessThanOrEqual, 400))
      let step = Double(column % 10) / 10
      try solver.add(
        Constraint(
          LinearExpression(size), .greaterThanOrEqual, intrinsic, priority: Priority(750 + step)))
      try solver.add(
        Constraint(
          LinearExpression(size), .lessThanOrEqual, intrinsic,
          priority: Priority(250 + step)
        ))
      let edge = leading + size
      if column == perRow - 1 || index == views - 1 {
        try solver.add(Constraint(edge, .lessThanOrEqual, container - 16))
        try solver.add(Constraint(edge, .equal, container - 16, priority: Priority(500)))
      }
      frames.append((leading, size))
      previous = edge
    }
    return (solver, container, frames)
  }

  /// The chains' lengths: one row of views each pinned to the one before it, the tableau's worst
  /// shape (the last views' rows hold a symbol of every view before them).
  static let chainLengths = [100, 300, 500, 1_000]

  static func run() throws {
    print("\n## Constraint solver (one core)\n")
    row(["system", "variables", "constraints", "time", "per constraint"])
    row(["---", "---:", "---:", "---:", "---:"])
    var solved = Solver()
    var frames: [(Variable, Variable)] = []
    let large = try Stopwatch.fastest(of: 3) {
      (solved, _, frames) = try rows(views: 5_000, width: 1024)
    }
    row([
      "5,000 views in rows of 10, solved from nothing", "\(solved.variableCount)",
      "\(solved.constraintCount)", fixed(large * 1000, 1) + " ms",
      fixed(large / Double(solved.constraintCount) * 1e6, 1) + " µs",
    ])
    let presolved = try Stopwatch.fastest(of: 3) {
      _ = try rows(views: 5_000, width: 1024, presolving: true)
    }
    row([
      "the same, presolving", "\(solved.variableCount)", "\(solved.constraintCount)",
      fixed(presolved * 1000, 1) + " ms",
      fixed(presolved / Double(solved.constraintCount) * 1e6, 1) + " µs",
    ])
    var determined = 0
    let asked = Stopwatch.fastest(of: 3) {
      determined = frames.reduce(0) {
        $0 + (solved.isDetermined($1.0) ? 1 : 0) + (solved.isDetermined($1.1) ? 1 : 0)
      }
    }
    row([
      "the same, `isDetermined` of each view's 2 variables (\(determined) determined)",
      "\(solved.variableCount)", "\(solved.constraintCount)", fixed(asked * 1000, 1) + " ms",
      fixed(asked / Double(2 * frames.count) * 1e6, 2) + " µs a variable",
    ])

    let widths = (0..<1_000).map { 320 + Double($0) }
    let fresh = try Stopwatch.fastest(of: 3) {
      for width in widths.prefix(100) { _ = try rows(views: 200, width: width) }
    }
    var (solver, container, _) = try rows(views: 200, width: nil)
    try solver.addEditVariable(container, priority: Priority(999))
    let swept = try Stopwatch.fastest(of: 3) {
      for width in widths { try solver.suggest(container, width) }
    }
    row([
      "200 views, 100 fresh solves at 100 widths", "\(solver.variableCount)",
      "\(solver.constraintCount)", fixed(fresh * 1000, 1) + " ms",
      fixed(fresh / 100 * 1e6, 0) + " µs a width",
    ])
    row([
      "200 views, 1,000 widths suggested to an edit variable", "\(solver.variableCount)",
      "\(solver.constraintCount)", fixed(swept * 1000, 1) + " ms",
      fixed(swept / 1_000 * 1e6, 0) + " µs a width",
    ])
    try chainRows(chainLengths)
    print(
      "\nA suggested width costs \(fixed(fresh / 100 / (swept / 1_000), 0))× less than a fresh solve."
    )
  }

  /// One row of the table for each chain, timed by CPU time, which a loaded machine changes less
  /// than the wall time: one solve each, as the long ones take seconds.
  /// Each chain presolving first, then with the plain tableau (`plain: false` leaves the plain
  /// one out, for lengths it would take minutes on).
  static func chainRows(_ lengths: [Int], plain: Bool = true) throws {
    for views in lengths {
      for presolving in plain ? [true, false] : [true] {
        let start = processCPUTime()
        // 50 points a view: room for every view's minimum and gap, not for every intrinsic width.
        let (chain, _, _) = try rows(
          views: views, width: Double(views * 50), perRow: views, presolving: presolving)
        let cpu = processCPUTime() - start
        row([
          "a chain of \(views) views (one row), solved from nothing"
            + (presolving ? ", presolving" : ""),
          "\(chain.variableCount)", "\(chain.constraintCount)", fixed(cpu * 1000, 1) + " ms CPU",
          fixed(cpu / Double(chain.constraintCount) * 1e6, 1) + " µs",
        ])
      }
    }
  }
}
