// Stage: warm start (Box2D's b2WarmStartContactsTask and the joints' warm start). The
// impulses the constraints ended the last sub-step with are applied again at once, so the
// iterations start near the answer:
//   vA ← vA − P/mA,  ωA ← ωA − (rA×P)/IA,  vB ← vB + P/mB,  ωB ← ωB + (rB×P)/IB
// with P = λₙ·n + λₜ·t per contact point, and each joint kind's accumulated impulse (the
// joints prepare their Jacobians and effective masses here too, as Box2D 2.x does).

extension StepContext {
  func warmStart() {
    let vcs = UnsafePointer(velocityConstraints.baseAddress)
    for k in solveContacts.indices { ContactSolver.warmStart(vcs! + k, data) }
    for k in solveJoints.indices { joints[Int(solveJoints[k])].initVelocityConstraints(data) }
  }
}
