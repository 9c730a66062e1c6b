public import DynamicMenusGeometry

/// The host's own pointer objects (a `UITouch`, an `NSTouch`'s identity, a browser's
/// pointer id) as the small, stable identifiers ``PointerEvent`` carries: one from a touch's
/// began to its end, never reused while the table lives.
///
/// UIKit hands touches over as unordered sets, and may repeat a touch it already ended or
/// report one the view never saw begin (a touch that began on another view); the table
/// answers nil for those, so the host sends nothing a window could choke on.
///
/// ```swift
/// for touch in table.inBeganOrder(touches, location: { $0.location(in: self) }) { … }
/// if let id = table.began(ObjectIdentifier(touch)) { host.send(PointerEvent(id: id, …)) }
/// ```
public nonisolated struct PointerTable<Key: Hashable> {
  private var ids: [Key: Int] = [:]
  private var nextID = 1

  /// An empty table.
  public init() {}

  /// The pointers down, by identifier.
  public var count: Int { ids.count }

  /// A new identifier for `key`, which just went down; nil when it is down already.
  public mutating func began(_ key: Key) -> Int? {
    guard ids[key] == nil else { return nil }
    defer { nextID += 1 }
    ids[key] = nextID
    return nextID
  }

  /// The identifier of `key` while it is down; nil otherwise.
  public func id(of key: Key) -> Int? { ids[key] }

  /// The identifier of `key`, which ended or was cancelled, and forgets it; nil when it was
  /// not down.
  public mutating func ended(_ key: Key) -> Int? { ids.removeValue(forKey: key) }

  /// Forgets every pointer (the host cancelled them all: ``ControlHost/cancelAllPointers()``).
  public mutating func removeAll() { ids.removeAll() }

  /// `items` in a stable order, since a set of touches has none: those down by identifier,
  /// the rest by location (top to bottom, then left to right), so the same touches give the
  /// same events on every run.
  public func inOrder<T>(_ items: [T], key: (T) -> Key, location: (T) -> Point) -> [T] {
    items.sorted { a, b in
      switch (ids[key(a)], ids[key(b)]) {
      case (let x?, let y?): return x < y
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil):
        let p = location(a)
        let q = location(b)
        return p.y != q.y ? p.y < q.y : p.x < q.x
      }
    }
  }
}

extension PointerEvent {
  /// A host's force reading as ``force``: `force` when the input measures it
  /// (`isMeasured`: a 3D Touch screen, a pencil) and `maximumPossible` is a positive finite
  /// number, else nil. UIKit reports 0, not "none", on a device without a sensor.
  public static func forceReading(
    _ force: Double, maximumPossible: Double, isMeasured: Bool
  ) -> Double? {
    guard isMeasured, maximumPossible.isFinite, maximumPossible > 0, !force.isNaN else {
      return nil
    }
    return force
  }
}
