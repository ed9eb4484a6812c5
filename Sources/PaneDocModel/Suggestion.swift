/// "Did you mean …?" hints: the candidate nearest to a misspelt value.
public enum Suggestion {
  /// The candidate closest to `value` (ignoring case), when it is close enough to be a likely
  /// typo rather than a different word; the first of equally close candidates wins.
  public static func nearest(to value: String, in candidates: [String]) -> String? {
    let typed = Array(value.lowercased())
    guard !typed.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.lowercased()))
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowed = max(2, min(typed.count, best.candidate.count) / 3)
    return best.distance <= allowed && best.distance < typed.count ? best.candidate : nil
  }

  /// The hint text for `value`, if a candidate is near.
  public static func hint(for value: String, in candidates: [String]) -> String? {
    nearest(to: value, in: candidates).map { "did you mean '\($0)'?" }
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and transpositions
  /// of neighbours each cost one, so "ture" is one step from "true".
  public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
