// Finding and updating contacts: the broad phase's new pairs (Box2D 2.4's UpdatePairs and
// b2ContactManager::AddPair) and the narrow phase's manifolds (b2ContactManager::Collide and
// b2Contact::Update), with began and ended events gathered over the sub-steps.

extension World {
  /// Turns the moved proxies' overlaps into new contacts.
  mutating func updatePairs() {
    var pairs: [(Int32, Int32)] = []
    swap(&pairs, &pairBuffer)
    pairs.removeAll(keepingCapacity: true)
    var stack: [Int32] = []
    swap(&stack, &queryStack)
    tree.withQueries(stack: &stack) { tree in
      shapes.withUnsafeBufferPointer { ss in
        for k in moveBuffer.indices {
          let queryProxy = moveBuffer[k]
          if queryProxy == -1 { continue }
          let queryFilter = ss[Int(tree.nodes[Int(queryProxy)].payload)].filter
          if queryFilter.isInert { continue }
          let box = tree.nodes[Int(queryProxy)].aabb
          tree.forEachLeaf(overlapping: box) { proxy, payload in
            if proxy == queryProxy { return }
            if !CollisionFilter.test(queryFilter, ss[Int(payload)].filter).meet { return }
            // Both moved: the pair is found once, from the smaller id.
            if tree.nodes[Int(proxy)].moved && proxy > queryProxy { return }
            pairs.append((min(proxy, queryProxy), max(proxy, queryProxy)))
          }
        }
      }
    }
    swap(&stack, &queryStack)
    for k in moveBuffer.indices where moveBuffer[k] != -1 {
      tree.nodes[Int(moveBuffer[k])].moved = false
    }
    moveBuffer.removeAll(keepingCapacity: true)
    for k in pairs.indices {
      let (p1, p2) = pairs[k]
      addPair(tree.nodes[Int(p1)].payload, tree.nodes[Int(p2)].payload)
    }
    swap(&pairs, &pairBuffer)
  }

  /// Whether two shapes may meet: different bodies, at least one dynamic, the filter.
  @inline(__always)
  func shouldCollide(_ sa: Int32, _ sb: Int32) -> (meet: Bool, sensor: Bool) {
    let a = shapes[Int(sa)], b = shapes[Int(sb)]
    return World.shouldCollide(a, b, bodies[Int(a.body)].type, bodies[Int(b.body)].type)
  }

  private mutating func addPair(_ s1: Int32, _ s2: Int32) {
    let b1 = shapes[Int(s1)].body, b2 = shapes[Int(s2)].body
    if b1 == b2 { return }
    // Is there a contact already?
    if contactPairs.contains(PairSet.key(s1, s2)) { return }
    let (meet, sensor) = shouldCollide(s1, s2)
    if !meet { return }
    // A polygon is always A against a circle.
    var (sa, sb) = (s1, s2)
    if shapes[Int(sa)].kind == .circle && shapes[Int(sb)].kind == .polygon { swap(&sa, &sb) }
    createContact(sa, sb, sensor: sensor)
  }

  private mutating func createContact(_ sa: Int32, _ sb: Int32, sensor: Bool) {
    let a = shapes[Int(sa)], b = shapes[Int(sb)]
    var ct = Contact(shapeA: sa, shapeB: sb, bodyA: a.body, bodyB: b.body)
    ct.sensor = sensor
    let state = ContactState(
      friction: Contact.mixFriction(a.friction, b.friction),
      restitution: Contact.mixRestitution(a.restitution, b.restitution))
    let link = TouchLink(bodyA: a.body, bodyB: b.body, serial: nextContactSerial)
    nextContactSerial += 1
    contactPairs.insert(PairSet.key(sa, sb))
    let index: Int32
    if let i = freeContacts.popLast() {
      index = i
      contacts[Int(i)] = ct
      contactStates[Int(i)] = state
      touchLinks[Int(i)] = link
    } else {
      index = Int32(contacts.count)
      contacts.append(ct)
      contactStates.append(state)
      touchLinks.append(link)
    }
    // Head-insert into both bodies' lists (as Box2D).
    let headA = bodies[Int(a.body)].contactList
    contacts[Int(index)].nextA = headA
    setPrev(of: headA, onBody: a.body, to: index)
    bodies[Int(a.body)].contactList = index
    let headB = bodies[Int(b.body)].contactList
    contacts[Int(index)].nextB = headB
    setPrev(of: headB, onBody: b.body, to: index)
    bodies[Int(b.body)].contactList = index
  }

  @inline(__always)
  private mutating func setPrev(of c: Int32, onBody bi: Int32, to p: Int32) {
    guard c != -1 else { return }
    if contacts[Int(c)].bodyA == bi {
      contacts[Int(c)].prevA = p
    } else {
      contacts[Int(c)].prevB = p
    }
  }

  /// Removes a contact; a touching one reports `ended` when `reportEnd`.
  mutating func destroyContact(_ ci: Int32, reportEnd: Bool) {
    let ct = contacts[Int(ci)]
    if ct.touching && reportEnd { endEvents.append((ct.shapeA, ct.shapeB)) }
    contactPairs.remove(PairSet.key(ct.shapeA, ct.shapeB))
    let touchesChanged = World.unlink(
      ci, contacts.mutableBuffer(), touchLinks.mutableBuffer(), bodies.mutableBuffer())
    if touchesChanged { islandGraphVersion &+= 1 }
    freeContacts.append(ci)
  }

  /// Unlinks a contact from its bodies' lists and marks it dead, waking the bodies of a
  /// touching one (the caller reports `ended` and frees the slot). Returns whether the
  /// touching lists changed.
  @inline(__always)
  static func unlink(
    _ ci: Int32, _ cs: UnsafeMutableBufferPointer<Contact>,
    _ ls: UnsafeMutableBufferPointer<TouchLink>, _ bs: UnsafeMutableBufferPointer<Body>
  ) -> Bool {
    let ct = cs[Int(ci)]
    if ct.touching && !ct.sensor {
      bs[Int(ct.bodyA)].wake()
      bs[Int(ct.bodyB)].wake()
    }
    @inline(__always) func setNext(of c: Int32, onBody bi: Int32, to n: Int32) {
      if cs[Int(c)].bodyA == bi { cs[Int(c)].nextA = n } else { cs[Int(c)].nextB = n }
    }
    @inline(__always) func setPrev(of c: Int32, onBody bi: Int32, to p: Int32) {
      if cs[Int(c)].bodyA == bi { cs[Int(c)].prevA = p } else { cs[Int(c)].prevB = p }
    }
    if ct.prevA != -1 {
      setNext(of: ct.prevA, onBody: ct.bodyA, to: ct.nextA)
    } else {
      bs[Int(ct.bodyA)].contactList = ct.nextA
    }
    if ct.nextA != -1 { setPrev(of: ct.nextA, onBody: ct.bodyA, to: ct.prevA) }
    if ct.prevB != -1 {
      setNext(of: ct.prevB, onBody: ct.bodyB, to: ct.nextB)
    } else {
      bs[Int(ct.bodyB)].contactList = ct.nextB
    }
    if ct.nextB != -1 { setPrev(of: ct.nextB, onBody: ct.bodyB, to: ct.prevB) }
    cs[Int(ci)].alive = false
    cs[Int(ci)].touching = false
    return syncTouching(ci, cs, ls, bs)
  }

  /// The narrow phase over every live contact with an awake non-static body: destroys pairs
  /// whose fat boxes parted or whose filter now fails, updates the others' manifolds. Pairs
  /// whose tight boxes are apart (by more than a rounding guard) cannot touch: they skip the
  /// manifold, which would come out empty.
  package mutating func collide() {
    let guardBand = Settings.linearSlop
    // The event and free lists as locals while the record arrays are borrowed.
    var ends: [(Int32, Int32)] = []
    var begins: [ContactEvent] = []
    var free: [Int32] = []
    var pairs = PairSet()
    var touchesChanged = false
    swap(&ends, &endEvents)
    swap(&begins, &beginEvents)
    swap(&free, &freeContacts)
    swap(&pairs, &contactPairs)
    defer {
      swap(&ends, &endEvents)
      swap(&begins, &beginEvents)
      swap(&free, &freeContacts)
      swap(&pairs, &contactPairs)
    }
    let ss = shapes.buffer
    tree.nodes.withUnsafeBufferPointer { nodes in
      pool.vertices.withUnsafeBufferPointer { vs in
        pool.normals.withUnsafeBufferPointer { ns in
          touchesChanged = World.collide(
            contacts: contacts.mutableBuffer(), links: touchLinks.mutableBuffer(),
            states: contactStates.mutableBuffer(), bodies: bodies.mutableBuffer(), shapes: ss,
            nodes: nodes, vertices: vs.baseAddress!, normals: ns.baseAddress!,
            guardBand: guardBand, &begins, &ends, &free, &pairs)
        }
      }
    }
    if touchesChanged { islandGraphVersion &+= 1 }
  }

  /// The narrow phase's loop over the contacts, on the world's records as pointers; returns
  /// whether the touching lists changed. Out of line: inlined into `collide()`, the loop
  /// compiled to about 10 % more instructions (callgrind, the pile of 500 bodies).
  @inline(never) private static func collide(
    contacts cs: UnsafeMutableBufferPointer<Contact>,
    links ls: UnsafeMutableBufferPointer<TouchLink>,
    states: UnsafeMutableBufferPointer<ContactState>, bodies bs: UnsafeMutableBufferPointer<Body>,
    shapes ss: UnsafeBufferPointer<Shape>, nodes: UnsafeBufferPointer<TreeNode>,
    vertices: UnsafePointer<Vec2>, normals: UnsafePointer<Vec2>, guardBand: Float,
    _ begins: inout [ContactEvent], _ ends: inout [(Int32, Int32)], _ free: inout [Int32],
    _ pairs: inout PairSet
  ) -> Bool {
    var touchesChanged = false
    for i in cs.indices {
      if !cs[i].alive { continue }
      let ci = Int32(i)
      let sA = Int(cs[i].shapeA), sB = Int(cs[i].shapeB)
      let bA = Int(cs[i].bodyA), bB = Int(cs[i].bodyB)
      if cs[i].filterFlag {
        let (meet, sensor) = World.shouldCollide(
          ss[sA], ss[sB], bs[bA].type, bs[bB].type)
        if !meet {
          if cs[i].touching { ends.append((cs[i].shapeA, cs[i].shapeB)) }
          if World.unlink(ci, cs, ls, bs) { touchesChanged = true }
          pairs.remove(PairSet.key(cs[i].shapeA, cs[i].shapeB))
          free.append(ci)
          continue
        }
        cs[i].sensor = sensor
        cs[i].filterFlag = false
        if World.syncTouching(ci, cs, ls, bs) { touchesChanged = true }
      }
      let activeA = bs[bA].awake && bs[bA].type != .static
      let activeB = bs[bB].awake && bs[bB].type != .static
      if !activeA && !activeB { continue }
      if !nodes[Int(ss[sA].proxy)].aabb.overlaps(nodes[Int(ss[sB].proxy)].aabb) {
        if cs[i].touching { ends.append((cs[i].shapeA, cs[i].shapeB)) }
        if World.unlink(ci, cs, ls, bs) { touchesChanged = true }
        pairs.remove(PairSet.key(cs[i].shapeA, cs[i].shapeB))
        free.append(ci)
        continue
      }
      let apart = !ss[sA].aabb.overlaps(ss[sB].aabb, margin: guardBand)
      // Apart and not touching: the manifold stays empty, nothing changes.
      if apart && !cs[i].touching { continue }
      let changed = World.updateContact(
        i, cs, ls, states.baseAddress! + i, bs, ss, vertices,
        normals, apart: apart, &begins, &ends)
      if changed { touchesChanged = true }
    }
    return touchesChanged
  }

  /// Evaluates one contact's manifold (empty when the shapes are `apart`), matching old points
  /// by feature id to keep their impulses, and records began/ended. Returns whether the
  /// touching lists changed.
  @inline(__always)
  private static func updateContact(
    _ i: Int, _ cs: UnsafeMutableBufferPointer<Contact>,
    _ ls: UnsafeMutableBufferPointer<TouchLink>, _ state: UnsafeMutablePointer<ContactState>,
    _ bs: UnsafeMutableBufferPointer<Body>,
    _ ss: UnsafeBufferPointer<Shape>, _ vs: UnsafePointer<Vec2>, _ ns: UnsafePointer<Vec2>,
    apart: Bool, _ beginEvents: inout [ContactEvent], _ endEvents: inout [(Int32, Int32)]
  ) -> Bool {
    let shapeA = cs[i].shapeA, shapeB = cs[i].shapeB
    let bodyA = Int(cs[i].bodyA), bodyB = Int(cs[i].bodyB)
    let sensor = cs[i].sensor
    let wasTouching = cs[i].touching
    // The old points' ids and impulses, for warm starting the matching new points.
    let oldCount = state.pointee.manifold.pointCount
    let old0 = state.pointee.manifold.p0, old1 = state.pointee.manifold.p1
    let xfA = bs[bodyA].xf, xfB = bs[bodyB].xf
    let sA = ss[Int(shapeA)], sB = ss[Int(shapeB)]
    var manifold = state.pointee.manifold
    if apart {
      manifold.pointCount = 0
    } else if (sA.filter.isBoundary || sB.filter.isBoundary) && !sensor {
      // A static segment is two-sided: the manifold pushes a shape to the side its centre is
      // on. A shape pressed into the segment (a tiny item squeezed by a hundred times heavier
      // one) could be pushed past the middle and then out the other side; so while they
      // touch, the segment keeps the side the shape's centre was on when they began touching
      // (the segment as the face of a thick wall behind it).
      // (Boundaries are the static segments; the test costs two loads for any other pair.)
      let kept = cs[i].side
      if wasTouching && kept != 0 && World.segmentSide(sA, xfA, sB, xfB, bs, vs, ns) != kept {
        World.evaluateAgainstWall(&manifold, sA, xfA, sB, xfB, side: Float(kept), bs, vs, ns)
      } else {
        World.evaluate(&manifold, sA, xfA, sB, xfB, vs, ns)
        // Beginning to touch: the side to keep.
        if !wasTouching && manifold.pointCount > 0 {
          cs[i].side = World.segmentSide(sA, xfA, sB, xfB, bs, vs, ns)
        }
      }
    } else {
      World.evaluate(&manifold, sA, xfA, sB, xfB, vs, ns)
    }
    let touching = manifold.pointCount > 0
    if sensor {
      manifold.pointCount = 0
    } else {
      @inline(__always) func match(_ p: inout ManifoldPoint) {
        if oldCount > 0 && old0.id == p.id {
          p.normalImpulse = old0.normalImpulse
          p.tangentImpulse = old0.tangentImpulse
        } else if oldCount > 1 && old1.id == p.id {
          p.normalImpulse = old1.normalImpulse
          p.tangentImpulse = old1.tangentImpulse
        } else {
          p.normalImpulse = 0
          p.tangentImpulse = 0
        }
      }
      if manifold.pointCount > 0 { match(&manifold.p0) }
      if manifold.pointCount > 1 { match(&manifold.p1) }
      if touching != wasTouching {
        bs[bodyA].wake()
        bs[bodyB].wake()
      }
    }
    state.pointee.manifold = manifold
    cs[i].touching = touching
    let touchesChanged = touching != wasTouching && syncTouching(Int32(i), cs, ls, bs)
    if touching && !wasTouching {
      let point = World.contactPoint(
        manifold, sensor: sensor, ss[Int(shapeA)], xfA, ss[Int(shapeB)], xfB, vs, ns)
      beginEvents.append(ContactEvent(shapeA: shapeA, shapeB: shapeB, point: point))
    } else if !touching && wasTouching {
      endEvents.append((shapeA, shapeB))
    }
    return touchesChanged
  }

  /// Whether two shapes may meet: different bodies, at least one dynamic, the filter.
  @inline(__always)
  static func shouldCollide(_ a: Shape, _ b: Shape, _ typeA: BodyType, _ typeB: BodyType)
    -> (meet: Bool, sensor: Bool)
  {
    if a.body == b.body { return (false, false) }
    if typeA != .dynamic && typeB != .dynamic { return (false, false) }
    return CollisionFilter.test(a.filter, b.filter)
  }

  /// The world point of a new contact: the manifold point with the largest normal impulse.
  private static func contactPoint(
    _ manifold: Manifold, sensor: Bool, _ sA: Shape, _ xfA: Transform2, _ sB: Shape,
    _ xfB: Transform2, _ vs: UnsafePointer<Vec2>, _ ns: UnsafePointer<Vec2>
  ) -> Vec2 {
    var m = manifold
    if sensor { evaluate(&m, sA, xfA, sB, xfB, vs, ns) }
    let wm = WorldManifold(m, xfA, sA.radius, xfB, sB.radius)
    if m.pointCount == 2 && m.p1.normalImpulse > m.p0.normalImpulse { return wm.point1 }
    return wm.point0
  }

  /// The manifold of two shapes at their transforms (`vs`, `ns`: the vertex pool's bases).
  @inline(__always)
  package static func evaluate(
    _ m: inout Manifold, _ a: Shape, _ xfA: Transform2, _ b: Shape, _ xfB: Transform2,
    _ vs: UnsafePointer<Vec2>, _ ns: UnsafePointer<Vec2>
  ) {
    switch (a.kind, b.kind) {
    case (.circle, .circle):
      Collide.circles(&m, a.center, a.radius, xfA, b.center, b.radius, xfB)
    case (.polygon, .circle):
      Collide.polygonAndCircle(&m, polygonRef(a, vs, ns), xfA, b.center, b.radius, xfB)
    case (.polygon, .polygon):
      Collide.polygons(&m, polygonRef(a, vs, ns), xfA, polygonRef(b, vs, ns), xfB)
    case (.circle, .polygon):
      // Never stored this way (addPair swaps), kept total for safety.
      m.pointCount = 0
    }
  }

  /// For a shape against a static segment: +1 or −1, the side of the segment (along its first
  /// normal) the shape's centre is on; 0 for any other pair.
  @inline(__always)
  static func segmentSide(
    _ a: Shape, _ xfA: Transform2, _ b: Shape, _ xfB: Transform2,
    _ bs: UnsafeMutableBufferPointer<Body>, _ vs: UnsafePointer<Vec2>, _ ns: UnsafePointer<Vec2>
  ) -> Int8 {
    let (segment, segmentXf, other, otherXf): (Shape, Transform2, Shape, Transform2)
    if a.vertexCount == 2 && bs[Int(a.body)].type == .static {
      (segment, segmentXf, other, otherXf) = (a, xfA, b, xfB)
    } else if b.vertexCount == 2 && bs[Int(b.body)].type == .static {
      (segment, segmentXf, other, otherXf) = (b, xfB, a, xfA)
    } else {
      return 0
    }
    let start = Int(segment.vertexStart)
    let n = mul(segmentXf.q, ns[start])
    let offset = dot(n, mul(otherXf, other.center) - mul(segmentXf, vs[start]))
    return offset >= 0 ? 1 : -1
  }

  /// The manifold of a shape against a static segment taken as the face, on `side`, of a wall
  /// as thick as twice the shape's reach behind it (so it pushes towards `side` while the
  /// shape's centre is less than its reach behind the segment).
  static func evaluateAgainstWall(
    _ m: inout Manifold, _ a: Shape, _ xfA: Transform2, _ b: Shape, _ xfB: Transform2,
    side: Float, _ bs: UnsafeMutableBufferPointer<Body>, _ vs: UnsafePointer<Vec2>,
    _ ns: UnsafePointer<Vec2>
  ) {
    let wallIsA = a.vertexCount == 2 && bs[Int(a.body)].type == .static
    let segment = wallIsA ? a : b
    let other = wallIsA ? b : a
    let start = Int(segment.vertexStart)
    let v0 = vs[start], v1 = vs[start + 1]
    let front = side * ns[start]
    let along = (v1 - v0).normalized
    let depth = 2 * other.reach + Settings.aabbMargin
    let back = -depth * front
    // Counter-clockwise as every polygon here: the front face first, from v0 to v1 on the
    // first normal's side, from v1 to v0 on the other.
    let (p0, p1) = side > 0 ? (v0, v1) : (v1, v0)
    let t = side > 0 ? along : -along
    withUnsafeTemporaryAllocation(of: Vec2.self, capacity: 8) { buffer in
      let wvs = buffer.baseAddress!, wns = wvs + 4
      wvs[0] = p0
      wvs[1] = p1
      wvs[2] = p1 + back
      wvs[3] = p0 + back
      wns[0] = front
      wns[1] = t
      wns[2] = -front
      wns[3] = -t
      let wall = PolygonRef(
        vertices: UnsafePointer(wvs), normals: UnsafePointer(wns), count: 4,
        radius: segment.radius)
      if other.kind == .circle {
        Collide.polygonAndCircle(&m, wall, xfA, other.center, other.radius, xfB)
      } else if wallIsA {
        Collide.polygons(&m, wall, xfA, polygonRef(other, vs, ns), xfB)
      } else {
        Collide.polygons(&m, polygonRef(other, vs, ns), xfA, wall, xfB)
      }
    }
  }

  @inline(__always)
  static func polygonRef(_ s: Shape, _ vs: UnsafePointer<Vec2>, _ ns: UnsafePointer<Vec2>)
    -> PolygonRef
  {
    PolygonRef(
      vertices: vs + Int(s.vertexStart), normals: ns + Int(s.vertexStart),
      count: Int(s.vertexCount), radius: s.radius)
  }
}
