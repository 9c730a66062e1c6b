// The rope joint (Box2D 2.3 b2RopeJoint): UIKit's limit attachment. An inequality on the
// distance: |pB − pA| ≤ maxLength (`def.length`), slack below it; speculative while slack
// (the velocity may close the gap within the sub-step, never pass it).

extension Joint {
  mutating func initRope(_ d: SolverData) {
    let pA = d.positions[indexA]
    let pB = d.positions[indexB]
    rA = arm(pA, def.localAnchorA - localCenterA)
    rB = arm(pB, def.localAnchorB - localCenterB)
    u = pB.c + rB - pA.c - rA
    currentLength = u.length
    if currentLength > Settings.linearSlop {
      u = (1 / currentLength) * u
    } else {
      u = .zero
      mass = 0
      impulse.0 = 0
      return
    }
    let crA = cross(rA, u)
    let crB = cross(rB, u)
    let invMass = invMassA + invIA * crA * crA + invMassB + invIB * crB * crB
    mass = invMass != 0 ? 1 / invMass : 0
    let p = impulse.0 * u
    apply(d, p, angularA: cross(rA, p), angularB: cross(rB, p))
  }

  mutating func solveRopeVelocity(_ d: SolverData) {
    let vA = d.velocities[indexA]
    let vB = d.velocities[indexB]
    let vpA = vA.v + cross(vA.w, rA)
    let vpB = vB.v + cross(vB.w, rB)
    let c = currentLength - def.length
    var cdot = dot(u, vpB - vpA)
    if c < 0 { cdot += d.invH * c }  // predictive: only as fast as closes the slack
    var lambda = -mass * cdot
    let old = impulse.0
    impulse.0 = min(0, impulse.0 + lambda)
    lambda = impulse.0 - old
    let p = lambda * u
    apply(d, p, angularA: cross(rA, p), angularB: cross(rB, p))
  }

  mutating func solveRopePosition(_ d: SolverData) -> Bool {
    var pA = d.positions[indexA]
    var pB = d.positions[indexB]
    let rA = arm(pA, def.localAnchorA - localCenterA)
    let rB = arm(pB, def.localAnchorB - localCenterB)
    var u = pB.c + rB - pA.c - rA
    let length = u.normalize()
    let c = clamp(length - def.length, 0, Settings.maxLinearCorrection)
    let p = (-mass * c) * u
    pA.c -= invMassA * p
    pA.a -= invIA * cross(rA, p)
    pB.c += invMassB * p
    pB.a += invIB * cross(rB, p)
    d.positions[indexA] = pA
    d.positions[indexB] = pB
    return length - def.length < Settings.linearSlop
  }
}
