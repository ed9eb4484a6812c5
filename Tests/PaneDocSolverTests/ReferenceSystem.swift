import PaneDocSolver

/// A tiny system of constraints over a few variables in a box, solved without the solver: the
/// lexicographic optimum of a set of piecewise linear objectives over a bounded polytope lies at
/// a vertex of the arrangement of all the constraints' hyperplanes, so the reference enumerates
/// every such vertex (every choice of `dimension` hyperplanes), keeps those where the required
/// constraints hold, and compares their objectives.
struct ReferenceSystem {
  /// `Σ coefficients[i] · x[i] + constant  relation  0`.
  struct Spec {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double

    func violation(_ point: [Double]) -> Double {
      var value = constant
      for (coefficient, x) in zip(coefficients, point) { value += coefficient * x }
      switch relation {
      case .equal: return abs(value)
      case .lessThanOrEqual: return max(0, value)
      case .greaterThanOrEqual: return max(0, -value)
      }
    }
  }

  static let tolerance = 1e-6

  var dimension: Int
  var specs: [Spec] = []

  /// The priorities below required that the specs use, highest first.
  var levels: [Double] {
    Array(Set(specs.map(\.priority).filter { $0 < 1000 })).sorted(by: >)
  }

  /// The total violation at each level.
  func objective(_ point: [Double], levels: [Double]) -> [Double] {
    levels.map { level in
      specs.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(point) }
    }
  }

  func satisfiesRequired(_ point: [Double]) -> Bool {
    specs.allSatisfy { $0.priority < 1000 || $0.violation(point) <= Self.tolerance }
  }

  /// Whether `lhs` is lexicographically smaller than `rhs` by more than the tolerance.
  static func isLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (left, right) in zip(lhs, rhs) where abs(left - right) > tolerance {
      return left < right
    }
    return false
  }

  /// The optimal objective and the optimal vertices, or nil when the required constraints
  /// cannot all hold.
  func optimum() -> (objective: [Double], vertices: [[Double]])? {
    let levels = levels
    var best: [Double]?
    var optimal: [[Double]] = []
    for vertex in vertices() where satisfiesRequired(vertex) {
      let value = objective(vertex, levels: levels)
      if let current = best, !Self.isLess(value, current) {
        if !Self.isLess(current, value) { optimal.append(vertex) }
        continue
      }
      best = value
      optimal = [vertex]
    }
    return best.map { ($0, optimal) }
  }

  /// Every point where `dimension` of the specs' hyperplanes meet in one point.
  func vertices() -> [[Double]] {
    var found: [[Double]] = []
    var chosen: [Int] = []
    func choose(from start: Int) {
      if chosen.count == dimension {
        if let point = Self.solve(chosen.map { specs[$0] }) { found.append(point) }
        return
      }
      guard start < specs.count else { return }
      for index in start..<specs.count {
        chosen.append(index)
        choose(from: index + 1)
        chosen.removeLast()
      }
    }
    choose(from: 0)
    return found
  }

  /// The point where the hyperplanes `Σ c·x + constant = 0` meet, by Gaussian elimination with
  /// partial pivoting; nil when they do not meet in one point.
  static func solve(_ planes: [Spec]) -> [Double]? {
    let count = planes.count
    var matrix = planes.map { $0.coefficients + [-$0.constant] }
    for column in 0..<count {
      let pivot = (column..<count).max { abs(matrix[$0][column]) < abs(matrix[$1][column]) }!
      guard abs(matrix[pivot][column]) > 1e-9 else { return nil }
      matrix.swapAt(column, pivot)
      for row in 0..<count where row != column {
        let factor = matrix[row][column] / matrix[column][column]
        for entry in column...count { matrix[row][entry] -= factor * matrix[column][entry] }
      }
    }
    return (0..<count).map { matrix[$0][count] / matrix[$0][$0] }
  }
}
