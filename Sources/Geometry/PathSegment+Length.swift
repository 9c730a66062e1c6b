/// Arc length of one segment: the integral of the speed `|B′(t)|`, by adaptive Gauss–Legendre
/// quadrature, and its inverse (the parameter at which a given length is reached), by Newton's
/// method on the arc-length function with a bisection fallback.
///
/// Accuracy: a length is accurate to `relativeTolerance` times the segment's control-polygon
/// length (an upper bound of its arc length), `1e-10` by default, so far better than the
/// `1e-6` relative the renderers need. Lines are exact.
extension PathSegment {
  /// The default relative tolerance of arc lengths, 1e-10.
  public static let defaultLengthTolerance = 1e-10

  /// The speed `|dB/dt|` at parameter `t`, in points per unit of t.
  @inlinable
  public func speed(at t: Double) -> Double { derivative(at: t).length }

  /// The length of the control polygon (`p0 → c → p1`, or `p0 → c1 → c2 → p1`), an upper
  /// bound of the arc length; the chord length for a line.
  public var controlPolygonLength: Double {
    switch self {
    case .line(let a, let b): a.distance(to: b)
    case .quad(let a, let c, let b): a.distance(to: c) + c.distance(to: b)
    case .cubic(let a, let c1, let c2, let b):
      a.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: b)
    }
  }

  /// The arc length between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1), in points.
  ///
  /// - Parameter relativeTolerance: the error bound as a fraction of the control-polygon
  ///   length; default ``defaultLengthTolerance``.
  public func length(
    from t0: Double = 0, to t1: Double = 1,
    relativeTolerance: Double = PathSegment.defaultLengthTolerance
  ) -> Double {
    guard t1 > t0 else { return 0 }
    if case .line(let a, let b) = self { return a.distance(to: b) * (t1 - t0) }
    let scale = controlPolygonLength
    guard scale > 0 else { return 0 }
    let tolerance = Swift.max(relativeTolerance, 1e-15) * scale * (t1 - t0)
    let whole = gaussLegendre(t0, t1)
    return adaptiveLength(t0, t1, whole: whole, tolerance: tolerance, depth: 0)
  }

  /// The parameter `t ≥ t0` at which the arc length from `t0` reaches `distance` points,
  /// clamped to 0…1 (`t0` for a distance ≤ 0, 1 past the end).
  ///
  /// Newton's method on `f(t) = L(t0, t) − distance` (whose derivative is the speed), kept
  /// inside a shrinking bracket; a step that leaves the bracket or meets a zero speed (a cusp)
  /// bisects instead. Stops when `|f|` is below `relativeTolerance` × the control-polygon
  /// length (at most 60 steps, which bisection alone would need only below 1e-18).
  public func parameter(
    atLength distance: Double, from t0: Double = 0,
    relativeTolerance: Double = PathSegment.defaultLengthTolerance
  ) -> Double {
    guard distance > 0 else { return t0 }
    if case .line(let a, let b) = self {
      let len = a.distance(to: b)
      guard len > 0 else { return t0 }
      return Swift.min(1, t0 + distance / len)
    }
    return parameter(
      atLength: distance, from: t0,
      remainingLength: length(from: t0, to: 1, relativeTolerance: relativeTolerance),
      relativeTolerance: relativeTolerance)
  }

  /// ``parameter(atLength:from:relativeTolerance:)`` when the length from `t0` to the end is
  /// already known (a ``PathMeasure`` keeps it).
  func parameter(
    atLength distance: Double, from t0: Double, remainingLength total: Double,
    relativeTolerance: Double = PathSegment.defaultLengthTolerance
  ) -> Double {
    guard distance > 0 else { return t0 }
    if distance >= total { return 1 }
    if case .line = self { return t0 + (1 - t0) * distance / total }
    let scale = controlPolygonLength
    guard scale > 0 else { return t0 }
    let tolerance = Swift.max(relativeTolerance, 1e-15) * scale
    var lo = t0, hi = 1.0
    // Start from the linear guess; L(t0, t) is carried along incrementally.
    var t = t0 + (1 - t0) * distance / total
    var lengthAtT = length(from: t0, to: t, relativeTolerance: relativeTolerance)
    for _ in 0..<60 {
      let f = lengthAtT - distance
      if Swift.abs(f) <= tolerance { break }
      if f > 0 { hi = t } else { lo = t }
      let v = speed(at: t)
      var next = v > 0 ? t - f / v : .nan
      if !(next > lo && next < hi) { next = (lo + hi) / 2 }
      if next == t { break }
      lengthAtT +=
        next > t
        ? length(from: t, to: next, relativeTolerance: relativeTolerance)
        : -length(from: next, to: t, relativeTolerance: relativeTolerance)
      t = next
    }
    return t
  }

  /// Recursively halves [a, b] until the two halves' sum agrees with the whole to `tolerance`.
  /// The 8-point rule is exact for polynomials of degree 15, so smooth pieces converge in one or
  /// two levels; only cusps (zero speed, a square-root kink) go deep, bounded at 40 levels.
  private func adaptiveLength(
    _ a: Double, _ b: Double, whole: Double, tolerance: Double, depth: Int
  ) -> Double {
    let m = (a + b) / 2
    let left = gaussLegendre(a, m), right = gaussLegendre(m, b)
    let sum = left + right
    if depth >= 40 || Swift.abs(sum - whole) <= tolerance { return sum }
    return adaptiveLength(a, m, whole: left, tolerance: tolerance / 2, depth: depth + 1)
      + adaptiveLength(m, b, whole: right, tolerance: tolerance / 2, depth: depth + 1)
  }

  /// The 8-point Gauss–Legendre estimate of `∫ₐᵇ |B′(t)| dt`.
  private func gaussLegendre(_ a: Double, _ b: Double) -> Double {
    let half = (b - a) / 2, mid = (a + b) / 2
    var sum = 0.0
    for i in 0..<4 {
      let x = GaussLegendre8.nodes[i] * half, w = GaussLegendre8.weights[i]
      sum += w * (speed(at: mid - x) + speed(at: mid + x))
    }
    return sum * half
  }
}

/// The positive nodes and weights of the 8-point Gauss–Legendre rule on [−1, 1].
private enum GaussLegendre8 {
  static let nodes: [Double] = [
    0.183_434_642_495_649_8, 0.525_532_409_916_329_0,
    0.796_666_477_413_626_7, 0.960_289_856_497_536_3,
  ]
  static let weights: [Double] = [
    0.362_683_783_378_362_0, 0.313_706_645_877_887_3,
    0.222_381_034_453_374_5, 0.101_228_536_290_376_3,
  ]
}
