// The rigid-body world: storage for bodies, shapes, contacts and joints in arrays with free
// lists and generations, and the operations that create and destroy them. Stepping is in
// World+Step.swift, the broad phase's pair finding and the narrow phase in World+Contacts.swift.
//
// Units are SI (metres, kilograms, seconds, radians), y down, 32-bit Float state like the
// device engine; the UIKit face converts points through `PhysicsUnits.pointsPerMeter`.

/// The physics world: a value type, isolated from any actor; `DynamicAnimator` owns one.
package struct World {
  package var bodies: PhysicsArray<Body> = []
  var freeBodies: [Int32] = []
  package var shapes: PhysicsArray<Shape> = []
  var freeShapes: [Int32] = []
  var pool = VertexPool()
  package var contacts: PhysicsArray<Contact> = []
  /// Manifolds and materials, parallel to `contacts`.
  var contactStates: PhysicsArray<ContactState> = []
  /// The touching lists' links, parallel to `contacts` (TouchList.swift).
  var touchLinks: PhysicsArray<TouchLink> = []
  /// The creation serial of the next contact.
  var nextContactSerial: UInt64 = 0
  /// The shape pairs of the live contacts.
  var contactPairs = PairSet()
  var freeContacts: [Int32] = []
  package var joints: PhysicsArray<Joint> = []
  var freeJoints: [Int32] = []
  package var tree = DynamicTree()
  /// Counts the changes that can change the islands' graph: bodies created, destroyed or
  /// retyped, joints created or destroyed, contacts starting or stopping to touch. While it
  /// and the set of awake bodies stay the same, the solver reuses its solve set
  /// (World+Islands.swift).
  var islandGraphVersion: UInt32 = 0

  /// World gravity (m/s²), applied to bodies with `gravityScale` 1.
  package var gravity = Vec2.zero

  /// The two-vertex polygons (edges), which bullets sweep against (World+TOI.swift).
  var segmentShapes: [Int32] = []

  // Broad-phase buffers, reused every step.
  var moveBuffer: [Int32] = []
  /// The tree moves of a sub-step's synchronization (World+Synchronize.swift).
  var proxyMoves: [ProxyMove] = []
  var pairBuffer: [(Int32, Int32)] = []
  var queryStack: [Int32] = []

  /// Live boundary shapes (static segments): with none, time of impact has nothing to do.
  var boundaryShapeCount = 0

  /// Contacts that began or ended touching since the events were last cleared (over all the
  /// sub-steps of a frame).
  package var beginEvents: [ContactEvent] = []
  package var endEvents: [(Int32, Int32)] = []

  /// The solver's reusable buffers (World+Step.swift).
  package var solver = SolverBuffers()

  /// An empty world without gravity.
  package init() {}

  // MARK: Bodies

  /// Creates a body (Box2D's b2BodyDef, with its defaults): `type` static, kinematic or
  /// dynamic; `position` of its origin (m) and `angle` (rad); awake, at rest, no damping,
  /// gravity scale 0 (UIKit's items fall only under a gravity behaviour, which sets it); a
  /// dynamic body weighs 1 kg until shapes give it their mass
  /// (`resetMassData`). `userData` is the caller's tag (default −1). Returns its stable ID.
  package mutating func createBody(
    type: BodyType, position: Vec2, angle: Float, userData: Int32 = -1
  )
    -> BodyID
  {
    let index: Int32
    if let i = freeBodies.popLast() {
      index = i
    } else {
      index = Int32(bodies.count)
      bodies.append(Body())
    }
    var b = Body()
    b.type = type
    b.generation = bodies[Int(index)].generation &+ 1
    b.alive = true
    b.xf = Transform2(p: position, q: Rot(angle: angle))
    b.sweep.c0 = position
    b.sweep.c = position
    b.sweep.a0 = angle
    b.sweep.a = angle
    b.userData = userData
    if type == .dynamic {
      b.mass = 1
      b.invMass = 1
    }
    bodies[Int(index)] = b
    islandGraphVersion &+= 1
    return BodyID(index: index, generation: b.generation)
  }

  /// Whether `id` names a live body.
  func isValid(_ id: BodyID) -> Bool {
    id.index >= 0 && Int(id.index) < bodies.count && bodies[Int(id.index)].alive
      && bodies[Int(id.index)].generation == id.generation
  }

  package mutating func destroyBody(_ id: BodyID) {
    guard isValid(id) else { return }
    let b = Int(id.index)
    while bodies[b].jointList != -1 { destroyJoint(index: bodies[b].jointList) }
    while bodies[b].contactList != -1 {
      destroyContact(bodies[b].contactList, reportEnd: false)
    }
    while bodies[b].shapeList != -1 { destroyShape(bodies[b].shapeList) }
    bodies[b].alive = false
    freeBodies.append(id.index)
    islandGraphVersion &+= 1
  }

  /// Recomputes mass, centre of mass and inertia from the shapes (Box2D's ResetMassData).
  /// A dynamic body always gets a positive mass: Box2D's 1 kg when its shapes have no
  /// density (and then it does not turn), else within `Limits.minimumMass … maximumMass`, and
  /// a rotating one an inertia within `Limits.minimumInertia … maximumInertia`, so that their
  /// single-precision inverses stay finite. Fixed rotation zeroes the inverse inertia but
  /// keeps the angular velocity (UIKit's `allowsRotation = false` `[obs]`). When the mass or
  /// inertia changes, the body's joints and contacts forget their warm-starting impulses.
  package mutating func resetMassData(_ bi: Int32) {
    let (oldInvMass, oldInvI) = (bodies[Int(bi)].invMass, bodies[Int(bi)].invI)
    defer {
      if bodies[Int(bi)].invMass != oldInvMass || bodies[Int(bi)].invI != oldInvI {
        forgetImpulses(bi)
      }
    }
    var b = bodies[Int(bi)]
    b.mass = 0
    b.invMass = 0
    b.inertia = 0
    b.invI = 0
    b.sweep.localCenter = .zero
    if b.type != .dynamic {
      b.sweep.c0 = b.xf.p
      b.sweep.c = b.xf.p
      b.sweep.a0 = b.sweep.a
      bodies[Int(bi)] = b
      return
    }
    var localCenter = Vec2.zero
    var rotationalInertia: Float = 0
    var s = b.shapeList
    while s != -1 {
      let md = massData(of: s)
      b.mass += md.mass
      localCenter += md.mass * md.center
      rotationalInertia += md.inertia
      s = shapes[Int(s)].next
    }
    var shapesMass = b.mass
    if b.mass > 0 {
      localCenter = (1 / b.mass) * localCenter
      b.mass = clamp(b.mass, Limits.minimumMass, Limits.maximumMass)
      b.invMass = 1 / b.mass
    } else {
      b.mass = 1
      b.invMass = 1
      shapesMass = 0
    }
    if rotationalInertia > 0 && !b.fixedRotation {
      let inertia = rotationalInertia - shapesMass * dot(localCenter, localCenter)
      b.inertia = clamp(inertia, Limits.minimumInertia, Limits.maximumInertia)
      b.invI = 1 / b.inertia
    }
    let oldCenter = b.sweep.c
    b.sweep.localCenter = localCenter
    b.sweep.c = mul(b.xf, localCenter)
    b.sweep.c0 = b.sweep.c
    // Keep the velocity of the new centre of mass consistent with the rigid motion.
    b.v += cross(b.w, b.sweep.c - oldCenter)
    bodies[Int(bi)] = b
  }

  /// Sets a body's type; static bodies lose their velocity. Contacts are re-filtered.
  package mutating func setType(_ bi: Int32, _ type: BodyType) {
    if bodies[Int(bi)].type == type { return }
    bodies[Int(bi)].type = type
    islandGraphVersion &+= 1
    resetMassData(bi)
    if type == .static {
      bodies[Int(bi)].v = .zero
      bodies[Int(bi)].w = 0
      bodies[Int(bi)].sweep.a0 = bodies[Int(bi)].sweep.a
      bodies[Int(bi)].sweep.c0 = bodies[Int(bi)].sweep.c
    }
    bodies[Int(bi)].wake()
    bodies[Int(bi)].force = .zero
    bodies[Int(bi)].torque = 0
    // Contacts may no longer be valid (two static bodies): destroy and let the broad phase
    // find them again.
    while bodies[Int(bi)].contactList != -1 {
      destroyContact(bodies[Int(bi)].contactList, reportEnd: true)
    }
    touchProxies(bi)
  }

  /// Moves a body (teleport): origin `position` (m) and `angle` (rad).
  package mutating func setTransform(_ bi: Int32, position: Vec2, angle: Float) {
    var b = bodies[Int(bi)]
    b.xf = Transform2(p: position, q: Rot(angle: angle))
    b.sweep.c = mul(b.xf, b.sweep.localCenter)
    b.sweep.a = angle
    b.sweep.c0 = b.sweep.c
    b.sweep.a0 = angle
    bodies[Int(bi)] = b
    synchronizeShapes(bi, at: b.xf)
  }

  /// Applies a force (N) at a world point (m) for the current frame, waking the body. The
  /// frame's force and torque stay within `Limits.maximumAcceleration` of the body's mass
  /// and inertia (so one sub-step adds at most about `Limits.maximumSpeed`).
  package mutating func applyForce(_ bi: Int32, _ f: Vec2, at point: Vec2) {
    guard bodies[Int(bi)].type == .dynamic else { return }
    var b = bodies[Int(bi)]
    b.wake()
    let a = Float(Limits.maximumAcceleration)
    let f = Limits.clampedLength(f, a * b.mass)
    b.force = Limits.clampedLength(b.force + f, a * b.mass)
    let torque = b.torque + cross(point - b.sweep.c, f)
    b.torque = clamp(torque, -a * b.inertia, a * b.inertia)
    bodies[Int(bi)] = b
  }

  /// Applies an impulse (N·s) at a world point (m), waking the body; the velocities it
  /// leaves stay within `Limits.maximumSpeed` and `maximumAngularSpeed`.
  package mutating func applyLinearImpulse(_ bi: Int32, _ j: Vec2, at point: Vec2) {
    guard bodies[Int(bi)].type == .dynamic else { return }
    let b = bodies[Int(bi)]
    let j = Limits.clampedLength(j, Float(Limits.maximumSpeed) * b.mass)
    let angular = clamp(
      cross(point - b.sweep.c, j), -Float(Limits.maximumAngularSpeed) * b.inertia,
      Float(Limits.maximumAngularSpeed) * b.inertia)
    addVelocity(bi, linear: b.invMass * j, angular: b.invI * angular)
  }

  /// Adds velocity to a body (m/s, rad/s), waking it; the result stays within
  /// `Limits.maximumSpeed` (direction kept) and `Limits.maximumAngularSpeed`.
  package mutating func addVelocity(_ bi: Int32, linear dv: Vec2, angular dw: Float) {
    let v = Float(Limits.maximumSpeed), w = Float(Limits.maximumAngularSpeed)
    bodies[Int(bi)].wake()
    bodies[Int(bi)].v = Limits.clampedLength(
      bodies[Int(bi)].v + Limits.clampedLength(dv, v), v)
    bodies[Int(bi)].w = clamp(bodies[Int(bi)].w + clamp(dw, -w, w), -w, w)
  }

  // MARK: Shapes

  /// Adds a shape to a body; polygons must be convex with positive signed area.
  /// Adds a shape to body `bi` (Box2D's b2ShapeDef): `geometry` in the body's frame (m),
  /// `density` (kg/m², ≥ 0; 0 for a boundary), `friction` (≥ 0, mixed as √(fA·fB)) and
  /// `restitution` (0…1, mixed as the larger), `filter` saying what it meets, `tag` the
  /// caller's (default −1). Returns its index; the body's mass is not updated until
  /// `resetMassData`.
  @discardableResult
  package mutating func addShape(
    to bi: Int32, _ geometry: ShapeGeometry, density: Float, friction: Float, restitution: Float,
    filter: CollisionFilter, tag: Int32 = -1
  ) -> Int32 {
    var s = Shape()
    s.body = bi
    s.density = density
    s.friction = friction
    s.restitution = restitution
    s.filter = filter
    s.tag = tag
    s.alive = true
    if filter.isBoundary { boundaryShapeCount += 1 }
    switch geometry {
    case .circle(let center, let radius):
      s.kind = .circle
      s.center = center
      s.radius = radius
      s.reach = center.length + radius
    case .polygon(let points):
      setPolygon(&s, points)
    case .segment(let a, let b):
      setPolygon(&s, [a, b])
    }
    let index: Int32
    if let i = freeShapes.popLast() {
      index = i
      s.generation = shapes[Int(i)].generation &+ 1
      shapes[Int(i)] = s
    } else {
      index = Int32(shapes.count)
      shapes.append(s)
    }
    shapes[Int(index)].next = bodies[Int(bi)].shapeList
    bodies[Int(bi)].shapeList = index
    if shapes[Int(index)].kind == .polygon && shapes[Int(index)].vertexCount == 2 {
      segmentShapes.append(index)
    }
    let box = aabb(of: index, bodies[Int(bi)].xf)
    shapes[Int(index)].aabb = box
    shapes[Int(index)].proxy = tree.createProxy(aabb: box, payload: index)
    moveBuffer.append(shapes[Int(index)].proxy)
    if bodies[Int(bi)].type == .dynamic { resetMassData(bi) }
    return index
  }

  private mutating func setPolygon(_ s: inout Shape, _ points: [Vec2]) {
    let n = points.count
    precondition(n >= 2 && n <= Settings.maxPolygonVertices, "a polygon needs 2 to 64 vertices")
    s.kind = .polygon
    s.radius = Settings.polygonRadius
    s.vertexCount = Int32(n)
    s.vertexStart = pool.allocate(n)
    let start = Int(s.vertexStart)
    for i in 0..<n {
      pool.vertices[start + i] = points[i]
      let edge = points[(i + 1) % n] - points[i]
      pool.normals[start + i] = cross(edge, 1).normalized
    }
    if n == 2 {
      // A segment: two faces, both sides.
      pool.normals[start + 1] = -pool.normals[start]
    }
    s.center = pool.vertices.withUnsafeBufferPointer {
      polygonCentroid(UnsafeBufferPointer(rebasing: $0[start..<start + n]))
    }
    s.reach = points.reduce(0) { max($0, $1.length) } + s.radius
  }

  package mutating func destroyShape(_ si: Int32) {
    let s = shapes[Int(si)]
    guard s.alive else { return }
    if s.filter.isBoundary { boundaryShapeCount -= 1 }
    let bi = s.body
    // Contacts of this shape go first (no ended callback: the owner is going away).
    var c = bodies[Int(bi)].contactList
    while c != -1 {
      let ct = contacts[Int(c)]
      let next = ct.bodyA == bi ? ct.nextA : ct.nextB
      if ct.shapeA == si || ct.shapeB == si { destroyContact(c, reportEnd: false) }
      c = next
    }
    // Unlink from the body's list.
    if bodies[Int(bi)].shapeList == si {
      bodies[Int(bi)].shapeList = s.next
    } else {
      var p = bodies[Int(bi)].shapeList
      while p != -1 && shapes[Int(p)].next != si { p = shapes[Int(p)].next }
      if p != -1 { shapes[Int(p)].next = s.next }
    }
    tree.destroyProxy(s.proxy)
    for k in moveBuffer.indices where moveBuffer[k] == s.proxy { moveBuffer[k] = -1 }
    if s.kind == .polygon { pool.release(start: s.vertexStart, count: Int(s.vertexCount)) }
    if let k = segmentShapes.firstIndex(of: si) { segmentShapes.remove(at: k) }
    shapes[Int(si)].alive = false
    shapes[Int(si)].proxy = -1
    freeShapes.append(si)
    if bodies[Int(bi)].type == .dynamic { resetMassData(bi) }
  }

  /// Mass data of a shape at its density.
  func massData(of si: Int32) -> MassData {
    let s = shapes[Int(si)]
    switch s.kind {
    case .circle: return .circle(center: s.center, radius: s.radius, density: s.density)
    case .polygon:
      if s.vertexCount < 3 { return MassData() }
      let start = Int(s.vertexStart)
      return pool.vertices.withUnsafeBufferPointer {
        .polygon(
          UnsafeBufferPointer(rebasing: $0[start..<start + Int(s.vertexCount)]), density: s.density)
      }
    }
  }

  /// Re-checks the filter of a body's contacts and lets the broad phase find new pairs (after
  /// a collision behaviour changed its membership).
  package mutating func refilter(_ bi: Int32) {
    var c = bodies[Int(bi)].contactList
    while c != -1 {
      contacts[Int(c)].filterFlag = true
      c = contacts[Int(c)].bodyA == bi ? contacts[Int(c)].nextA : contacts[Int(c)].nextB
    }
    touchProxies(bi)
  }

  /// Queues a body's shapes for pair finding.
  mutating func touchProxies(_ bi: Int32) {
    var s = bodies[Int(bi)].shapeList
    let xf = bodies[Int(bi)].xf
    while s != -1 {
      let p = shapes[Int(s)].proxy
      let box = aabb(of: s, xf)
      shapes[Int(s)].aabb = box
      _ = tree.moveProxy(p, aabb: box, displacement: .zero)
      tree.nodes[Int(p)].moved = true
      moveBuffer.append(p)
      s = shapes[Int(s)].next
    }
  }

  // MARK: Joints

  /// Creates a joint between two live bodies, waking them.
  @discardableResult
  package mutating func createJoint(_ def: JointDef) -> Int32 {
    precondition(isValid(def.bodyA) && isValid(def.bodyB), "a joint needs two live bodies")
    precondition(def.bodyA.index != def.bodyB.index, "a joint needs two different bodies")
    var j = Joint(def: def, bodyA: def.bodyA.index, bodyB: def.bodyB.index)
    let index: Int32
    if let i = freeJoints.popLast() {
      index = i
      j.generation = joints[Int(i)].generation &+ 1
      joints[Int(i)] = j
    } else {
      index = Int32(joints.count)
      joints.append(j)
    }
    let a = j.bodyA, b = j.bodyB
    joints[Int(index)].nextA = bodies[Int(a)].jointList
    link(joint: bodies[Int(a)].jointList, body: a, prev: index)
    bodies[Int(a)].jointList = index
    joints[Int(index)].nextB = bodies[Int(b)].jointList
    link(joint: bodies[Int(b)].jointList, body: b, prev: index)
    bodies[Int(b)].jointList = index
    bodies[Int(a)].wake()
    bodies[Int(b)].wake()
    islandGraphVersion &+= 1
    return index
  }

  private mutating func link(joint ji: Int32, body bi: Int32, prev: Int32) {
    guard ji != -1 else { return }
    if joints[Int(ji)].bodyA == bi {
      joints[Int(ji)].prevA = prev
    } else {
      joints[Int(ji)].prevB = prev
    }
  }

  package mutating func destroyJoint(index ji: Int32) {
    let j = joints[Int(ji)]
    guard j.alive else { return }
    unlinkJoint(ji, body: j.bodyA, prev: j.prevA, next: j.nextA)
    unlinkJoint(ji, body: j.bodyB, prev: j.prevB, next: j.nextB)
    bodies[Int(j.bodyA)].wake()
    bodies[Int(j.bodyB)].wake()
    joints[Int(ji)].alive = false
    freeJoints.append(ji)
    islandGraphVersion &+= 1
  }

  private mutating func unlinkJoint(_ ji: Int32, body bi: Int32, prev: Int32, next: Int32) {
    if prev != -1 {
      if joints[Int(prev)].bodyA == bi {
        joints[Int(prev)].nextA = next
      } else {
        joints[Int(prev)].nextB = next
      }
    } else {
      bodies[Int(bi)].jointList = next
    }
    if next != -1 {
      if joints[Int(next)].bodyA == bi {
        joints[Int(next)].prevA = prev
      } else {
        joints[Int(next)].prevB = prev
      }
    }
  }
}
