// Contacts: one record per pair of shapes whose fat boxes overlap; `touching` when the
// manifold has points. Box2D 2.x's b2Contact, in two parallel arrays: the pair, its place in
// the bodies' lists and its flags (`Contact`, what the island search, the pair finder and the
// narrow phase's loop walk), and the manifold with the mixed materials (`ContactState`, read
// only for pairs that may touch). A pile of 2,000 boxes keeps 17,000 contacts, three in four
// of them between boxes whose fat boxes overlap but which do not touch: walking a body's
// contacts then touches 40 bytes per contact instead of 116.

/// A pair of shapes in contact (or about to be): the pair and its links.
package struct Contact {
  package var shapeA: Int32
  package var shapeB: Int32
  package var bodyA: Int32
  package var bodyB: Int32
  // Edge lists through the two bodies.
  var prevA: Int32 = -1
  var nextA: Int32 = -1
  var prevB: Int32 = -1
  var nextB: Int32 = -1
  package var touching = false
  /// A sensor contact reports began and ended but exerts nothing (an item in an items-mode
  /// collision behaviour meeting that behaviour's boundary).
  package var sensor = false
  /// Set when the filter must be re-checked before the next update.
  var filterFlag = false
  /// For a shape against a static segment (a two-sided boundary): the side of the segment, +1
  /// or −1 along its first normal, that the shape's centre was on when they last began to
  /// touch; 0 for other pairs. While they touch, the segment pushes towards that side. (A
  /// byte beside the flags: the record does not grow.)
  package var side: Int8 = 0
  /// Whether the contact is in its bodies' touching lists (TouchList.swift).
  var inTouchList = false
  package var alive = true

  package init(shapeA: Int32, shapeB: Int32, bodyA: Int32, bodyB: Int32) {
    self.shapeA = shapeA
    self.shapeB = shapeB
    self.bodyA = bodyA
    self.bodyB = bodyB
  }

  /// Restitution: the larger elasticity wins. `[obs]`
  @inline(__always) static func mixRestitution(_ a: Float, _ b: Float) -> Float { max(a, b) }
  /// Friction: the geometric mean. `[obs]`
  @inline(__always) static func mixFriction(_ a: Float, _ b: Float) -> Float {
    (a * b).squareRoot()
  }
}

/// A contact's manifold and materials (the same index as its `Contact`).
package struct ContactState {
  var manifold = Manifold()
  /// Mixed friction √(fA·fB) and restitution max(eA, eB), fixed at creation (Box2D 2.x).
  package var friction: Float = 0
  package var restitution: Float = 0
}

/// A contact that began touching during a step: its shapes and the manifold point with the
/// largest normal impulse (metres, world).
package struct ContactEvent {
  package var shapeA: Int32
  package var shapeB: Int32
  package var point: Vec2
}
