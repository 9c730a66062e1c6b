// The exponential family in plain arithmetic (see Trigonometry.swift for why). Method and
// coefficients: fdlibm's exp, expm1 and cosh (Sun Microsystems, 1993, 2004): x = k·ln 2 + r
// with |r| ≤ ½ln 2, a rational approximation of exp(r) (or of exp(r) − 1) whose polynomial
// errs below 2⁻⁵⁹, then a scaling by 2ᵏ; within 1 ulp.

/// ln 2 in two parts: `k·ln2High` is exact for |k| < 2¹¹.
private let ln2High = 0x1.62e42feep-1, ln2Low = 0x1.a39ef35793c76p-33
private let log2e = 0x1.71547652b82fep0

extension Angles {
  /// e raised to `x`, within 1 ulp; +∞ above 709.78, 0 below −745.13.
  @inline(never) public static func exp(_ x: Double) -> Double {
    if x.isNaN { return x + x }
    if x > 0x1.62e42fefa39efp9 { return .infinity }
    if x < -0x1.74910d52d3051p9 { return 0 }
    let magnitude = x.magnitude
    if magnitude < 0x1p-28 { return 1 + x }
    // x = k·ln 2 + (hi − lo).
    var k = 0, hi = x, lo = 0.0
    if magnitude > 0x1.62e42p-2 {
      if magnitude < 0x1.0a2b2p0 {
        k = x < 0 ? -1 : 1
      } else {
        k = Int(log2e * x + (x < 0 ? -0.5 : 0.5))
      }
      let kd = Double(k)
      hi = x - kd * ln2High
      lo = kd * ln2Low
    }
    let r = hi - lo
    // exp(r) = 1 + r + r·c/(2 − c), c = r − (P₁r² + … + P₅r¹⁰).
    let p1 = 0x1.555555555553ep-3, p2 = -0x1.6c16c16bebd93p-9, p3 = 0x1.1566aaf25de2cp-14
    let p4 = -0x1.bbd41c5d26bf1p-20, p5 = 0x1.6376972bea4d0p-25
    let t = r * r
    let c = r - t * (p1 + t * (p2 + t * (p3 + t * (p4 + t * p5))))
    if k == 0 { return 1 - ((r * c) / (c - 2) - r) }
    let y = 1 - ((lo - (r * c) / (2 - c)) - hi)
    return scaled(y, byPowerOfTwo: k)
  }

  /// `eˣ − 1`, accurate for small `x` (no cancellation), within 1 ulp. Springs near critical
  /// damping use it to evaluate `sinh(y)/y` without loss.
  @inline(never) public static func expMinusOne(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 0x1.62e42fefa39efp9 { return .infinity }
    if x <= -0x1.3687ap5 { return -1 }  // below −56·ln 2, eˣ is under half an ulp of 1
    let magnitude = x.magnitude
    var k = 0, r = x, c = 0.0
    if magnitude > 0x1.62e42p-2 {
      let hi: Double, lo: Double
      if magnitude < 0x1.0a2b2p0 {
        k = x < 0 ? -1 : 1
        (hi, lo) = (x - Double(k) * ln2High, Double(k) * ln2Low)
      } else {
        k = Int(log2e * x + (x < 0 ? -0.5 : 0.5))
        let kd = Double(k)
        (hi, lo) = (x - kd * ln2High, kd * ln2Low)
      }
      r = hi - lo
      c = (hi - r) - lo
    } else if magnitude < 0x1p-54 {
      return x
    }
    // expm1(r) from R₁(r²) ≈ 6/r·((eʳ + 1)/(eʳ − 1) − 2/r), a degree-5 polynomial in r²/2.
    let q1 = -0x1.11111111110f4p-5, q2 = 0x1.a01a019fe5585p-10, q3 = -0x1.4ce199eaadbb7p-14
    let q4 = 0x1.0cfca86e65239p-18, q5 = -0x1.afdb76e09c32dp-23
    let hfx = 0.5 * r
    let hxs = r * hfx
    let r1 = 1 + hxs * (q1 + hxs * (q2 + hxs * (q3 + hxs * (q4 + hxs * q5))))
    let t = 3 - r1 * hfx
    var e = hxs * ((r1 - t) / (6 - r * t))
    if k == 0 { return r - (r * e - hxs) }
    e = r * (e - c) - c
    e -= hxs
    if k == -1 { return 0.5 * (r - e) - 0.5 }
    if k == 1 { return r < -0.25 ? -2 * (e - (r + 0.5)) : 1 + 2 * (r - e) }
    if k < 0 || k > 56 { return scaled(r - e + 1, byPowerOfTwo: k) - 1 }
    let twoToMinusK = powerOfTwo(-k)
    let y = k < 20 ? (r - e + (1 - twoToMinusK)) : (r - (e + twoToMinusK) + 1)
    return scaled(y, byPowerOfTwo: k)
  }

  /// The hyperbolic cosine of `x`, (eˣ + e⁻ˣ)/2, within 1 ulp (2 near overflow).
  @inline(never) public static func cosh(_ x: Double) -> Double {
    if !x.isFinite { return x * x }
    let magnitude = x.magnitude
    if magnitude < 0x1.62e43p-2 {
      // 1 + (eˣ − 1)²/(2eˣ): no cancellation near 0.
      let t = expMinusOne(magnitude)
      let w = 1 + t
      return magnitude < 0x1p-55 ? w : 1 + (t * t) / (w + w)
    }
    if magnitude < 22 {
      let t = exp(magnitude)
      return 0.5 * t + 0.5 / t
    }
    if magnitude < 0x1.62e42p9 { return 0.5 * exp(magnitude) }
    // Near overflow: eˣ/2 = (e^(x/2)/2)·e^(x/2).
    let w = exp(0.5 * magnitude)
    return (0.5 * w) * w
  }
}

/// y·2ᵏ for the exponentials' last step, by exact multiplications (k in −1075…1024).
@usableFromInline
func scaled(_ y: Double, byPowerOfTwo k: Int) -> Double {
  if k > 1023 { return y * 2 * 0x1p1023 }
  if k < -1021 { return y * powerOfTwo(k + 1000) * 0x1p-1000 }
  return y * powerOfTwo(k)
}

/// 2ᵏ for k in −1022…1023, from its bits.
@usableFromInline
func powerOfTwo(_ k: Int) -> Double {
  Double(bitPattern: UInt64(truncatingIfNeeded: 1023 + k) << 52)
}
