/// Values by id, built once and then only read: the interface's prepared controllers, which the
/// walk looks up at every controller it lays out. Sealed, an open-addressed table hashed by
/// `IDHash` answers where a `Dictionary` hashed each id with `Hasher`.
///
/// The `Dictionary` it is built in stays, and answers instead of the table for an id that is not
/// ASCII, and for every id when one of the keys is not ASCII (`IDHash` leaves those to `String`'s
/// comparison) or when the table's longest run of occupied slots is longer than `probeLimit` (the
/// hash is not seeded, and ids made to collide must not make lookups long).
struct IDTable<Value>: Sendable where Value: Sendable {
  private var positions: [String: Int] = [:]
  private var keys: [String] = []
  private var values: [Value] = []
  /// Positions in `keys` by hash, -1 for an empty slot; empty while the table is not sealed or
  /// the `Dictionary` answers for every id.
  private var slots: [Int] = []
  private var hashes: [Int] = []
  private let probeLimit: Int

  init(probeLimit: Int = 32) { self.probeLimit = probeLimit }

  /// Whether the `Dictionary` answers for every id, for tests.
  var usesFallback: Bool { slots.isEmpty }

  var count: Int { keys.count }

  subscript(id: String) -> Value? {
    guard !slots.isEmpty, let hash = IDHash.of(id) else { return positions[id].map { values[$0] } }
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] >= 0 {
      let position = slots[slot]
      if hashes[position] == hash, keys[position] == id { return values[position] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Adds `value` for `id` unless the table has one for it already (the first of each id wins,
  /// as the interface's lookups by id find the first).
  mutating func insertIfAbsent(_ value: Value, for id: String) {
    guard positions[id] == nil else { return }
    positions[id] = keys.count
    keys.append(id)
    values.append(value)
  }

  /// Ends the building: places every key by its hash, unless one is not ASCII or the runs of
  /// occupied slots come out too long.
  mutating func seal() {
    var hashes: [Int] = []
    hashes.reserveCapacity(keys.count)
    for key in keys {
      guard let hash = IDHash.of(key) else { return }
      hashes.append(hash)
    }
    var size = 16
    while size < 2 * keys.count { size *= 2 }
    var slots = [Int](repeating: -1, count: size)
    let mask = size - 1
    var longest = 0
    for (position, hash) in hashes.enumerated() {
      var slot = hash & mask
      var run = 0
      while slots[slot] >= 0 {
        slot = (slot + 1) & mask
        run += 1
      }
      slots[slot] = position
      longest = max(longest, run)
    }
    // A lookup walks from its slot to the end of the run it falls in: the longest run bounds it.
    var run = 0
    for index in 0..<(2 * size) {
      run = slots[index & mask] >= 0 ? run + 1 : 0
      longest = max(longest, run)
    }
    guard longest <= probeLimit else { return }
    self.hashes = hashes
    self.slots = slots
  }
}
