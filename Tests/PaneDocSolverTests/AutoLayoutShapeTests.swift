import PaneDocSolver
import Testing

/// The shapes Auto Layout produces most: edges against a preferred size, two labels sharing a
/// row by their hugging and compression resistance, and a centre at half the container.
@Suite("Auto Layout shapes")
struct AutoLayoutShapeTests {
  /// A horizontal frame: leading and width.
  struct Frame {
    var leading: Variable
    var width: Variable
    var trailing: Expression { leading + width }

    init(_ solver: inout Solver) {
      leading = solver.makeVariable()
      width = solver.makeVariable()
    }
  }

  @Test func aPreferredWidthYieldsToARequiredEdge() throws {
    for (trailingPriority, expectedWidth) in [(Priority.required, 343.0), (Priority(500), 300)] {
      var solver = Solver()
      let view = Frame(&solver)
      try solver.add(Constraint(Expression(view.leading), .equal, 16))
      try solver.add(Constraint(view.trailing, .equal, 375 - 16, priority: trailingPriority))
      try solver.add(
        Constraint(Expression(view.width), .lessThanOrEqual, 300, priority: .defaultHigh))
      #expect(solver.value(of: view.width) == expectedWidth)
      #expect(solver.isDetermined(view.width) && solver.isDetermined(view.leading))
    }
  }

  /// Two labels in a row between the container's edges, 8 points apart, with intrinsic widths
  /// 200 and 150: the one with the lower compression resistance gives way when the row is too
  /// narrow, the one with the lower hugging stretches when it is too wide.
  @Test func huggingAndCompressionResistanceShareARow() throws {
    func layout(container: Double) throws -> (Double, Double) {
      var solver = Solver()
      let first = Frame(&solver)
      let second = Frame(&solver)
      try solver.add(Constraint(Expression(first.leading), .equal, 0))
      try solver.add(Constraint(Expression(second.leading), .equal, first.trailing + 8))
      try solver.add(Constraint(second.trailing, .equal, container))
      for (label, intrinsic, hugging, resistance) in [
        (first, 200.0, 251.0, 750.0), (second, 150, 250, 751),
      ] {
        try solver.add(
          Constraint(
            Expression(label.width), .lessThanOrEqual, intrinsic, priority: Priority(hugging)))
        try solver.add(
          Constraint(
            Expression(label.width), .greaterThanOrEqual, intrinsic, priority: Priority(resistance))
        )
      }
      #expect(solver.isDetermined(first.width) && solver.isDetermined(second.width))
      return (solver.value(of: first.width), solver.value(of: second.width))
    }
    #expect(try layout(container: 300) == (142, 150))
    #expect(try layout(container: 400) == (200, 192))
    #expect(try layout(container: 358) == (200, 150))
  }

  @Test func aCentreAtHalfTheContainerFollowsItsWidth() throws {
    var solver = Solver()
    let container = solver.makeVariable()
    let view = Frame(&solver)
    try solver.add(Constraint(Expression(view.width), .equal, 100))
    try solver.add(Constraint(view.leading + view.width * 0.5, .equal, container * 0.5))
    try solver.addEditVariable(container, priority: Priority(999))
    for width in stride(from: 320.0, through: 1366, by: 97) {
      try solver.suggest(container, width)
      #expect(solver.value(of: view.leading) == width * 0.5 - 50)
      #expect(solver.isDetermined(view.leading))
    }
  }

  @Test func aViewWithoutAHorizontalPositionIsAmbiguous() throws {
    var solver = Solver()
    let view = Frame(&solver)
    try solver.add(Constraint(Expression(view.width), .equal, 100))
    #expect(solver.isDetermined(view.width))
    #expect(!solver.isDetermined(view.leading))
    // Two equal wishes at one priority that pull apart leave a range of equally good answers.
    try solver.add(Constraint(Expression(view.leading), .equal, 10, priority: .defaultLow))
    #expect(solver.isDetermined(view.leading))
    try solver.add(Constraint(Expression(view.leading), .equal, 30, priority: .defaultLow))
    #expect(!solver.isDetermined(view.leading))
    // Bounds that meet pin it, though each alone would not.
    try solver.add(Constraint(Expression(view.leading), .greaterThanOrEqual, 20))
    #expect(!solver.isDetermined(view.leading))
    try solver.add(Constraint(Expression(view.leading), .lessThanOrEqual, 20))
    #expect(solver.isDetermined(view.leading))
    #expect(solver.value(of: view.leading) == 20)
  }
}
