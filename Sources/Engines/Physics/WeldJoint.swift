// The weld joint (Box2D 2.x b2WeldJoint, rigid form): UIKit's fixed attachment. A 3×3 point
// and angle constraint; with a body of fixed rotation it falls back to the 2×2 point block.

/// A weld joint's solver state (b2WeldJoint's), set by its preparation each sub-step.
struct WeldJointState {
  /// The anchors' arms from the centres of mass, in world axes (m).
  var rA = Vec2.zero
  var rB = Vec2.zero
  /// The inverse of the 3×3 effective mass (point and angle), or of its 2×2 point block when
  /// neither body turns.
  var inverseMass = Mat33.zero
  /// The accumulated impulses: point (x, y) in N·s and angular (z) in N·m·s.
  var impulse: (Float, Float, Float) = (0, 0, 0)
}

extension Joint {
  private func weldMatrix(_ rA: Vec2, _ rB: Vec2) -> Mat33 {
    let mA = invMassA, mB = invMassB, iA = invIA, iB = invIB
    let exx = mA + mB + rA.y * rA.y * iA + rB.y * rB.y * iB
    let eyx = -rA.y * rA.x * iA - rB.y * rB.x * iB
    let ezx = -rA.y * iA - rB.y * iB
    let eyy = mA + mB + rA.x * rA.x * iA + rB.x * rB.x * iB
    let ezy = rA.x * iA + rB.x * iB
    return Mat33(ex: (exx, eyx, ezx), ey: (eyx, eyy, ezy), ez: (ezx, ezy, iA + iB))
  }

  mutating func initWeld(_ d: SolverData) {
    let pA = d.positions[indexA]
    let pB = d.positions[indexB]
    let rA = arm(pA, def.localAnchorA - localCenterA)
    let rB = arm(pB, def.localAnchorB - localCenterB)
    let k = weldMatrix(rA, rB)
    weld.rA = rA
    weld.rB = rB
    weld.inverseMass = k.ez.2 == 0 ? k.inverse22() : k.symInverse()
    let impulse = weld.impulse
    let p = Vec2(impulse.0, impulse.1)
    apply(d, p, angularA: cross(rA, p) + impulse.2, angularB: cross(rB, p) + impulse.2)
  }

  mutating func solveWeldVelocity(_ d: SolverData) {
    let vA = d.velocities[indexA]
    let vB = d.velocities[indexB]
    let rA = weld.rA, rB = weld.rB
    let cdot1 = vB.v + cross(vB.w, rB) - vA.v - cross(vA.w, rA)
    let cdot2 = vB.w - vA.w
    let m = weld.inverseMass.mul((cdot1.x, cdot1.y, cdot2))
    let lambda = (-m.0, -m.1, -m.2)
    weld.impulse.0 += lambda.0
    weld.impulse.1 += lambda.1
    weld.impulse.2 += lambda.2
    let p = Vec2(lambda.0, lambda.1)
    apply(d, p, angularA: cross(rA, p) + lambda.2, angularB: cross(rB, p) + lambda.2)
  }

  mutating func solveWeldPosition(_ d: SolverData) -> Bool {
    var pA = d.positions[indexA]
    var pB = d.positions[indexB]
    let rA = arm(pA, def.localAnchorA - localCenterA)
    let rB = arm(pB, def.localAnchorB - localCenterB)
    let k = weldMatrix(rA, rB)
    let linear = pB.c + rB - pA.c - rA
    let angular = pB.a - pA.a - def.referenceAngle
    let positionError = linear.length
    let angularError = abs(angular)
    // Each iteration corrects at most 0.2 m and 8°, as Box2D's contacts and distance joints do:
    // a full Newton step on a large error (an item moved away from its weld) overshoots through
    // the lever arms, and the overshoot grew every frame until the positions overflowed to NaN.
    let c1 = linear.clampedLength(Settings.maxLinearCorrection)
    let c2 = clamp(angular, -Settings.maxAngularCorrection, Settings.maxAngularCorrection)
    var imp: (Float, Float, Float)
    if k.ez.2 > 0 {
      let s = k.solve33((c1.x, c1.y, c2))
      imp = (-s.0, -s.1, -s.2)
    } else {
      let s = k.solve22(c1)
      imp = (-s.x, -s.y, 0)
    }
    let p = Vec2(imp.0, imp.1)
    pA.c -= invMassA * p
    pA.a -= invIA * (cross(rA, p) + imp.2)
    pB.c += invMassB * p
    pB.a += invIB * (cross(rB, p) + imp.2)
    d.positions[indexA] = pA
    d.positions[indexB] = pB
    return positionError <= Settings.linearSlop && angularError <= Settings.angularSlop
  }
}
