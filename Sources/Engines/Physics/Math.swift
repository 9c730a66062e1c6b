import DynamicMenusGeometry
// Small value types for the engine's arithmetic, in 32-bit Float like the device engine.
// Every operation is a plain IEEE multiply or add (Swift does not contract to FMA), so results
// are the same on every platform.

/// A 2-vector in metres (or m/s, N, ...).
package struct Vec2: Equatable {
  package var x: Float
  package var y: Float

  @inline(__always) package init(_ x: Float, _ y: Float) {
    self.x = x
    self.y = y
  }

  package static let zero = Vec2(0, 0)

  @inline(__always) package static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
  @inline(__always) package static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
  @inline(__always) static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
  @inline(__always) package static func * (s: Float, a: Vec2) -> Vec2 { Vec2(s * a.x, s * a.y) }
  @inline(__always) package static func += (a: inout Vec2, b: Vec2) { a = a + b }
  @inline(__always) package static func -= (a: inout Vec2, b: Vec2) { a = a - b }

  @inline(__always) package var lengthSquared: Float { x * x + y * y }
  @inline(__always) package var length: Float { lengthSquared.squareRoot() }
  @inline(__always) package var isFinite: Bool { x.isFinite && y.isFinite }

  /// The unit vector, or zero for a vector shorter than Float's epsilon.
  @inline(__always) package var normalized: Vec2 {
    let l = length
    if l < .ulpOfOne { return .zero }
    let inv = 1 / l
    return Vec2(inv * x, inv * y)
  }

  /// The vector scaled down to `maximum` length when longer (direction kept).
  @inline(__always) func clampedLength(_ maximum: Float) -> Vec2 {
    let l = length
    guard l > maximum else { return self }
    let scale = maximum / l
    return Vec2(scale * x, scale * y)
  }

  /// Normalises in place and returns the old length (Box2D's b2Vec2::Normalize).
  @inline(__always) mutating func normalize() -> Float {
    let l = length
    if l < .ulpOfOne { return 0 }
    let inv = 1 / l
    x *= inv
    y *= inv
    return l
  }
}

@inline(__always) package func dot(_ a: Vec2, _ b: Vec2) -> Float { a.x * b.x + a.y * b.y }
@inline(__always) package func cross(_ a: Vec2, _ b: Vec2) -> Float { a.x * b.y - a.y * b.x }
/// v × s = (s·v.y, −s·v.x).
@inline(__always) package func cross(_ a: Vec2, _ s: Float) -> Vec2 { Vec2(s * a.y, -s * a.x) }
/// s × v = (−s·v.y, s·v.x).
@inline(__always) package func cross(_ s: Float, _ a: Vec2) -> Vec2 { Vec2(-s * a.y, s * a.x) }
@inline(__always) package func distance(_ a: Vec2, _ b: Vec2) -> Float { (a - b).length }
@inline(__always) func distanceSquared(_ a: Vec2, _ b: Vec2) -> Float { (a - b).lengthSquared }
@inline(__always) func vmin(_ a: Vec2, _ b: Vec2) -> Vec2 { Vec2(min(a.x, b.x), min(a.y, b.y)) }
@inline(__always) func vmax(_ a: Vec2, _ b: Vec2) -> Vec2 { Vec2(max(a.x, b.x), max(a.y, b.y)) }
@inline(__always) package func clamp(_ a: Float, _ lo: Float, _ hi: Float) -> Float {
  max(lo, min(a, hi))
}

/// A rotation as (sine, cosine).
package struct Rot: Equatable {
  package var s: Float
  package var c: Float

  package static let identity = Rot(s: 0, c: 1)

  /// The rotation by `angle` radians, from the engine's own polynomial sine and cosine (the
  /// same bits on every libm).
  @inline(__always) package init(angle: Float) { self = cosSin(angle) }

  @inline(__always) package init(s: Float, c: Float) {
    self.s = s
    self.c = c
  }

  @inline(__always) package var angle: Float { Float(Angles.atan2(Double(s), Double(c))) }
}

/// q·v.
@inline(__always) package func mul(_ q: Rot, _ v: Vec2) -> Vec2 {
  Vec2(q.c * v.x - q.s * v.y, q.s * v.x + q.c * v.y)
}
/// qᵀ·v.
@inline(__always) package func mulT(_ q: Rot, _ v: Vec2) -> Vec2 {
  Vec2(q.c * v.x + q.s * v.y, -q.s * v.x + q.c * v.y)
}
/// qᵀ·r.
@inline(__always) package func mulT(_ q: Rot, _ r: Rot) -> Rot {
  Rot(s: q.c * r.s - q.s * r.c, c: q.c * r.c + q.s * r.s)
}
/// q·r.
@inline(__always) package func mul(_ q: Rot, _ r: Rot) -> Rot {
  Rot(s: q.s * r.c + q.c * r.s, c: q.c * r.c - q.s * r.s)
}

/// A rigid transform: a translation and a rotation.
package struct Transform2: Equatable {
  package var p: Vec2
  package var q: Rot

  package static let identity = Transform2(p: .zero, q: .identity)
}

@inline(__always) package func mul(_ t: Transform2, _ v: Vec2) -> Vec2 {
  Vec2(t.q.c * v.x - t.q.s * v.y + t.p.x, t.q.s * v.x + t.q.c * v.y + t.p.y)
}
@inline(__always) package func mulT(_ t: Transform2, _ v: Vec2) -> Vec2 {
  let px = v.x - t.p.x
  let py = v.y - t.p.y
  return Vec2(t.q.c * px + t.q.s * py, -t.q.s * px + t.q.c * py)
}
/// Aᵀ·B: B seen from A.
@inline(__always) package func mulT(_ a: Transform2, _ b: Transform2) -> Transform2 {
  Transform2(p: mulT(a.q, b.p - a.p), q: mulT(a.q, b.q))
}

/// A 2×2 matrix by columns.
package struct Mat22 {
  var ex: Vec2
  var ey: Vec2

  /// A⁻¹·b without inverting A (zero when singular), for joints. Computed in Double: a joint's
  /// entries are m⁻¹ + I⁻¹·r², up to about 1e12 for a 1 pt item with a 1,000 pt lever arm,
  /// so their products overflow Float and the determinant's difference loses every digit.
  @inline(__always) package func solve(_ b: Vec2) -> Vec2 {
    let a11 = Double(ex.x), a12 = Double(ey.x), a21 = Double(ex.y), a22 = Double(ey.y)
    let bx = Double(b.x), by = Double(b.y)
    var det = a11 * a22 - a12 * a21
    if det != 0 { det = 1 / det }
    return Vec2(Float(det * (a22 * bx - a12 * by)), Float(det * (a11 * by - a21 * bx)))
  }

  @inline(__always) package var inverse: Mat22 {
    let a = ex.x, b = ey.x, c = ex.y, d = ey.y
    var det = a * d - b * c
    if det != 0 { det = 1 / det }
    return Mat22(ex: Vec2(det * d, -det * c), ey: Vec2(-det * b, det * a))
  }
}

@inline(__always) package func mul(_ m: Mat22, _ v: Vec2) -> Vec2 {
  Vec2(m.ex.x * v.x + m.ey.x * v.y, m.ex.y * v.x + m.ey.y * v.y)
}

/// A 3×3 matrix by columns (weld joints).
package struct Mat33 {
  var ex: (Float, Float, Float)
  var ey: (Float, Float, Float)
  var ez: (Float, Float, Float)

  package static let zero = Mat33(ex: (0, 0, 0), ey: (0, 0, 0), ez: (0, 0, 0))

  /// The inverse of the upper-left 2×2 block, as a 3×3 with zeros elsewhere.
  func inverse22() -> Mat33 {
    // In Double, as Mat22.solve.
    let a = Double(ex.0), b = Double(ey.0), c = Double(ex.1), d = Double(ey.1)
    var det = a * d - b * c
    if det != 0 { det = 1 / det }
    return Mat33(
      ex: (Float(det * d), Float(-det * c), 0), ey: (Float(-det * b), Float(det * a), 0),
      ez: (0, 0, 0))
  }

  /// The inverse, or its symmetric version when the matrix is symmetric (Box2D's
  /// GetSymInverse33); zero when singular.
  func symInverse() -> Mat33 {
    // In Double, as Mat22.solve. det = ex · (ey × ez)
    let a11 = Double(ex.0), a12 = Double(ey.0), a13 = Double(ez.0)
    let a21 = Double(ex.1), a22 = Double(ey.1), a23 = Double(ez.1)
    let a31 = Double(ex.2), a32 = Double(ey.2), a33 = Double(ez.2)
    let cx = a22 * a33 - a32 * a23
    let cy = a32 * a13 - a12 * a33
    let cz = a12 * a23 - a22 * a13
    var det = a11 * cx + a21 * cy + a31 * cz
    if det != 0 { det = 1 / det }
    let m11 = Float(det * (a22 * a33 - a23 * a23))
    let m12 = Float(det * (a13 * a23 - a12 * a33))
    let m13 = Float(det * (a12 * a23 - a13 * a22))
    let m22 = Float(det * (a11 * a33 - a13 * a13))
    let m23 = Float(det * (a13 * a12 - a11 * a23))
    let m33 = Float(det * (a11 * a22 - a12 * a12))
    return Mat33(ex: (m11, m12, m13), ey: (m12, m22, m23), ez: (m13, m23, m33))
  }

  @inline(__always) package func mul(_ v: (Float, Float, Float)) -> (Float, Float, Float) {
    (
      v.0 * ex.0 + v.1 * ey.0 + v.2 * ez.0,
      v.0 * ex.1 + v.1 * ey.1 + v.2 * ez.1,
      v.0 * ex.2 + v.1 * ey.2 + v.2 * ez.2
    )
  }

  @inline(__always) func mul22(_ v: Vec2) -> Vec2 {
    Vec2(ex.0 * v.x + ey.0 * v.y, ex.1 * v.x + ey.1 * v.y)
  }
}

/// The motion of a body over one sub-step, about its centre of mass (Box2D's b2Sweep).
package struct Sweep {
  /// Centre of mass in body coordinates.
  var localCenter: Vec2 = .zero
  /// Centre of mass in world coordinates at the start (c0) and end (c) of the sub-step.
  package var c0: Vec2 = .zero
  package var c: Vec2 = .zero
  /// Angles at the start and end of the sub-step.
  package var a0: Float = 0
  package var a: Float = 0
  /// The fraction of the sub-step already consumed (time of impact), in [0, 1).
  var alpha0: Float = 0

  /// The body transform at fraction `beta` of the sub-step.
  @inline(__always) package func transform(at beta: Float) -> Transform2 {
    let p = Vec2(c0.x + beta * (c.x - c0.x), c0.y + beta * (c.y - c0.y))
    let angle = a0 + beta * (a - a0)
    let q = Rot(angle: angle)
    return Transform2(p: p - mul(q, localCenter), q: q)
  }

  /// The body transform at fraction `beta` of the sub-step, given the rotation of
  /// `a0 + beta·(a − a0)` (which the caller knows): the same transform as `transform(at:)`.
  @inline(__always) package func transform(at beta: Float, rotation q: Rot) -> Transform2 {
    let p = Vec2(c0.x + beta * (c.x - c0.x), c0.y + beta * (c.y - c0.y))
    return Transform2(p: p - mul(q, localCenter), q: q)
  }

  /// Moves the start of the sweep forward to `alpha`.
  @inline(__always) package mutating func advance(_ alpha: Float) {
    let beta = (alpha - alpha0) / (1 - alpha0)
    c0 += beta * (c - c0)
    a0 += beta * (a - a0)
    alpha0 = alpha
  }
}

/// An axis-aligned box in metres.
package struct AABB {
  package var lower: Vec2
  package var upper: Vec2

  @inline(__always) package func overlaps(_ o: AABB) -> Bool {
    !(o.lower.x > upper.x || o.lower.y > upper.y || lower.x > o.upper.x || lower.y > o.upper.y)
  }
  /// Whether the boxes overlap or are less than `margin` apart on both axes.
  @inline(__always) package func overlaps(_ o: AABB, margin: Float) -> Bool {
    !(o.lower.x - margin > upper.x || o.lower.y - margin > upper.y
      || lower.x - margin > o.upper.x || lower.y - margin > o.upper.y)
  }
  @inline(__always) package func contains(_ o: AABB) -> Bool {
    lower.x <= o.lower.x && lower.y <= o.lower.y && o.upper.x <= upper.x && o.upper.y <= upper.y
  }
  @inline(__always) package func union(_ o: AABB) -> AABB {
    AABB(lower: vmin(lower, o.lower), upper: vmax(upper, o.upper))
  }
  /// Half the perimeter: the surface-area heuristic's cost.
  @inline(__always) var perimeter: Float { 2 * ((upper.x - lower.x) + (upper.y - lower.y)) }
}

/// Sine and cosine from polynomials evaluated in Double and rounded to Float: the same
/// bits everywhere (glibc's and Apple's libm disagree in the last place), accurate to Float.
@inline(__always) func cosSin(_ angle: Float) -> Rot {
  let x = Double(angle)
  // Far beyond any real angle (or not finite): no meaningful rotation; keep NaN out.
  guard abs(x) < 1e9 else { return .identity }
  // The nearest quadrant, x · 2/π rounded half away from zero, without a libm call.
  let scaled = x * 0.636_619_772_367_581_3
  let n = Int(scaled + (scaled < 0 ? -0.5 : 0.5))
  let q = Double(n)
  // Cody–Waite reduction by π/2 in two parts.
  let r = (x - q * 1.570_796_326_794_896_6) - q * 6.123_233_995_736_766e-17
  let r2 = r * r
  // Taylor series to r¹³ / r¹²: below 1e-11 for |r| ≤ π/4.
  let sinR =
    r
    + r * r2
    * (-1.0 / 6 + r2
      * (1.0 / 120 + r2
        * (-1.0 / 5040 + r2
          * (1.0 / 362_880 + r2 * (-1.0 / 39_916_800 + r2 * (1.0 / 6_227_020_800))))))
  let cosR =
    1 + r2
    * (-0.5 + r2
      * (1.0 / 24 + r2
        * (-1.0 / 720 + r2 * (1.0 / 40320 + r2 * (-1.0 / 3_628_800 + r2 * (1.0 / 479_001_600))))))
  switch n & 3 {
  case 0: return Rot(s: Float(sinR), c: Float(cosR))
  case 1: return Rot(s: Float(cosR), c: Float(-sinR))
  case 2: return Rot(s: Float(-sinR), c: Float(-cosR))
  default: return Rot(s: Float(-cosR), c: Float(sinR))
  }
}
