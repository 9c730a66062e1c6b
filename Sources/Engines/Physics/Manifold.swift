// Contact manifolds (Box2D 2.x b2Manifold): up to two points in local coordinates, so they
// survive small motions and carry warm-starting impulses from sub-step to sub-step.

/// How a manifold's local data is to be read.
package enum ManifoldType: UInt8 {
  /// Two circles: localPoint is A's centre, the point is B's centre.
  case circles
  /// A face of A: localNormal and localPoint on A, points on B.
  case faceA
  /// A face of B: localNormal and localPoint on B, points on A.
  case faceB
}

/// One contact point of a manifold.
package struct ManifoldPoint {
  /// The clip point in the incident body's coordinates (see `ManifoldType`).
  var localPoint: Vec2 = .zero
  /// The accumulated normal impulse (N·s), kept across sub-steps for warm starting.
  var normalImpulse: Float = 0
  /// The accumulated friction impulse (N·s).
  var tangentImpulse: Float = 0
  /// The features that made the point (indexA, indexB, typeA, typeB), to match points
  /// between sub-steps.
  package var id: UInt32 = 0
}

/// A contact manifold: 0, 1 or 2 points.
package struct Manifold {
  var localNormal: Vec2 = .zero
  var localPoint: Vec2 = .zero
  package var type: ManifoldType = .circles
  var pointCount: Int32 = 0
  package var p0 = ManifoldPoint()
  package var p1 = ManifoldPoint()

  @inline(__always) package subscript(i: Int32) -> ManifoldPoint {
    get { i == 0 ? p0 : p1 }
    set { if i == 0 { p0 = newValue } else { p1 = newValue } }
  }
}

/// Contact-feature ids: which vertex or face of each shape made a point.
package enum ContactFeature {
  package static let vertex: UInt32 = 0
  package static let face: UInt32 = 1
  @inline(__always) package static func id(indexA: Int, indexB: Int, typeA: UInt32, typeB: UInt32)
    -> UInt32
  {
    UInt32(truncatingIfNeeded: indexA) & 0xFF | (UInt32(truncatingIfNeeded: indexB) & 0xFF) << 8
      | typeA << 16 | typeB << 24
  }
  /// The same id seen from the other shape.
  @inline(__always) package static func flipped(_ id: UInt32) -> UInt32 {
    (id >> 8) & 0xFF | (id & 0xFF) << 8 | ((id >> 24) & 0xFF) << 16 | ((id >> 16) & 0xFF) << 24
  }
}

/// A manifold in world coordinates: the normal from A to B, the points midway between the
/// surfaces, and their separations (negative = overlap).
package struct WorldManifold {
  package var normal = Vec2(1, 0)
  var point0 = Vec2.zero
  var point1 = Vec2.zero
  var separation0: Float = 0
  var separation1: Float = 0

  package init(
    _ m: Manifold, _ xfA: Transform2, _ radiusA: Float, _ xfB: Transform2, _ radiusB: Float
  ) {
    if m.pointCount == 0 { return }
    switch m.type {
    case .circles:
      let pA = mul(xfA, m.localPoint)
      let pB = mul(xfB, m.p0.localPoint)
      if distanceSquared(pA, pB) > Float.ulpOfOne * Float.ulpOfOne {
        normal = (pB - pA).normalized
      }
      let cA = pA + radiusA * normal
      let cB = pB - radiusB * normal
      point0 = 0.5 * (cA + cB)
      separation0 = dot(cB - cA, normal)
    case .faceA:
      normal = mul(xfA.q, m.localNormal)
      let planePoint = mul(xfA, m.localPoint)
      for i in 0..<m.pointCount {
        let clip = mul(xfB, m[i].localPoint)
        let cA = clip + (radiusA - dot(clip - planePoint, normal)) * normal
        let cB = clip - radiusB * normal
        set(i, 0.5 * (cA + cB), dot(cB - cA, normal))
      }
    case .faceB:
      normal = mul(xfB.q, m.localNormal)
      let planePoint = mul(xfB, m.localPoint)
      for i in 0..<m.pointCount {
        let clip = mul(xfA, m[i].localPoint)
        let cB = clip + (radiusB - dot(clip - planePoint, normal)) * normal
        let cA = clip - radiusA * normal
        set(i, 0.5 * (cA + cB), dot(cA - cB, normal))
      }
      normal = -normal
    }
  }

  private mutating func set(_ i: Int32, _ p: Vec2, _ s: Float) {
    if i == 0 {
      point0 = p
      separation0 = s
    } else {
      point1 = p
      separation1 = s
    }
  }
}
