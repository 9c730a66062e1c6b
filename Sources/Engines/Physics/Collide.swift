// The narrow phase: manifolds for circle–circle, polygon–circle and polygon–polygon (edges are
// two-sided two-vertex polygons). Box2D 2.x's b2CollideCircle.cpp and b2CollidePolygon.cpp.

/// A read-only view of a polygon shape in its body's frame.
package struct PolygonRef {
  package var vertices: UnsafePointer<Vec2>
  var normals: UnsafePointer<Vec2>
  package var count: Int
  package var radius: Float
}

package enum Collide {
  /// Two circles (centres cA, cB in their bodies' frames).
  package static func circles(
    _ m: inout Manifold, _ cA: Vec2, _ rA: Float, _ xfA: Transform2, _ cB: Vec2, _ rB: Float,
    _ xfB: Transform2
  ) {
    m.pointCount = 0
    let d = mul(xfB, cB) - mul(xfA, cA)
    let radius = rA + rB
    if dot(d, d) > radius * radius { return }
    m.type = .circles
    m.localPoint = cA
    m.localNormal = .zero
    m.pointCount = 1
    m.p0.localPoint = cB
    m.p0.id = 0
  }

  /// A polygon (A) and a circle (B).
  static func polygonAndCircle(
    _ m: inout Manifold, _ a: PolygonRef, _ xfA: Transform2, _ cB: Vec2, _ rB: Float,
    _ xfB: Transform2
  ) {
    m.pointCount = 0
    let cLocal = mulT(xfA, mul(xfB, cB))
    var normalIndex = 0
    var separation = -Float.greatestFiniteMagnitude
    let radius = a.radius + rB
    for i in 0..<a.count {
      let s = dot(a.normals[i], cLocal - a.vertices[i])
      if s > radius { return }
      if s > separation {
        separation = s
        normalIndex = i
      }
    }
    let v1 = a.vertices[normalIndex]
    let v2 = a.vertices[normalIndex + 1 < a.count ? normalIndex + 1 : 0]
    m.pointCount = 1
    m.type = .faceA
    m.p0.localPoint = cB
    m.p0.id = 0
    if separation < .ulpOfOne {  // the centre is inside the polygon
      m.localNormal = a.normals[normalIndex]
      m.localPoint = 0.5 * (v1 + v2)
      return
    }
    let u1 = dot(cLocal - v1, v2 - v1)
    let u2 = dot(cLocal - v2, v1 - v2)
    if u1 <= 0 {
      if distanceSquared(cLocal, v1) > radius * radius { m.pointCount = 0; return }
      m.localNormal = (cLocal - v1).normalized
      m.localPoint = v1
    } else if u2 <= 0 {
      if distanceSquared(cLocal, v2) > radius * radius { m.pointCount = 0; return }
      m.localNormal = (cLocal - v2).normalized
      m.localPoint = v2
    } else {
      let faceCenter = 0.5 * (v1 + v2)
      if dot(cLocal - faceCenter, a.normals[normalIndex]) > radius { m.pointCount = 0; return }
      m.localNormal = a.normals[normalIndex]
      m.localPoint = faceCenter
    }
  }

  /// The largest separation of `p2` from the faces of `p1`, and the face. Stops at the first
  /// face that separates by more than `limit`: the caller then has no manifold either way.
  @inline(__always)
  private static func findMaxSeparation(
    _ p1: PolygonRef, _ xf1: Transform2, _ p2: PolygonRef, _ xf2: Transform2, limit: Float
  ) -> (Int, Float) {
    let xf = mulT(xf2, xf1)
    var best = 0
    var maxSeparation = -Float.greatestFiniteMagnitude
    // An axis-aligned rectangle in its own frame (every box) has two distinct x and two
    // distinct y among its vertices, so n·(w − v1) = n.x·(x − v1.x) + n.y·(y − v1.y) is
    // smallest at the smaller of each term: rounding is monotonic, so the sum of the two
    // smaller terms is the smallest of the four rounded sums, bit for bit (the sign of a zero
    // aside, which the comparisons below do not see).
    let w = p2.vertices
    let rectangle =
      p2.count == 4 && w[0].y == w[1].y && w[1].x == w[2].x && w[2].y == w[3].y
      && w[3].x == w[0].x
    for i in 0..<p1.count {
      let n = mul(xf.q, p1.normals[i])
      let v1 = mul(xf, p1.vertices[i])
      var si = Float.greatestFiniteMagnitude
      if rectangle {
        let a = min(n.x * (w[0].x - v1.x), n.x * (w[1].x - v1.x))
        let b = min(n.y * (w[0].y - v1.y), n.y * (w[2].y - v1.y))
        si = a + b
      } else {
        for j in 0..<p2.count {
          let sij = dot(n, p2.vertices[j] - v1)
          if sij < si { si = sij }
        }
      }
      if si > maxSeparation {
        maxSeparation = si
        best = i
        if si > limit { break }
      }
    }
    return (best, maxSeparation)
  }

  private struct ClipVertex {
    var v: Vec2
    package var id: UInt32
  }

  /// Clips a segment to the half-plane `normal · v ≤ offset`; false when fewer than two
  /// points remain.
  @inline(__always)
  private static func clipSegmentToLine(
    _ out: inout (ClipVertex, ClipVertex), _ vIn: (ClipVertex, ClipVertex), _ normal: Vec2,
    _ offset: Float, _ vertexIndexA: Int
  ) -> Bool {
    let d0 = dot(normal, vIn.0.v) - offset
    let d1 = dot(normal, vIn.1.v) - offset
    var count = 0
    if d0 <= 0 {
      out.0 = vIn.0
      count = 1
    }
    if d1 <= 0 {
      if count == 0 { out.0 = vIn.1 } else { out.1 = vIn.1 }
      count += 1
    }
    if d0 * d1 < 0 {
      let interp = d0 / (d0 - d1)
      let v = vIn.0.v + interp * (vIn.1.v - vIn.0.v)
      let id = ContactFeature.id(
        indexA: vertexIndexA, indexB: Int((vIn.0.id >> 8) & 0xFF), typeA: ContactFeature.vertex,
        typeB: ContactFeature.face)
      if count == 0 { out.0 = ClipVertex(v: v, id: id) } else { out.1 = ClipVertex(v: v, id: id) }
      count += 1
    }
    return count >= 2
  }

  /// Two convex polygons: the reference face is the one of least penetration (preferring A
  /// within 0.1 × slop), the incident edge is clipped to its side planes.
  static func polygons(
    _ m: inout Manifold, _ polyA: PolygonRef, _ xfA: Transform2, _ polyB: PolygonRef,
    _ xfB: Transform2
  ) {
    m.pointCount = 0
    let totalRadius = polyA.radius + polyB.radius
    let (edgeA, separationA) = findMaxSeparation(polyA, xfA, polyB, xfB, limit: totalRadius)
    if separationA > totalRadius { return }
    let (edgeB, separationB) = findMaxSeparation(polyB, xfB, polyA, xfA, limit: totalRadius)
    if separationB > totalRadius { return }

    let poly1: PolygonRef
    let poly2: PolygonRef
    let xf1: Transform2
    let xf2: Transform2
    let edge1: Int
    let flip: Bool
    if separationB > separationA + 0.1 * Settings.linearSlop {
      (poly1, poly2, xf1, xf2, edge1, flip) = (polyB, polyA, xfB, xfA, edgeB, true)
      m.type = .faceB
    } else {
      (poly1, poly2, xf1, xf2, edge1, flip) = (polyA, polyB, xfA, xfB, edgeA, false)
      m.type = .faceA
    }

    // The incident edge: the face of poly2 most anti-parallel to the reference normal.
    let normal1 = mulT(xf2.q, mul(xf1.q, poly1.normals[edge1]))
    var index = 0
    var minDot = Float.greatestFiniteMagnitude
    for i in 0..<poly2.count {
      let d = dot(normal1, poly2.normals[i])
      if d < minDot {
        minDot = d
        index = i
      }
    }
    let i2 = index + 1 < poly2.count ? index + 1 : 0
    let incident = (
      ClipVertex(
        v: mul(xf2, poly2.vertices[index]),
        id: ContactFeature.id(
          indexA: edge1, indexB: index, typeA: ContactFeature.face, typeB: ContactFeature.vertex)),
      ClipVertex(
        v: mul(xf2, poly2.vertices[i2]),
        id: ContactFeature.id(
          indexA: edge1, indexB: i2, typeA: ContactFeature.face, typeB: ContactFeature.vertex))
    )

    let iv1 = edge1
    let iv2 = edge1 + 1 < poly1.count ? edge1 + 1 : 0
    var v11 = poly1.vertices[iv1]
    var v12 = poly1.vertices[iv2]
    let localTangent = (v12 - v11).normalized
    let localNormal = cross(localTangent, 1)
    let planePoint = 0.5 * (v11 + v12)
    let tangent = mul(xf1.q, localTangent)
    let normal = cross(tangent, 1)
    v11 = mul(xf1, v11)
    v12 = mul(xf1, v12)
    let frontOffset = dot(normal, v11)
    let sideOffset1 = -dot(tangent, v11) + totalRadius
    let sideOffset2 = dot(tangent, v12) + totalRadius

    let blank = ClipVertex(v: .zero, id: 0)
    var clip1 = (blank, blank)
    var clip2 = (blank, blank)
    guard clipSegmentToLine(&clip1, incident, -tangent, sideOffset1, iv1),
      clipSegmentToLine(&clip2, clip1, tangent, sideOffset2, iv2)
    else { return }

    m.localNormal = localNormal
    m.localPoint = planePoint
    var count: Int32 = 0
    if dot(normal, clip2.0.v) - frontOffset <= totalRadius {
      m.p0 = ManifoldPoint(
        localPoint: mulT(xf2, clip2.0.v), normalImpulse: 0, tangentImpulse: 0,
        id: flip ? ContactFeature.flipped(clip2.0.id) : clip2.0.id)
      count = 1
    }
    if dot(normal, clip2.1.v) - frontOffset <= totalRadius {
      let p = ManifoldPoint(
        localPoint: mulT(xf2, clip2.1.v), normalImpulse: 0, tangentImpulse: 0,
        id: flip ? ContactFeature.flipped(clip2.1.id) : clip2.1.id)
      if count == 0 { m.p0 = p } else { m.p1 = p }
      count += 1
    }
    m.pointCount = count
  }
}
