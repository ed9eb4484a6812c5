/// A line-based diff (Myers' O(ND) algorithm) of two SVG texts, for the diff report's raw view.
///
/// It is bounded: past `maximumEdits` inserted plus deleted lines it gives up (returns `nil`)
/// rather than spending quadratic time and memory on two unrelated files.
public enum TextDiff {
  public enum Line: Sendable, Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// A run of changed lines with up to `context` unchanged lines around it, numbered from 1.
  public struct Hunk: Sendable, Equatable {
    public var oldStart: Int
    public var oldCount: Int
    public var newStart: Int
    public var newCount: Int
    public var lines: [Line]

    /// `@@ -3,7 +3,8 @@`, as `diff -u` writes it.
    public var header: String {
      "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
    }

    private static func range(_ start: Int, _ count: Int) -> String {
      count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }
  }

  /// The edit script from `old` to `new` line by line, or `nil` past `maximumEdits`.
  public static func lines(old: [String], new: [String], maximumEdits: Int = 1000) -> [Line]? {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    guard let middle = myers(a, b, maximumEdits: maximumEdits) else { return nil }
    return old[..<prefix].map(Line.same) + middle + old[(old.count - suffix)...].map(Line.same)
  }

  /// The changes between two texts as hunks with `context` lines around each, or `nil` when the
  /// texts differ too much (see `lines`). Equal texts give no hunk.
  public static func hunks(old: String, new: String, context: Int = 3, maximumEdits: Int = 1000)
    -> [Hunk]?
  {
    guard
      let script = lines(
        old: splitLines(old), new: splitLines(new), maximumEdits: maximumEdits)
    else { return nil }
    var hunks: [Hunk] = []
    var oldLine = 1
    var newLine = 1
    var index = 0
    // Each hunk starts `context` lines before a change and ends `context` lines after the last
    // change that is no more than 2 × `context` unchanged lines from the next.
    let positions = script.map { line -> (Int, Int) in
      defer {
        switch line {
        case .same:
          oldLine += 1
          newLine += 1
        case .removed: oldLine += 1
        case .added: newLine += 1
        }
      }
      return (oldLine, newLine)
    }
    while index < script.count {
      guard case .same = script[index] else {
        let start = max(0, index - context)
        var end = index
        var quiet = 0
        var cursor = index
        while cursor < script.count {
          if case .same = script[cursor] {
            quiet += 1
            if quiet > 2 * context { break }
          } else {
            quiet = 0
            end = cursor
          }
          cursor += 1
        }
        let stop = min(script.count, end + context + 1)
        let slice = Array(script[start..<stop])
        hunks.append(
          Hunk(
            oldStart: positions[start].0,
            oldCount: slice.count { if case .added = $0 { false } else { true } },
            newStart: positions[start].1,
            newCount: slice.count { if case .removed = $0 { false } else { true } },
            lines: slice))
        index = stop
        continue
      }
      index += 1
    }
    return hunks
  }

  /// The hunks as `diff -u` prints them, after `--- oldName` and `+++ newName`.
  public static func unified(_ hunks: [Hunk], oldName: String, newName: String) -> String {
    var text = "--- \(oldName)\n+++ \(newName)\n"
    for hunk in hunks {
      text += hunk.header + "\n"
      for line in hunk.lines {
        switch line {
        case .same(let content): text += " " + content + "\n"
        case .removed(let content): text += "-" + content + "\n"
        case .added(let content): text += "+" + content + "\n"
        }
      }
    }
    return text
  }

  /// The lines of `text`; a final line break does not start another line.
  static func splitLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Myers' greedy forward search, keeping each round's furthest reaches for the walk back.
  private static func myers(_ a: [String], _ b: [String], maximumEdits: Int) -> [Line]? {
    let n = a.count
    let m = b.count
    if n == 0 { return b.map(Line.added) }
    if m == 0 { return a.map(Line.removed) }
    let limit = min(maximumEdits, n + m)
    // `reach[offset + k]` is the furthest x on diagonal k = x - y. `rounds[d]` keeps diagonals
    // -d-1...d+1 of `reach` as they were before round d: all the walk back reads.
    let offset = limit + 1
    var reach = [Int](repeating: 0, count: 2 * limit + 3)
    var rounds: [[Int]] = []
    for d in 0...limit {
      rounds.append(Array(reach[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && reach[offset + k - 1] < reach[offset + k + 1])
          ? reach[offset + k + 1] : reach[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        reach[offset + k] = x
        if x >= n, y >= m { return walkBack(a, b, rounds: rounds) }
      }
    }
    return nil
  }

  private static func walkBack(_ a: [String], _ b: [String], rounds: [[Int]]) -> [Line] {
    var x = a.count
    var y = b.count
    var script: [Line] = []
    for d in stride(from: rounds.count - 1, through: 0, by: -1) {
      // Round d's slice starts at diagonal -d-1.
      let reach = { (k: Int) in rounds[d][k + d + 1] }
      let k = x - y
      let previous = k == -d || (k != d && reach(k - 1) < reach(k + 1)) ? k + 1 : k - 1
      let previousX = reach(previous)
      let previousY = previousX - previous
      while x > previousX, y > previousY {
        script.append(.same(a[x - 1]))
        x -= 1
        y -= 1
      }
      guard d > 0 else { break }
      if x == previousX {
        script.append(.added(b[y - 1]))
      } else {
        script.append(.removed(a[x - 1]))
      }
      x = previousX
      y = previousY
    }
    return script.reversed()
  }
}
