// Keeping the broad phase and the shapes' tight boxes in step with the bodies: after each
// sub-step's solve for every body of the solve set at once, and for single bodies that were
// placed (teleported, or moved back by time of impact).

/// A proxy whose shape left its fat box during a sub-step: where it must go in the tree.
package struct ProxyMove {
  var proxy: Int32
  package var aabb: AABB
  package var displacement: Vec2
}

extension World {
  /// The shape's box at transform `xf`.
  package func aabb(of si: Int32, _ xf: Transform2) -> AABB {
    pool.vertices.withUnsafeBufferPointer { World.box(of: shapes[Int(si)], $0.baseAddress!, xf) }
  }

  /// The box of shape `s` at transform `xf` (`vs`: the vertex pool's base).
  @inline(__always)
  package static func box(of s: Shape, _ vs: UnsafePointer<Vec2>, _ xf: Transform2) -> AABB {
    switch s.kind {
    case .circle:
      let p = mul(xf, s.center)
      return AABB(
        lower: Vec2(p.x - s.radius, p.y - s.radius), upper: Vec2(p.x + s.radius, p.y + s.radius))
    case .polygon:
      let vs = vs + Int(s.vertexStart)
      var lower = mul(xf, vs[0])
      var upper = lower
      for i in 1..<Int(s.vertexCount) {
        let v = mul(xf, vs[i])
        lower = vmin(lower, v)
        upper = vmax(upper, v)
      }
      let r = Vec2(s.radius, s.radius)
      return AABB(lower: lower - r, upper: upper + r)
    }
  }

  /// The shape's boxes at two transforms, in one pass over its vertices (the boxes
  /// `box(of:_:_:)` gives).
  @inline(__always)
  package static func boxes(
    of s: Shape, _ vs: UnsafePointer<Vec2>, _ xf1: Transform2, _ xf2: Transform2
  )
    -> (AABB, AABB)
  {
    if s.kind == .circle { return (box(of: s, vs, xf1), box(of: s, vs, xf2)) }
    let vs = vs + Int(s.vertexStart)
    let r = Vec2(s.radius, s.radius)
    var lower1 = mul(xf1, vs[0]), lower2 = mul(xf2, vs[0])
    var upper1 = lower1, upper2 = lower2
    for i in 1..<Int(s.vertexCount) {
      let v1 = mul(xf1, vs[i]), v2 = mul(xf2, vs[i])
      lower1 = vmin(lower1, v1)
      upper1 = vmax(upper1, v1)
      lower2 = vmin(lower2, v2)
      upper2 = vmax(upper2, v2)
    }
    return (AABB(lower: lower1 - r, upper: upper1 + r), AABB(lower: lower2 - r, upper: upper2 + r))
  }

  /// Updates the broad phase for the solve set's `bodies`, each of which moved from the start
  /// of its sweep (rotation `rotations0[solverIndex]`) to its transform: the sweep's box for
  /// the tree, the box at the transform for the shape. A shape that meets nothing needs no
  /// broad phase; its boxes are refreshed when a filter change makes it live again
  /// (`touchProxies`).
  ///
  /// Every box first, through pointers; then the tree moves of the proxies whose shape left
  /// its fat box, in body order (a leaf's fat box changes only when that leaf moves, so this
  /// is the tree, and the move buffer, that moving one body at a time makes).
  mutating func synchronizeShapes(
    _ bodyList: PhysicsArray<Int32>, rotations0: PhysicsArray<Rot>
  ) {
    var moves: [ProxyMove] = []
    swap(&moves, &proxyMoves)
    moves.removeAll(keepingCapacity: true)
    let bs = bodies.buffer, ss = shapes.mutableBuffer()
    tree.nodes.withUnsafeBufferPointer { nodes in
      pool.vertices.withUnsafeBufferPointer { vs in
        for k in bodyList.indices {
          let b = Int(bodyList[k])
          let xf1 = bs[b].sweep.transform(at: 0, rotation: rotations0[Int(bs[b].solverIndex)])
          let xf2 = bs[b].xf
          var s = Int(bs[b].shapeList)
          while s != -1 {
            if !ss[s].filter.isInert {
              let (box1, box2) = World.boxes(of: ss[s], vs.baseAddress!, xf1, xf2)
              ss[s].aabb = box2
              let swept = box1.union(box2)
              if !nodes[Int(ss[s].proxy)].aabb.contains(swept) {
                moves.append(
                  ProxyMove(proxy: ss[s].proxy, aabb: swept, displacement: xf2.p - xf1.p))
              }
            }
            s = Int(ss[s].next)
          }
        }
      }
    }
    for k in moves.indices {
      let m = moves[k]
      if tree.moveProxy(m.proxy, aabb: m.aabb, displacement: m.displacement) {
        moveBuffer.append(m.proxy)
      }
    }
    swap(&moves, &proxyMoves)
  }

  /// Updates the broad phase and the tight boxes for a body placed at `xf` (teleported, or
  /// moved back by time of impact).
  mutating func synchronizeShapes(_ bi: Int32, at xf: Transform2) {
    var s = bodies[Int(bi)].shapeList
    while s != -1 {
      let next = shapes[Int(s)].next
      if !shapes[Int(s)].filter.isInert {
        let box = aabb(of: s, xf)
        shapes[Int(s)].aabb = box
        let proxy = shapes[Int(s)].proxy
        if tree.moveProxy(proxy, aabb: box, displacement: .zero) { moveBuffer.append(proxy) }
      }
      s = next
    }
  }
}
