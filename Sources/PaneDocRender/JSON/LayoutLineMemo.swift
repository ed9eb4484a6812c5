import PaneDocLayout

/// The parts of `layout.json` lines that recur from line to line, each kept as the bytes it was
/// written as, so that a later line holding the same part copies them instead of writing them
/// again.
///
/// A scene's lines are its states in each environment of the run: every line of a state starts
/// with the same scene, file and state, and the same few environments recur in every state (and
/// in every scene). The bytes of a part depend only on its values, which are compared whole
/// before its bytes are used (strings by their contents, numbers as `==` finds them, which
/// differ in text only for zero and negative zero, both written `0`), so a line written with a
/// memo is the line written without one. Nodes and assumptions are written anew: a node kept by
/// its index from the line before matched too seldom (an iPhone's nodes and an iPad's differ),
/// and a list of long texts costs as much to compare as to write.
package struct LayoutLineMemo {
  /// Each line's start through `"environment":`, by scene, file and state.
  var heads = RecentPieces<LineHead>(limit: 8)
  /// The environment objects, by environment.
  var environments = RecentPieces<EnvironmentInfo>(limit: 64)

  package init() {}

  /// What makes the start of a line.
  struct LineHead: Equatable {
    var scene: String
    var file: String
    var state: [StateStep]
  }
}

/// A few parts' bytes by their values, in the order first met, looked up by comparing values:
/// lines bring them round in the same order again and again, so the part after the last one
/// found is tried first, and no part is hashed.
struct RecentPieces<Key: Equatable> {
  private var keys: [Key] = []
  private var pieces: [[UInt8]] = []
  /// Where the next part is looked for first.
  private var next = 0
  /// The most parts kept; a part met after that replaces the oldest.
  let limit: Int

  init(limit: Int) { self.limit = limit }

  /// The bytes kept for `key`, if any.
  mutating func piece(for key: Key) -> [UInt8]? {
    var index = next < keys.count && keys[next] == key ? next : nil
    if index == nil { index = keys.firstIndex(of: key) }
    guard let index else { return nil }
    next = index + 1 == keys.count ? 0 : index + 1
    return pieces[index]
  }

  /// Keeps `bytes` as the part of `key`, which `piece(for:)` did not find.
  mutating func keep(_ key: Key, _ bytes: ArraySlice<UInt8>) {
    if keys.count < limit {
      keys.append(key)
      pieces.append(Array(bytes))
      next = 0
    } else {
      keys[next] = key
      pieces[next] = Array(bytes)
      next = next + 1 == keys.count ? 0 : next + 1
    }
  }
}
