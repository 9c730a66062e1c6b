// One sub-step of the world, in Box2D 2.x's order:
//   find new pairs → narrow phase → islands (depth-first over touching contacts and joints,
//   waking what they reach) → integrate velocities (gravity, forces, Padé damping) → warm
//   start → 8 velocity iterations (joints, then contacts) → integrate positions (capped) →
//   3 position iterations per island → sleep per island → broad-phase update → new pairs →
//   time of impact against boundaries.
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
  package var bodies: [Int32] = []
  /// Static bodies that were given a solver slot this step.
  var statics: [Int32] = []
  package var positions: [SolverPosition] = []
  /// The rotations the bodies had at the start of the sub-step (their sweeps' `a0`).
  var rotations0: [Rot] = []
  package var velocities: [SolverVelocity] = []
  package var contacts: [Int32] = []
  package var joints: [Int32] = []
  var islands: [IslandRange] = []
  var velocityConstraints: [ContactVelocityConstraint] = []
  var positionConstraints: [ContactPositionConstraint] = []
  var solvedIslands: [Bool] = []
  package var stack: [Int32] = []
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

  private mutating func solve(_ h: Float) {
    buildIslands()
    var s = SolverBuffers()
    swap(&s, &solver)
    defer { swap(&s, &solver) }
    if s.bodies.isEmpty { return }

    // Integrate velocities: v += h·(g·scale + F/m), w += h·τ/I, then Padé damping.
    let g = gravity
    bodies.withUnsafeMutableBufferPointer { bs in
      s.velocities.withUnsafeMutableBufferPointer { vs in
        for k in s.bodies.indices {
          let b = Int(s.bodies[k])
          bs[b].sweep.c0 = bs[b].sweep.c
          bs[b].sweep.a0 = bs[b].sweep.a
          let si = Int(bs[b].solverIndex)
          var v = vs[si].v
          var w = vs[si].w
          if bs[b].type == .dynamic {
            v += h * (bs[b].invMass * (bs[b].gravityScale * bs[b].mass * g + bs[b].force))
            w += h * bs[b].invI * bs[b].torque
            v = (1 / (1 + h * bs[b].linearDamping)) * v
            w *= 1 / (1 + h * bs[b].angularDamping)
          }
          vs[si] = SolverVelocity(v: v, w: w)
        }
      }
    }

    let contactCount = s.contacts.count
    if s.velocityConstraints.count < contactCount {
      s.velocityConstraints.append(
        contentsOf: repeatElement(
          ContactVelocityConstraint(), count: contactCount - s.velocityConstraints.count))
      s.positionConstraints.append(
        contentsOf: repeatElement(
          ContactPositionConstraint(), count: contactCount - s.positionConstraints.count))
    }
    if s.solvedIslands.count < s.islands.count {
      s.solvedIslands.append(
        contentsOf: repeatElement(false, count: s.islands.count - s.solvedIslands.count))
    }

    var positions: [SolverPosition] = []
    var velocities: [SolverVelocity] = []
    swap(&positions, &s.positions)
    swap(&velocities, &s.velocities)
    positions.withUnsafeMutableBufferPointer { ps in
      velocities.withUnsafeMutableBufferPointer { vs in
        let d = SolverData(
          positions: ps.baseAddress!, velocities: vs.baseAddress!, h: h, invH: 1 / h)
        solveConstraints(&s, d, h)
      }
    }
    swap(&positions, &s.positions)
    swap(&velocities, &s.velocities)

    // Copy back, then sleep per island.
    bodies.withUnsafeMutableBufferPointer { bs in
      for k in s.bodies.indices {
        let b = Int(s.bodies[k])
        let si = Int(bs[b].solverIndex)
        let position = s.positions[si]
        bs[b].sweep.c = position.c
        bs[b].sweep.a = position.a
        bs[b].v = s.velocities[si].v
        bs[b].w = s.velocities[si].w
        // synchronizeTransform, with the rotation the position passes may have cached.
        bs[b].xf.q = position.rotation
        bs[b].xf.p = position.c - mul(bs[b].xf.q, bs[b].sweep.localCenter)
      }
      let linTol2 = Settings.linearSleepTolerance * Settings.linearSleepTolerance
      let angTol2 = Settings.angularSleepTolerance * Settings.angularSleepTolerance
      for (n, island) in s.islands.enumerated() {
        var minSleepTime = Float.greatestFiniteMagnitude
        for k in island.bodies {
          let b = Int(s.bodies[k])
          if bs[b].w * bs[b].w > angTol2 || dot(bs[b].v, bs[b].v) > linTol2 {
            bs[b].sleepTime = 0
            minSleepTime = 0
          } else {
            bs[b].sleepTime += h
            minSleepTime = min(minSleepTime, bs[b].sleepTime)
          }
        }
        if minSleepTime >= Settings.timeToSleep && s.solvedIslands[n] {
          for k in island.bodies { bs[Int(s.bodies[k])].sleep() }
        }
      }
    }

    // The broad phase follows the bodies' sweeps.
    synchronizeShapes(s.bodies, rotations0: s.rotations0)
  }

  /// Contacts and joints: velocity constraints, positions, position constraints.
  private mutating func solveConstraints(_ s: inout SolverBuffers, _ d: SolverData, _ h: Float) {
    let contactCount = s.contacts.count
    s.velocityConstraints.withUnsafeMutableBufferPointer { vcs in
      s.positionConstraints.withUnsafeMutableBufferPointer { pcs in
        joints.withUnsafeMutableBufferPointer { js in
          // Prepare.
          contacts.withUnsafeBufferPointer { cs in
            contactStates.withUnsafeBufferPointer { states in
              bodies.withUnsafeBufferPointer { bs in
                shapes.withUnsafeBufferPointer { ss in
                  let cs = cs.baseAddress!, bs = bs.baseAddress!
                  for k in 0..<contactCount {
                    let ci = s.contacts[k]
                    let ct = cs + Int(ci)
                    ContactSolver.initialize(
                      &vcs[k], &pcs[k], state: states.baseAddress! + Int(ci), index: ci,
                      radiusA: ss[Int(ct.pointee.shapeA)].radius,
                      radiusB: ss[Int(ct.pointee.shapeB)].radius, bodyA: bs + Int(ct.pointee.bodyA),
                      bodyB: bs + Int(ct.pointee.bodyB), d)
                  }
                  for k in s.joints.indices {
                    let j = Int(s.joints[k])
                    js[j].prepare(bs[Int(js[j].bodyA)], bs[Int(js[j].bodyB)])
                  }
                }
              }
            }
          }
          let vcBase = vcs.baseAddress!, pcBase = pcs.baseAddress!
          for k in 0..<contactCount { ContactSolver.warmStart(vcBase + k, d) }
          for k in s.joints.indices { js[Int(s.joints[k])].initVelocityConstraints(d) }
          // Velocity iterations: joints, then contacts.
          for _ in 0..<Settings.velocityIterations {
            for k in s.joints.indices { js[Int(s.joints[k])].solveVelocityConstraints(d) }
            for k in 0..<contactCount { ContactSolver.solveVelocity(vcBase + k, d) }
          }
          // Store impulses for warm starting.
          contactStates.withUnsafeMutableBufferPointer { cs in
            for k in 0..<contactCount {
              let ci = Int(vcs[k].contactIndex)
              cs[ci].manifold.p0.normalImpulse = vcs[k].p0.normalImpulse
              cs[ci].manifold.p0.tangentImpulse = vcs[k].p0.tangentImpulse
              cs[ci].manifold.p1.normalImpulse = vcs[k].p1.normalImpulse
              cs[ci].manifold.p1.tangentImpulse = vcs[k].p1.tangentImpulse
            }
          }
          // Integrate positions, with Box2D's per-sub-step caps (200 pt, π/2).
          for k in s.bodies.indices {
            let bi = s.bodies[k]
            let si = Int(bodies[Int(bi)].solverIndex)
            var v = d.velocities[si].v
            var w = d.velocities[si].w
            var capped = false
            let translation = h * v
            if dot(translation, translation) > Settings.maxTranslation * Settings.maxTranslation {
              v = (Settings.maxTranslation / translation.length) * v
              capped = true
            }
            let rotation = h * w
            if rotation * rotation > Settings.maxRotation * Settings.maxRotation {
              w *= Settings.maxRotation / abs(rotation)
              capped = true
            }
            d.positions[si].c += h * v
            d.positions[si].a += h * w
            d.velocities[si] = SolverVelocity(v: v, w: w)
            // A capped body kept only part of what its constraints' impulses gave it, so those
            // impulses are not its constraints' forces: they must not warm-start the next
            // sub-step. Kept, they were applied again through lever arms that had turned up to
            // a quarter turn, which needed larger impulses still (capped again): a far pin
            // attachment whose item was moved grew its impulses tenfold per sub-step to 1e30
            // and NaN (the finiteness fuzz, 17 seeds in 3,000). Box2D 2.x keeps them.
            if capped {
              Self.forgetImpulses(
                of: bi, bodies: bodies, joints: js, contacts: contacts,
                contactStates: &contactStates)
            }
          }
          // Position iterations, per island (an island that converged stops early).
          for (n, island) in s.islands.enumerated() {
            var solved = false
            for _ in 0..<Settings.positionIterations {
              // Each body's rotation once per pass (ContactSolver.solvePosition).
              for si in island.slots { _ = d.positions[si].updateRotation() }
              var minSeparation: Float = 0
              for k in island.contacts {
                minSeparation = min(
                  minSeparation,
                  ContactSolver.solvePosition(pcBase + k, d, baumgarte: Settings.baumgarte))
              }
              let contactsOkay = minSeparation >= -3 * Settings.linearSlop
              var jointsOkay = true
              for k in island.joints {
                let ok = js[Int(s.joints[k])].solvePositionConstraints(d)
                jointsOkay = jointsOkay && ok
              }
              if contactsOkay && jointsOkay {
                solved = true
                break
              }
            }
            s.solvedIslands[n] = solved
          }
        }
      }
    }
  }
}
