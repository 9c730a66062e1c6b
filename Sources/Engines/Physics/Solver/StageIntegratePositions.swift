// Stage: integrate positions (Box2D's b2IntegratePositionsTask), with Box2D 2.x's caps on
// what one sub-step may move a body:
//   if |h·v| > 2 m (200 pt):  v ← v · 2/|h·v|
//   if |h·ω| > π/2:           ω ← ω · (π/2)/|h·ω|
//   c ← c + h·v,  a ← a + h·ω
// A capped body kept only part of what its constraints' impulses gave it, so those impulses
// are not its constraints' forces: they are forgotten, not warm-started (docs/reliability.md
// tells how a far pin attachment grew them to NaN otherwise; Box2D 2.x keeps them).

extension StepContext {
  func integratePositions() {
    let h = self.h
    for k in solveBodies.indices {
      let bi = solveBodies[k]
      let si = slot(Int(bi))
      var v = data.velocities[si].v
      var w = data.velocities[si].w
      var capped = false
      let translation = h * v
      if dot(translation, translation) > Settings.maxTranslation * Settings.maxTranslation {
        v = (Settings.maxTranslation / translation.length) * v
        capped = true
      }
      let rotation = h * w
      if rotation * rotation > Settings.maxRotation * Settings.maxRotation {
        w *= Settings.maxRotation / abs(rotation)
        capped = true
      }
      data.positions[si].c += h * v
      data.positions[si].a += h * w
      data.velocities[si] = SolverVelocity(v: v, w: w)
      if capped {
        World.forgetImpulses(
          of: bi, bodies: UnsafeBufferPointer(bodies), joints: joints, contacts: contacts,
          contactStates: contactStates)
      }
    }
  }
}
