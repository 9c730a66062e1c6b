import DynamicMenusGeometry

/// UIKit's settle-at-duration spring:
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:)`.
///
/// UIKit gives the spring a mass of 1 and picks the stiffness so the motion has settled to
/// within ε = 0.001 of the distance at exactly the duration. The algorithm (devices-observed,
/// see docs/animation.md): 12 Newton iterations on f(ω₀) = 0 from ω₀ = 5/T, then k = ω₀², c = 2ζ√k.
extension Spring {
  /// The settle threshold of UIKit's solver, as a fraction of the distance.
  public static let uiKitSettleEpsilon = 0.001

  /// The spring UIKit builds for a spring animation of `duration` seconds.
  ///
  /// - Parameters:
  ///   - duration: T, seconds; clamped to 0.01…10 as UIKit does. (UIKit runs no animation at
  ///     all for a duration ≤ 0; ``PropertyAnimation`` handles that case, not the spring.)
  ///   - dampingRatio: ζ, clamped to 1.19e-7…1 (1 = no oscillation); values above 1 act as 1.
  ///   - initialVelocity: v, fractions of the distance per second, positive toward the
  ///     target (100 pt/s on a 200 pt move is 0.5). Default 0.
  /// - Precondition: no parameter is NaN, and `initialVelocity` is finite.
  public init(settlingDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0)
  {
    precondition(
      !duration.isNaN && !dampingRatio.isNaN && initialVelocity.isFinite,
      "Spring(settlingDuration:dampingRatio:initialVelocity:): parameters must not be NaN "
        + "(velocity finite), got \(duration), \(dampingRatio), \(initialVelocity)")
    let zeta = min(max(dampingRatio, 1.19e-7), 1)
    let t = min(max(duration, 0.01), 10)
    let omega = Self.uiKitNaturalFrequency(
      duration: t, dampingRatio: zeta, velocity: initialVelocity)
    let k = omega * omega
    self.init(
      mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: initialVelocity)
  }

  /// ω₀ for UIKit's settle-at-duration spring with clamped `duration` T, ratio ζ and
  /// velocity v.
  ///
  /// First exactly UIKit's 12 Newton iterations from ω₀ = 5/T. Where that has not converged
  /// (a zero derivative, ω₀ ≤ 0, a non-finite step, or a residual above 1e-12: it happens
  /// when the initial velocity cancels the sine term, ζ·ω₀ ≈ v), more Newton steps, then a
  /// bracketed bisection for the stiffest root, settle the same equation.
  static func uiKitNaturalFrequency(
    duration t: Double, dampingRatio zeta: Double, velocity v: Double
  ) -> Double {
    var omega = 5 / t
    for _ in 0..<12 {
      let (f, df) = uiKitSettleResidual(omega, duration: t, dampingRatio: zeta, velocity: v)
      let step = f / df
      if df == 0 || !step.isFinite { break }
      omega -= step
    }
    if isSettleRoot(omega, duration: t, dampingRatio: zeta, velocity: v) { return omega }
    // Not converged: keep going with safeguarded Newton steps (ω₀ stays positive)...
    if omega.isFinite && omega > 0 {
      var w = omega
      for _ in 0..<50 {
        let (f, df) = uiKitSettleResidual(w, duration: t, dampingRatio: zeta, velocity: v)
        let step = f / df
        if df == 0 || !step.isFinite || w - step <= 0 { break }
        w -= step
        if isSettleRoot(w, duration: t, dampingRatio: zeta, velocity: v) { return w }
      }
    }
    // ...or bracket the stiffest root and bisect.
    return largestSettleRoot(duration: t, dampingRatio: zeta, velocity: v) ?? 5 / t
  }

  /// UIKit's f(ω₀) and f′(ω₀) (docs/animation.md), ε = 0.001:
  /// - ζ = 1: f = (1 + (ω − v)·T)·e^(−ωT) − σ·ε with σ = +1 if ω ≥ v else −1;
  ///   f′ = T²·(v − ω)·e^(−ωT).
  /// - ζ < 1: s = √(1 − ζ²), g = (ζω − v)/(s·ω)·e^(−ζωT), f = ε − |g|,
  ///   f′ = −sign(g)·e^(−ζωT)·(v + v·ζ·T·ω − ζ²·T·ω²)/(s·ω²).
  /// The critical f is x(T) itself; the under-damped one bounds only the sine term of x.
  static func uiKitSettleResidual(
    _ w: Double, duration t: Double, dampingRatio zeta: Double, velocity v: Double
  ) -> (f: Double, df: Double) {
    let eps = uiKitSettleEpsilon
    if zeta >= 1 {
      let e = Angles.exp(-w * t)
      let sigma: Double = w >= v ? 1 : -1
      return ((1 + (w - v) * t) * e - sigma * eps, t * t * (v - w) * e)
    }
    let s = (1 - zeta * zeta).squareRoot()
    let e = Angles.exp(-zeta * w * t)
    let g = (zeta * w - v) / (s * w) * e
    let sign: Double = g > 0 ? 1 : g < 0 ? -1 : 0
    let df = -sign * e * (v + v * zeta * t * w - zeta * zeta * t * w * w) / (s * w * w)
    return (eps - Swift.abs(g), df)
  }

  /// The settle measure whose size UIKit sets to ε: |x(T)| (ζ = 1) or |g| (ζ < 1).
  static func uiKitSettleMeasure(
    _ w: Double, duration t: Double, dampingRatio zeta: Double, velocity v: Double
  ) -> Double {
    if zeta >= 1 { return Swift.abs((1 + (w - v) * t) * Angles.exp(-w * t)) }
    let s = (1 - zeta * zeta).squareRoot()
    return Swift.abs((zeta * w - v) / (s * w) * Angles.exp(-zeta * w * t))
  }

  static func isSettleRoot(
    _ w: Double, duration t: Double, dampingRatio zeta: Double, velocity v: Double
  ) -> Bool {
    guard w.isFinite && w > 0 else { return false }
    let m = uiKitSettleMeasure(w, duration: t, dampingRatio: zeta, velocity: v)
    return Swift.abs(m - uiKitSettleEpsilon) <= 1e-12
  }

  /// The largest ω₀ whose settle measure equals ε, or nil when none does (ζ so small that
  /// the sine term never reaches ε).
  static func largestSettleRoot(duration t: Double, dampingRatio zeta: Double, velocity v: Double)
    -> Double?
  {
    let eps = uiKitSettleEpsilon
    func measure(_ w: Double) -> Double {
      uiKitSettleMeasure(w, duration: t, dampingRatio: zeta, velocity: v)
    }
    // An upper bound of the measure that decreases with ω:
    // ζ < 1: (ζ + |v|/ω)/s·e^(−ζωT); ζ = 1: (1 + (ω + |v|)T)·e^(−ωT).
    func bound(_ w: Double) -> Double {
      if zeta >= 1 { return (1 + (w + Swift.abs(v)) * t) * Angles.exp(-w * t) }
      let s = (1 - zeta * zeta).squareRoot()
      return (zeta + Swift.abs(v) / w) / s * Angles.exp(-zeta * w * t)
    }
    var hi = 5 / t
    for _ in 0..<200 where bound(hi) >= eps { hi *= 2 }
    // Scan down until the measure reaches ε, then bisect the bracket.
    var lo = hi
    let floor = 1e-6 / t
    while measure(lo) < eps {
      hi = lo
      lo /= 1.05
      if lo < floor { return nil }
    }
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if mid <= lo || mid >= hi { break }
      if measure(mid) >= eps { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2
  }
}
