import PaneDocSolver
import Testing

@testable import panedoc_bench

/// The solver benchmark times a real layout: rows that fill the container, the right view giving
/// way, every frame determined, and a sweep by suggestion that lands where fresh solves do.
@Suite("Solver benchmark")
struct SolverBenchmarkTests {
  static func intrinsic(_ index: Int) -> Double { Double(40 + index * 37 % 60) }

  @Test func rowsFillTheContainerAndEveryFrameIsDetermined() throws {
    for width in [204.0, 380, 500, 1024] {
      let (solver, _, frames) = try SolverBenchmark.rows(views: 20, width: width)
      for (leading, size) in frames {
        #expect(solver.isDetermined(leading) && solver.isDetermined(size))
      }
      for last in [9, 19] {
        let (leading, size) = frames[last]
        #expect(abs(solver.value(of: leading) + solver.value(of: size) - (width - 16)) < 1e-9)
      }
    }
  }

  @Test func theLowestPriorityGivesWayFirst() throws {
    // Ten views of intrinsic widths adding up to 685, 8 points apart, 16 from either edge: 780
    // points leave 9 too few, 900 leave 111 to spare. The first view's compression resistance and
    // hugging are the lowest, so it alone gives way, narrower or wider.
    for (width, first) in [(780.0, 31.0), (900, 151)] {
      let (solver, _, frames) = try SolverBenchmark.rows(views: 10, width: width)
      #expect(solver.value(of: frames[0].1) == first)
      for index in 1..<10 { #expect(solver.value(of: frames[index].1) == Self.intrinsic(index)) }
    }
    // 380 points leave 276: views give way in order of their compression resistance, down to
    // their required 10 points.
    let (solver, _, frames) = try SolverBenchmark.rows(views: 10, width: 380)
    #expect(frames.map { solver.value(of: $0.1) } == [10, 10, 10, 10, 10, 10, 10, 37, 96, 73])
  }

  @Test func aChainIsOneRowPinnedViewToView() throws {
    // 40 views in one row, 50 points a view: every view starts 8 points after the one before it
    // ends and the last ends 16 points from the trailing edge. (Views ten columns apart share
    // their priorities, so which of them gives way is ambiguous: not every frame is determined.)
    let (solver, _, frames) = try SolverBenchmark.rows(views: 40, width: 2_000, perRow: 40)
    #expect(solver.value(of: frames[0].0) == 16)
    for index in 1..<40 {
      let (previous, previousSize) = frames[index - 1]
      let edge = solver.value(of: previous) + solver.value(of: previousSize)
      #expect(abs(solver.value(of: frames[index].0) - (edge + 8)) < 1e-9)
    }
    let (last, lastSize) = frames[39]
    #expect(abs(solver.value(of: last) + solver.value(of: lastSize) - 1_984) < 1e-9)
  }

  @Test func aSweepBySuggestionMatchesFreshSolves() throws {
    var (solver, container, frames) = try SolverBenchmark.rows(views: 30, width: nil)
    try solver.addEditVariable(container, priority: Priority(999))
    for width in stride(from: 1200.0, through: 200, by: -61) {
      try solver.suggest(container, width)
      let (fresh, _, freshFrames) = try SolverBenchmark.rows(views: 30, width: width)
      for (frame, freshFrame) in zip(frames, freshFrames) {
        #expect(abs(solver.value(of: frame.0) - fresh.value(of: freshFrame.0)) < 1e-9)
        #expect(abs(solver.value(of: frame.1) - fresh.value(of: freshFrame.1)) < 1e-9)
      }
    }
  }
}
