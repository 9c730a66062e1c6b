// Shapes: the collision geometry attached to bodies. One file per concept, as Box2D: here the
// shape record, its filter and its mass; polygons keep their vertices in the world's pools.

/// What a shape is. Static edges are two-vertex polygons (as Box2D v3 treats segments).
package enum ShapeKind: UInt8 {
  case circle
  case polygon
}

/// Which shapes meet. UIKit's collision behaviours each own one bit (up to 64 at once in an
/// animator): items collide with each other when they share an items-mode behaviour, and touch
/// the boundaries of every behaviour they belong to, passing through (callbacks only) unless
/// that behaviour's mode includes boundaries.
package struct CollisionFilter: Equatable {
  /// True for a boundary (edge or loop), which never meets another boundary.
  package var isBoundary = false
  /// A boundary's behaviour bit.
  package var groupBit: UInt64 = 0
  /// An item's behaviours whose mode includes items.
  package var itemMask: UInt64 = 0
  /// An item's behaviours (any mode): their boundaries report contacts.
  package var boundaryTouchMask: UInt64 = 0
  /// An item's behaviours whose mode includes boundaries: their boundaries push back.
  package var boundarySolidMask: UInt64 = 0

  /// A filter that meets nothing until its masks are set.
  package init() {}

  /// True for a shape that can meet nothing (an item in no collision behaviour): the broad
  /// phase skips it.
  @inline(__always) var isInert: Bool {
    !isBoundary && itemMask == 0 && boundaryTouchMask == 0
  }

  /// Whether two shapes meet at all, and whether the meeting is a sensor (no response).
  @inline(__always) package static func test(_ a: CollisionFilter, _ b: CollisionFilter) -> (
    meet: Bool, sensor: Bool
  ) {
    switch (a.isBoundary, b.isBoundary) {
    case (true, true): return (false, false)
    case (false, false): return ((a.itemMask & b.itemMask) != 0, false)
    case (true, false):
      return ((b.boundaryTouchMask & a.groupBit) != 0, (b.boundarySolidMask & a.groupBit) == 0)
    case (false, true):
      return ((a.boundaryTouchMask & b.groupBit) != 0, (a.boundarySolidMask & b.groupBit) == 0)
    }
  }
}

/// A shape record. Polygons (and edges) keep `vertexCount` vertices and outward normals in
/// the world's pools from `vertexStart`.
package struct Shape {
  package var kind: ShapeKind = .polygon
  package var body: Int32 = -1
  /// The next shape on the same body, or −1.
  package var next: Int32 = -1
  /// Circle radius, or polygon skin (0), in metres.
  package var radius: Float = 0
  var vertexStart: Int32 = 0
  var vertexCount: Int32 = 0
  /// Circle centre, or polygon centroid, in body coordinates.
  package var center: Vec2 = .zero
  /// The farthest any point of the shape lies from the body's origin (m), radius included:
  /// bounds how far the shape sweeps when the body turns.
  package var reach: Float = 0
  package var density: Float = 1
  package var friction: Float = 0.2
  package var restitution: Float = 0.2
  /// The broad-phase leaf, or −1.
  var proxy: Int32 = -1
  /// The shape's tight box at its body's current transform (metres), kept by
  /// `synchronizeShapes`: the narrow phase skips pairs whose boxes are apart.
  package var aabb = AABB(lower: .zero, upper: .zero)
  package var filter = CollisionFilter()
  /// Owner data: the boundary's index in its collision behaviour, or −1.
  package var tag: Int32 = -1
  package var alive = false
  package var generation: UInt32 = 0
}

/// The vertex and normal pools of polygon shapes, with free ranges recycled by size so that
/// adding and removing items never grows them in steady state.
package struct VertexPool {
  package var vertices: [Vec2] = []
  var normals: [Vec2] = []
  /// Free ranges by vertex count (index = count), each a stack of starts.
  package var free: [[Int32]] = Array(repeating: [], count: Settings.maxPolygonVertices + 1)

  package mutating func allocate(_ count: Int) -> Int32 {
    if let start = free[count].popLast() { return start }
    let start = Int32(vertices.count)
    vertices.append(contentsOf: repeatElement(.zero, count: count))
    normals.append(contentsOf: repeatElement(.zero, count: count))
    return start
  }

  package mutating func release(start: Int32, count: Int) {
    if count > 0 { free[count].append(start) }
  }
}

/// A shape's geometry before it is added: a circle or a convex polygon (counter-clockwise in
/// the engine's frame, that is positive signed area in y-down coordinates).
package enum ShapeGeometry {
  case circle(center: Vec2, radius: Float)
  case polygon([Vec2])
  case segment(Vec2, Vec2)

  /// A w × h box (metres) centred on the body origin.
  package static func box(halfWidth hx: Float, halfHeight hy: Float) -> ShapeGeometry {
    .polygon([Vec2(-hx, -hy), Vec2(hx, -hy), Vec2(hx, hy), Vec2(-hx, hy)])
  }

  /// An ellipse in a w × h box: a circle when square, else a polygon of
  /// `Settings.ellipseVertices` points on the ellipse.
  package static func ellipse(halfWidth hx: Float, halfHeight hy: Float) -> ShapeGeometry {
    if hx == hy { return .circle(center: .zero, radius: hx) }
    let n = Settings.ellipseVertices
    var points: [Vec2] = []
    points.reserveCapacity(n)
    for i in 0..<n {
      let q = Rot(angle: Float(i) * 2 * .pi / Float(n))
      points.append(Vec2(hx * q.c, hy * q.s))
    }
    return .polygon(points)
  }
}

/// Mass properties of a shape at a density: mass (kg), centre (body coordinates) and rotational
/// inertia about the body origin (kg·m²). `[doc]` Box2D's ComputeMass.
package struct MassData {
  package var mass: Float = 0
  package var center: Vec2 = .zero
  var inertia: Float = 0
}

extension MassData {
  /// A circle: m = ρπr², I = m(r²/2 + |c|²).
  package static func circle(center: Vec2, radius r: Float, density: Float) -> MassData {
    let m = density * .pi * r * r
    return MassData(mass: m, center: center, inertia: m * (0.5 * r * r + dot(center, center)))
  }

  /// A convex polygon by triangle fan about a reference point inside it (Box2D's
  /// b2PolygonShape::ComputeMass, skin radius 0). A box gives I = m(w² + h²)/12 about its centre.
  package static func polygon(_ vs: UnsafeBufferPointer<Vec2>, density: Float) -> MassData {
    let count = vs.count
    if count < 3 { return MassData() }
    var center = Vec2.zero
    var area: Float = 0
    var inertia: Float = 0
    let s = vs[0]  // reference point for accuracy
    let inv3: Float = 1.0 / 3.0
    for i in 0..<count {
      let e1 = vs[i] - s
      let e2 = (i + 1 < count ? vs[i + 1] : vs[0]) - s
      let d = cross(e1, e2)
      let triangleArea = 0.5 * d
      area += triangleArea
      center += triangleArea * inv3 * (e1 + e2)
      let intx2 = e1.x * e1.x + e2.x * e1.x + e2.x * e2.x
      let inty2 = e1.y * e1.y + e2.y * e1.y + e2.y * e2.y
      inertia += (0.25 * inv3 * d) * (intx2 + inty2)
    }
    let mass = density * area
    center = (1 / area) * center
    var md = MassData(mass: mass, center: center + s, inertia: density * inertia)
    // Shift the inertia from the reference point to the centroid, then to the body origin.
    md.inertia += md.mass * (dot(md.center, md.center) - dot(center, center))
    return md
  }
}

/// The signed area of a polygon (positive when counter-clockwise in the engine's frame).
func signedArea(_ vs: [Vec2]) -> Float {
  var a: Float = 0
  for i in vs.indices { a += cross(vs[i], vs[(i + 1) % vs.count]) }
  return 0.5 * a
}

/// The centroid of a convex polygon.
func polygonCentroid(_ vs: UnsafeBufferPointer<Vec2>) -> Vec2 {
  if vs.count == 2 { return 0.5 * (vs[0] + vs[1]) }
  return MassData.polygon(vs, density: 1).center
}
