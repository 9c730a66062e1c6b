// Time of impact against static edges: a fast item must not pass through a boundary between
// two sub-steps.
//
// Box2D 2.x runs a full conservative-advancement TOI (rotation included) for every dynamic body
// against static bodies, and for bullets against other dynamic bodies too. Here only the
// static half is done, by one rule: every awake dynamic body (bullet or not: an item thrown at
// 10,000 pt/s with no gravity or push is no bullet, and went straight through a wall) that
// moved more than the linear slop in the sub-step (less cannot take a shape from clear of an
// edge to more than the slop inside it; a slow wide body sinks as surely as a fast small one:
// a 150 pt panel at 560 pt/s went 4.7 pt past its edge in one sub-step). Its vertices are
// swept linearly from the start to the end of the sub-step against each static segment its
// swept box meets; at the earliest crossing the body is moved back to the time of impact
// (minus the linear slop), keeping its velocity, so the next sub-step's contact resolves the hit. Rotation within the sub-step is ignored: at 1/120 s the
// turn is small, and the position solver corrects what is left.

extension World {
  mutating func solveTOI() {
    for k in solver.bodies.indices {
      let bi = solver.bodies[k]
      let b = bodies[Int(bi)]
      guard b.awake, b.type == .dynamic else { continue }
      let motion = b.sweep.c - b.sweep.c0
      guard dot(motion, motion) > Settings.linearSlop * Settings.linearSlop else { continue }
      var s = b.shapeList
      while s != -1 {
        let shape = shapes[Int(s)]
        defer { s = shape.next }
        if shape.filter.isInert { continue }
        sweepAgainstStaticEdges(bi, shapeIndex: s)
      }
    }
  }

  /// Moves the body back to its earliest crossing of a static segment, if any.
  private mutating func sweepAgainstStaticEdges(_ bi: Int32, shapeIndex si: Int32) {
    let b = bodies[Int(bi)]
    let shape = shapes[Int(si)]
    let xf0 = b.sweep.transform(at: 0)
    let xf1 = b.xf
    let box = aabb(of: si, xf0).union(aabb(of: si, xf1))
    var stack: [Int32] = []
    swap(&stack, &queryStack)
    var earliest: Float = 1
    tree.query(box, stack: &stack) { _, payload in
      let other = shapes[Int(payload)]
      guard other.kind == .polygon, other.vertexCount == 2,
        bodies[Int(other.body)].type == .static,
        CollisionFilter.test(shape.filter, other.filter) == (true, false)
      else { return }
      let oxf = bodies[Int(other.body)].xf
      let p1 = mul(oxf, pool.vertices[Int(other.vertexStart)])
      let p2 = mul(oxf, pool.vertices[Int(other.vertexStart) + 1])
      var n = cross(p2 - p1, 1).normalized
      // The side the shape starts on.
      let startCenter = mul(xf0, shape.center)
      if dot(n, startCenter - p1) < 0 { n = -n }
      let (s0, v0) = support(shape, xf0, n, p1)
      let (s1, _) = support(shape, xf1, n, p1)
      // Starts clear, ends more than the slop inside. The body goes back to where it is the
      // slop inside, so the next sub-step's manifold touches and the contact stops it (with no
      // polygon skin, stopping short of the edge would leave the contact untouched).
      guard s0 >= 0, s1 < -Settings.linearSlop else { return }
      let t = (s0 + Settings.linearSlop) / (s0 - s1)
      // The deepest vertex at the crossing must lie within the segment (plus the slop).
      let hit = v0 + t * (mul(xf1, mulT(xf0, v0)) - v0)
      let along = dot(hit - p1, (p2 - p1).normalized)
      guard along >= -Settings.linearSlop, along <= distance(p1, p2) + Settings.linearSlop else {
        return
      }
      earliest = min(earliest, t)
    }
    swap(&stack, &queryStack)
    guard earliest < 1 else { return }
    var body = bodies[Int(bi)]
    body.sweep.c = body.sweep.c0 + earliest * (body.sweep.c - body.sweep.c0)
    body.sweep.a = body.sweep.a0 + earliest * (body.sweep.a - body.sweep.a0)
    bodies[Int(bi)] = body
    bodies[Int(bi)].synchronizeTransform()
    let xf = bodies[Int(bi)].xf
    synchronizeShapes(bi, from: xf, to: xf)
  }

  /// The smallest separation of the shape from the line through `p` with normal `n`, and the
  /// vertex (or circle point) that achieves it.
  private func support(_ s: Shape, _ xf: Transform2, _ n: Vec2, _ p: Vec2) -> (Float, Vec2) {
    if s.kind == .circle {
      let c = mul(xf, s.center)
      return (dot(n, c - p) - s.radius, c - s.radius * n)
    }
    var best = Float.greatestFiniteMagnitude
    var vertex = Vec2.zero
    for i in 0..<Int(s.vertexCount) {
      let v = mul(xf, pool.vertices[Int(s.vertexStart) + i])
      let d = dot(n, v - p)
      if d < best {
        best = d
        vertex = v
      }
    }
    return (best - s.radius, vertex)
  }

}
