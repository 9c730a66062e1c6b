// Stages: finalize bodies (Box2D's b2FinalizeBodiesTask) and sleep. The solver's positions
// and velocities go back to the bodies, and each body's transform follows its centre:
//   p = c − q·localCenter
// (a body whose new state is not finite keeps its old one, at rest).
// Then, per island, a body slower than the sleep tolerances (1 cm/s, 2°/s) adds the sub-step
// to its rest time and a faster one resets it; an island whose every body has rested 0.5 s,
// and whose positions converged, sleeps.

extension StepContext {
  func finalizeBodies() {
    for k in solveBodies.indices {
      let b = Int(solveBodies[k])
      let si = slot(b)
      let position = data.positions[si]
      let velocity = data.velocities[si]
      guard
        position.c.x.isFinite, position.c.y.isFinite, position.a.isFinite,
        velocity.v.x.isFinite, velocity.v.y.isFinite, velocity.w.isFinite
      else {
        stopWhereItWas(b, slot: si)
        continue
      }
      bodies[b].sweep.c = position.c
      bodies[b].sweep.a = position.a
      bodies[b].v = velocity.v
      bodies[b].w = velocity.w
      // The transform, with the rotation the position passes may have cached.
      bodies[b].xf.q = position.rotation
      bodies[b].xf.p = position.c - mul(bodies[b].xf.q, bodies[b].sweep.localCenter)
    }
  }

  /// A body whose sub-step ended in NaN or infinity stays where the sub-step found it, at
  /// rest, and its joints and contacts forget their impulses (which carried the overflow).
  /// Only constraints between masses about 1e16 apart, beyond what Float's sequential
  /// impulses hold, get here (docs/dynamics.md, "Limits"); a finite state never does.
  private func stopWhereItWas(_ b: Int, slot si: Int) {
    bodies[b].v = .zero
    bodies[b].w = 0
    data.positions[si] = bodies[b].solverPosition
    data.velocities[si] = bodies[b].solverVelocity
    World.forgetImpulses(
      of: Int32(b), bodies: UnsafeBufferPointer(bodies), joints: joints, contacts: contacts,
      contactStates: contactStates)
  }

  func sleepIslands() {
    let h = self.h
    let linTol2 = Settings.linearSleepTolerance * Settings.linearSleepTolerance
    let angTol2 = Settings.angularSleepTolerance * Settings.angularSleepTolerance
    for n in islands.indices {
      let island = islands[n]
      var minSleepTime = Float.greatestFiniteMagnitude
      for k in island.bodies {
        let b = Int(solveBodies[k])
        if bodies[b].w * bodies[b].w > angTol2 || dot(bodies[b].v, bodies[b].v) > linTol2 {
          bodies[b].sleepTime = 0
          minSleepTime = 0
        } else {
          bodies[b].sleepTime += h
          minSleepTime = min(minSleepTime, bodies[b].sleepTime)
        }
      }
      if minSleepTime >= Settings.timeToSleep && solvedIslands[n] {
        for k in island.bodies { bodies[Int(solveBodies[k])].sleep() }
      }
    }
  }
}
