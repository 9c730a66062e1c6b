/// A timing curve (`CAMediaTimingFunction`): a cubic Bézier from (0, 0) to (1, 1) that maps
/// the fraction of the duration elapsed, x, to the fraction of the change applied, y.
///
/// The two inner control points set the shape. Evaluating solves `x(s) = t` for the curve
/// parameter s (Newton's method, with a bisection fallback, to |x(s) − t| ≤ 1e-14) and returns
/// `y(s)`; it allocates nothing.
///
/// ```swift
/// TimingFunction.easeInEaseOut.value(at: 0.5)       // 0.5
/// TimingFunction(controlPoints: 0.3, 0, 0.2, 1)     // a custom curve
/// ```
public struct TimingFunction: Hashable, Sendable {
  /// The first control point's x, 0…1.
  public let x1: Double
  /// The first control point's y (any finite value; outside 0…1 it overshoots).
  public let y1: Double
  /// The second control point's x, 0…1.
  public let x2: Double
  /// The second control point's y (any finite value).
  public let y2: Double

  // Power-basis coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
  private let ax, bx, cx, ay, by, cy: Double

  /// Creates the curve with control points (x1, y1) and (x2, y2)
  /// (`CAMediaTimingFunction(controlPoints:_:_:_:)`).
  ///
  /// - Precondition: all four are finite. `x1` and `x2` are clamped to 0…1 (as Core Animation
  ///   does), which keeps x(s) monotonic so every time has exactly one value.
  public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    precondition(
      x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite,
      "TimingFunction(controlPoints:): control points must be finite, got (\(x1), \(y1)), "
        + "(\(x2), \(y2))")
    let x1 = min(max(x1, 0), 1), x2 = min(max(x2, 0), 1)
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    // B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³, in powers of s.
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// Control points (0, 0) and (1, 1): y = x. `kCAMediaTimingFunctionLinear`.
  public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
  /// Control points (0.42, 0) and (1, 1): starts slowly. `kCAMediaTimingFunctionEaseIn`.
  public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
  /// Control points (0, 0) and (0.58, 1): ends slowly. `kCAMediaTimingFunctionEaseOut`.
  public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
  /// Control points (0.42, 0) and (0.58, 1): slow at both ends, symmetric about (0.5, 0.5).
  /// UIView animations use it unless told otherwise. `kCAMediaTimingFunctionEaseInEaseOut`.
  public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
  /// Control points (0.25, 0.1) and (0.25, 1): Core Animation's curve for implicit
  /// animations and transactions. `kCAMediaTimingFunctionDefault`.
  public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

  /// Whether the curve is the identity, y = x (its control points lie on the diagonal).
  public var isLinear: Bool { x1 == y1 && x2 == y2 }

  /// The fraction of the change applied when the fraction `t` of the duration has passed.
  ///
  /// `t` is clamped to 0…1; the result is exact at both ends (0 and 1).
  /// - Precondition: `t` is not NaN.
  public func value(at t: Double) -> Double {
    precondition(!t.isNaN, "TimingFunction.value(at:): time fraction is NaN")
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    if isLinear { return t }
    return Self.polynomial(ay, by, cy, solve(t))
  }

  /// The slope dy/dx at `t` (clamped to 0…1): the rate of change of the output fraction per
  /// unit of time fraction. Multiply by (to − from)/duration for a velocity in units per second.
  ///
  /// Where the curve has a vertical tangent (x1 = 0 with y1 ≠ 0, or x2 = 1 with y2 ≠ 1, at the
  /// ends) the slope is reported as ±1e6 rather than infinity.
  /// - Precondition: `t` is not NaN.
  public func slope(at t: Double) -> Double {
    precondition(!t.isNaN, "TimingFunction.slope(at:): time fraction is NaN")
    if isLinear { return 1 }
    let s = t <= 0 ? 0 : t >= 1 ? 1 : solve(t)
    var dx = Self.derivative(ax, bx, cx, s)
    var dy = Self.derivative(ay, by, cy, s)
    // At an end where both first derivatives vanish, the slope is the ratio of the second
    // derivatives (l'Hôpital), then of the third.
    if abs(dx) < 1e-12 && abs(dy) < 1e-12 {
      dx = 6 * ax * s + 2 * bx
      dy = 6 * ay * s + 2 * by
      if abs(dx) < 1e-12 && abs(dy) < 1e-12 {
        dx = 6 * ax
        dy = 6 * ay
      }
    }
    if abs(dx) < 1e-12 { return dy == 0 ? 0 : (dy > 0 ? Self.maximumSlope : -Self.maximumSlope) }
    return max(-Self.maximumSlope, min(Self.maximumSlope, dy / dx))
  }

  /// The finite stand-in for an infinite slope.
  static let maximumSlope = 1e6

  /// The curve parameter s in 0…1 with x(s) = t, to |x(s) − t| ≤ 1e-14 (far inside the
  /// 1e-6 the spec asks), or to the last bit where x(s) is flat.
  func solve(_ t: Double) -> Double {
    // Newton from s = t converges in a few steps for every usual curve...
    var s = t
    for _ in 0..<8 {
      let err = Self.polynomial(ax, bx, cx, s) - t
      if abs(err) <= 1e-14 { return s }
      let d = Self.derivative(ax, bx, cx, s)
      if abs(d) < 1e-6 { break }
      s -= err / d
      if s < 0 || s > 1 { break }
    }
    // ...and bisection is the fallback where the derivative vanishes (x1 = 0 or x2 = 1 near
    // the ends): x(s) is monotonic on 0…1 because x1 and x2 lie in 0…1. It runs to the
    // resolution of Double, so tiny times keep their relative accuracy.
    var lo = 0.0, hi = 1.0
    while true {
      let mid = (lo + hi) / 2
      if mid <= lo || mid >= hi { return mid }
      let x = Self.polynomial(ax, bx, cx, mid)
      if x == t { return mid }
      if x < t { lo = mid } else { hi = mid }
    }
  }

  @inline(__always)
  static func polynomial(_ a: Double, _ b: Double, _ c: Double, _ s: Double) -> Double {
    ((a * s + b) * s + c) * s
  }

  @inline(__always)
  static func derivative(_ a: Double, _ b: Double, _ c: Double, _ s: Double) -> Double {
    (3 * a * s + 2 * b) * s + c
  }
}

extension TimingFunction: CustomStringConvertible {
  /// `cubic-bezier(x1, y1, x2, y2)`, as CSS writes it.
  public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }
}
