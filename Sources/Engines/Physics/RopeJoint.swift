// The rope joint (Box2D 2.3 b2RopeJoint): UIKit's limit attachment. An inequality on the
// distance: |pB − pA| ≤ maxLength (`def.length`), slack below it; speculative while slack
// (the velocity may close the gap within the sub-step, never pass it).

/// A rope joint's solver state (b2RopeJoint's), set by its preparation each sub-step.
struct RopeJointState {
  /// The anchors' arms from the centres of mass, in world axes (m).
  var rA = Vec2.zero
  var rB = Vec2.zero
  /// The unit axis from anchor A to anchor B (zero when they are within the linear slop).
  var u = Vec2.zero
  /// The anchors' distance at the sub-step's start (m).
  var length: Float = 0
  /// The effective mass along u (kg).
  var mass: Float = 0
  /// The accumulated impulse along u (N·s, ≤ 0: a rope only pulls).
  var impulse: Float = 0
}

extension Joint {
  mutating func initRope(_ d: SolverData) {
    let pA = d.positions[indexA]
    let pB = d.positions[indexB]
    var s = rope
    defer { rope = s }
    s.rA = arm(pA, def.localAnchorA - localCenterA)
    s.rB = arm(pB, def.localAnchorB - localCenterB)
    s.u = pB.c + s.rB - pA.c - s.rA
    s.length = s.u.length
    if s.length > Settings.linearSlop {
      s.u = (1 / s.length) * s.u
    } else {
      s.u = .zero
      s.mass = 0
      s.impulse = 0
      return
    }
    let crA = cross(s.rA, s.u)
    let crB = cross(s.rB, s.u)
    let invMass = invMassA + invIA * crA * crA + invMassB + invIB * crB * crB
    s.mass = invMass != 0 ? 1 / invMass : 0
    let p = s.impulse * s.u
    apply(d, p, angularA: cross(s.rA, p), angularB: cross(s.rB, p))
  }

  mutating func solveRopeVelocity(_ d: SolverData) {
    let vA = d.velocities[indexA]
    let vB = d.velocities[indexB]
    let s = rope
    let vpA = vA.v + cross(vA.w, s.rA)
    let vpB = vB.v + cross(vB.w, s.rB)
    let c = s.length - def.length
    var cdot = dot(s.u, vpB - vpA)
    if c < 0 { cdot += d.invH * c }  // predictive: only as fast as closes the slack
    var lambda = -s.mass * cdot
    rope.impulse = min(0, s.impulse + lambda)
    lambda = rope.impulse - s.impulse
    let p = lambda * s.u
    apply(d, p, angularA: cross(s.rA, p), angularB: cross(s.rB, p))
  }

  mutating func solveRopePosition(_ d: SolverData) -> Bool {
    var pA = d.positions[indexA]
    var pB = d.positions[indexB]
    let rA = arm(pA, def.localAnchorA - localCenterA)
    let rB = arm(pB, def.localAnchorB - localCenterB)
    var u = pB.c + rB - pA.c - rA
    let length = u.normalize()
    let c = clamp(length - def.length, 0, Settings.maxLinearCorrection)
    let p = (-rope.mass * c) * u
    pA.c -= invMassA * p
    pA.a -= invIA * cross(rA, p)
    pB.c += invMassB * p
    pB.a += invIB * cross(rB, p)
    d.positions[indexA] = pA
    d.positions[indexB] = pB
    return length - def.length < Settings.linearSlop
  }
}
