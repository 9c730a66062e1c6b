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

extension Joint {
  mutating func initDistance(_ d: SolverData) {
    let pA = d.positions[indexA]
    let pB = d.positions[indexB]
    rA = arm(pA, def.localAnchorA - localCenterA)
    rB = arm(pB, def.localAnchorB - localCenterB)
    isRodBetweenCentres = def.frequency == 0 && rA == .zero && rB == .zero
    u = pB.c + rB - pA.c - rA
    let length = u.length
    u = length > Settings.linearSlop ? (1 / length) * u : .zero
    gamma = 0
    bias = 0
    if isRodBetweenCentres {
      let invMass = invMassA + invMassB
      mass = invMass != 0 ? 1 / invMass : 0
      moveRodEnds(d, impulse.0 * u)  // warm start (the sub-step never changes: ratio 1)
      return
    }
    let crAu = cross(rA, u)
    let crBu = cross(rB, u)
    var invMass = invMassA + invIA * crAu * crAu + invMassB + invIB * crBu * crBu
    mass = invMass != 0 ? 1 / invMass : 0
    if def.frequency > 0 {
      let c = length - def.length
      let omega = 2 * Float.pi * def.frequency
      let damp = 2 * mass * def.dampingRatio * omega
      let k = mass * omega * omega
      let h = d.h
      gamma = h * (damp + h * k)
      gamma = gamma != 0 ? 1 / gamma : 0
      bias = c * h * k * gamma
      invMass += gamma
      mass = invMass != 0 ? 1 / invMass : 0
    }
    // Warm start (the sub-step never changes, so the ratio is 1).
    let p = impulse.0 * u
    apply(d, p, angularA: cross(rA, p), angularB: cross(rB, p))
  }

  /// A rod's velocity iteration; the solve loop inlines it (Joint.solveVelocityConstraints).
  @inline(__always) mutating func solveRodVelocity(_ d: SolverData) {
    let lambda = -mass * dot(u, d.velocities[indexB].v - d.velocities[indexA].v)
    impulse.0 += lambda
    moveRodEnds(d, lambda * u)
  }

  /// Applies the impulse P along a rod: vA −= P/mA, vB += P/mB (no angular part: no arms).
  @inline(__always) func moveRodEnds(_ d: SolverData, _ p: Vec2) {
    if !isStaticA { d.velocities[indexA].v -= invMassA * p }
    if !isStaticB { d.velocities[indexB].v += invMassB * p }
  }

  mutating func solveDistanceVelocity(_ d: SolverData) {
    let vA = d.velocities[indexA]
    let vB = d.velocities[indexB]
    let vpA = vA.v + cross(vA.w, rA)
    let vpB = vB.v + cross(vB.w, rB)
    let cdot = dot(u, vpB - vpA)
    let lambda = -mass * (cdot + bias + gamma * impulse.0)
    impulse.0 += lambda
    let p = lambda * u
    apply(d, p, angularA: cross(rA, p), angularB: cross(rB, p))
  }

  mutating func solveDistancePosition(_ d: SolverData) -> Bool {
    if def.frequency > 0 { return true }  // a spring has no position correction
    if isRodBetweenCentres {
      let cA = d.positions[indexA].c
      let cB = d.positions[indexB].c
      var u = cB + rB - cA - rA  // zero arms, kept for the general form's bits
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
