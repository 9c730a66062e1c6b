// Stages: prepare contacts and prepare joints (Box2D's b2PrepareContactsTask and
// b2PrepareJointsTask). Each touching contact becomes a velocity constraint (anchors, normal
// and tangent masses m = 1/(1/mA + 1/mB + (rA×n)²/IA + (rB×n)²/IB), the restitution bias
// −e·vₙ where the approach is faster than the threshold, the block solver's K) and a
// position constraint (ContactSolver.initialize). Each joint copies its bodies' slots,
// centres and inverse masses; its kind's own preparation runs with the warm start
// (StageWarmStart.swift), as Box2D 2.x's InitVelocityConstraints does.

extension StepContext {
  func prepareContacts() {
    let bodies = UnsafePointer(self.bodies.baseAddress!)
    let states = UnsafePointer(contactStates.baseAddress!)
    for k in solveContacts.indices {
      let ci = solveContacts[k]
      let contact = contacts[Int(ci)]
      ContactSolver.initialize(
        &velocityConstraints[k], &positionConstraints[k], state: states + Int(ci), index: ci,
        radiusA: shapes[Int(contact.shapeA)].radius, radiusB: shapes[Int(contact.shapeB)].radius,
        bodyA: bodies + Int(contact.bodyA), bodyB: bodies + Int(contact.bodyB), data)
    }
  }

  func prepareJoints() {
    for k in solveJoints.indices {
      let j = Int(solveJoints[k])
      joints[j].prepare(bodies[Int(joints[j].bodyA)], bodies[Int(joints[j].bodyB)])
    }
  }
}
