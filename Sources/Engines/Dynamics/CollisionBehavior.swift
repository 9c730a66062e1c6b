public import DynamicMenusGeometry
import DynamicMenusPhysics

/// What a collision behaviour's items collide with. UIKit's `UICollisionBehavior.Mode`.
public nonisolated struct CollisionMode: OptionSet, Sendable, Hashable {
  /// The raw bits: items 1, boundaries 2.
  public let rawValue: UInt
  /// Creates a mode from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Items collide with each other.
  public static let items = CollisionMode(rawValue: 1)
  /// Items collide with the behaviour's boundaries.
  public static let boundaries = CollisionMode(rawValue: 2)
  /// Both (all bits), the default.
  public static let everything = CollisionMode(rawValue: .max)
}

/// Hears when a collision behaviour's items start and stop touching. UIKit's
/// `UICollisionBehaviorDelegate`. Events are gathered over a frame's sub-steps and delivered
/// once per frame, all began then all ended, before the actions. Points are in the reference
/// space.
public protocol CollisionBehaviorDelegate: WeakReferenceable {
  /// Two items began touching at `point` (the contact point with the largest impulse).
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
    with item2: any DynamicItem, at point: Point)
  /// Two items stopped touching.
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem,
    with item2: any DynamicItem)
  /// An item began touching a boundary (`identifier` nil for the reference-bounds boundary).
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: String?, at point: Point)
  /// An item stopped touching a boundary.
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: String?)
}

extension CollisionBehaviorDelegate {
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
    with item2: any DynamicItem, at point: Point
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem,
    with item2: any DynamicItem
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: String?, at point: Point
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: String?
  ) {}
}

/// Makes items collide with each other and with boundaries: UIKit's `UICollisionBehavior`.
///
/// Boundaries are static: the reference bounds (`translatesReferenceBoundsIntoBoundary`,
/// outset by 1 pt as on devices, identifier nil), segments and closed paths with identifiers.
/// Boundary friction and elasticity are 0.2. In `.items` mode items pass through this
/// behaviour's boundaries, yet began and ended still fire (device behaviour).
public final class CollisionBehavior: ItemsBehavior {
  /// What the items collide with. Default `.everything`.
  public var collisionMode: CollisionMode = .everything {
    didSet { modeChanged() }
  }

  /// Whether the reference bounds are a boundary. Setting it resets the insets to zero.
  public var translatesReferenceBoundsIntoBoundary = false {
    didSet {
      boundsInsets = .zero
      rebuildImplicitBoundary()
    }
  }

  /// Hears began and ended contacts.
  public var collisionDelegate: (any CollisionBehaviorDelegate)? {
    get { collisionDelegateToken?.hasEnded == false ? collisionDelegateStorage : nil }
    set {
      collisionDelegateStorage = newValue
      collisionDelegateToken = newValue?.lifetimeToken
    }
  }
  private unowned(unsafe) var collisionDelegateStorage: (any CollisionBehaviorDelegate)?
  private var collisionDelegateToken: LifetimeToken?

  /// The reference-bounds boundary's insets (points).
  public private(set) var boundsInsets = EdgeInsets.zero

  nonisolated struct Boundary {
    var identifier: String
    var path: Path
    var tag: Int32
    var closed: Bool
    var shapes: [Int32] = []
  }
  var boundaries: [Boundary] = []
  private var nextTag: Int32 = 0
  var bit: Int?
  private var body: BodyID?
  private var implicitShapes: [Int32] = []
  private var implicitRect: Rect?

  /// Collisions among `items` and with the boundaries.
  public override init(items: [any DynamicItem] = []) { super.init(items: items) }

  /// Makes the reference bounds, inset by `insets`, a boundary.
  public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
    translatesReferenceBoundsIntoBoundary = true
    boundsInsets = insets
    rebuildImplicitBoundary()
  }

  /// The identifiers of the added boundaries, in the order they were added.
  public var boundaryIdentifiers: [String] { boundaries.map { $0.identifier } }

  /// Adds a segment boundary from `p1` to `p2` (reference space). An identifier already in use
  /// leaves the existing boundary in place (device behaviour).
  public func addBoundary(withIdentifier identifier: String, from p1: Point, to p2: Point) {
    addBoundary(withIdentifier: identifier, for: Path(lineFrom: p1, to: p2), closed: false)
  }

  /// Adds a closed boundary along `path`'s first subpath, curves flattened to 0.5 pt.
  public func addBoundary(withIdentifier identifier: String, for path: Path) {
    addBoundary(withIdentifier: identifier, for: path, closed: true)
  }

  private func addBoundary(withIdentifier identifier: String, for path: Path, closed: Bool) {
    guard !boundaries.contains(where: { $0.identifier == identifier }) else { return }
    boundaries.append(Boundary(identifier: identifier, path: path, tag: nextTag, closed: closed))
    nextTag += 1
    if let animator = dynamicAnimator {
      makeShapes(forBoundaryAt: boundaries.count - 1, closed: closed, in: animator)
      animator.wake(items)
    }
  }

  /// The path of the boundary with `identifier`, or nil.
  public func boundary(withIdentifier identifier: String) -> Path? {
    boundaries.first { $0.identifier == identifier }?.path
  }

  /// Removes the boundary with `identifier`.
  public func removeBoundary(withIdentifier identifier: String) {
    guard let i = boundaries.firstIndex(where: { $0.identifier == identifier }) else { return }
    if let animator = dynamicAnimator {
      for s in boundaries[i].shapes { animator.world.destroyShape(s) }
      animator.wake(items)
    }
    boundaries.remove(at: i)
  }

  /// Removes every identified boundary; the reference-bounds boundary stays.
  public func removeAllBoundaries() {
    for id in boundaryIdentifiers { removeBoundary(withIdentifier: id) }
  }

  // MARK: Engine

  private func modeChanged() {
    guard let animator = dynamicAnimator else { return }
    animator.collisionFiltersDirty = true
    animator.updateCollisionFilters()
    animator.wake(items)
  }

  override func didAssociate(with animator: DynamicAnimator) {
    bit = animator.allocateCollisionBit(for: self)
    body = animator.world.createBody(type: .static, position: .zero, angle: 0)
    for i in boundaries.indices {
      makeShapes(forBoundaryAt: i, closed: boundaries[i].closed, in: animator)
    }
    implicitRect = nil
    rebuildImplicitBoundary()
    super.didAssociate(with: animator)
    animator.updateCollisionFilters()
  }

  override func willDissociate(from animator: DynamicAnimator) {
    super.willDissociate(from: animator)
    if let body { animator.world.destroyBody(body) }
    for i in boundaries.indices { boundaries[i].shapes = [] }
    implicitShapes = []
    implicitRect = nil
    body = nil
    if let bit { animator.releaseCollisionBit(bit) }
    bit = nil
    animator.updateCollisionFilters()
  }

  override func itemWasAdded(_ item: any DynamicItem, in animator: DynamicAnimator) {
    // Recomputed once after association, or at the next frame's pre-solve.
    animator.collisionFiltersDirty = true
  }

  override func itemWillBeRemoved(_ item: any DynamicItem, from animator: DynamicAnimator) {
    // The filter is recomputed once the item left `items`.
    animator.collisionFiltersDirty = true
  }

  private var boundaryFilter: CollisionFilter {
    var f = CollisionFilter()
    f.isBoundary = true
    f.groupBit = 1 << UInt64(bit ?? 0)
    return f
  }

  private func addSegment(_ a: Point, _ b: Point, tag: Int32, in animator: DynamicAnimator)
    -> Int32?
  {
    guard let body, a.distance(to: b) > 1e-6 else { return nil }
    let from = DynamicAnimator.meters(a, "CollisionBehavior: a boundary point")
    let to = DynamicAnimator.meters(b, "CollisionBehavior: a boundary point")
    guard from != to else { return nil }  // two far points clamped to one, or one Float
    return animator.world.addShape(
      to: body.index, .segment(from, to), density: 0, friction: 0.2, restitution: 0.2,
      filter: boundaryFilter, tag: tag)
  }

  private func makeShapes(forBoundaryAt i: Int, closed: Bool, in animator: DynamicAnimator) {
    guard let line = boundaries[i].path.flattened(tolerance: 0.5).first else { return }
    var points = line.points
    if closed, let first = points.first, points.last != first { points.append(first) }
    var shapes: [Int32] = []
    for k in points.indices.dropLast() {
      if let s = addSegment(points[k], points[k + 1], tag: boundaries[i].tag, in: animator) {
        shapes.append(s)
      }
    }
    boundaries[i].shapes = shapes
  }

  /// Rebuilds the reference-bounds boundary when it is wanted and its rectangle changed.
  func rebuildImplicitBoundary() {
    guard let animator = dynamicAnimator else { return }
    let rect: Rect? =
      translatesReferenceBoundsIntoBoundary
      ? animator.referenceBounds.inset(by: boundsInsets).insetBy(dx: -1, dy: -1) : nil
    if rect == implicitRect && (rect == nil || !implicitShapes.isEmpty) { return }
    for s in implicitShapes { animator.world.destroyShape(s) }
    implicitShapes = []
    implicitRect = rect
    guard let r = rect else { return }
    let corners = [
      Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
      Point(x: r.minX, y: r.maxY),
    ]
    for k in 0..<4 {
      if let s = addSegment(corners[k], corners[(k + 1) % 4], tag: -1, in: animator) {
        implicitShapes.append(s)
      }
    }
    animator.wake(items)
  }

  func deliverItemEvent(_ a: any DynamicItem, _ b: any DynamicItem, point: Point?, began: Bool) {
    guard let delegate = collisionDelegate else { return }
    if began {
      delegate.collisionBehavior(self, beganContactFor: a, with: b, at: point ?? .zero)
    } else {
      delegate.collisionBehavior(self, endedContactFor: a, with: b)
    }
  }

  func deliverBoundaryEvent(_ item: any DynamicItem, boundaryTag: Int32, point: Point?, began: Bool)
  {
    guard let delegate = collisionDelegate else { return }
    var identifier: String? = nil
    if boundaryTag >= 0 {
      identifier = boundaries.first { $0.tag == boundaryTag }?.identifier
    }
    if began {
      delegate.collisionBehavior(
        self, beganContactFor: item, withBoundaryIdentifier: identifier, at: point ?? .zero)
    } else {
      delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
    }
  }
}

extension DynamicAnimator {
  /// Rebuilds every collision behaviour's reference-bounds boundary.
  func rebuildImplicitBoundaries() {
    lastReferenceBounds = referenceSpace.dynamicReferenceBounds
    for b in registered { (b as? CollisionBehavior)?.rebuildImplicitBoundary() }
  }
}
