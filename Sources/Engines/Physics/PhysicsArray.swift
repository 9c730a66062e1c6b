// The world's arrays (Box2D v3's b2Array): the records of bodies, shapes, contacts and joints,
// and the solver's per-step lists, in storage the world owns. A sub-step's stages and the
// island search take their pointers once, as plain values (`mutableBuffer()`), where Swift's
// arrays would lend them only inside a closure, one nested in the next.

/// A growable array whose elements stay at one address until it grows, so the world can lend
/// them to a sub-step as pointers. A value type, copied on write as Swift's arrays are: a copy
/// of a world shares the storage until either side writes, then steps on its own. Its
/// elements are plain values (the world's records hold numbers and indices, never
/// references), so storage is copied as bytes and freed without deinitializing.
public struct PhysicsArray<Element>: RandomAccessCollection, MutableCollection {
  /// Room for `capacity` elements at `base`. Its fields never change, so reading them costs
  /// no exclusivity check; the count is the array's own.
  @usableFromInline final class Storage {
    @usableFromInline let base: UnsafeMutablePointer<Element>
    @usableFromInline let capacity: Int

    @usableFromInline init(capacity: Int) {
      // Plain values only: a copy is their bytes, and nothing needs deinitializing (checked
      // once per element type, when specialised).
      precondition(_isPOD(Element.self), "PhysicsArray holds plain values only")
      base = .allocate(capacity: capacity)
      self.capacity = capacity
    }

    deinit { base.deallocate() }
  }

  @usableFromInline var storage: Storage
  /// How many elements the array holds, from `storage.base`.
  @usableFromInline var elementCount = 0

  /// An empty array.
  @inlinable public init() { storage = Storage(capacity: 0) }

  /// `count` copies of `element`.
  @inlinable public init(repeating element: Element, count: Int) {
    self.init()
    append(repeating: element, count: count)
  }

  /// 0.
  @inlinable public var startIndex: Int { 0 }
  /// ``count``.
  @inlinable public var endIndex: Int { elementCount }
  /// Whether the array holds no element.
  @inlinable public var isEmpty: Bool { elementCount == 0 }
  /// How many elements the array holds.
  @inlinable public var count: Int { elementCount }

  /// The element at `i`, 0 ≤ `i` < ``count``.
  @inlinable public subscript(i: Int) -> Element {
    get {
      precondition(i >= 0 && i < count, "PhysicsArray index out of range")
      return storage.base[i]
    }
    set {
      precondition(i >= 0 && i < count, "PhysicsArray index out of range")
      makeUnique()
      storage.base[i] = newValue
    }
    _modify {
      precondition(i >= 0 && i < count, "PhysicsArray index out of range")
      makeUnique()
      yield &storage.base[i]
    }
  }

  // MARK: Pointers

  /// The elements, for reading; valid until the array next grows or is written through a
  /// copy sharing its storage.
  @inlinable public var buffer: UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: storage.base, count: count)
  }

  /// The elements, for writing: the storage made this array's own first. Valid until the
  /// array next grows; writes through it are this array's.
  @inlinable public mutating func mutableBuffer() -> UnsafeMutableBufferPointer<Element> {
    makeUnique()
    return UnsafeMutableBufferPointer(start: storage.base, count: count)
  }

  /// `body` with the elements for reading (as `Array.withUnsafeBufferPointer`).
  @inlinable public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) -> R)
    -> R
  {
    body(buffer)
  }

  /// `body` with the elements for writing (as `Array.withUnsafeMutableBufferPointer`).
  @inlinable public mutating func withUnsafeMutableBufferPointer<R>(
    _ body: (inout UnsafeMutableBufferPointer<Element>) -> R
  ) -> R {
    var elements = mutableBuffer()
    return body(&elements)
  }

  // MARK: Growing and shrinking

  /// Appends `element`.
  @inlinable public mutating func append(_ element: Element) {
    reserve(count + 1)
    storage.base[elementCount] = element
    elementCount += 1
  }

  /// Appends `count` copies of `element`.
  @inlinable public mutating func append(repeating element: Element, count added: Int) {
    guard added > 0 else { return }
    reserve(count + added)
    (storage.base + elementCount).initialize(repeating: element, count: added)
    elementCount += added
  }

  /// Grows to `count` elements with `element` in the new places; never shrinks.
  @inlinable public mutating func grow(to newCount: Int, with element: Element) {
    append(repeating: element, count: newCount - count)
  }

  /// Removes and returns the last element, or nil when empty. (Shrinking writes nothing, so
  /// storage a copy shares stays as it is for the copy.)
  @inlinable public mutating func popLast() -> Element? {
    guard elementCount > 0 else { return nil }
    elementCount -= 1
    return storage.base[elementCount]
  }

  /// Removes the last `n` elements (0…count).
  @inlinable public mutating func removeLast(_ n: Int) {
    precondition(n >= 0 && n <= count, "PhysicsArray.removeLast beyond its count")
    elementCount -= n
  }

  /// Removes every element, keeping the storage (a steady step allocates nothing).
  @inlinable public mutating func removeAll() { elementCount = 0 }

  /// Makes room for `minimumCapacity` elements in storage of its own, doubling as Swift's
  /// arrays do.
  @usableFromInline mutating func reserve(_ minimumCapacity: Int) {
    let room = minimumCapacity <= storage.capacity
    if room, isKnownUniquelyReferenced(&storage) { return }
    replaceStorage(
      capacity: room ? storage.capacity : Swift.max(minimumCapacity, 2 * storage.capacity))
  }

  /// Gives the array storage of its own, a copy, when it shares it.
  @inlinable @inline(__always) mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { replaceStorage(capacity: storage.capacity) }
  }

  /// New storage of `capacity` holding the elements.
  @usableFromInline mutating func replaceStorage(capacity: Int) {
    let new = Storage(capacity: capacity)
    new.base.initialize(from: storage.base, count: count)
    storage = new
  }
}
extension PhysicsArray: ExpressibleByArrayLiteral {
  /// The elements of the literal.
  @inlinable public init(arrayLiteral elements: Element...) {
    self.init()
    for element in elements { append(element) }
  }
}
