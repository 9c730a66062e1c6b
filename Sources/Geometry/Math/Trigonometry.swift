// Sine, cosine and tangent in plain arithmetic, so that natively and in WebAssembly the same
// angle gives the same bits (the C libraries disagree by an ulp on about 3 % of inputs).
// Method and coefficients: fdlibm's kernels (Sun Microsystems, 1993), minimax polynomials
// on [−π/4, π/4] with errors below 2⁻⁵⁸; with the reduction in ArgumentReduction.swift the
// results stay within 1 ulp of the true value.
//
// Each function here is called, never inlined (`@inline(never)`, here and in the other
// files): Embedded Swift lets every module inline them, and the WebAssembly module held 56
// copies of the sine and cosine kernels. A call costs nothing beside a 13th-degree polynomial.

extension Angles {
  /// The sine of `x` radians, within 1 ulp (|x| < 1.6·10⁶; the error of a huge argument's
  /// reduction grows to a few ulp). sin(±0) = ±0; sin(±∞) and sin(NaN) are NaN.
  @inline(never) public static func sin(_ x: Double) -> Double {
    if x.magnitude <= 0x1.921fb54442d18p-1 {
      // sin(x) = x below 2⁻²⁶ (the next term is under half an ulp); keeps −0.
      return x.magnitude < 0x1p-26 ? x : sineKernel(x, 0)
    }
    let (n, hi, lo) = quarterTurnRemainder(x)
    switch n & 3 {
    case 0: return sineKernel(hi, lo)
    case 1: return cosineKernel(hi, lo)
    case 2: return -sineKernel(hi, lo)
    default: return -cosineKernel(hi, lo)
    }
  }

  /// The cosine of `x` radians, within 1 ulp (as ``sin(_:)``). cos(±∞) and cos(NaN) are NaN.
  @inline(never) public static func cos(_ x: Double) -> Double {
    if x.magnitude <= 0x1.921fb54442d18p-1 {
      return x.magnitude < 0x1p-27 ? 1 : cosineKernel(x, 0)
    }
    let (n, hi, lo) = quarterTurnRemainder(x)
    switch n & 3 {
    case 0: return cosineKernel(hi, lo)
    case 1: return -sineKernel(hi, lo)
    case 2: return -cosineKernel(hi, lo)
    default: return sineKernel(hi, lo)
    }
  }

  /// The tangent of `x` radians, within 1 ulp (as ``sin(_:)``).
  @inline(never) public static func tan(_ x: Double) -> Double {
    if x.magnitude <= 0x1.921fb54442d18p-1 {
      return x.magnitude < 0x1p-27 ? x : tangentKernel(x, 0, reciprocal: false)
    }
    let (n, hi, lo) = quarterTurnRemainder(x)
    // tan(x + π/2) = −1/tan(x).
    return tangentKernel(hi, lo, reciprocal: n & 1 == 1)
  }
}

/// sin(x + y) for |x + y| ≤ π/4, y the tail of the reduced argument:
/// sin(x) ≈ x + S₁x³ + … + S₆x¹³, and sin(x + y) ≈ sin(x) + (1 − x²/2)·y.
@usableFromInline
func sineKernel(_ x: Double, _ y: Double) -> Double {
  let s1 = -0x1.5555555555549p-3, s2 = 0x1.111111110f8a6p-7, s3 = -0x1.a01a019c161d5p-13
  let s4 = 0x1.71de357b1fe7dp-19, s5 = -0x1.ae5e68a2b9cebp-26, s6 = 0x1.5d93a5acfd57cp-33
  let z = x * x, w = z * z
  let r = s2 + z * (s3 + z * s4) + z * w * (s5 + z * s6)
  let v = z * x
  if y == 0 { return x + v * (s1 + z * r) }
  return x - ((z * (0.5 * y - v * r) - y) - v * s1)
}

/// cos(x + y) for |x + y| ≤ π/4: cos(x) ≈ 1 − x²/2 + C₁x⁴ + … + C₆x¹⁴, and
/// cos(x + y) ≈ cos(x) − x·y; `1 − x²/2` is split as w + ((1 − w) − x²/2) to keep its
/// rounding error.
@usableFromInline
func cosineKernel(_ x: Double, _ y: Double) -> Double {
  let c1 = 0x1.555555555554cp-5, c2 = -0x1.6c16c16c15177p-10, c3 = 0x1.a01a019cb159p-16
  let c4 = -0x1.27e4f809c52adp-22, c5 = 0x1.1ee9ebdb4b1c4p-29, c6 = -0x1.8fae9be8838d4p-37
  let z = x * x, w = z * z
  let r = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6))
  let hz = 0.5 * z
  let one = 1 - hz
  return one + (((1 - one) - hz) + (z * r - x * y))
}

/// tan(x + y), or −1/tan(x + y) when `reciprocal`, for |x + y| ≤ π/4: an odd polynomial of
/// degree 27 on [0, 0.6744]; above that, tan(π/4 − t) = (1 − tan t)/(1 + tan t).
@usableFromInline
func tangentKernel(_ x: Double, _ y: Double, reciprocal: Bool) -> Double {
  let t0 = 0x1.5555555555563p-2, t1 = 0x1.111111110fe7ap-3, t2 = 0x1.ba1ba1bb341fep-5
  let t3 = 0x1.664f48406d637p-6, t4 = 0x1.226e3e96e8493p-7, t5 = 0x1.d6d22c9560328p-9
  let t6 = 0x1.7dbc8fee08315p-10, t7 = 0x1.344d8f2f26501p-11, t8 = 0x1.026f71a8d1068p-12
  let t9 = 0x1.47e88a03792a6p-14, t10 = 0x1.2b80f32f0a7e9p-14, t11 = -0x1.375cbdb605373p-16
  let t12 = 0x1.b2a7074bf7ad4p-16
  let piOver4 = 0x1.921fb54442d18p-1, piOver4Tail = 0x1.1a62633145c07p-55
  var x = x, y = y
  let large = x.magnitude >= 0x1.59428p-1
  let negative = x < 0
  if large {
    if negative { (x, y) = (-x, -y) }
    x = (piOver4 - x) + (piOver4Tail - y)
    y = 0
  }
  let z = x * x, w = z * z
  // x⁵·(T₁ + x⁴T₃ + …) and x⁵·x²·(T₂ + x⁴T₄ + …), the odd and even halves.
  var r = t1 + w * (t3 + w * (t5 + w * (t7 + w * (t9 + w * t11))))
  let v = z * (t2 + w * (t4 + w * (t6 + w * (t8 + w * (t10 + w * t12)))))
  let s = z * x
  r = y + z * (s * (r + v) + y)
  r += t0 * s
  let sum = x + r
  if large {
    let iy: Double = reciprocal ? -1 : 1
    let value = iy - 2 * (x - (sum * sum / (sum + iy) - r))
    return negative ? -value : value
  }
  if !reciprocal { return sum }
  // −1/(x + r) to within an ulp: split sum and its reciprocal into high halves (low 32 bits
  // cleared) and correct.
  let sumHigh = Double(bitPattern: sum.bitPattern & 0xffff_ffff_0000_0000)
  let tail = r - (sumHigh - x)
  let a = -1 / sum
  let aHigh = Double(bitPattern: a.bitPattern & 0xffff_ffff_0000_0000)
  let e = 1 + aHigh * sumHigh
  return aHigh + a * (e + aHigh * tail)
}
