// Forgetting accumulated impulses: warm starting applies last sub-step's impulses again, which
// is right only while they are still the constraints' forces. After a body's mass changes,
// or after the velocity caps cut what a body kept of them, they are zeroed instead.

extension World {
  /// Zeroes the accumulated impulses of a body's joints and contacts: they were the forces of
  /// its old mass, and warm-starting them after a density change (say 1 kg to 1e-16 kg at
  /// once) multiplied them into an overflow.
  mutating func forgetImpulses(_ bi: Int32) {
    Self.forgetImpulses(
      of: bi, bodies: bodies.buffer, joints: joints.mutableBuffer(), contacts: contacts.buffer,
      contactStates: contactStates.mutableBuffer())
  }

  /// Zeroes the accumulated impulses of body `bi`'s joints and contacts, so they do not
  /// warm-start the next step: after a change of mass, or inside the step after the velocity
  /// caps (Solver/StageIntegratePositions.swift).
  static func forgetImpulses(
    of bi: Int32, bodies: UnsafeBufferPointer<Body>, joints js: UnsafeMutableBufferPointer<Joint>,
    contacts: UnsafeBufferPointer<Contact>, contactStates: UnsafeMutableBufferPointer<ContactState>
  ) {
    var j = bodies[Int(bi)].jointList
    while j != -1 {
      js[Int(j)].forgetImpulses()
      j = js[Int(j)].bodyA == bi ? js[Int(j)].nextA : js[Int(j)].nextB
    }
    var c = bodies[Int(bi)].contactList
    while c != -1 {
      contactStates[Int(c)].manifold.p0.normalImpulse = 0
      contactStates[Int(c)].manifold.p0.tangentImpulse = 0
      contactStates[Int(c)].manifold.p1.normalImpulse = 0
      contactStates[Int(c)].manifold.p1.tangentImpulse = 0
      c = contacts[Int(c)].bodyA == bi ? contacts[Int(c)].nextA : contacts[Int(c)].nextB
    }
  }
}
