// The solver context of a sub-step (Box2D v3's b2StepContext): the sub-step and the buffers
// every stage reads and writes, taken as pointers once, so each stage (the Stage*.swift
// files) is a plain function of the context. World.solve runs them in Box2D 2.x's order, the
// order UIKit Dynamics steps in; docs/dynamics.md gives each stage with its formula.

/// What the solver's stages work on during one sub-step: the whole world's records and the
/// solve set (the awake islands' bodies, touching contacts and joints). The pointers are
/// valid only inside ``World/withStepContext(_:_:_:)``.
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
    let contactCount = contacts.count
    if velocityConstraints.count < contactCount {
      velocityConstraints.append(
        contentsOf: repeatElement(
          ContactVelocityConstraint(), count: contactCount - velocityConstraints.count))
      positionConstraints.append(
        contentsOf: repeatElement(
          ContactPositionConstraint(), count: contactCount - positionConstraints.count))
    }
    if solvedIslands.count < islands.count {
      solvedIslands.append(
        contentsOf: repeatElement(false, count: islands.count - solvedIslands.count))
    }
  }
}

extension World {
  /// Calls `body` with the context of a sub-step of `h` seconds over the solve set (built by
  /// `buildIslands`, its constraints reserved): the one place that borrows the buffers, each
  /// once, for the whole sub-step.
  mutating func withStepContext(_ h: Float, _ body: (StepContext) -> Void) {
    let g = gravity
    bodies.withUnsafeMutableBufferPointer { bodies in
      joints.withUnsafeMutableBufferPointer { joints in
        contactStates.withUnsafeMutableBufferPointer { contactStates in
          shapes.withUnsafeBufferPointer { shapes in
            contacts.withUnsafeBufferPointer { contacts in
              solver.positions.withUnsafeMutableBufferPointer { positions in
                solver.velocities.withUnsafeMutableBufferPointer { velocities in
                  solver.velocityConstraints.withUnsafeMutableBufferPointer { vcs in
                    solver.positionConstraints.withUnsafeMutableBufferPointer { pcs in
                      solver.solvedIslands.withUnsafeMutableBufferPointer { solved in
                        solver.bodies.withUnsafeBufferPointer { solveBodies in
                          solver.contacts.withUnsafeBufferPointer { solveContacts in
                            solver.joints.withUnsafeBufferPointer { solveJoints in
                              solver.islands.withUnsafeBufferPointer { islands in
                                body(
                                  StepContext(
                                    data: SolverData(
                                      positions: positions.baseAddress!,
                                      velocities: velocities.baseAddress!, h: h, invH: 1 / h),
                                    gravity: g, bodies: bodies, shapes: shapes, joints: joints,
                                    contacts: contacts, contactStates: contactStates,
                                    solveBodies: solveBodies, solveContacts: solveContacts,
                                    solveJoints: solveJoints, islands: islands,
                                    solvedIslands: solved, velocityConstraints: vcs,
                                    positionConstraints: pcs))
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
