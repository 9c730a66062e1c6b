/// Arc length of one segment: the integral of the speed `|B′(t)|`, by adaptive Gauss–Kronrod
/// quadrature (7/15 points), and its inverse (the parameter at which a given length is
/// reached), by Newton's method on the arc-length function with a bisection fallback.
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
  /// - Parameters:
  ///   - t0: where to start, a curve parameter 0…1; default 0.
  ///   - t1: where to end, a curve parameter t0…1; default 1.
  ///   - relativeTolerance: the error bound as a fraction of the control-polygon
  ///     length; default ``defaultLengthTolerance``.
  public func length(
    from t0: Double = 0, to t1: Double = 1,
    relativeTolerance: Double = PathSegment.defaultLengthTolerance
  ) -> Double {
    guard t1 > t0 else { return 0 }
    if case .line(let a, let b) = self { return a.distance(to: b) * (t1 - t0) }
    let scale = controlPolygonLength
    guard scale > 0 else { return 0 }
    let tolerance = Swift.max(relativeTolerance, 1e-15) * scale * (t1 - t0)
    return SpeedPolynomial(self).adaptiveLength(t0, t1, tolerance: tolerance, depth: 0)
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
}

/// `B′(t) = c0 + c1·t + c2·t²`, the derivative of a quadratic or cubic segment as a polynomial,
/// so the integrand costs a few multiplications and one square root.
private struct SpeedPolynomial {
  var c0x = 0.0, c0y = 0.0, c1x = 0.0, c1y = 0.0, c2x = 0.0, c2y = 0.0

  init(_ segment: PathSegment) {
    switch segment {
    case .line(let a, let b):
      c0x = b.x - a.x
      c0y = b.y - a.y
    case .quad(let a, let c, let b):
      // B′(t) = 2(c − a) + 2t(a − 2c + b).
      c0x = 2 * (c.x - a.x)
      c0y = 2 * (c.y - a.y)
      c1x = 2 * (a.x - 2 * c.x + b.x)
      c1y = 2 * (a.y - 2 * c.y + b.y)
    case .cubic(let a, let k1, let k2, let b):
      // With p = c1 − a, q = c2 − c1, r = b − c2: B′(t) = 3p + 6t(q − p) + 3t²(p − 2q + r).
      let px = k1.x - a.x, py = k1.y - a.y, qx = k2.x - k1.x, qy = k2.y - k1.y
      let rx = b.x - k2.x, ry = b.y - k2.y
      c0x = 3 * px
      c0y = 3 * py
      c1x = 6 * (qx - px)
      c1y = 6 * (qy - py)
      c2x = 3 * (px - 2 * qx + rx)
      c2y = 3 * (py - 2 * qy + ry)
    }
  }

  @inline(__always)
  func speed(_ t: Double) -> Double {
    let x = c0x + t * (c1x + t * c2x), y = c0y + t * (c1y + t * c2y)
    return (x * x + y * y).squareRoot()
  }

  /// Integrates the speed over [a, b]: the 15-point Kronrod estimate is accepted when it
  /// agrees with the embedded 7-point Gauss one to `tolerance` (the difference bounds the
  /// Gauss error, and the Kronrod estimate is far better still); otherwise both halves are
  /// integrated to half the tolerance each. Smooth pieces are done in one pass; cusps (zero
  /// speed, a square-root kink) go deeper, bounded at 40 levels.
  func adaptiveLength(_ a: Double, _ b: Double, tolerance: Double, depth: Int) -> Double {
    let half = (b - a) / 2, mid = (a + b) / 2
    let centre = speed(mid)
    var kronrod = GaussKronrod15.kronrodWeights.7 * centre
    var gauss = GaussKronrod15.gaussWeights.3 * centre
    withUnsafeBytes(of: GaussKronrod15.nodes) { nodes in
      withUnsafeBytes(of: GaussKronrod15.kronrodWeights) { weights in
        let x = nodes.bindMemory(to: Double.self), w = weights.bindMemory(to: Double.self)
        for i in 0..<7 {
          let f = speed(mid - x[i] * half) + speed(mid + x[i] * half)
          kronrod += w[i] * f
          // The Gauss nodes are the odd-numbered Kronrod nodes.
          if i % 2 == 1 { gauss += GaussKronrod15.gauss(i / 2) * f }
        }
      }
    }
    kronrod *= half
    gauss *= half
    if depth >= 40 || Swift.abs(kronrod - gauss) <= tolerance { return kronrod }
    return adaptiveLength(a, mid, tolerance: tolerance / 2, depth: depth + 1)
      + adaptiveLength(mid, b, tolerance: tolerance / 2, depth: depth + 1)
  }
}

/// The Gauss–Kronrod 7/15 rule on [−1, 1] (QUADPACK's `qk15`): the positive Kronrod nodes, the
/// centre last; the Kronrod weights; the Gauss weights of nodes 1, 3, 5 and the centre.
private enum GaussKronrod15 {
  static let nodes = (
    0.991_455_371_120_812_639, 0.949_107_912_342_758_525, 0.864_864_423_359_769_073,
    0.741_531_185_599_394_440, 0.586_087_235_467_691_130, 0.405_845_151_377_397_167,
    0.207_784_955_007_898_468
  )
  static let kronrodWeights = (
    0.022_935_322_010_529_225, 0.063_092_092_629_978_553, 0.104_790_010_322_250_184,
    0.140_653_259_715_525_919, 0.169_004_726_639_267_903, 0.190_350_578_064_785_410,
    0.204_432_940_075_298_892, 0.209_482_141_084_727_828
  )
  static let gaussWeights = (
    0.129_484_966_168_869_693, 0.279_705_391_489_276_668, 0.381_830_050_505_118_945,
    0.417_959_183_673_469_388
  )

  @inline(__always)
  static func gauss(_ i: Int) -> Double {
    switch i {
    case 0: gaussWeights.0
    case 1: gaussWeights.1
    default: gaussWeights.2
    }
  }
}
