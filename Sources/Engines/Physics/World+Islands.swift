// The islands of a sub-step: a depth-first search from every awake body that has not been
// reached yet, over touching contacts and joints (Box2D 2.x's b2World::Solve), which lays the
// solve set out island by island. Static bodies end an island's search, get one solver slot,
// and may join several islands. The search walks the bodies' touching lists (TouchList.swift),
// which hold, in the same order, the contacts of the full lists Box2D walks and filters.
//
// The lists are written through pointers into the world's arrays, grown beforehand to what
// the step can need: an append checks its array's uniqueness (a call into the runtime) and
// capacity per element, which in a small scene cost as much as the search itself.
//
// The search runs only when its answer may differ from the last one: when the islands' graph
// changed (`World.islandGraphVersion`) or a body woke or fell asleep. Otherwise the solve set
// is kept and only its slots are refilled from the bodies, which is all the search would
// change. A steady scene (the dial: one island that never changes) skips it every sub-step.

/// The island search: pointers into the world's records and into the solve set's lists
/// (grown beforehand to what the step can need, so a write is a store), with the lists' counts
/// so far. Each body is pushed at most once per island and gets at most one slot; an island
/// reaches a static body through one of its contacts or joints.
struct IslandSearch {
  let bodies: UnsafeMutableBufferPointer<Body>
  let links: UnsafeBufferPointer<TouchLink>
  let joints: UnsafeMutableBufferPointer<Joint>
  /// The solve set: its bodies, contacts and joints island by island, and the slots given out
  /// (a body's position, start rotation and velocity, and the body itself).
  let islandBodies: UnsafeMutablePointer<Int32>
  var bodyCount = 0
  let islandContacts: UnsafeMutablePointer<Int32>
  var contactCount = 0
  let islandJoints: UnsafeMutablePointer<Int32>
  var jointCount = 0
  let positions: UnsafeMutablePointer<SolverPosition>
  let rotations0: UnsafeMutablePointer<Rot>
  let velocities: UnsafeMutablePointer<SolverVelocity>
  let slotBodies: UnsafeMutablePointer<Int32>
  var slotCount = 0
  let islands: UnsafeMutablePointer<IslandRange>
  var islandCount = 0
  /// Scratch: the search's stack, and the static bodies reached by the current island.
  let stack: UnsafeMutablePointer<Int32>
  var stackCount = 0
  let statics: UnsafeMutablePointer<Int32>
  var staticCount = 0
  /// Whether the search woke a body: then the next search seeds that island from another
  /// body (the first awake one), so this solve set cannot be reused.
  var wokeBodies = false

  /// Whether body `b` starts an island: alive, awake, not static and not reached yet.
  func seedsIsland(_ b: Int) -> Bool {
    bodies[b].alive && !bodies[b].islandFlag && bodies[b].awake && bodies[b].type != .static
  }

  /// Searches the island of `seed` depth first and lays it out in the lists.
  mutating func searchIsland(from seed: Int) {
    let bodyStart = bodyCount, slotStart = slotCount
    let contactStart = contactCount, jointStart = jointCount
    push(seed)
    while stackCount > 0 {
      stackCount -= 1
      let b = Int(stack[stackCount])
      giveSlot(b)
      if bodies[b].type == .static {
        statics[staticCount] = Int32(b)
        staticCount += 1
        continue  // islands do not propagate across static bodies
      }
      islandBodies[bodyCount] = Int32(b)
      bodyCount += 1
      if !bodies[b].awake {
        bodies[b].awake = true  // reached by a touching neighbour: awake, timer kept
        wokeBodies = true
      }
      addContacts(of: b)
      addJoints(of: b)
    }
    islands[islandCount] = IslandRange(
      bodies: bodyStart..<bodyCount, slots: slotStart..<slotCount,
      contacts: contactStart..<contactCount, joints: jointStart..<jointCount)
    islandCount += 1
    // Static bodies may join other islands (they keep their one solver slot).
    for k in 0..<staticCount { bodies[Int(statics[k])].islandFlag = false }
    staticCount = 0
  }

  /// Flags body `b` as reached and stacks it.
  private mutating func push(_ b: Int) {
    bodies[b].islandFlag = true
    stack[stackCount] = Int32(b)
    stackCount += 1
  }

  /// Gives body `b` the next solver slot, filled from it, unless it has one.
  private mutating func giveSlot(_ b: Int) {
    guard bodies[b].solverIndex == -1 else { return }
    bodies[b].solverIndex = Int32(slotCount)
    slotBodies[slotCount] = Int32(b)
    positions[slotCount] = bodies[b].solverPosition
    rotations0[slotCount] = bodies[b].xf.q
    velocities[slotCount] = bodies[b].solverVelocity
    slotCount += 1
  }

  /// Adds body `b`'s touching contacts and stacks the bodies they reach. A contact joins the
  /// island from the first of its bodies the search walks (Box2D flags it there): a static
  /// body walks nothing, and a walked body has its solver slot already.
  private mutating func addContacts(of b: Int) {
    let bi = Int32(b)
    var c = Int(bodies[b].touchList)
    while c != -1 {
      let isA = links[c].bodyA == bi
      let next = Int(isA ? links[c].nextA : links[c].nextB)
      let other = Int(isA ? links[c].bodyB : links[c].bodyA)
      if bodies[other].type == .static || bodies[other].solverIndex == -1 {
        islandContacts[contactCount] = Int32(c)
        contactCount += 1
        if !bodies[other].islandFlag { push(other) }
      }
      c = next
    }
  }

  /// Adds body `b`'s joints not added yet and stacks the bodies they reach.
  private mutating func addJoints(of b: Int) {
    let bi = Int32(b)
    var j = Int(bodies[b].jointList)
    while j != -1 {
      let isA = joints[j].bodyA == bi
      let next = Int(isA ? joints[j].nextA : joints[j].nextB)
      if !joints[j].islandFlag {
        joints[j].islandFlag = true
        islandJoints[jointCount] = Int32(j)
        jointCount += 1
        let other = Int(isA ? joints[j].bodyB : joints[j].bodyA)
        if !bodies[other].islandFlag { push(other) }
      }
      j = next
    }
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
    var search = startIslandSearch()
    for seed in 0..<bodies.count where search.seedsIsland(seed) {
      search.searchIsland(from: seed)
    }
    solver.keep(search)
    solver.islandGraphVersion = search.wokeBodies ? nil : islandGraphVersion
  }

  /// Clears every body's and joint's island flag and slot, grows the solve set's lists to what
  /// a search can write (every body in one island, every contact and joint), and returns the
  /// search over them.
  private mutating func startIslandSearch() -> IslandSearch {
    let bs = bodies.mutableBuffer(), js = joints.mutableBuffer()
    for i in bs.indices {
      bs[i].islandFlag = false
      bs[i].solverIndex = -1
    }
    for i in js.indices { js[i].islandFlag = false }
    let n = bs.count
    func grown<T>(_ list: inout PhysicsArray<T>, _ count: Int, _ x: T) -> UnsafeMutablePointer<T> {
      list.grow(to: count, with: x)
      return list.mutableBuffer().baseAddress!
    }
    return IslandSearch(
      bodies: bs, links: touchLinks.buffer, joints: js,
      islandBodies: grown(&solver.bodies, n, 0),
      islandContacts: grown(&solver.contacts, contacts.count, 0),
      islandJoints: grown(&solver.joints, js.count, 0),
      positions: grown(&solver.positions, n, SolverPosition(c: .zero, a: 0, q: .identity)),
      rotations0: grown(&solver.rotations0, n, .identity),
      velocities: grown(&solver.velocities, n, SolverVelocity(v: .zero, w: 0)),
      slotBodies: grown(&solver.slotBodies, n, 0),
      islands: grown(
        &solver.islands, n,
        IslandRange(bodies: 0..<0, slots: 0..<0, contacts: 0..<0, joints: 0..<0)),
      stack: grown(&solver.stack, n, 0),
      statics: grown(&solver.statics, contacts.count + js.count, 0))
  }

  /// Whether the search would build the last solve set again: the islands' graph is the one
  /// it searched, that search woke no body, and the awake bodies are the ones it holds. (After
  /// a search a body holds a slot exactly when it is alive, awake and not static: every such
  /// body seeds or joins an island. The graph, the body order and the awake bodies fix the
  /// rest: each island's seed, the islands, their order and every slot.)
  func solveSetIsCurrent() -> Bool {
    guard solver.islandGraphVersion == islandGraphVersion else { return false }
    let bs = bodies.buffer
    for i in bs.indices where bs[i].alive && bs[i].type != .static {
      if bs[i].awake != (bs[i].solverIndex != -1) { return false }
    }
    return true
  }

  /// Copies each slot's state from its body, as the search does when it gives a slot out.
  private mutating func refillSlots() {
    let bs = bodies.buffer, slotBodies = solver.slotBodies.buffer
    let positions = solver.positions.mutableBuffer()
    let rotations0 = solver.rotations0.mutableBuffer()
    let velocities = solver.velocities.mutableBuffer()
    for k in slotBodies.indices {
      let b = Int(slotBodies[k])
      positions[k] = bs[b].solverPosition
      rotations0[k] = bs[b].xf.q
      velocities[k] = bs[b].solverVelocity
    }
  }
}

extension SolverBuffers {
  /// Cuts the solve set's lists to what `search` wrote; the scratch lists (the stack, the
  /// statics) keep their length, so a steady step grows nothing.
  mutating func keep(_ search: IslandSearch) {
    bodies.removeLast(bodies.count - search.bodyCount)
    contacts.removeLast(contacts.count - search.contactCount)
    joints.removeLast(joints.count - search.jointCount)
    positions.removeLast(positions.count - search.slotCount)
    rotations0.removeLast(rotations0.count - search.slotCount)
    velocities.removeLast(velocities.count - search.slotCount)
    slotBodies.removeLast(slotBodies.count - search.slotCount)
    islands.removeLast(islands.count - search.islandCount)
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
