// The arctangent in plain arithmetic (see Trigonometry.swift for why). Method and
// coefficients: fdlibm's atan and atan2 (Sun Microsystems, 1993): the argument is brought
// into [0, 7/16] through atan(x) = atan(c) + atan((x − c)/(1 + c·x)) for c = ½, 1, 3/2, ∞,
// then an odd polynomial of degree 23; within 1 ulp.

extension Angles {
  /// The arctangent of `x`, in [−π/2, π/2], within 1 ulp.
  @inline(never) public static func atan(_ x: Double) -> Double {
    if x.isNaN { return x + x }
    let magnitude = x.magnitude
    if magnitude >= 0x1p66 { return x > 0 ? 0x1.921fb54442d18p0 : -0x1.921fb54442d18p0 }
    // atan(c) for c = ½, 1, 3/2, ∞, as a head and a tail.
    let head: Double, tail: Double, t: Double
    if magnitude < 0.4375 {
      if magnitude < 0x1p-27 { return x }
      return x - x * arctangentSeries(x)
    } else if magnitude < 0.6875 {
      (head, tail, t) = (
        0x1.dac670561bb4fp-2, 0x1.a2b7f222f65e2p-56, (2 * magnitude - 1) / (2 + magnitude)
      )
    } else if magnitude < 1.1875 {
      (head, tail, t) = (
        0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55, (magnitude - 1) / (magnitude + 1)
      )
    } else if magnitude < 2.4375 {
      (head, tail, t) = (
        0x1.f730bd281f69bp-1, 0x1.007887af0cbbdp-56, (magnitude - 1.5) / (1 + 1.5 * magnitude)
      )
    } else {
      (head, tail, t) = (0x1.921fb54442d18p0, 0x1.1a62633145c07p-54, -1 / magnitude)
    }
    let z = head - ((t * arctangentSeries(t) - tail) - t)
    return x < 0 ? -z : z
  }

  /// `atan2(y, x)`: the angle of the point (x, y) from the +x axis, in [−π, π], within 1 ulp,
  /// with IEEE 754's signed zeros and infinities (atan2(±0, −0) = ±π, atan2(±∞, +∞) = ±π/4).
  @inline(never) public static func atan2(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return x + y }
    if x == 1 { return atan(y) }
    let pi = 0x1.921fb54442d18p1, piTail = 0x1.1a62633145c07p-53
    let halfPi = 0x1.921fb54442d18p0, quarterPi = 0x1.921fb54442d18p-1
    let yNegative = y.sign == .minus, xNegative = x.sign == .minus
    if y == 0 { return xNegative ? (yNegative ? -pi : pi) : y }
    if x == 0 { return yNegative ? -halfPi : halfPi }
    if x.isInfinite {
      let angle: Double
      if y.isInfinite {
        angle = xNegative ? 3 * quarterPi : quarterPi
      } else {
        angle = xNegative ? pi : 0
      }
      return yNegative ? -angle : angle
    }
    if y.isInfinite { return yNegative ? -halfPi : halfPi }
    // The quotient's exponent decides whether it is safe to form.
    let k = Int(y.exponentBitPattern) - Int(x.exponentBitPattern)
    let z: Double
    if k > 60 {
      // |y/x| > 2⁶⁰: the angle is ±π/2, whatever the sign of x.
      let angle = halfPi + 0.5 * piTail
      return yNegative ? -angle : angle
    } else if xNegative && k < -60 {
      z = 0
    } else {
      z = atan((y / x).magnitude)
    }
    switch (yNegative, xNegative) {
    case (false, false): return z
    case (true, false): return -z
    case (false, true): return pi - (z - piTail)
    case (true, true): return (z - piTail) - pi
    }
  }
}

/// (atan(t) − t)/(−t) for |t| ≤ 7/16: Σ aᵢ·t²⁽ⁱ⁺¹⁾, split into its odd and even halves.
@usableFromInline
func arctangentSeries(_ t: Double) -> Double {
  let a0 = 0x1.555555555550dp-2, a1 = -0x1.999999998ebc4p-3, a2 = 0x1.24924920083ffp-3
  let a3 = -0x1.c71c6fe231671p-4, a4 = 0x1.745cdc54c206ep-4, a5 = -0x1.3b0f2af749a6dp-4
  let a6 = 0x1.10d66a0d03d51p-4, a7 = -0x1.dde2d52defd9ap-5, a8 = 0x1.97b4b24760debp-5
  let a9 = -0x1.2b4442c6a6c2fp-5, a10 = 0x1.0ad3ae322da11p-6
  let z = t * t, w = z * z
  let s1 = z * (a0 + w * (a2 + w * (a4 + w * (a6 + w * (a8 + w * a10)))))
  let s2 = w * (a1 + w * (a3 + w * (a5 + w * (a7 + w * a9))))
  return s1 + s2
}
