/// A report file's path as a session records it: checked safe and digested in one pass over its
/// bytes, so that the session's set of paths hashes a number, not the path, on every insert and
/// on every growth of the set (a large report has tens of thousands of files, and hashing each
/// path in full, and again at each growth, was most of what recording them cost).
struct ClaimedPath: Hashable {
  let path: String
  /// FNV-1a of the path's bytes: equal paths have equal digests; paths with equal digests are
  /// compared whole.
  let digest: UInt64

  /// `path` when it is relative, has no empty, `.` or `..` part and is not the stamp's name;
  /// `nil` otherwise.
  init?(safe path: String) {
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    // The part being read: its length, and whether it is dots only.
    var length = 0
    var dots = true
    for byte in path.utf8 {
      digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3
      if byte == UInt8(ascii: "/") {
        if length == 0 || dots && length <= 2 { return nil }
        length = 0
        dots = true
      } else {
        length += 1
        dots = dots && byte == UInt8(ascii: ".")
      }
    }
    guard length > 0, !(dots && length <= 2), path != ReportWriter.stampName else { return nil }
    self.path = path
    self.digest = digest
  }

  /// A path of the previous report, to look up among the claimed ones.
  init(existing path: String) {
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in path.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
    self.path = path
    self.digest = digest
  }

  static func == (left: ClaimedPath, right: ClaimedPath) -> Bool {
    left.digest == right.digest && left.path == right.path
  }

  func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
