/// Where each node of one layout sits in its list, by id: the walk asks at every node it emits
/// whether its id is taken, and at every controller it lays out whether it is laid out already.
///
/// An open-addressed table of positions hashed by `IDHash`, where a `Dictionary` keyed by `String`
/// spent most of its lookup seeding, running and finishing `Hasher`'s SipHash (a tenth of the
/// walk). The ids are compared with the nodes' own, so the table keeps no strings. The positions
/// move into a `Dictionary` for the rest of the layout at the first id that is not ASCII (which
/// `IDHash` leaves to `String`'s comparison) and at the first run of probes longer than
/// `probeLimit` (the hash is not seeded, and ids made to collide must not make lookups long).
struct NodeIndex {
  /// A hash and the position of the node with it; `position < 0` for an empty slot.
  private struct Slot {
    var hash: Int
    var position: Int
  }

  private var slots: [Slot]
  private var count = 0
  /// The positions once they moved; `nil` while `slots` holds them.
  private var fallback: [String: Int]?
  private let probeLimit: Int

  /// Room for `capacity` ids before the table grows.
  init(capacity: Int, probeLimit: Int = 32) {
    var size = 16
    while size < 2 * capacity { size *= 2 }
    slots = Array(repeating: Slot(hash: 0, position: -1), count: size)
    self.probeLimit = probeLimit
  }

  /// Whether the positions moved into a `Dictionary`, for tests.
  var usesFallback: Bool { fallback != nil }

  /// The position of the node with `id` in `nodes`, whose nodes this index has numbered.
  mutating func position(of id: String, in nodes: [Node]) -> Int? {
    if fallback == nil, case .found(let position) = probe(id, hash: IDHash.of(id), in: nodes) {
      return position
    }
    return fallback?[id]
  }

  /// Numbers `id` as the node at `position` (the next one of `nodes`) unless a node of `nodes`
  /// has it: one hash and one run of probes, where a check and then an insertion would make two.
  mutating func claim(_ id: String, position: Int, in nodes: [Node]) -> Bool {
    claim(id, hash: IDHash.of(id), position: position, in: nodes)
  }

  /// `claim(_:position:in:)` with `IDHash.of(id)` worked out ahead, as a hidden subtree's nodes
  /// made once for many layouts carry it.
  mutating func claim(_ id: String, hash: Int?, position: Int, in nodes: [Node]) -> Bool {
    if fallback == nil {
      switch probe(id, hash: hash, in: nodes) {
      case .found: return false
      case .empty(let slot, let hash):
        slots[slot] = Slot(hash: hash, position: position)
        count += 1
        if 2 * count > slots.count { grow() }
        return true
      case .moved: break
      }
    }
    var claimed = false
    func take(_ slot: inout Int) {
      if slot < 0 {
        slot = position
        claimed = true
      }
    }
    take(&fallback![id, default: -1])
    return claimed
  }

  private enum Probe {
    case found(Int)
    /// The id is not numbered; the slot it would take.
    case empty(slot: Int, hash: Int)
    /// The id is not ASCII, or the run of probes was too long: the positions moved into
    /// `fallback`.
    case moved
  }

  /// Runs the probes for `id`, whose `IDHash` is `hash`, from its slot until its entry or an
  /// empty slot.
  private mutating func probe(_ id: String, hash: Int?, in nodes: [Node]) -> Probe {
    guard let hash else {
      move(nodes)
      return .moved
    }
    let mask = slots.count - 1
    var slot = hash & mask
    var probes = 0
    while slots[slot].position >= 0 {
      let entry = slots[slot]
      if entry.hash == hash, nodes[entry.position].id == id { return .found(entry.position) }
      guard probes < probeLimit else {
        move(nodes)
        return .moved
      }
      slot = (slot + 1) & mask
      probes += 1
    }
    return .empty(slot: slot, hash: hash)
  }

  /// Moves the positions into `fallback`.
  private mutating func move(_ nodes: [Node]) {
    var positions = [String: Int](minimumCapacity: 2 * count)
    for entry in slots where entry.position >= 0 {
      positions[nodes[entry.position].id] = entry.position
    }
    fallback = positions
    slots = []
  }

  /// Twice the slots, each entry placed again by its hash.
  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(hash: 0, position: -1), count: 2 * old.count)
    let mask = slots.count - 1
    for entry in old where entry.position >= 0 {
      var slot = entry.hash & mask
      while slots[slot].position >= 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}
