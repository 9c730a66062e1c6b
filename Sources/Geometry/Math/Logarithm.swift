// The natural logarithm in plain arithmetic (see Trigonometry.swift for why). Method and
// coefficients: fdlibm's log (Sun Microsystems, 1993): x = 2ᵏ·(1 + f) with √2/2 < 1 + f < √2,
// log(1 + f) = 2s + s·R(s²) with s = f/(2 + f) and R a degree-14 polynomial (error below
// 2⁻⁵⁸·⁴⁵); within 1 ulp.

extension Angles {
  /// The natural logarithm of `x`, within 1 ulp: −∞ at ±0, NaN below 0, +∞ at +∞.
  @inline(never) public static func log(_ x: Double) -> Double {
    if x.isNaN || x == .infinity { return x + x }
    if x == 0 { return -.infinity }
    if x < 0 { return .nan }
    var k = 0
    var bits = x.bitPattern
    if x < 0x1p-1022 {
      k -= 54
      bits = (x * 0x1p54).bitPattern
    }
    // The high word's fraction bits; 0x95f64 rounds a fraction of about √2 − 1 or more up
    // to the next binade, so that 1 + f = x·2⁻ᵏ lands in [√2/2, √2).
    let high = Int(truncatingIfNeeded: bits >> 32)
    let fractionHigh = high & 0x000f_ffff
    let carry = (fractionHigh + 0x95f64) & 0x10_0000
    k += (high >> 20) - 1023 + (carry >> 20)
    let normalizedHigh = UInt64(fractionHigh | (carry ^ 0x3ff0_0000))
    let f = Double(bitPattern: normalizedHigh << 32 | (bits & 0xffff_ffff)) - 1
    let dk = Double(k)
    let ln2High = 0x1.62e42feep-1, ln2Low = 0x1.a39ef35793c76p-33
    if (0x000f_ffff & (2 + fractionHigh)) < 3 {
      // |f| < 2⁻²⁰: log(1 + f) ≈ f − f²/2 + f³/3.
      if f == 0 { return k == 0 ? 0 : dk * ln2High + dk * ln2Low }
      let r = f * f * (0.5 - 0x1.5555555555555p-2 * f)
      return k == 0 ? f - r : dk * ln2High - ((r - dk * ln2Low) - f)
    }
    let lg1 = 0x1.5555555555593p-1, lg2 = 0x1.999999997fa04p-2, lg3 = 0x1.2492494229359p-2
    let lg4 = 0x1.c71c51d8e78afp-3, lg5 = 0x1.7466496cb03dep-3, lg6 = 0x1.39a09d078c69fp-3
    let lg7 = 0x1.2f112df3e5244p-3
    let s = f / (2 + f)
    let z = s * s, w = z * z
    let t1 = w * (lg2 + w * (lg4 + w * lg6))
    let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
    let r = t2 + t1
    // Where 1 + f is near √2 or √2/2, subtracting f²/2 first keeps the error under an ulp.
    if (0x6147a...0x6b851).contains(fractionHigh) {
      let hfsq = 0.5 * f * f
      return k == 0
        ? f - (hfsq - s * (hfsq + r))
        : dk * ln2High - ((hfsq - (s * (hfsq + r) + dk * ln2Low)) - f)
    }
    return k == 0 ? f - s * (f - r) : dk * ln2High - ((s * (f - r) - dk * ln2Low) - f)
  }
}
