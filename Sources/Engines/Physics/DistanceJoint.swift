// The distance joint (Box2D 2.3 b2DistanceJoint): UIKit's default attachment.
//
// C = |pB − pA| − L along the unit axis u. Rigid (frequency 0): λ = −m_eff·Ċ per velocity
// iteration, and a position pass with C clamped to ±0.2 m (20 pt). Soft (frequency f > 0), per
// sub-step h:
//   ω = 2πf,  k = m_eff·ω²,  c = 2·m_eff·ζ·ω,  γ = 1/(h(c + h·k)),  β = C·h·k·γ
//   λ = −(Ċ + β + γ·λ_acc) / (1/m_eff + γ)
// with no position correction.
//
// A rigid rod between the centres of mass (UIKit's attachment of an item's centre to another
// item's or to an anchor) has rA = rB = 0 and γ = β = 0, so the stages reduce to
//   prepare:   1/m_eff = 1/mA + 1/mB
//   velocity:  λ = −m_eff·(u·(vB − vA)),  vA −= λu/mA,  vB += λu/mB
//   position:  P = −m_eff·C·u,  cA −= P/mA,  cB += P/mB   (no turn: the arms are zero)
// The general forms give the same bits: every term dropped is an exact zero (for finite
// values, only the sign of an exactly zero velocity or angle could differ). The dial runs
// thousands of these per frame, one after another along its ring, so the shorter chain of
// dependent operations is most of its solver's time.

/// A distance joint's solver state (b2DistanceJoint's), set by its preparation each sub-step.
struct DistanceJointState {
  /// The anchors' arms from the centres of mass, in world axes (m).
  var rA = Vec2.zero
  var rB = Vec2.zero
  /// The unit axis from anchor A to anchor B (zero when they are within the linear slop).
  var u = Vec2.zero
  /// The effective mass along u (kg), with a spring's softness γ folded in.
  var mass: Float = 0
  /// A spring's softness γ (1/kg) and bias β (m/s); both 0 for a rigid joint.
  var gamma: Float = 0
  var bias: Float = 0
  /// Rigid, and anchored at both centres of mass: the rod path above.
  var isRodBetweenCentres = false
  /// The accumulated impulse along u (N·s), which warm-starts the next sub-step.
  var impulse: Float = 0
}

extension Joint {
  mutating func initDistance(_ d: SolverData) {
    let pA = d.positions[indexA]
    let pB = d.positions[indexB]
    var s = distance
    defer { distance = s }
    s.rA = arm(pA, def.localAnchorA - localCenterA)
    s.rB = arm(pB, def.localAnchorB - localCenterB)
    s.isRodBetweenCentres = def.frequency == 0 && s.rA == .zero && s.rB == .zero
    s.u = pB.c + s.rB - pA.c - s.rA
    let length = s.u.length
    s.u = length > Settings.linearSlop ? (1 / length) * s.u : .zero
    s.gamma = 0
    s.bias = 0
    if s.isRodBetweenCentres {
      let invMass = invMassA + invMassB
      s.mass = invMass != 0 ? 1 / invMass : 0
      moveRodEnds(d, s.impulse * s.u)  // warm start (the sub-step never changes: ratio 1)
      return
    }
    let crAu = cross(s.rA, s.u)
    let crBu = cross(s.rB, s.u)
    var invMass = invMassA + invIA * crAu * crAu + invMassB + invIB * crBu * crBu
    s.mass = invMass != 0 ? 1 / invMass : 0
    if def.frequency > 0 {
      let c = length - def.length
      let omega = 2 * Float.pi * def.frequency
      let damp = 2 * s.mass * def.dampingRatio * omega
      let k = s.mass * omega * omega
      let h = d.h
      s.gamma = h * (damp + h * k)
      s.gamma = s.gamma != 0 ? 1 / s.gamma : 0
      s.bias = c * h * k * s.gamma
      invMass += s.gamma
      s.mass = invMass != 0 ? 1 / invMass : 0
    }
    // Warm start (the sub-step never changes, so the ratio is 1).
    let p = s.impulse * s.u
    apply(d, p, angularA: cross(s.rA, p), angularB: cross(s.rB, p))
  }

  /// A rod's velocity iteration; the solve loop inlines it (Joint.solveVelocityConstraints).
  @inline(__always) mutating func solveRodVelocity(_ d: SolverData) {
    let lambda = -distance.mass * dot(distance.u, d.velocities[indexB].v - d.velocities[indexA].v)
    distance.impulse += lambda
    moveRodEnds(d, lambda * distance.u)
  }

  /// Applies the impulse P along a rod: vA −= P/mA, vB += P/mB (no angular part: no arms).
  @inline(__always) func moveRodEnds(_ d: SolverData, _ p: Vec2) {
    if !isStaticA { d.velocities[indexA].v -= invMassA * p }
    if !isStaticB { d.velocities[indexB].v += invMassB * p }
  }

  mutating func solveDistanceVelocity(_ d: SolverData) {
    let vA = d.velocities[indexA]
    let vB = d.velocities[indexB]
    let s = distance
    let vpA = vA.v + cross(vA.w, s.rA)
    let vpB = vB.v + cross(vB.w, s.rB)
    let cdot = dot(s.u, vpB - vpA)
    let lambda = -s.mass * (cdot + s.bias + s.gamma * s.impulse)
    distance.impulse += lambda
    let p = lambda * s.u
    apply(d, p, angularA: cross(s.rA, p), angularB: cross(s.rB, p))
  }

  mutating func solveDistancePosition(_ d: SolverData) -> Bool {
    if def.frequency > 0 { return true }  // a spring has no position correction
    let mass = distance.mass
    if distance.isRodBetweenCentres {
      let cA = d.positions[indexA].c
      let cB = d.positions[indexB].c
      // The arms are zero; kept in the sum for the general form's bits.
      var u = cB + distance.rB - cA - distance.rA
      let c = clampedCorrection(u.normalize() - def.length)
      let p = (-mass * c) * u
      d.positions[indexA].c = cA - invMassA * p
      d.positions[indexB].c = cB + invMassB * p
      return abs(c) < Settings.linearSlop
    }
    var pA = d.positions[indexA]
    var pB = d.positions[indexB]
    let rA = arm(pA, def.localAnchorA - localCenterA)
    let rB = arm(pB, def.localAnchorB - localCenterB)
    var u = pB.c + rB - pA.c - rA
    let c = clampedCorrection(u.normalize() - def.length)
    let p = (-mass * c) * u
    pA.c -= invMassA * p
    pA.a -= invIA * cross(rA, p)
    pB.c += invMassB * p
    pB.a += invIB * cross(rB, p)
    d.positions[indexA] = pA
    d.positions[indexB] = pB
    return abs(c) < Settings.linearSlop
  }

  /// A length error clamped to ±0.2 m (`Settings.maxLinearCorrection`) per position pass.
  @inline(__always) private func clampedCorrection(_ c: Float) -> Float {
    clamp(c, -Settings.maxLinearCorrection, Settings.maxLinearCorrection)
  }
}
