// The contact solver: Box2D 2.x's sequential impulses with warm starting, the two-point block
// solver, restitution as a velocity bias, Coulomb friction, and Baumgarte position correction.
//
// Per touching point: the normal impulse λn ≥ 0 makes the normal velocity vn reach the
// restitution bias (−e·vn₀ when the approach vn₀ is faster than 100 pt/s, else 0); friction
// |λt| ≤ μ·λn. Position pass: C = clamp(β(s + slop), −0.2 m, 0) with β = 0.2.

/// One contact point in the velocity solver.
struct VelocityConstraintPoint {
  var rA = Vec2.zero
  var rB = Vec2.zero
  var normalImpulse: Float = 0
  var tangentImpulse: Float = 0
  var normalMass: Float = 0
  var tangentMass: Float = 0
  var velocityBias: Float = 0
}

/// A contact in the velocity solver.
struct ContactVelocityConstraint {
  var p0 = VelocityConstraintPoint()
  var p1 = VelocityConstraintPoint()
  var normal = Vec2.zero
  var normalMass = Mat22(ex: .zero, ey: .zero)
  var k = Mat22(ex: .zero, ey: .zero)
  var indexA = 0
  var indexB = 0
  var invMassA: Float = 0
  var invMassB: Float = 0
  var invIA: Float = 0
  var invIB: Float = 0
  var friction: Float = 0
  var restitution: Float = 0
  var pointCount = 0
  var contactIndex: Int32 = 0
}

/// A contact in the position solver.
struct ContactPositionConstraint {
  var localPoint0 = Vec2.zero
  var localPoint1 = Vec2.zero
  var localNormal = Vec2.zero
  var localPoint = Vec2.zero
  var indexA = 0
  var indexB = 0
  var invMassA: Float = 0
  var invMassB: Float = 0
  var localCenterA = Vec2.zero
  var localCenterB = Vec2.zero
  var invIA: Float = 0
  var invIB: Float = 0
  var type = ManifoldType.circles
  var radiusA: Float = 0
  var radiusB: Float = 0
  var pointCount = 0
}

enum ContactSolver {
  /// Fills the constraints for the contacts of the solve set (impulses warm-started from the
  /// manifolds) and computes masses, restitution biases and the block solver's matrix.
  static func initialize(
    _ vc: inout ContactVelocityConstraint, _ pc: inout ContactPositionConstraint,
    contact ct: Contact, index ci: Int32, shapeA sA: Shape, shapeB sB: Shape, bodyA bA: Body,
    bodyB bB: Body, _ d: SolverData
  ) {
    let m = ct.manifold
    vc = ContactVelocityConstraint()
    vc.friction = ct.friction
    vc.restitution = ct.restitution
    vc.indexA = Int(bA.solverIndex)
    vc.indexB = Int(bB.solverIndex)
    vc.invMassA = bA.invMass
    vc.invMassB = bB.invMass
    vc.invIA = bA.invI
    vc.invIB = bB.invI
    vc.contactIndex = ci
    vc.pointCount = Int(m.pointCount)
    vc.p0.normalImpulse = m.p0.normalImpulse
    vc.p0.tangentImpulse = m.p0.tangentImpulse
    vc.p1.normalImpulse = m.p1.normalImpulse
    vc.p1.tangentImpulse = m.p1.tangentImpulse

    pc = ContactPositionConstraint()
    pc.indexA = vc.indexA
    pc.indexB = vc.indexB
    pc.invMassA = bA.invMass
    pc.invMassB = bB.invMass
    pc.localCenterA = bA.sweep.localCenter
    pc.localCenterB = bB.sweep.localCenter
    pc.invIA = bA.invI
    pc.invIB = bB.invI
    pc.localNormal = m.localNormal
    pc.localPoint = m.localPoint
    pc.pointCount = Int(m.pointCount)
    pc.radiusA = sA.radius
    pc.radiusB = sB.radius
    pc.type = m.type
    pc.localPoint0 = m.p0.localPoint
    pc.localPoint1 = m.p1.localPoint

    let posA = d.positions[vc.indexA], posB = d.positions[vc.indexB]
    let velA = d.velocities[vc.indexA], velB = d.velocities[vc.indexB]
    let qA = Rot(angle: posA.a), qB = Rot(angle: posB.a)
    let xfA = Transform2(p: posA.c - mul(qA, pc.localCenterA), q: qA)
    let xfB = Transform2(p: posB.c - mul(qB, pc.localCenterB), q: qB)
    let wm = WorldManifold(m, xfA, sA.radius, xfB, sB.radius)
    vc.normal = wm.normal
    let mA = vc.invMassA, mB = vc.invMassB, iA = vc.invIA, iB = vc.invIB
    let tangent = cross(vc.normal, 1)

    func setup(_ p: inout VelocityConstraintPoint, _ point: Vec2) {
      p.rA = point - posA.c
      p.rB = point - posB.c
      let rnA = cross(p.rA, vc.normal), rnB = cross(p.rB, vc.normal)
      let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
      p.normalMass = kNormal > 0 ? 1 / kNormal : 0
      let rtA = cross(p.rA, tangent), rtB = cross(p.rB, tangent)
      let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
      p.tangentMass = kTangent > 0 ? 1 / kTangent : 0
      // Restitution: only approaches faster than the threshold bounce.
      let vRel = dot(
        vc.normal, velB.v + cross(velB.w, p.rB) - velA.v - cross(velA.w, p.rA))
      p.velocityBias = vRel < -Settings.velocityThreshold ? -vc.restitution * vRel : 0
    }
    setup(&vc.p0, wm.point0)
    if vc.pointCount == 2 {
      setup(&vc.p1, wm.point1)
      // The block solver, unless the two points are nearly redundant.
      let rn1A = cross(vc.p0.rA, vc.normal), rn1B = cross(vc.p0.rB, vc.normal)
      let rn2A = cross(vc.p1.rA, vc.normal), rn2B = cross(vc.p1.rB, vc.normal)
      let k11 = mA + mB + iA * rn1A * rn1A + iB * rn1B * rn1B
      let k22 = mA + mB + iA * rn2A * rn2A + iB * rn2B * rn2B
      let k12 = mA + mB + iA * rn1A * rn2A + iB * rn1B * rn2B
      if k11 * k11 < Settings.maxConditionNumber * (k11 * k22 - k12 * k12) {
        vc.k = Mat22(ex: Vec2(k11, k12), ey: Vec2(k12, k22))
        vc.normalMass = vc.k.inverse
      } else {
        vc.pointCount = 1
      }
    }
  }

  @inline(__always)
  static func warmStart(_ vc: ContactVelocityConstraint, _ d: SolverData) {
    let tangent = cross(vc.normal, 1)
    var vA = d.velocities[vc.indexA], vB = d.velocities[vc.indexB]
    func apply(_ p: VelocityConstraintPoint) {
      let P = p.normalImpulse * vc.normal + p.tangentImpulse * tangent
      vA.w -= vc.invIA * cross(p.rA, P)
      vA.v -= vc.invMassA * P
      vB.w += vc.invIB * cross(p.rB, P)
      vB.v += vc.invMassB * P
    }
    apply(vc.p0)
    if vc.pointCount == 2 { apply(vc.p1) }
    d.velocities[vc.indexA] = vA
    d.velocities[vc.indexB] = vB
  }

  @inline(__always)
  static func solveVelocity(_ vc: inout ContactVelocityConstraint, _ d: SolverData) {
    let mA = vc.invMassA, iA = vc.invIA, mB = vc.invMassB, iB = vc.invIB
    var vA = d.velocities[vc.indexA].v, wA = d.velocities[vc.indexA].w
    var vB = d.velocities[vc.indexB].v, wB = d.velocities[vc.indexB].w
    let normal = vc.normal
    let tangent = cross(normal, 1)
    let friction = vc.friction

    // Friction first: it is less important than non-penetration. (Written out for both
    // points: a local function capturing the velocities kept them out of registers.)
    do {
      let dv = vB + cross(wB, vc.p0.rB) - vA - cross(wA, vc.p0.rA)
      let maxFriction = friction * vc.p0.normalImpulse
      let newImpulse = clamp(
        vc.p0.tangentImpulse - vc.p0.tangentMass * dot(dv, tangent), -maxFriction, maxFriction)
      let P = (newImpulse - vc.p0.tangentImpulse) * tangent
      vc.p0.tangentImpulse = newImpulse
      vA -= mA * P
      wA -= iA * cross(vc.p0.rA, P)
      vB += mB * P
      wB += iB * cross(vc.p0.rB, P)
    }
    if vc.pointCount == 2 {
      let dv = vB + cross(wB, vc.p1.rB) - vA - cross(wA, vc.p1.rA)
      let maxFriction = friction * vc.p1.normalImpulse
      let newImpulse = clamp(
        vc.p1.tangentImpulse - vc.p1.tangentMass * dot(dv, tangent), -maxFriction, maxFriction)
      let P = (newImpulse - vc.p1.tangentImpulse) * tangent
      vc.p1.tangentImpulse = newImpulse
      vA -= mA * P
      wA -= iA * cross(vc.p1.rA, P)
      vB += mB * P
      wB += iB * cross(vc.p1.rB, P)
    }

    if vc.pointCount == 1 {
      var p = vc.p0
      let dv = vB + cross(wB, p.rB) - vA - cross(wA, p.rA)
      let vn = dot(dv, normal)
      var lambda = -p.normalMass * (vn - p.velocityBias)
      let newImpulse = max(p.normalImpulse + lambda, 0)
      lambda = newImpulse - p.normalImpulse
      p.normalImpulse = newImpulse
      let P = lambda * normal
      vA -= mA * P
      wA -= iA * cross(p.rA, P)
      vB += mB * P
      wB += iB * cross(p.rB, P)
      vc.p0 = p
    } else {
      // Block solver (Box2D's b2ContactSolver, "Solve normal constraints"): find x ≥ 0 with
      // vn = A·x + b ≥ 0 and xᵢ·vnᵢ = 0, by total enumeration of the four cases.
      var cp1 = vc.p0, cp2 = vc.p1
      let a = Vec2(cp1.normalImpulse, cp2.normalImpulse)
      let dv1 = vB + cross(wB, cp1.rB) - vA - cross(wA, cp1.rA)
      let dv2 = vB + cross(wB, cp2.rB) - vA - cross(wA, cp2.rA)
      var b = Vec2(dot(dv1, normal) - cp1.velocityBias, dot(dv2, normal) - cp2.velocityBias)
      b -= mul(vc.k, a)
      var x = Vec2.zero
      var solved = false
      repeat {
        // Case 1: both points active.
        x = -mul(vc.normalMass, b)
        if x.x >= 0 && x.y >= 0 { solved = true; break }
        // Case 2: only the first.
        x = Vec2(-cp1.normalMass * b.x, 0)
        var vn2 = vc.k.ex.y * x.x + b.y
        if x.x >= 0 && vn2 >= 0 { solved = true; break }
        // Case 3: only the second.
        x = Vec2(0, -cp2.normalMass * b.y)
        let vn1 = vc.k.ey.x * x.y + b.x
        if x.y >= 0 && vn1 >= 0 { solved = true; break }
        // Case 4: neither.
        x = .zero
        vn2 = b.y
        if b.x >= 0 && vn2 >= 0 { solved = true; break }
      } while false
      if solved {
        let dd = x - a
        let P1 = dd.x * normal, P2 = dd.y * normal
        vA -= mA * (P1 + P2)
        wA -= iA * (cross(cp1.rA, P1) + cross(cp2.rA, P2))
        vB += mB * (P1 + P2)
        wB += iB * (cross(cp1.rB, P1) + cross(cp2.rB, P2))
        cp1.normalImpulse = x.x
        cp2.normalImpulse = x.y
      }
      vc.p0 = cp1
      vc.p1 = cp2
    }
    d.velocities[vc.indexA] = SolverVelocity(v: vA, w: wA)
    d.velocities[vc.indexB] = SolverVelocity(v: vB, w: wB)
  }

  /// One position pass over a contact; returns the smallest separation seen (m).
  @inline(__always)
  static func solvePosition(_ pc: ContactPositionConstraint, _ d: SolverData, baumgarte: Float)
    -> Float
  {
    var cA = d.positions[pc.indexA].c, aA = d.positions[pc.indexA].a
    var cB = d.positions[pc.indexB].c, aB = d.positions[pc.indexB].a
    let mA = pc.invMassA, iA = pc.invIA, mB = pc.invMassB, iB = pc.invIB
    var minSeparation: Float = 0
    for j in 0..<pc.pointCount {
      let qA = Rot(angle: aA), qB = Rot(angle: aB)
      let xfA = Transform2(p: cA - mul(qA, pc.localCenterA), q: qA)
      let xfB = Transform2(p: cB - mul(qB, pc.localCenterB), q: qB)
      let localPoint = j == 0 ? pc.localPoint0 : pc.localPoint1
      var normal: Vec2
      let point: Vec2
      let separation: Float
      switch pc.type {
      case .circles:
        let pointA = mul(xfA, pc.localPoint)
        let pointB = mul(xfB, localPoint)
        normal = (pointB - pointA).normalized
        point = 0.5 * (pointA + pointB)
        separation = dot(pointB - pointA, normal) - pc.radiusA - pc.radiusB
      case .faceA:
        normal = mul(xfA.q, pc.localNormal)
        let planePoint = mul(xfA, pc.localPoint)
        let clip = mul(xfB, localPoint)
        separation = dot(clip - planePoint, normal) - pc.radiusA - pc.radiusB
        point = clip
      case .faceB:
        normal = mul(xfB.q, pc.localNormal)
        let planePoint = mul(xfB, pc.localPoint)
        let clip = mul(xfA, localPoint)
        separation = dot(clip - planePoint, normal) - pc.radiusA - pc.radiusB
        point = clip
        normal = -normal
      }
      let rA = point - cA, rB = point - cB
      minSeparation = min(minSeparation, separation)
      let C = clamp(
        baumgarte * (separation + Settings.linearSlop), -Settings.maxLinearCorrection, 0)
      let rnA = cross(rA, normal), rnB = cross(rB, normal)
      let K = mA + mB + iA * rnA * rnA + iB * rnB * rnB
      let impulse = K > 0 ? -C / K : 0
      let P = impulse * normal
      cA -= mA * P
      aA -= iA * cross(rA, P)
      cB += mB * P
      aB += iB * cross(rB, P)
    }
    d.positions[pc.indexA] = SolverPosition(c: cA, a: aA)
    d.positions[pc.indexB] = SolverPosition(c: cB, a: aB)
    return minSeparation
  }
}
