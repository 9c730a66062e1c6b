// The contact solver: Box2D 2.x's sequential impulses with warm starting, the two-point block
// solver, restitution as a velocity bias, Coulomb friction, and Baumgarte position correction.
//
// Per touching point: the normal impulse λn ≥ 0 makes the normal velocity vn reach the
// restitution bias (−e·vn₀ when the approach vn₀ is faster than 100 pt/s, else 0); friction
// |λt| ≤ μ·λn. Position pass: C = clamp(β(s + slop), −0.2 m, 0) with β = 0.2.

/// One contact point in the velocity solver. The arms r from the centres of mass enter only
/// through their cross products with the normal and the tangent, fixed for the sub-step: the
/// relative velocity along a direction d is d·(vB − vA) + wB·(rB × d) − wA·(rA × d), and an
/// impulse λ·d turns the bodies by ∓I⁻¹·λ·(r × d).
package struct VelocityConstraintPoint {
  /// rA × n, rB × n, rA × t, rB × t.
  var rnA: Float = 0
  var rnB: Float = 0
  var rtA: Float = 0
  var rtB: Float = 0
  var normalImpulse: Float = 0
  var tangentImpulse: Float = 0
  var normalMass: Float = 0
  var tangentMass: Float = 0
  var velocityBias: Float = 0
}

/// A contact in the velocity solver.
package struct ContactVelocityConstraint {
  package var p0 = VelocityConstraintPoint()
  package var p1 = VelocityConstraintPoint()
  package var normal = Vec2.zero
  var normalMass = Mat22(ex: .zero, ey: .zero)
  package var k = Mat22(ex: .zero, ey: .zero)
  /// The bodies' slots in the solve set.
  var indexA: Int32 = 0
  var indexB: Int32 = 0
  var invMassA: Float = 0
  var invMassB: Float = 0
  var invIA: Float = 0
  var invIB: Float = 0
  package var friction: Float = 0
  package var restitution: Float = 0
  var pointCount: Int32 = 0
  var contactIndex: Int32 = 0
}

/// A contact in the position solver.
package struct ContactPositionConstraint {
  var localPoint0 = Vec2.zero
  var localPoint1 = Vec2.zero
  var localNormal = Vec2.zero
  var localPoint = Vec2.zero
  var indexA: Int32 = 0
  var indexB: Int32 = 0
  var invMassA: Float = 0
  var invMassB: Float = 0
  var localCenterA = Vec2.zero
  var localCenterB = Vec2.zero
  var invIA: Float = 0
  var invIB: Float = 0
  package var type = ManifoldType.circles
  var radiusA: Float = 0
  var radiusB: Float = 0
  var pointCount: Int32 = 0
}

package enum ContactSolver {
  /// Fills the constraints for the contacts of the solve set (impulses warm-started from the
  /// manifolds) and computes masses, restitution biases and the block solver's matrix.
  static func initialize(
    _ vc: inout ContactVelocityConstraint, _ pc: inout ContactPositionConstraint,
    state: UnsafePointer<ContactState>, index ci: Int32, radiusA: Float, radiusB: Float,
    bodyA: UnsafePointer<Body>, bodyB: UnsafePointer<Body>, _ d: SolverData
  ) {
    let ct = state.pointee
    let bA = bodyA.pointee, bB = bodyB.pointee
    let m = ct.manifold
    vc = ContactVelocityConstraint()
    vc.friction = ct.friction
    vc.restitution = ct.restitution
    vc.indexA = bA.solverIndex
    vc.indexB = bB.solverIndex
    vc.invMassA = bA.invMass
    vc.invMassB = bB.invMass
    vc.invIA = bA.invI
    vc.invIB = bB.invI
    vc.contactIndex = ci
    vc.pointCount = m.pointCount
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
    pc.pointCount = m.pointCount
    pc.radiusA = radiusA
    pc.radiusB = radiusB
    pc.type = m.type
    pc.localPoint0 = m.p0.localPoint
    pc.localPoint1 = m.p1.localPoint

    let posA = d.positions[Int(vc.indexA)], posB = d.positions[Int(vc.indexB)]
    let velA = d.velocities[Int(vc.indexA)], velB = d.velocities[Int(vc.indexB)]
    let qA = posA.rotation, qB = posB.rotation
    let xfA = Transform2(p: posA.c - mul(qA, pc.localCenterA), q: qA)
    let xfB = Transform2(p: posB.c - mul(qB, pc.localCenterB), q: qB)
    let wm = WorldManifold(m, xfA, radiusA, xfB, radiusB)
    vc.normal = wm.normal
    let mA = vc.invMassA, mB = vc.invMassB, iA = vc.invIA, iB = vc.invIB
    let tangent = cross(vc.normal, 1)

    /// Sets up a point; returns its arms' normal components (rA × n, rB × n).
    func setup(_ p: inout VelocityConstraintPoint, _ point: Vec2) -> (Float, Float) {
      let rA = point - posA.c
      let rB = point - posB.c
      let rnA = cross(rA, vc.normal), rnB = cross(rB, vc.normal)
      let rtA = cross(rA, tangent), rtB = cross(rB, tangent)
      p.rnA = rnA
      p.rnB = rnB
      p.rtA = rtA
      p.rtB = rtB
      let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
      p.normalMass = kNormal > 0 ? 1 / kNormal : 0
      let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
      p.tangentMass = kTangent > 0 ? 1 / kTangent : 0
      // Restitution: only approaches faster than the threshold bounce.
      let vRel = dot(
        vc.normal, velB.v + cross(velB.w, rB) - velA.v - cross(velA.w, rA))
      p.velocityBias = vRel < -Settings.velocityThreshold ? -vc.restitution * vRel : 0
      return (rnA, rnB)
    }
    let (rn1A, rn1B) = setup(&vc.p0, wm.point0)
    if vc.pointCount == 2 {
      let (rn2A, rn2B) = setup(&vc.p1, wm.point1)
      // The block solver, unless the two points are nearly redundant.
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
  static func warmStart(_ vc: UnsafePointer<ContactVelocityConstraint>, _ d: SolverData) {
    let vc = vc.pointee
    let tangent = cross(vc.normal, 1)
    var vA = d.velocities[Int(vc.indexA)], vB = d.velocities[Int(vc.indexB)]
    func apply(_ p: VelocityConstraintPoint) {
      let P = p.normalImpulse * vc.normal + p.tangentImpulse * tangent
      vA.w -= vc.invIA * (p.normalImpulse * p.rnA + p.tangentImpulse * p.rtA)
      vA.v -= vc.invMassA * P
      vB.w += vc.invIB * (p.normalImpulse * p.rnB + p.tangentImpulse * p.rtB)
      vB.v += vc.invMassB * P
    }
    apply(vc.p0)
    if vc.pointCount == 2 { apply(vc.p1) }
    d.velocities[Int(vc.indexA)] = vA
    d.velocities[Int(vc.indexB)] = vB
  }

  @inline(__always)
  static func solveVelocity(_ vc: UnsafeMutablePointer<ContactVelocityConstraint>, _ d: SolverData)
  {
    let mA = vc.pointee.invMassA, iA = vc.pointee.invIA
    let mB = vc.pointee.invMassB, iB = vc.pointee.invIB
    let indexA = Int(vc.pointee.indexA), indexB = Int(vc.pointee.indexB)
    var vA = d.velocities[indexA].v, wA = d.velocities[indexA].w
    var vB = d.velocities[indexB].v, wB = d.velocities[indexB].w
    let normal = vc.pointee.normal
    let tangent = cross(normal, 1)
    let friction = vc.pointee.friction
    let twoPoints = vc.pointee.pointCount == 2

    // Friction first: it is less important than non-penetration.
    @inline(__always) func solveFriction(_ p: UnsafeMutablePointer<VelocityConstraintPoint>) {
      let vt = dot(vB - vA, tangent) + (wB * p.pointee.rtB - wA * p.pointee.rtA)
      let maxFriction = friction * p.pointee.normalImpulse
      let old = p.pointee.tangentImpulse
      let newImpulse = clamp(old - p.pointee.tangentMass * vt, -maxFriction, maxFriction)
      let lambda = newImpulse - old
      p.pointee.tangentImpulse = newImpulse
      let P = lambda * tangent
      vA -= mA * P
      wA -= iA * lambda * p.pointee.rtA
      vB += mB * P
      wB += iB * lambda * p.pointee.rtB
    }
    withUnsafeMutablePointer(to: &vc.pointee.p0) { solveFriction($0) }
    if twoPoints { withUnsafeMutablePointer(to: &vc.pointee.p1) { solveFriction($0) } }

    if !twoPoints {
      let rnA = vc.pointee.p0.rnA, rnB = vc.pointee.p0.rnB
      let old = vc.pointee.p0.normalImpulse
      let vn = dot(vB - vA, normal) + (wB * rnB - wA * rnA)
      let newImpulse = max(old - vc.pointee.p0.normalMass * (vn - vc.pointee.p0.velocityBias), 0)
      let lambda = newImpulse - old
      vc.pointee.p0.normalImpulse = newImpulse
      let P = lambda * normal
      vA -= mA * P
      wA -= iA * lambda * rnA
      vB += mB * P
      wB += iB * lambda * rnB
    } else {
      // Block solver (Box2D's b2ContactSolver, "Solve normal constraints"): find x ≥ 0 with
      // vn = A·x + b ≥ 0 and xᵢ·vnᵢ = 0, by total enumeration of the four cases.
      let rn1A = vc.pointee.p0.rnA, rn1B = vc.pointee.p0.rnB
      let rn2A = vc.pointee.p1.rnA, rn2B = vc.pointee.p1.rnB
      let k = vc.pointee.k
      let a = Vec2(vc.pointee.p0.normalImpulse, vc.pointee.p1.normalImpulse)
      let vn0 = dot(vB - vA, normal)
      var b = Vec2(
        vn0 + (wB * rn1B - wA * rn1A) - vc.pointee.p0.velocityBias,
        vn0 + (wB * rn2B - wA * rn2A) - vc.pointee.p1.velocityBias)
      b -= mul(k, a)
      var x = Vec2.zero
      var solved = false
      repeat {
        // Case 1: both points active.
        x = -mul(vc.pointee.normalMass, b)
        if x.x >= 0 && x.y >= 0 { solved = true; break }
        // Case 2: only the first.
        x = Vec2(-vc.pointee.p0.normalMass * b.x, 0)
        var vn2 = k.ex.y * x.x + b.y
        if x.x >= 0 && vn2 >= 0 { solved = true; break }
        // Case 3: only the second.
        x = Vec2(0, -vc.pointee.p1.normalMass * b.y)
        let vn1 = k.ey.x * x.y + b.x
        if x.y >= 0 && vn1 >= 0 { solved = true; break }
        // Case 4: neither.
        x = .zero
        vn2 = b.y
        if b.x >= 0 && vn2 >= 0 { solved = true; break }
      } while false
      if solved {
        let dd = x - a
        let P = (dd.x + dd.y) * normal
        vA -= mA * P
        wA -= iA * (dd.x * rn1A + dd.y * rn2A)
        vB += mB * P
        wB += iB * (dd.x * rn1B + dd.y * rn2B)
        vc.pointee.p0.normalImpulse = x.x
        vc.pointee.p1.normalImpulse = x.y
      }
    }
    d.velocities[indexA] = SolverVelocity(v: vA, w: wA)
    d.velocities[indexB] = SolverVelocity(v: vB, w: wB)
  }

  /// One position pass over a contact; returns the smallest separation seen (m).
  ///
  /// The bodies' rotations are those at the start of the pass (the caller refreshes them once
  /// per pass); the positions and angles are the current ones. Box2D 2.x recomputes both
  /// rotations for every contact point, from the angle the previous point just corrected: a
  /// sine and cosine twice per point on the pass's one dependent chain, a fifth of a pile's
  /// frame. Within one pass a body's angle moves only by the rotational part of Baumgarte's
  /// fifth of its contacts' penetrations, so the separation read here differs from 2.x's by
  /// that angle times the arm, of which the correction takes a fifth again; the next pass
  /// starts from the exact rotation.
  @inline(__always)
  static func solvePosition(
    _ pc: UnsafePointer<ContactPositionConstraint>, _ d: SolverData, baumgarte: Float
  ) -> Float {
    let pc = pc.pointee
    let indexA = Int(pc.indexA), indexB = Int(pc.indexB)
    var posA = d.positions[indexA], posB = d.positions[indexB]
    let mA = pc.invMassA, iA = pc.invIA, mB = pc.invMassB, iB = pc.invIB
    var minSeparation: Float = 0
    // A body whose centre of mass is its origin (every box and circle item) has its origin at
    // c: c − q·0 is c, bit for bit but for the sign of an exactly zero coordinate.
    let centredA = pc.localCenterA == .zero, centredB = pc.localCenterB == .zero
    for j in 0..<pc.pointCount {
      // The rotations at the start of the pass (see above).
      let qA = posA.q, qB = posB.q
      let cA = posA.c, cB = posB.c
      let xfA = Transform2(p: centredA ? cA : cA - mul(qA, pc.localCenterA), q: qA)
      let xfB = Transform2(p: centredB ? cB : cB - mul(qB, pc.localCenterB), q: qB)
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
      // No correction within the slop: the impulse would be ±0 and move nothing (but the sign
      // of an exactly zero coordinate).
      if C == 0 { continue }
      let rnA = cross(rA, normal), rnB = cross(rB, normal)
      let K = mA + mB + iA * rnA * rnA + iB * rnB * rnB
      let impulse = K > 0 ? -C / K : 0
      let P = impulse * normal
      posA.c = cA - mA * P
      posA.a -= iA * cross(rA, P)
      posB.c = cB + mB * P
      posB.a += iB * cross(rB, P)
    }
    d.positions[indexA] = posA
    d.positions[indexB] = posB
    return minSeparation
  }
}
