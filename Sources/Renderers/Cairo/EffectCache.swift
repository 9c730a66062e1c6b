/// A small cache for expensive effects (blurred shadows and backdrops), looked up by a key
/// compared for equality (no hashing, so no collisions). Entries unused for a few frames are
/// dropped; with few entries a linear search is the fastest lookup.
struct EffectCache<Key, Value> {
  private var entries: [(key: Key, value: Value, lastUsed: Int)] = []
  private var frame = 0
  let capacity: Int
  /// Frames an entry survives unused.
  let lifetime = 8

  init(capacity: Int) { self.capacity = capacity }

  /// The value of the first entry whose key satisfies `matches` (which lets a caller compare
  /// against data it has not copied into a key), marking it used this frame.
  mutating func value(where matches: (Key) -> Bool) -> Value? {
    guard let i = entries.firstIndex(where: { matches($0.key) }) else { return nil }
    entries[i].lastUsed = frame
    return entries[i].value
  }

  /// Removes and returns the first entry not used this frame whose key satisfies `matches`:
  /// a stale entry whose storage a new one can reuse (an entry used this frame may be drawn
  /// again later in it, so it is never taken).
  mutating func take(where matches: (Key) -> Bool) -> (key: Key, value: Value)? {
    guard let i = entries.firstIndex(where: { $0.lastUsed < frame && matches($0.key) }) else {
      return nil
    }
    let entry = entries.remove(at: i)
    return (entry.key, entry.value)
  }

  /// Marks the entries whose value satisfies `matches` as used this frame (a value the
  /// renderer reuses without looking it up).
  mutating func touch(where matches: (Value) -> Bool) {
    for i in entries.indices where matches(entries[i].value) { entries[i].lastUsed = frame }
  }

  /// Stores a value, evicting the least recently used entry when full (the first such,
  /// so eviction is deterministic).
  mutating func store(_ value: Value, for key: Key) {
    if entries.count >= capacity,
      let oldest = entries.indices.min(by: {
        entries[$0].lastUsed < entries[$1].lastUsed
      })
    {
      entries.remove(at: oldest)
    }
    entries.append((key, value, frame))
  }

  /// Ends a frame: drops entries not used recently.
  mutating func endFrame() {
    entries.removeAll { frame - $0.lastUsed > lifetime }
    frame += 1
  }

  /// The number of entries (for tests).
  var count: Int { entries.count }
}

extension EffectCache where Key: Equatable {
  /// The value for `key`, marking it used this frame.
  mutating func value(for key: Key) -> Value? {
    guard let i = entries.firstIndex(where: { $0.key == key }) else { return nil }
    entries[i].lastUsed = frame
    return entries[i].value
  }
}
