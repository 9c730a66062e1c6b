// Contacts: one record per pair of shapes whose fat boxes overlap; `touching` when the
// manifold has points. Box2D 2.x's b2Contact.

/// A pair of shapes in contact (or about to be).
struct Contact {
  var shapeA: Int32
  var shapeB: Int32
  var bodyA: Int32
  var bodyB: Int32
  var manifold = Manifold()
  /// Mixed friction √(fA·fB) and restitution max(eA, eB), fixed at creation (Box2D 2.x).
  var friction: Float
  var restitution: Float
  var touching = false
  /// A sensor contact reports began and ended but exerts nothing (an item in an items-mode
  /// collision behaviour meeting that behaviour's boundary).
  var sensor = false
  /// Set when the filter must be re-checked before the next update.
  var filterFlag = false
  var islandFlag = false
  var alive = true
  var generation: UInt32 = 0
  // Edge lists through the two bodies.
  var prevA: Int32 = -1
  var nextA: Int32 = -1
  var prevB: Int32 = -1
  var nextB: Int32 = -1

  /// Restitution: the larger elasticity wins. `[obs]`
  @inline(__always) static func mixRestitution(_ a: Float, _ b: Float) -> Float { max(a, b) }
  /// Friction: the geometric mean. `[obs]`
  @inline(__always) static func mixFriction(_ a: Float, _ b: Float) -> Float { (a * b).squareRoot() }
}

/// A contact that began touching during a step: its shapes and the manifold point with the
/// largest normal impulse (metres, world).
struct ContactEvent {
  var shapeA: Int32
  var shapeB: Int32
  var point: Vec2
}
