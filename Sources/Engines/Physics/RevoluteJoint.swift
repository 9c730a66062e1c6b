// The revolute joint (Box2D 2.4 b2RevoluteJoint): UIKit's pin attachment, and an anchor
// attachment shorter than 1 pt. A point constraint (2×2), optional angle limits solved
// speculatively, and a motor at speed 0 whose torque limit is UIKit's `frictionTorque`.

/// A revolute joint's solver state (b2RevoluteJoint's), set by its preparation each sub-step.
struct RevoluteJointState {
  /// The anchors' arms from the centres of mass, in world axes (m).
  var rA = Vec2.zero
  var rB = Vec2.zero
  /// The point constraint's 2×2 effective-mass matrix K (1/kg).
  var pointK = Mat22(ex: .zero, ey: .zero)
  /// The effective mass of the relative rotation, 1/(1/IA + 1/IB) (kg·m²), 0 when neither turns.
  var axialMass: Float = 0
  /// B's angle minus A's minus the reference angle at the sub-step's start (rad).
  var angle: Float = 0
  /// The accumulated impulses: the point's (N·s), and the motor's and the limits' (N·m·s).
  var impulse = Vec2.zero
  var motorImpulse: Float = 0
  var lowerImpulse: Float = 0
  var upperImpulse: Float = 0
}

extension Joint {
  mutating func initRevolute(_ d: SolverData) {
    let pA = d.positions[indexA]
    let pB = d.positions[indexB]
    var s = revolute
    defer { revolute = s }
    let rA = arm(pA, def.localAnchorA - localCenterA)
    let rB = arm(pB, def.localAnchorB - localCenterB)
    s.rA = rA
    s.rB = rB
    let mA = invMassA, mB = invMassB, iA = invIA, iB = invIB
    s.pointK.ex.x = mA + mB + rA.y * rA.y * iA + rB.y * rB.y * iB
    s.pointK.ey.x = -rA.y * rA.x * iA - rB.y * rB.x * iB
    s.pointK.ex.y = s.pointK.ey.x
    s.pointK.ey.y = mA + mB + rA.x * rA.x * iA + rB.x * rB.x * iB
    s.axialMass = iA + iB
    let fixedRotation = s.axialMass == 0
    if s.axialMass > 0 { s.axialMass = 1 / s.axialMass }
    s.angle = pB.a - pA.a - def.referenceAngle
    if !def.enableMotor || fixedRotation { s.motorImpulse = 0 }
    if !def.enableLimit || fixedRotation {
      s.lowerImpulse = 0
      s.upperImpulse = 0
    }
    let axial = s.motorImpulse + s.lowerImpulse - s.upperImpulse
    let p = s.impulse
    apply(d, p, angularA: cross(rA, p) + axial, angularB: cross(rB, p) + axial)
  }

  mutating func solveRevoluteVelocity(_ d: SolverData) {
    var vA = d.velocities[indexA]
    var vB = d.velocities[indexB]
    var s = revolute
    defer { revolute = s }
    let rA = s.rA, rB = s.rB, mass = s.axialMass, angle = s.angle
    let mA = invMassA, mB = invMassB, iA = invIA, iB = invIB
    let fixedRotation = iA + iB == 0
    if def.enableMotor && !fixedRotation {
      let cdot = vB.w - vA.w - def.motorSpeed
      var lambda = -mass * cdot
      let old = s.motorImpulse
      let maxImpulse = d.h * def.maxMotor
      s.motorImpulse = clamp(old + lambda, -maxImpulse, maxImpulse)
      lambda = s.motorImpulse - old
      vA.w -= iA * lambda
      vB.w += iB * lambda
    }
    if def.enableLimit && !fixedRotation {
      do {  // lower limit
        let c = angle - def.lower
        let cdot = vB.w - vA.w
        var lambda = -mass * (cdot + max(c, 0) * d.invH)
        let new = max(s.lowerImpulse + lambda, 0)
        lambda = new - s.lowerImpulse
        s.lowerImpulse = new
        vA.w -= iA * lambda
        vB.w += iB * lambda
      }
      do {  // upper limit (note the signs)
        let c = def.upper - angle
        let cdot = vA.w - vB.w
        var lambda = -mass * (cdot + max(c, 0) * d.invH)
        let new = max(s.upperImpulse + lambda, 0)
        lambda = new - s.upperImpulse
        s.upperImpulse = new
        vA.w += iA * lambda
        vB.w -= iB * lambda
      }
    }
    let cdot = vB.v + cross(vB.w, rB) - vA.v - cross(vA.w, rA)
    let lambda = s.pointK.solve(-cdot)
    s.impulse.x += lambda.x
    s.impulse.y += lambda.y
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
      let limitImpulse = -revolute.axialMass * c
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
