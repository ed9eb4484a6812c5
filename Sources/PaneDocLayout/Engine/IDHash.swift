/// The hash of an id that the walk's own tables use (`NodeIndex`, `IDTable`) instead of
/// `Hasher`: an id is a dozen bytes, and seeding, running and finishing `Hasher`'s SipHash for it
/// was a tenth of the walk. Not seeded, so the tables bound their runs of probes themselves.
///
/// Only ASCII ids are hashed: two `String`s are equal when they are canonically equivalent
/// (`é` and `e` with a combining accent, `K` and the Kelvin sign), which their bytes do not
/// show, so a table keeps any other id in a `Dictionary`, which compares as `String` does.
enum IDHash {
  /// The hash of `id`'s bytes, `nil` when one of them is not ASCII. The bytes are read eight at a
  /// time from the string's own storage (a copy of them where the string has none, as a bridged
  /// one may not), each word mixed in by a multiplication whose high half is folded into the low
  /// one, which picks a table's slot.
  static func of(_ id: String) -> Int? {
    if let hash = id.utf8.withContiguousStorageIfAvailable({ of(UnsafeRawBufferPointer($0)) }) {
      return hash
    }
    return Array(id.utf8).withUnsafeBytes { of($0) }
  }

  /// Bytes that differ give different words, and each step is a bijection of the state, so two
  /// ids of one length that differ in one word only never hash alike; others may, which the
  /// tables' bounded probes absorb.
  private static func of(_ bytes: UnsafeRawBufferPointer) -> Int? {
    var hash = UInt64(truncatingIfNeeded: bytes.count)
    var highBits: UInt64 = 0
    var offset = 0
    while offset + 8 <= bytes.count {
      let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      highBits |= word
      hash = mix(hash, word)
      offset += 8
    }
    if offset < bytes.count {
      var tail: UInt64 = 0
      for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
      highBits |= tail
      hash = mix(hash, tail)
    }
    guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
    return Int(truncatingIfNeeded: hash ^ (hash >> 32))
  }

  private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let product = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
    return product ^ (product >> 29)
  }
}
