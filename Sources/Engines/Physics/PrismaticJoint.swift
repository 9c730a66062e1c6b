// The prismatic joint (Box2D 2.4 b2PrismaticJoint): UIKit's sliding attachment. B slides along
// an axis fixed in A with no relative rotation; optional translation limits (UIKit's
// `attachmentRange`, metres here), solved speculatively in velocity and exactly in position.

/// A prismatic joint's solver state (b2PrismaticJoint's), set by its preparation each
/// sub-step.
struct PrismaticJointState {
  /// The axis fixed in A and its perpendicular, in world axes.
  var axis = Vec2.zero
  var perp = Vec2.zero
  /// The arms' moments about the axis, (d + rA)×axis and rB×axis (m).
  var axialArmA: Float = 0
  var axialArmB: Float = 0
  /// The arms' moments about the perpendicular, (d + rA)×perp and rB×perp (m).
  var perpendicularArmA: Float = 0
  var perpendicularArmB: Float = 0
  /// The effective mass along the axis (kg), for the motor and the limits.
  var axialMass: Float = 0
  /// The 2×2 effective-mass matrix K of the perpendicular and angular constraint.
  var perpendicularK = Mat22(ex: .zero, ey: .zero)
  /// B's anchor's position along the axis at the sub-step's start (m), with limits on.
  var translation: Float = 0
  /// The accumulated impulses: perpendicular (x, N·s) and angular (y, N·m·s); the motor's and
  /// the limits' along the axis (N·s).
  var impulse = Vec2.zero
  var motorImpulse: Float = 0
  var lowerImpulse: Float = 0
  var upperImpulse: Float = 0
}

extension Joint {
  mutating func initPrismatic(_ d: SolverData) {
    let pA = d.positions[indexA]
    let pB = d.positions[indexB]
    var s = prismatic
    defer { prismatic = s }
    let qA = pA.rotation
    let rA = arm(pA, def.localAnchorA - localCenterA)
    let rB = arm(pB, def.localAnchorB - localCenterB)
    let dd = pB.c - pA.c + rB - rA
    let mA = invMassA, mB = invMassB, iA = invIA, iB = invIB
    s.axis = mul(qA, def.localAxisA)
    s.axialArmA = cross(dd + rA, s.axis)
    s.axialArmB = cross(rB, s.axis)
    s.axialMass = mA + mB + iA * s.axialArmA * s.axialArmA + iB * s.axialArmB * s.axialArmB
    if s.axialMass > 0 { s.axialMass = 1 / s.axialMass }
    s.perp = mul(qA, cross(1, def.localAxisA))
    s.perpendicularArmA = cross(dd + rA, s.perp)
    s.perpendicularArmB = cross(rB, s.perp)
    let k11 =
      mA + mB + iA * s.perpendicularArmA * s.perpendicularArmA + iB * s.perpendicularArmB
      * s.perpendicularArmB
    let k12 = iA * s.perpendicularArmA + iB * s.perpendicularArmB
    var k22 = iA + iB
    if k22 == 0 { k22 = 1 }  // both bodies have fixed rotation
    s.perpendicularK = Mat22(ex: Vec2(k11, k12), ey: Vec2(k12, k22))
    if def.enableLimit {
      s.translation = dot(s.axis, dd)
    } else {
      s.lowerImpulse = 0
      s.upperImpulse = 0
    }
    if !def.enableMotor { s.motorImpulse = 0 }
    let axial = s.motorImpulse + s.lowerImpulse - s.upperImpulse
    let p = s.impulse.x * s.perp + axial * s.axis
    let la = s.impulse.x * s.perpendicularArmA + s.impulse.y + axial * s.axialArmA
    let lb = s.impulse.x * s.perpendicularArmB + s.impulse.y + axial * s.axialArmB
    apply(d, p, angularA: la, angularB: lb)
  }

  mutating func solvePrismaticVelocity(_ d: SolverData) {
    var s = prismatic
    defer { prismatic = s }
    let u = s.axis, perp = s.perp, mass = s.axialMass
    let axialArmA = s.axialArmA, axialArmB = s.axialArmB
    let perpendicularArmA = s.perpendicularArmA, perpendicularArmB = s.perpendicularArmB
    if def.enableMotor {
      let vA = d.velocities[indexA]
      let vB = d.velocities[indexB]
      let cdot = dot(u, vB.v - vA.v) + axialArmB * vB.w - axialArmA * vA.w
      var lambda = mass * (def.motorSpeed - cdot)
      let old = s.motorImpulse
      let maxImpulse = d.h * def.maxMotor
      s.motorImpulse = clamp(old + lambda, -maxImpulse, maxImpulse)
      lambda = s.motorImpulse - old
      apply(d, lambda * u, angularA: lambda * axialArmA, angularB: lambda * axialArmB)
    }
    if def.enableLimit {
      do {  // lower
        let vA = d.velocities[indexA]
        let vB = d.velocities[indexB]
        let c = s.translation - def.lower
        let cdot = dot(u, vB.v - vA.v) + axialArmB * vB.w - axialArmA * vA.w
        var lambda = -mass * (cdot + max(c, 0) * d.invH)
        let new = max(s.lowerImpulse + lambda, 0)
        lambda = new - s.lowerImpulse
        s.lowerImpulse = new
        apply(d, lambda * u, angularA: lambda * axialArmA, angularB: lambda * axialArmB)
      }
      do {  // upper (the signs flip)
        let vA = d.velocities[indexA]
        let vB = d.velocities[indexB]
        let c = def.upper - s.translation
        let cdot = dot(u, vA.v - vB.v) + axialArmA * vA.w - axialArmB * vB.w
        var lambda = -mass * (cdot + max(c, 0) * d.invH)
        let new = max(s.upperImpulse + lambda, 0)
        lambda = new - s.upperImpulse
        s.upperImpulse = new
        apply(d, -lambda * u, angularA: -lambda * axialArmA, angularB: -lambda * axialArmB)
      }
    }
    let vA = d.velocities[indexA]
    let vB = d.velocities[indexB]
    let cdot = Vec2(
      dot(perp, vB.v - vA.v) + perpendicularArmB * vB.w - perpendicularArmA * vA.w, vB.w - vA.w)
    let df = s.perpendicularK.solve(-cdot)
    s.impulse.x += df.x
    s.impulse.y += df.y
    apply(
      d, df.x * perp, angularA: df.x * perpendicularArmA + df.y,
      angularB: df.x * perpendicularArmB + df.y)
  }

  mutating func solvePrismaticPosition(_ d: SolverData) -> Bool {
    var pA = d.positions[indexA]
    var pB = d.positions[indexB]
    let qA = pA.rotation
    let rA = arm(pA, def.localAnchorA - localCenterA)
    let rB = arm(pB, def.localAnchorB - localCenterB)
    let dd = pB.c + rB - pA.c - rA
    let mA = invMassA, mB = invMassB, iA = invIA, iB = invIB
    let axis = mul(qA, def.localAxisA)
    let axialArmA = cross(dd + rA, axis)
    let axialArmB = cross(rB, axis)
    let perp = mul(qA, cross(1, def.localAxisA))
    let perpendicularArmA = cross(dd + rA, perp)
    let perpendicularArmB = cross(rB, perp)
    let error1 = Vec2(dot(perp, dd), pB.a - pA.a - def.referenceAngle)
    var linearError = abs(error1.x)
    let angularError = abs(error1.y)
    var active = false
    var c2: Float = 0
    if def.enableLimit {
      let t = dot(axis, dd)
      if abs(def.upper - def.lower) < 2 * Settings.linearSlop {
        c2 = t
        linearError = max(linearError, abs(t))
        active = true
      } else if t <= def.lower {
        c2 = min(t - def.lower, 0)
        linearError = max(linearError, def.lower - t)
        active = true
      } else if t >= def.upper {
        c2 = max(t - def.upper, 0)
        linearError = max(linearError, t - def.upper)
        active = true
      }
    }
    // At most 0.2 m and 8° per iteration (see solveWeldPosition).
    let c1 = Vec2(
      clamp(error1.x, -Settings.maxLinearCorrection, Settings.maxLinearCorrection),
      clamp(error1.y, -Settings.maxAngularCorrection, Settings.maxAngularCorrection))
    c2 = clamp(c2, -Settings.maxLinearCorrection, Settings.maxLinearCorrection)
    let k11 =
      mA + mB + iA * perpendicularArmA * perpendicularArmA + iB * perpendicularArmB
      * perpendicularArmB
    let k12 = iA * perpendicularArmA + iB * perpendicularArmB
    var k22v = iA + iB
    if k22v == 0 { k22v = 1 }
    var imp: (Float, Float, Float)
    if active {
      let k13 = iA * perpendicularArmA * axialArmA + iB * perpendicularArmB * axialArmB
      let k23 = iA * axialArmA + iB * axialArmB
      let k33 = mA + mB + iA * axialArmA * axialArmA + iB * axialArmB * axialArmB
      let k = Mat33(ex: (k11, k12, k13), ey: (k12, k22v, k23), ez: (k13, k23, k33))
      let s = k.solve33((-c1.x, -c1.y, -c2))
      imp = s
    } else {
      let s = Mat22(ex: Vec2(k11, k12), ey: Vec2(k12, k22v)).solve(-c1)
      imp = (s.x, s.y, 0)
    }
    let p = imp.0 * perp + imp.2 * axis
    let la = imp.0 * perpendicularArmA + imp.1 + imp.2 * axialArmA
    let lb = imp.0 * perpendicularArmB + imp.1 + imp.2 * axialArmB
    pA.c -= mA * p
    pA.a -= iA * la
    pB.c += mB * p
    pB.a += iB * lb
    d.positions[indexA] = pA
    d.positions[indexB] = pB
    return linearError <= Settings.linearSlop && angularError <= Settings.angularSlop
  }
}
