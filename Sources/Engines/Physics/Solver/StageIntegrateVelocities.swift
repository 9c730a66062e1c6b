// Stage: integrate velocities (Box2D's b2IntegrateVelocitiesTask). Each awake body keeps the
// sweep's start (c0, a0: where time of impact begins), then gains gravity and its forces
// over the sub-step and loses speed to damping:
//   v ← v + h·(g·s + F/m)      (s: the body's gravity scale; s·m·g / m written as Box2D does)
//   ω ← ω + h·τ/I
//   v ← v / (1 + h·c_lin),  ω ← ω / (1 + h·c_ang)       (Padé damping: never reverses a
//                                                         velocity, whatever c·h is)
// Kinematic bodies keep their velocity.

extension StepContext {
  func integrateVelocities() {
    let h = self.h
    let g = gravity
    for k in solveBodies.indices {
      let b = Int(solveBodies[k])
      bodies[b].sweep.c0 = bodies[b].sweep.c
      bodies[b].sweep.a0 = bodies[b].sweep.a
      let si = slot(b)
      var v = data.velocities[si].v
      var w = data.velocities[si].w
      if bodies[b].type == .dynamic {
        v +=
          h * (bodies[b].invMass * (bodies[b].gravityScale * bodies[b].mass * g + bodies[b].force))
        w += h * bodies[b].invI * bodies[b].torque
        v = (1 / (1 + h * bodies[b].linearDamping)) * v
        w *= 1 / (1 + h * bodies[b].angularDamping)
      }
      data.velocities[si] = SolverVelocity(v: v, w: w)
    }
  }
}
