// The revolute joint (Box2D 2.4 b2RevoluteJoint): UIKit's pin attachment, and an anchor
// attachment shorter than 1 pt. A point constraint (2×2), optional angle limits solved
// speculatively, and a motor at speed 0 whose torque limit is UIKit's `frictionTorque`.

extension Joint {
  mutating func initRevolute(_ d: SolverData) {
    let pA = d.positions[indexA]
    let pB = d.positions[indexB]
    rA = arm(pA, def.localAnchorA - localCenterA)
    rB = arm(pB, def.localAnchorB - localCenterB)
    let mA = invMassA, mB = invMassB, iA = invIA, iB = invIB
    k22.ex.x = mA + mB + rA.y * rA.y * iA + rB.y * rB.y * iB
    k22.ey.x = -rA.y * rA.x * iA - rB.y * rB.x * iB
    k22.ex.y = k22.ey.x
    k22.ey.y = mA + mB + rA.x * rA.x * iA + rB.x * rB.x * iB
    mass = iA + iB
    let fixedRotation = mass == 0
    if mass > 0 { mass = 1 / mass }
    angle = pB.a - pA.a - def.referenceAngle
    if !def.enableMotor || fixedRotation { motorImpulse = 0 }
    if !def.enableLimit || fixedRotation {
      lowerImpulse = 0
      upperImpulse = 0
    }
    let axial = motorImpulse + lowerImpulse - upperImpulse
    let p = Vec2(impulse.0, impulse.1)
    apply(d, p, angularA: cross(rA, p) + axial, angularB: cross(rB, p) + axial)
  }

  mutating func solveRevoluteVelocity(_ d: SolverData) {
    var vA = d.velocities[indexA]
    var vB = d.velocities[indexB]
    let mA = invMassA, mB = invMassB, iA = invIA, iB = invIB
    let fixedRotation = iA + iB == 0
    if def.enableMotor && !fixedRotation {
      let cdot = vB.w - vA.w - def.motorSpeed
      var lambda = -mass * cdot
      let old = motorImpulse
      let maxImpulse = d.h * def.maxMotor
      motorImpulse = clamp(old + lambda, -maxImpulse, maxImpulse)
      lambda = motorImpulse - old
      vA.w -= iA * lambda
      vB.w += iB * lambda
    }
    if def.enableLimit && !fixedRotation {
      do {  // lower limit
        let c = angle - def.lower
        let cdot = vB.w - vA.w
        var lambda = -mass * (cdot + max(c, 0) * d.invH)
        let new = max(lowerImpulse + lambda, 0)
        lambda = new - lowerImpulse
        lowerImpulse = new
        vA.w -= iA * lambda
        vB.w += iB * lambda
      }
      do {  // upper limit (note the signs)
        let c = def.upper - angle
        let cdot = vA.w - vB.w
        var lambda = -mass * (cdot + max(c, 0) * d.invH)
        let new = max(upperImpulse + lambda, 0)
        lambda = new - upperImpulse
        upperImpulse = new
        vA.w += iA * lambda
        vB.w -= iB * lambda
      }
    }
    let cdot = vB.v + cross(vB.w, rB) - vA.v - cross(vA.w, rA)
    let lambda = k22.solve(-cdot)
    impulse.0 += lambda.x
    impulse.1 += lambda.y
    vA.v -= mA * lambda
    vA.w -= iA * cross(rA, lambda)
    vB.v += mB * lambda
    vB.w += iB * cross(rB, lambda)
    d.velocities[indexA] = vA
    d.velocities[indexB] = vB
  }

  mutating func solveRevolutePosition(_ d: SolverData) -> Bool {
    var pA = d.positions[indexA]
    var pB = d.positions[indexB]
    let mA = invMassA, mB = invMassB, iA = invIA, iB = invIB
    var angularError: Float = 0
    if def.enableLimit && iA + iB != 0 {
      let angle = pB.a - pA.a - def.referenceAngle
      var c: Float = 0
      if abs(def.upper - def.lower) < 2 * Settings.angularSlop {
        c = clamp(angle - def.lower, -Settings.maxAngularCorrection, Settings.maxAngularCorrection)
      } else if angle <= def.lower {
        c = clamp(angle - def.lower + Settings.angularSlop, -Settings.maxAngularCorrection, 0)
      } else if angle >= def.upper {
        c = clamp(angle - def.upper - Settings.angularSlop, 0, Settings.maxAngularCorrection)
      }
      let limitImpulse = -mass * c
      pA.a -= iA * limitImpulse
      pB.a += iB * limitImpulse
      angularError = abs(c)
    }
    let rA = arm(pA, def.localAnchorA - localCenterA)
    let rB = arm(pB, def.localAnchorB - localCenterB)
    let error = pB.c + rB - pA.c - rA
    let positionError = error.length
    // At most 0.2 m per iteration (see solveWeldPosition): a full step on a large error
    // overshoots through the lever arms and diverges.
    let c = error.clampedLength(Settings.maxLinearCorrection)
    var k = Mat22(ex: .zero, ey: .zero)
    k.ex.x = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y
    k.ex.y = -iA * rA.x * rA.y - iB * rB.x * rB.y
    k.ey.x = k.ex.y
    k.ey.y = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x
    let p = -k.solve(c)
    pA.c -= mA * p
    pA.a -= iA * cross(rA, p)
    pB.c += mB * p
    pB.a += iB * cross(rB, p)
    d.positions[indexA] = pA
    d.positions[indexB] = pB
    return positionError <= Settings.linearSlop && angularError <= Settings.angularSlop
  }
}
