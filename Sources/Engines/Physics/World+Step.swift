// One sub-step of the world, in Box2D 2.x's order:
//   find new pairs → narrow phase → islands (depth-first over touching contacts and joints,
//   waking what they reach) → the solver's stages (Solver/: integrate velocities, prepare
//   contacts and joints, warm start, 8 velocity iterations, store impulses, integrate
//   positions, 3 position iterations per island, finalize bodies, sleep) → broad-phase
//   update → new pairs → time of impact against boundaries.
// The islands are solved together in one pass (they are independent, so this gives what
// solving them one by one gives); position iterations and sleeping stay per island.

/// The bodies, contacts and joints of one island, as ranges of the solve set.
package struct IslandRange {
  package var bodies: Range<Int>
  /// The solver slots the island's search gave out: its bodies and the static bodies it
  /// reached first (a static body reached again by a later island keeps its earlier slot).
  package var slots: Range<Int>
  package var contacts: Range<Int>
  package var joints: Range<Int>
}

/// Buffers the solver reuses from step to step: no allocation once they reached their size.
package struct SolverBuffers {
  /// Non-static bodies of the solve set, by island.
  package var bodies: PhysicsArray<Int32> = []
  /// Static bodies that were given a solver slot this step.
  var statics: PhysicsArray<Int32> = []
  package var positions: PhysicsArray<SolverPosition> = []
  /// The rotations the bodies had at the start of the sub-step (their sweeps' `a0`).
  var rotations0: PhysicsArray<Rot> = []
  package var velocities: PhysicsArray<SolverVelocity> = []
  /// The body each slot was given to, and the `World.islandGraphVersion` the islands were
  /// searched in (nil before the first search).
  var slotBodies: PhysicsArray<Int32> = []
  var islandGraphVersion: UInt32?
  package var contacts: PhysicsArray<Int32> = []
  package var joints: PhysicsArray<Int32> = []
  var islands: PhysicsArray<IslandRange> = []
  var velocityConstraints: PhysicsArray<ContactVelocityConstraint> = []
  var positionConstraints: PhysicsArray<ContactPositionConstraint> = []
  var solvedIslands: PhysicsArray<Bool> = []
  package var stack: PhysicsArray<Int32> = []
}

extension World {
  /// Advances the world by one sub-step of `h` seconds.
  package mutating func step(_ h: Float) {
    if !moveBuffer.isEmpty { updatePairs() }
    collide()
    solve(h)
    updatePairs()
    solveTOI()
  }

  /// Zeroes every body's force and torque (once per frame, after the sub-steps, so a force
  /// acts in every sub-step of the frame it was applied in).
  package mutating func clearForces() {
    bodies.withUnsafeMutableBufferPointer { bs in
      for i in bs.indices where bs[i].alive {
        bs[i].force = .zero
        bs[i].torque = 0
      }
    }
  }

  /// The solver's stages over the awake islands (Solver/, one file per stage), in Box2D
  /// 2.x's order.
  private mutating func solve(_ h: Float) {
    buildIslands()
    if solver.bodies.isEmpty { return }
    solver.reserveConstraints()
    let context = stepContext(h)
    context.integrateVelocities()
    context.prepareContacts()
    context.prepareJoints()
    context.warmStart()
    context.solveVelocities(iterations: Settings.velocityIterations)
    context.storeImpulses()
    context.integratePositions()
    context.correctPositions(iterations: Settings.positionIterations)
    context.finalizeBodies()
    context.sleepIslands()
    // The broad phase follows the bodies' sweeps.
    synchronizeShapes(solver.bodies, rotations0: solver.rotations0)
  }
}
