// The shape pairs that have a contact. The pair finder asks it whether an overlap it found is
// new (Box2D v3's pair set) instead of walking a body's contact list: in a pile every box has
// a dozen contacts scattered over the contact array, and the walk was a chain of cache misses
// per pair found. It only answers membership (nothing iterates it), so it decides no order.

/// A set of unordered pairs of shape indices: open addressing, linear probing, deletion by
/// backward shift (no tombstones, so a steady contact count never grows it).
package struct PairSet {
  /// Keys by slot; 0 is empty (a key is never 0: its larger shape index is at least 1).
  private var slots: [UInt64] = []
  private var count = 0

  /// The key of the pair {a, b} (a ≠ b): the smaller index in the high half.
  @inline(__always) package static func key(_ a: Int32, _ b: Int32) -> UInt64 {
    let (low, high) = a < b ? (a, b) : (b, a)
    return UInt64(UInt32(bitPattern: low)) << 32 | UInt64(UInt32(bitPattern: high))
  }

  /// The home slot of a key: Fibonacci hashing onto the power-of-two table.
  @inline(__always) private func home(_ key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  package func contains(_ key: UInt64) -> Bool {
    if slots.isEmpty { return false }
    let mask = slots.count - 1
    var i = home(key, mask: mask)
    while slots[i] != 0 {
      if slots[i] == key { return true }
      i = (i + 1) & mask
    }
    return false
  }

  /// Adds a key that is not in the set.
  package mutating func insert(_ key: UInt64) {
    // At most half full: short probes.
    if 2 * (count + 1) > slots.count { grow() }
    let mask = slots.count - 1
    var i = home(key, mask: mask)
    while slots[i] != 0 { i = (i + 1) & mask }
    slots[i] = key
    count += 1
  }

  /// Removes a key if present.
  package mutating func remove(_ key: UInt64) {
    if slots.isEmpty { return }
    let mask = slots.count - 1
    var i = home(key, mask: mask)
    while slots[i] != key {
      if slots[i] == 0 { return }
      i = (i + 1) & mask
    }
    // Backward shift: pull later keys of the probe run into the hole unless their home lies
    // cyclically after the hole (then they are already as close to home as they can be).
    var j = i
    while true {
      j = (j + 1) & mask
      let k = slots[j]
      if k == 0 { break }
      let h = home(k, mask: mask)
      let stays = i <= j ? (i < h && h <= j) : (i < h || h <= j)
      if stays { continue }
      slots[i] = k
      i = j
    }
    slots[i] = 0
    count -= 1
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: 0, count: max(64, 2 * old.count))
    count = 0
    for k in old where k != 0 { insert(k) }
  }
}
