// Time of impact against static edges: a fast item must not pass through a boundary between
// two sub-steps.
//
// Box2D 2.x runs a full conservative-advancement TOI (rotation included) for every dynamic body
// against static bodies, and for bullets against other dynamic bodies too. Here only the
// static half is done, by one rule: every awake dynamic body (bullet or not: an item thrown at
// 10,000 pt/s with no gravity or push is no bullet, and went straight through a wall) whose
// shape moved more than the linear slop in the sub-step (less cannot take a vertex from clear
// of an edge to more than the slop inside it; a slow wide body sinks as surely as a fast small
// one: a 150 pt panel at 560 pt/s went 4.7 pt past its edge in one sub-step).
//
// Per static segment near the swept shape, each vertex (a circle: its centre, less the radius)
// is followed along the sub-step's motion, rotation included. A vertex that starts at most
// 3 slop behind the segment's line (what the position solver leaves of a contact) may sink one
// slop past its start, or past the line if it started clear (its *stop*: Box2D's target
// separation). If it ends the sub-step deeper, the body goes back to the first moment the
// vertex reached its stop (conservative advancement: the separation changes no faster than
// |Δc·n| + |Δa|·|r| per unit of the sub-step, so stepping by gap / that bound never passes
// it; without rotation the first step lands on it), provided the vertex is over the segment
// then. It keeps its velocity, and the next sub-step's contact (the vertex now in its
// manifold) resolves the hit.
//
// Rotation matters: a box hitting a wall on a corner at 5,000 pt/s leaves spinning at
// hundreds of radians per second, capped at a quarter turn per sub-step; its next corner
// swings through the wall within one sub-step, out of reach of the contact, and the box
// followed it out (one closed box in a hundred, one closed loop in three, in the fuzz).

extension World {
  mutating func solveTOI() {
    // No boundary, nothing to stop at (the dial's ring of attachments).
    if boundaryShapeCount == 0 { return }
    let slop = Settings.linearSlop
    for k in solver.bodies.indices {
      let bi = solver.bodies[k]
      guard bodies[Int(bi)].awake, bodies[Int(bi)].type == .dynamic else { continue }
      let sweep = bodies[Int(bi)].sweep
      // A body that neither turned nor moved more than the slop (most of a settling pile)
      // costs a subtraction and a comparison.
      let shift = sweep.c - sweep.c0
      let turn = abs(sweep.a - sweep.a0)
      if turn == 0 && shift.lengthSquared <= slop * slop { continue }
      let motion = shift.length
      let center = sweep.localCenter.length
      var s = bodies[Int(bi)].shapeList
      while s != -1 {
        let next = shapes[Int(s)].next
        defer { s = next }
        if shapes[Int(s)].filter.isInert { continue }
        // The farthest the shape's points lie from the centre of mass (m), at most.
        let reach = center + shapes[Int(s)].reach
        guard motion + turn * reach > slop else { continue }
        sweepAgainstStaticEdges(bi, shapeIndex: s, reach: reach)
      }
    }
  }

  /// Moves the body back to the earliest moment one of its vertices sinks past its stop
  /// behind a static segment, if any.
  private mutating func sweepAgainstStaticEdges(_ bi: Int32, shapeIndex si: Int32, reach: Float) {
    let sweep = bodies[Int(bi)].sweep
    // Every point of the shape stays within `reach` of the centre's straight path.
    let box = AABB(
      lower: vmin(sweep.c0, sweep.c) - Vec2(reach, reach),
      upper: vmax(sweep.c0, sweep.c) + Vec2(reach, reach))
    // Most moving bodies are nowhere near a boundary: nothing more to do.
    if segmentShapes.count <= 32 {
      var near = false
      for k in segmentShapes.indices
      where tree.fatAABB(shapes[Int(segmentShapes[k])].proxy).overlaps(box) {
        near = true
        break
      }
      if !near { return }
    }
    let shape = shapes[Int(si)]
    // The rotations at both ends of the sub-step are known (the solver's start rotation and
    // the body's transform), so most sweep points need no sine and cosine.
    let rotations = SweepRotations(
      sweep, start: solver.rotations0[Int(bodies[Int(bi)].solverIndex)],
      end: bodies[Int(bi)].xf.q)
    let side = mul(rotations.transform(at: 0), shape.center)
    // The segments whose fat boxes meet the swept box: from the short list of segments when
    // there are few (the usual boundaries), else from the tree. Either way the same set, and
    // the earliest impact does not depend on the order.
    var earliest: Float = 1
    if segmentShapes.count <= 32 {
      for k in segmentShapes.indices {
        let payload = segmentShapes[k]
        guard tree.fatAABB(shapes[Int(payload)].proxy).overlaps(box) else { continue }
        earliest = min(
          earliest, impact(of: shape, si, of: bi, against: payload, side: side, rotations))
      }
    } else {
      var stack: [Int32] = []
      swap(&stack, &queryStack)
      tree.query(box, stack: &stack) { _, payload in
        earliest = min(
          earliest, impact(of: shape, si, of: bi, against: payload, side: side, rotations))
      }
      swap(&stack, &queryStack)
    }
    guard earliest < 1 else { return }
    var body = bodies[Int(bi)]
    body.sweep.c = body.sweep.c0 + earliest * (body.sweep.c - body.sweep.c0)
    body.sweep.a = body.sweep.a0 + earliest * (body.sweep.a - body.sweep.a0)
    bodies[Int(bi)] = body
    bodies[Int(bi)].synchronizeTransform()
    synchronizeShapes(bi, at: bodies[Int(bi)].xf)
  }

  /// The earliest fraction of the sub-step at which one of the shape's points should stop
  /// against shape `other` if that is a static segment it meets as a boundary, else 1.
  private func impact(
    of shape: Shape, _ si: Int32, of bi: Int32, against other: Int32, side: Vec2,
    _ rotations: SweepRotations
  ) -> Float {
    let o = shapes[Int(other)]
    guard o.kind == .polygon, o.vertexCount == 2,
      bodies[Int(o.body)].type == .static,
      CollisionFilter.test(shape.filter, o.filter) == (true, false)
    else { return 1 }
    let oxf = bodies[Int(o.body)].xf
    let edge = StaticEdge(
      mul(oxf, pool.vertices[Int(o.vertexStart)]), mul(oxf, pool.vertices[Int(o.vertexStart) + 1]),
      side: side, keeping: touchingSide(bi, shape: si, segment: other))
    var earliest: Float = 1
    if shape.kind == .circle {
      if let t = edge.impact(of: shape.center, radius: shape.radius, rotations) {
        earliest = min(earliest, t)
      }
    } else {
      for i in 0..<Int(shape.vertexCount) {
        let v = pool.vertices[Int(shape.vertexStart) + i]
        if let t = edge.impact(of: v, radius: shape.radius, rotations) {
          earliest = min(earliest, t)
        }
      }
    }
    return earliest
  }
}

/// The rotations along a sub-step's sweep, `Rot(angle: a0 + t·(a − a0))`, reusing the ones at
/// its two ends: the same angle bits give the same rotation, so the values are exactly those
/// `Rot(angle:)` computes.
private struct SweepRotations {
  package let sweep: Sweep
  /// `Rot(angle: sweep.a0)` and `Rot(angle: sweep.a)`.
  package let start: Rot
  package let end: Rot

  package init(_ sweep: Sweep, start: Rot, end: Rot) {
    self.sweep = sweep
    self.start = start
    self.end = end
  }

  @inline(__always) package func rotation(at t: Float) -> Rot {
    let angle = sweep.a0 + t * (sweep.a - sweep.a0)
    if angle.bitPattern == sweep.a0.bitPattern { return start }
    if angle.bitPattern == sweep.a.bitPattern { return end }
    return Rot(angle: angle)
  }

  /// `sweep.transform(at: t)`.
  @inline(__always) package func transform(at t: Float) -> Transform2 {
    sweep.transform(at: t, rotation: rotation(at: t))
  }
}

extension World {
  /// The side a touching contact of the shape with the segment keeps (`Contact.side`), or 0.
  fileprivate func touchingSide(_ bi: Int32, shape: Int32, segment: Int32) -> Float {
    var c = bodies[Int(bi)].contactList
    while c != -1 {
      let ct = contacts[Int(c)]
      if (ct.shapeA == segment && ct.shapeB == shape)
        || (ct.shapeA == shape && ct.shapeB == segment)
      {
        return ct.touching ? Float(ct.side) : 0
      }
      c = ct.bodyA == bi ? ct.nextA : ct.nextB
    }
    return 0
  }
}

/// A static segment seen from the side a body starts on, or the side its touching contact
/// keeps (a shape pressed past the segment's line still belongs on its first side).
private struct StaticEdge {
  package let p1: Vec2
  package let tangent: Vec2
  package let length: Float
  /// The unit normal pointing to the body's side.
  package let normal: Vec2

  package init(_ p1: Vec2, _ p2: Vec2, side: Vec2, keeping kept: Float) {
    self.p1 = p1
    length = distance(p1, p2)
    tangent = (p2 - p1).normalized
    let n = cross(p2 - p1, 1).normalized
    if kept != 0 {
      normal = kept * n
    } else {
      normal = dot(n, side - p1) < 0 ? -n : n
    }
  }

  /// The fraction of the sub-step at which the body point `local` (body coordinates; with
  /// `radius` for a circle or skin) should stop, or nil when it does not sink too far.
  package func impact(of local: Vec2, radius: Float, _ rotations: SweepRotations) -> Float? {
    let slop = Settings.linearSlop
    let sweep = rotations.sweep
    let r = local - sweep.localCenter
    @inline(__always) func point(_ t: Float) -> Vec2 {
      let c = sweep.c0 + t * (sweep.c - sweep.c0)
      return c + mul(rotations.rotation(at: t), r) - radius * normal
    }
    @inline(__always) func separation(_ t: Float) -> Float { dot(normal, point(t) - p1) }
    let start = separation(0)
    // Further behind the line than a contact leaves it: beside the segment, or the position
    // solver's to resolve.
    guard start >= -3 * slop else { return nil }
    let stop = min(start, 0) - slop
    guard separation(1) < stop else { return nil }
    // Conservative advancement to the first moment at the stop (within a quarter slop).
    let bound = abs(dot(normal, sweep.c - sweep.c0)) + abs(sweep.a - sweep.a0) * r.length
    guard bound > 0 else { return nil }
    var t: Float = 0
    for _ in 0..<Settings.maxTOIIterations {
      let gap = separation(t) - stop
      if gap <= 0.25 * slop { break }
      t += gap / bound
      if t >= 1 { return nil }
    }
    // Over the segment (within the slop) at that moment, or it passes beside it.
    let along = dot(point(t) - p1, tangent)
    guard along >= -slop, along <= length + slop else { return nil }
    return t
  }
}
