// The islands of a sub-step: a depth-first search from every awake body that has not been
// reached yet, over touching contacts and joints (Box2D 2.x's b2World::Solve), which lays the
// solve set out island by island. Static bodies end an island's search, get one solver slot,
// and may join several islands. The search walks the bodies' touching lists (TouchList.swift),
// which hold, in the same order, the contacts of the full lists Box2D walks and filters.
//
// The lists are written through pointers into arrays grown beforehand to what the step can
// need: an append checks its array's uniqueness (a call into the runtime) and capacity per
// element, which in a small scene cost as much as the search itself.
//
// The search runs only when its answer may differ from the last one: when the islands' graph
// changed (`World.islandGraphVersion`) or a body woke or fell asleep. Otherwise the solve set
// is kept and only its slots are refilled from the bodies, which is all the search would
// change. A steady scene (the dial: one island that never changes) skips it every sub-step.

/// Where the search writes: the solve set's lists, with their counts so far. Each body is
/// pushed at most once per island and gets at most one slot; an island reaches a static body
/// through one of its contacts or joints.
package struct IslandLists {
  package var bodies: UnsafeMutablePointer<Int32>
  var bodyCount = 0
  package var positions: UnsafeMutablePointer<SolverPosition>
  var rotations0: UnsafeMutablePointer<Rot>
  package var velocities: UnsafeMutablePointer<SolverVelocity>
  /// The body each slot was given to.
  var slotBodies: UnsafeMutablePointer<Int32>
  var slotCount = 0
  package var joints: UnsafeMutablePointer<Int32>
  var jointCount = 0
  var islands: UnsafeMutablePointer<IslandRange>
  var islandCount = 0
  /// Scratch: the search's stack, and the static bodies reached by the current island.
  package var stack: UnsafeMutablePointer<Int32>
  var stackCount = 0
  var statics: UnsafeMutablePointer<Int32>
  var staticCount = 0
}

extension SolverBuffers {
  /// Calls `body` with pointers into the lists, grown to hold `bodyCapacity` bodies (and
  /// slots, islands and stacked bodies), `jointCapacity` joints and `edgeCapacity` statics;
  /// then cuts the solve set's lists to what `body` wrote (the scratch lists keep their
  /// length, so a steady step grows nothing).
  mutating func withIslandLists(
    bodyCapacity: Int, jointCapacity: Int, edgeCapacity: Int,
    _ body: (inout IslandLists) -> Void
  ) {
    @inline(__always) func grow<T>(_ a: inout [T], _ n: Int, _ x: T) {
      if a.count < n { a.append(contentsOf: repeatElement(x, count: n - a.count)) }
    }
    grow(&bodies, bodyCapacity, 0)
    grow(&positions, bodyCapacity, SolverPosition(c: .zero, a: 0, q: .identity))
    grow(&rotations0, bodyCapacity, .identity)
    grow(&velocities, bodyCapacity, SolverVelocity(v: .zero, w: 0))
    grow(&slotBodies, bodyCapacity, 0)
    grow(
      &islands, bodyCapacity,
      IslandRange(bodies: 0..<0, slots: 0..<0, contacts: 0..<0, joints: 0..<0))
    grow(&joints, jointCapacity, 0)
    grow(&stack, bodyCapacity, 0)
    grow(&statics, edgeCapacity, 0)
    var lists: IslandLists?
    bodies.withUnsafeMutableBufferPointer { b in
      positions.withUnsafeMutableBufferPointer { p in
        rotations0.withUnsafeMutableBufferPointer { r in
          velocities.withUnsafeMutableBufferPointer { v in
            slotBodies.withUnsafeMutableBufferPointer { sb in
              joints.withUnsafeMutableBufferPointer { j in
                islands.withUnsafeMutableBufferPointer { i in
                  stack.withUnsafeMutableBufferPointer { st in
                    statics.withUnsafeMutableBufferPointer { sx in
                      var l = IslandLists(
                        bodies: b.baseAddress!, positions: p.baseAddress!,
                        rotations0: r.baseAddress!, velocities: v.baseAddress!,
                        slotBodies: sb.baseAddress!, joints: j.baseAddress!,
                        islands: i.baseAddress!, stack: st.baseAddress!, statics: sx.baseAddress!)
                      body(&l)
                      lists = l
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    let l = lists!
    bodies.removeLast(bodies.count - l.bodyCount)
    positions.removeLast(positions.count - l.slotCount)
    rotations0.removeLast(rotations0.count - l.slotCount)
    velocities.removeLast(velocities.count - l.slotCount)
    slotBodies.removeLast(slotBodies.count - l.slotCount)
    joints.removeLast(joints.count - l.jointCount)
    islands.removeLast(islands.count - l.islandCount)
  }
}

extension World {
  /// Builds the islands of awake bodies into the solve set, or refills the last one's slots
  /// when the search would build it again.
  mutating func buildIslands() {
    if solveSetIsCurrent() {
      refillSlots()
      return
    }
    var s = SolverBuffers()
    swap(&s, &solver)
    // The contacts (appended: few are touching) as a local while `s` lends its other lists.
    var solveContacts: [Int32] = []
    swap(&solveContacts, &s.contacts)
    solveContacts.removeAll(keepingCapacity: true)
    let bodyCapacity = bodies.count, jointCapacity = joints.count
    let edgeCapacity = contacts.count + joints.count
    // Whether the search woke a body: then the next search seeds that island from another
    // body (the first awake one), so this solve set cannot be reused.
    var wokeBodies = false
    // Field reads through pointers: no copies of the (large) records.
    bodies.withUnsafeMutableBufferPointer { bs in
      touchLinks.withUnsafeBufferPointer { ls in
        joints.withUnsafeMutableBufferPointer { js in
          for i in bs.indices {
            bs[i].islandFlag = false
            bs[i].solverIndex = -1
          }
          for i in js.indices { js[i].islandFlag = false }
          s.withIslandLists(
            bodyCapacity: bodyCapacity, jointCapacity: jointCapacity, edgeCapacity: edgeCapacity
          ) { l in
            for seed in bs.indices {
              if !bs[seed].alive || bs[seed].islandFlag || !bs[seed].awake
                || bs[seed].type == .static
              {
                continue
              }
              let bodyStart = l.bodyCount, slotStart = l.slotCount
              let contactStart = solveContacts.count
              let jointStart = l.jointCount
              l.stack[0] = Int32(seed)
              l.stackCount = 1
              bs[seed].islandFlag = true
              while l.stackCount > 0 {
                l.stackCount -= 1
                let bi = l.stack[l.stackCount]
                let b = Int(bi)
                if bs[b].solverIndex == -1 {
                  bs[b].solverIndex = Int32(l.slotCount)
                  l.slotBodies[l.slotCount] = bi
                  l.positions[l.slotCount] = bs[b].solverPosition
                  l.rotations0[l.slotCount] = bs[b].xf.q
                  l.velocities[l.slotCount] = bs[b].solverVelocity
                  l.slotCount += 1
                }
                if bs[b].type == .static {
                  l.statics[l.staticCount] = bi
                  l.staticCount += 1
                  continue  // islands do not propagate across static bodies
                }
                l.bodies[l.bodyCount] = bi
                l.bodyCount += 1
                if !bs[b].awake {
                  bs[b].awake = true  // reached by a touching neighbour: awake, timer kept
                  wokeBodies = true
                }
                // A contact joins the island from the first of its bodies the search walks
                // (Box2D flags it there): a static body walks nothing, and a walked body has
                // its solver slot already.
                var c = Int(bs[b].touchList)
                while c != -1 {
                  let isA = ls[c].bodyA == bi
                  let next = Int(isA ? ls[c].nextA : ls[c].nextB)
                  let other = Int(isA ? ls[c].bodyB : ls[c].bodyA)
                  if bs[other].type == .static || bs[other].solverIndex == -1 {
                    solveContacts.append(Int32(c))
                    if !bs[other].islandFlag {
                      bs[other].islandFlag = true
                      l.stack[l.stackCount] = Int32(other)
                      l.stackCount += 1
                    }
                  }
                  c = next
                }
                var j = Int(bs[b].jointList)
                while j != -1 {
                  let isA = js[j].bodyA == bi
                  let next = Int(isA ? js[j].nextA : js[j].nextB)
                  if !js[j].islandFlag {
                    js[j].islandFlag = true
                    l.joints[l.jointCount] = Int32(j)
                    l.jointCount += 1
                    let other = Int(isA ? js[j].bodyB : js[j].bodyA)
                    if !bs[other].islandFlag {
                      bs[other].islandFlag = true
                      l.stack[l.stackCount] = Int32(other)
                      l.stackCount += 1
                    }
                  }
                  j = next
                }
              }
              l.islands[l.islandCount] = IslandRange(
                bodies: bodyStart..<l.bodyCount, slots: slotStart..<l.slotCount,
                contacts: contactStart..<solveContacts.count,
                joints: jointStart..<l.jointCount)
              l.islandCount += 1
              // Static bodies may join other islands (they keep their one solver slot).
              for k in 0..<l.staticCount { bs[Int(l.statics[k])].islandFlag = false }
              l.staticCount = 0
            }
          }
        }
      }
    }
    swap(&solveContacts, &s.contacts)
    s.islandGraphVersion = wokeBodies ? nil : islandGraphVersion
    swap(&s, &solver)
  }

  /// Whether the search would build the last solve set again: the islands' graph is the one
  /// it searched, that search woke no body, and the awake bodies are the ones it holds. (After
  /// a search a body holds a slot exactly when it is alive, awake and not static: every such
  /// body seeds or joins an island. The graph, the body order and the awake bodies fix the
  /// rest: each island's seed, the islands, their order and every slot.)
  func solveSetIsCurrent() -> Bool {
    guard solver.islandGraphVersion == islandGraphVersion else { return false }
    return bodies.withUnsafeBufferPointer { bs in
      for i in bs.indices where bs[i].alive && bs[i].type != .static {
        if bs[i].awake != (bs[i].solverIndex != -1) { return false }
      }
      return true
    }
  }

  /// Copies each slot's state from its body, as the search does when it gives a slot out.
  private mutating func refillSlots() {
    bodies.withUnsafeBufferPointer { bs in
      solver.slotBodies.withUnsafeBufferPointer { slotBodies in
        solver.positions.withUnsafeMutableBufferPointer { positions in
          solver.rotations0.withUnsafeMutableBufferPointer { rotations0 in
            solver.velocities.withUnsafeMutableBufferPointer { velocities in
              for k in slotBodies.indices {
                let b = Int(slotBodies[k])
                positions[k] = bs[b].solverPosition
                rotations0[k] = bs[b].xf.q
                velocities[k] = bs[b].solverVelocity
              }
            }
          }
        }
      }
    }
  }
}

extension Body {
  /// The body's position as a solver slot holds it: its rotation is Rot(angle: sweep.a), as
  /// `synchronizeTransform` keeps it.
  @inline(__always) var solverPosition: SolverPosition {
    SolverPosition(c: sweep.c, a: sweep.a, q: xf.q)
  }

  /// The body's velocities as a solver slot holds them.
  @inline(__always) var solverVelocity: SolverVelocity { SolverVelocity(v: v, w: w) }
}
