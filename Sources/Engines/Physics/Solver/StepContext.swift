// The solver context of a sub-step (Box2D v3's b2StepContext): the sub-step and the buffers
// every stage reads and writes, taken as pointers once from the world's own arrays
// (PhysicsArray), so each stage (the Stage*.swift files) is a plain function of the context.
// World.solve runs them in Box2D 2.x's order, the order UIKit Dynamics steps in;
// docs/dynamics.md gives each stage with its formula.

/// What the solver's stages work on during one sub-step: the whole world's records and the
/// solve set (the awake islands' bodies, touching contacts and joints). The pointers are
/// the world's arrays' (``World/stepContext(_:)``), valid while none of them grows.
struct StepContext {
  /// The sub-step, in seconds (1/120 s under UIKit's default), and the solve set's positions
  /// and velocities by solver slot.
  let data: SolverData
  /// Gravity, m/s² (a body scales it by its `gravityScale`).
  let gravity: Vec2
  /// Every body, shape, joint and contact of the world, by index.
  let bodies: UnsafeMutableBufferPointer<Body>
  let shapes: UnsafeBufferPointer<Shape>
  let joints: UnsafeMutableBufferPointer<Joint>
  let contacts: UnsafeBufferPointer<Contact>
  let contactStates: UnsafeMutableBufferPointer<ContactState>
  /// The solve set, island by island: body, contact and joint indices.
  let solveBodies: UnsafeBufferPointer<Int32>
  let solveContacts: UnsafeBufferPointer<Int32>
  let solveJoints: UnsafeBufferPointer<Int32>
  /// Each island's ranges in the lists above, and whether its position pass converged.
  let islands: UnsafeBufferPointer<IslandRange>
  let solvedIslands: UnsafeMutableBufferPointer<Bool>
  /// One velocity and one position constraint per solve-set contact, in its order.
  let velocityConstraints: UnsafeMutableBufferPointer<ContactVelocityConstraint>
  let positionConstraints: UnsafeMutableBufferPointer<ContactPositionConstraint>

  /// The sub-step, in seconds.
  var h: Float { data.h }

  /// The solver slot of body `b`.
  @inline(__always) func slot(_ b: Int) -> Int { Int(bodies[b].solverIndex) }
}

extension SolverBuffers {
  /// Grows the contact constraints and the islands' flags to the solve set's counts (never
  /// shrinks them: a steady scene allocates nothing).
  mutating func reserveConstraints() {
    velocityConstraints.grow(to: contacts.count, with: ContactVelocityConstraint())
    positionConstraints.grow(to: contacts.count, with: ContactPositionConstraint())
    solvedIslands.grow(to: islands.count, with: false)
  }
}

extension World {
  /// The context of a sub-step of `h` seconds over the solve set (built by `buildIslands`,
  /// its constraints reserved): pointers into the world's own arrays, taken once for the
  /// whole sub-step and valid until one of them next grows (no stage grows any).
  mutating func stepContext(_ h: Float) -> StepContext {
    StepContext(
      data: SolverData(
        positions: solver.positions.mutableBuffer().baseAddress!,
        velocities: solver.velocities.mutableBuffer().baseAddress!, h: h, invH: 1 / h),
      gravity: gravity, bodies: bodies.mutableBuffer(), shapes: shapes.buffer,
      joints: joints.mutableBuffer(), contacts: contacts.buffer,
      contactStates: contactStates.mutableBuffer(), solveBodies: solver.bodies.buffer,
      solveContacts: solver.contacts.buffer, solveJoints: solver.joints.buffer,
      islands: solver.islands.buffer, solvedIslands: solver.solvedIslands.mutableBuffer(),
      velocityConstraints: solver.velocityConstraints.mutableBuffer(),
      positionConstraints: solver.positionConstraints.mutableBuffer())
  }
}
