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
  /// `nil` otherwise. Checked on its UTF-8 in one pass, as every file of the report is:
  /// splitting it into parts made an array and a substring per part for each file.
  init?(safe path: String) {
    var digest = Self.offsetBasis
    // The part being read: its length, and whether it is dots only.
    var length = 0
    var dots = true
    for byte in path.utf8 {
      digest = Self.mix(digest, byte)
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
    var digest = Self.offsetBasis
    for byte in path.utf8 { digest = Self.mix(digest, byte) }
    self.path = path
    self.digest = digest
  }

  /// FNV-1a's start and step, the same in both initializers so equal paths digest alike.
  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static func mix(_ digest: UInt64, _ byte: UInt8) -> UInt64 {
    (digest ^ UInt64(byte)) &* 0x100_0000_01b3
  }

  static func == (left: ClaimedPath, right: ClaimedPath) -> Bool {
    left.digest == right.digest && left.path == right.path
  }

  func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
