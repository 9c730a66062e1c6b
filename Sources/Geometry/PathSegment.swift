/// One drawable piece of a ``Path`` with both ends known: a line, a quadratic or a cubic
/// Bézier. Paths are walked as subpaths of segments for flattening, measuring and trimming.
public enum PathSegment: Hashable, Sendable {
  /// A straight line from `p0` to `p1`.
  case line(Point, Point)
  /// A quadratic Bézier `p0 → p1` with control `c`.
  case quad(Point, Point, Point)
  /// A cubic Bézier `p0 → p1` with controls `c1`, `c2`.
  case cubic(Point, Point, Point, Point)

  /// The start point.
  @inlinable
  public var start: Point {
    switch self {
    case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): p
    }
  }

  /// The end point.
  @inlinable
  public var end: Point {
    switch self {
    case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): p
    }
  }

  /// The point at parameter `t` in 0…1.
  @inlinable
  public func point(at t: Double) -> Point {
    let u = 1 - t
    switch self {
    case .line(let a, let b):
      return a.interpolated(to: b, fraction: t)
    case .quad(let a, let c, let b):
      return Point(
        x: u * u * a.x + 2 * u * t * c.x + t * t * b.x,
        y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
    case .cubic(let a, let c1, let c2, let b):
      let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
      return Point(
        x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x,
        y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
    }
  }

  /// The derivative `dB/dt` at parameter `t`, in points per unit of t.
  @inlinable
  public func derivative(at t: Double) -> Vector {
    let u = 1 - t
    switch self {
    case .line(let a, let b):
      return b - a
    case .quad(let a, let c, let b):
      return (c - a) * (2 * u) + (b - c) * (2 * t)
    case .cubic(let a, let c1, let c2, let b):
      return (c1 - a) * (3 * u * u) + (c2 - c1) * (6 * u * t) + (b - c2) * (3 * t * t)
    }
  }

  /// The part of the segment between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1), exact
  /// (de Casteljau / blossoming), of the same kind.
  public func subsegment(from t0: Double, to t1: Double) -> PathSegment {
    switch self {
    case .line(let a, let b):
      return .line(a.interpolated(to: b, fraction: t0), a.interpolated(to: b, fraction: t1))
    case .quad:
      // The blossom of a quadratic: control point is B(t0, t1).
      let p0 = point(at: t0), p1 = point(at: t1)
      let c = PathSegment.quadBlossom(self, t0, t1)
      return .quad(p0, c, p1)
    case .cubic:
      let p0 = point(at: t0), p3 = point(at: t1)
      let c1 = PathSegment.cubicBlossom(self, t0, t0, t1)
      let c2 = PathSegment.cubicBlossom(self, t0, t1, t1)
      return .cubic(p0, c1, c2, p3)
    }
  }

  private static func quadBlossom(_ s: PathSegment, _ t0: Double, _ t1: Double) -> Point {
    guard case .quad(let a, let c, let b) = s else { return s.start }
    let ac0 = a.interpolated(to: c, fraction: t0), cb0 = c.interpolated(to: b, fraction: t0)
    return ac0.interpolated(to: cb0, fraction: t1)
  }

  private static func cubicBlossom(_ s: PathSegment, _ u: Double, _ v: Double, _ w: Double)
    -> Point
  {
    guard case .cubic(let a, let c1, let c2, let b) = s else { return s.start }
    let a1 = a.interpolated(to: c1, fraction: u), b1 = c1.interpolated(to: c2, fraction: u)
    let c1u = c2.interpolated(to: b, fraction: u)
    let a2 = a1.interpolated(to: b1, fraction: v), b2 = b1.interpolated(to: c1u, fraction: v)
    return a2.interpolated(to: b2, fraction: w)
  }

  /// How many equal-parameter chords approximate the segment within `tolerance` points.
  ///
  /// The chord error of a curve over a parameter span Δt is at most `max|B″|·Δt²/8`;
  /// a cubic has `|B″| ≤ 6·L` with `L` the larger second difference of its control points,
  /// a quadratic `|B″| = 2·|p0 − 2c + p1|`. Hence `n = ⌈√(3L / (4·tol))⌉` (cubic) and
  /// `n = ⌈√(L / (4·tol))⌉` (quadratic).
  @inlinable
  public func flatteningSteps(tolerance: Double) -> Int {
    let tol = Swift.max(tolerance, 1e-6)
    switch self {
    case .line:
      return 1
    case .quad(let a, let c, let b):
      let l = Vector(dx: a.x - 2 * c.x + b.x, dy: a.y - 2 * c.y + b.y).length
      return Swift.min(1024, Swift.max(1, Int((l / (4 * tol)).squareRoot().rounded(.up))))
    case .cubic(let a, let c1, let c2, let b):
      let d1 = Vector(dx: a.x - 2 * c1.x + c2.x, dy: a.y - 2 * c1.y + c2.y).length
      let d2 = Vector(dx: c1.x - 2 * c2.x + b.x, dy: c1.y - 2 * c2.y + b.y).length
      let l = Swift.max(d1, d2)
      return Swift.min(1024, Swift.max(1, Int((3 * l / (4 * tol)).squareRoot().rounded(.up))))
    }
  }

  /// The tight axis-aligned bounds of the segment (curve extrema, not control points).
  public var bounds: Rect {
    var lo = Point(x: Swift.min(start.x, end.x), y: Swift.min(start.y, end.y))
    var hi = Point(x: Swift.max(start.x, end.x), y: Swift.max(start.y, end.y))
    func include(_ t: Double) {
      guard t > 0, t < 1 else { return }
      let p = point(at: t)
      lo = Point(x: Swift.min(lo.x, p.x), y: Swift.min(lo.y, p.y))
      hi = Point(x: Swift.max(hi.x, p.x), y: Swift.max(hi.y, p.y))
    }
    switch self {
    case .line:
      break
    case .quad(let a, let c, let b):
      // B′(t) = 0 ⇒ t = (a − c) / (a − 2c + b), per axis.
      for (p0, p1, p2) in [(a.x, c.x, b.x), (a.y, c.y, b.y)] {
        let den = p0 - 2 * p1 + p2
        if den != 0 { include((p0 - p1) / den) }
      }
    case .cubic(let a, let c1, let c2, let b):
      // B′(t)/3 = (1−t)²(c1−a) + 2(1−t)t(c2−c1) + t²(b−c2): a quadratic in t per axis.
      for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
        let qa = -p0 + 3 * p1 - 3 * p2 + p3
        let qb = 2 * (p0 - 2 * p1 + p2)
        let qc = p1 - p0
        if Swift.abs(qa) < 1e-12 {
          if qb != 0 { include(-qc / qb) }
        } else {
          let disc = qb * qb - 4 * qa * qc
          if disc >= 0 {
            let r = disc.squareRoot()
            include((-qb + r) / (2 * qa))
            include((-qb - r) / (2 * qa))
          }
        }
      }
    }
    return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }
}
