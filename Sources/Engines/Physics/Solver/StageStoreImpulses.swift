// Stage: store impulses (Box2D's b2StoreImpulses): each contact point's accumulated normal
// and tangent impulses go back to its manifold, to warm-start the next sub-step. (Joints
// keep theirs in their own records.)

extension StepContext {
  func storeImpulses() {
    for k in solveContacts.indices {
      let vc = velocityConstraints[k]
      let ci = Int(vc.contactIndex)
      contactStates[ci].manifold.p0.normalImpulse = vc.p0.normalImpulse
      contactStates[ci].manifold.p0.tangentImpulse = vc.p0.tangentImpulse
      contactStates[ci].manifold.p1.normalImpulse = vc.p1.normalImpulse
      contactStates[ci].manifold.p1.tangentImpulse = vc.p1.tangentImpulse
    }
  }
}
