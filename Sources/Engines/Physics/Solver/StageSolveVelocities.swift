// Stage: solve (Box2D's b2SolveContactsTask and b2SolveJointsTask): sequential impulses,
// `Settings.velocityIterations` passes of every joint, then every contact. Each constraint
// takes the impulse that cancels its velocity error, clamped where it must push only:
//   λ = −m·(Ċ + bias),  λ_acc ← clamp(λ_acc + λ),  applied as λ_acc's change
// (contacts: normal λ ≥ 0, friction |λₜ| ≤ μ·λₙ, two points by the block solver).

extension StepContext {
  func solveVelocities(iterations: Int) {
    let vcs = velocityConstraints.baseAddress
    for _ in 0..<iterations {
      for k in solveJoints.indices { joints[Int(solveJoints[k])].solveVelocityConstraints(data) }
      for k in solveContacts.indices { ContactSolver.solveVelocity(vcs! + k, data) }
    }
  }
}
